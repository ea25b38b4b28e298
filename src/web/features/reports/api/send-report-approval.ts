import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestReportApproval } from '../../../../shared/contract/reports';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateAdminReport } from './get-admin-report';

/** E-mails the admin the report's approval link. */
export const sendReportApproval = (id: number) => callOperation(requestReportApproval, { params: { id }, body: {} });

export function useSendForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReportApproval,
    onSuccess: (_data, id) => invalidateAdminReport(queryClient, id),
  });
}
