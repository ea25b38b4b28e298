import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerReportLinks, OrganizerReportSettings } from '../../../../shared/contract/organizer-report';
import { apiRequest } from '../../../lib/api-request';
import { organizerReportKey, organizerReportUrl } from './get-organizer-report';

/**
 * POST /api/speaker-admin/events/{id}/organizer-report: makes the talk's report link with these
 * settings (201, `created`), or answers the link it already has, unchanged (200: made meanwhile in
 * another tab, and the settings sent here were not applied).
 */
export async function createOrganizerReport(
  eventId: number,
  settings: OrganizerReportSettings,
): Promise<{ created: boolean; links: OrganizerReportLinks }> {
  const res = await apiRequest('POST', organizerReportUrl(eventId), settings);
  return { created: res.status === 201, links: (await res.json()) as OrganizerReportLinks };
}

export function useCreateOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerReportSettings) => createOrganizerReport(eventId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerReportKey(eventId) }),
  });
}
