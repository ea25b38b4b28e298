import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveAssessmentReport, rejectAssessmentReport, type ReportAction } from '../../../../shared/contract/reports';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateAdminReport } from './get-admin-report';

interface ReportDecision {
  id: number;
  action: ReportAction;
  adminEmail: string;
}

/** Approves or rejects a pending report. */
export function decideReport({ id, action, adminEmail }: ReportDecision) {
  // The server records the signed-in admin; the name in the body is informational.
  return action === 'approve'
    ? callOperation(approveAssessmentReport, { params: { id }, body: { approvedBy: adminEmail, action } })
    : callOperation(rejectAssessmentReport, { params: { id }, body: { rejectedBy: adminEmail, action } });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: (_data, { id }) => invalidateAdminReport(queryClient, id),
  });
}
