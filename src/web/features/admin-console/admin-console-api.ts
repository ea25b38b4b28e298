import { useQuery } from '@tanstack/react-query';
import type { DataExport, DataIntegrityReportResponse, EngagementSegmentsResponse } from '../../../shared/contract/admin-console';
import type { Assessment } from '../../../shared/contract/assessment';
import type { WaitlistEntry } from '../../../shared/contract/waitlist';
import type { ExportListKey } from '../../../shared/domain/admin-console';

export const adminConsoleApi = {
  waitlist: '/api/admin/waitlist',
  assessments: '/api/admin/assessment',
  campaignFeedback: '/api/admin/campaign-feedback',
  pendingEmailApprovals: '/api/admin/pending-email-approvals',
  segments: '/api/admin/speaker-engagement/segments',
  dataIntegrity: '/api/admin/data-integrity/check',
  dataExport: '/api/admin/data-export',
  exportCsv: (list: ExportListKey) => `/api/admin/data-export/${list}/csv`,
} as const;

export function useWaitlist() {
  return useQuery<WaitlistEntry[]>({ queryKey: [adminConsoleApi.waitlist] });
}

export function useAssessments() {
  return useQuery<Assessment[]>({ queryKey: [adminConsoleApi.assessments] });
}

export function useCampaignFeedbackCount() {
  return useQuery<{ responses: unknown[] }, Error, number>({
    queryKey: [adminConsoleApi.campaignFeedback],
    select: (data) => data.responses.length,
  });
}

/**
 * How many e-mails wait for approval. The list belongs to the e-mail feature; while it is not
 * there (404) or cannot be read, the dashboard counts 0 instead of failing. The key sits under
 * the list's own key, so invalidating the list refreshes the count too.
 */
export function usePendingApprovalsCount() {
  return useQuery<number>({
    queryKey: [adminConsoleApi.pendingEmailApprovals, 'count'],
    queryFn: async ({ signal }) => {
      try {
        const res = await fetch(adminConsoleApi.pendingEmailApprovals, { credentials: 'include', signal });
        if (!res.ok) return 0;
        const body: unknown = await res.json();
        if (Array.isArray(body)) return body.length;
        const list = body && typeof body === 'object' ? Object.values(body).find(Array.isArray) : undefined;
        return list ? list.length : 0;
      } catch {
        return 0;
      }
    },
  });
}

export function useEngagementSegments() {
  return useQuery<EngagementSegmentsResponse>({ queryKey: [adminConsoleApi.segments] });
}

export function useDataIntegrity() {
  return useQuery<DataIntegrityReportResponse>({ queryKey: [adminConsoleApi.dataIntegrity] });
}

export function useDataExport() {
  return useQuery<DataExport>({ queryKey: [adminConsoleApi.dataExport] });
}
