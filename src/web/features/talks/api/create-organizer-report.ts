import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createOrganizerReport as createOrganizerReportOperation,
  type OrganizerReportLinks,
  type OrganizerReportSettings,
} from '../../../../shared/contract/organizer-report';
import { apiRequest } from '../../../lib/api-request';
import { callUrl } from '../../../lib/api/call-operation';
import { organizerReportKey } from './get-organizer-report';

/**
 * Makes the talk's report link with these settings (201, `created`), or answers the link it already has, unchanged (200: made meanwhile in
 * another tab, and the settings sent here were not applied).
 */
export async function createOrganizerReport(
  eventId: number,
  settings: OrganizerReportSettings,
): Promise<{ created: boolean; links: OrganizerReportLinks }> {
  // The status tells a new link (201) from the one the talk already had (200), so the answer is read here.
  const op = createOrganizerReportOperation;
  const res = await apiRequest(op.method, callUrl(op, { params: { id: eventId } }), settings);
  return { created: res.status === 201, links: (await res.json()) as OrganizerReportLinks };
}

export function useCreateOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerReportSettings) => createOrganizerReport(eventId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerReportKey(eventId) }),
  });
}
