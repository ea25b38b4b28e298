import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsApi, type SendReportApprovalResponse } from '../../../../shared/contract/reports';
import { apiJson } from '../../../lib/api-request';
import { invalidateAdminReport } from './get-admin-report';

/** POST /api/admin/send-report-approval/{id}: e-mails the admin the report's approval link. */
export const sendReportApproval = (id: number) => apiJson<SendReportApprovalResponse>('POST', reportsApi.adminSend(id), {});

export function useSendForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReportApproval,
    onSuccess: (_data, id) => invalidateAdminReport(queryClient, id),
  });
}
