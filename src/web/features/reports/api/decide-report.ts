import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsApi, type ReportAction, type ReportDecisionResponse } from '../../../../shared/contract/reports';
import { apiJson } from '../../../lib/api-request';
import { invalidateAdminReport } from './get-admin-report';

interface ReportDecision {
  id: number;
  action: ReportAction;
  adminEmail: string;
}

/** POST /api/admin/report-approval/{id}/approve or /reject. */
export function decideReport({ id, action, adminEmail }: ReportDecision) {
  // The server records the signed-in admin; the name in the body is informational.
  const body = action === 'approve' ? { approvedBy: adminEmail, action } : { rejectedBy: adminEmail, action };
  return apiJson<ReportDecisionResponse>('POST', reportsApi.adminDecide(id, action), body);
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: (_data, { id }) => invalidateAdminReport(queryClient, id),
  });
}
