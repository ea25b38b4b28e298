import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerReportLinks, OrganizerReportSettings } from '../../../../shared/contract/organizer-report';
import { apiJson } from '../../../lib/api-request';
import { organizerReportKey, organizerReportUrl } from './get-organizer-report';

/**
 * POST /api/speaker-admin/events/{id}/organizer-report: makes the talk's report link with these
 * settings (201), or answers the link it already has, unchanged (200).
 */
export const createOrganizerReport = (eventId: number, settings: OrganizerReportSettings) =>
  apiJson<OrganizerReportLinks>('POST', organizerReportUrl(eventId), settings);

export function useCreateOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerReportSettings) => createOrganizerReport(eventId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerReportKey(eventId) }),
  });
}
