import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_LIST_REFRESH_MS,
  reportsApi,
  type AdminReport,
  type AdminReportDetail,
  type ReportAction,
  type ReportDecisionResponse,
  type SendReportApprovalResponse,
  type SpeakerReportDetail,
  type SpeakerReportList,
} from '../../../shared/contract/reports';
import { apiRequest } from '../../lib/api-request';

/** The admin list; the only query in the app that polls (every 30 s). */
export function useAdminReports() {
  return useQuery<AdminReport[]>({ queryKey: [reportsApi.adminList], refetchInterval: REPORT_LIST_REFRESH_MS });
}

export function useAdminReport(id: number | null) {
  return useQuery<AdminReportDetail>({ queryKey: [reportsApi.adminDetail(id ?? 0)], enabled: id !== null });
}

export type SendForApprovalResult = SendReportApprovalResponse;
export type DecisionResult = ReportDecisionResponse;

export function useSendForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<SendForApprovalResult> => {
      const res = await apiRequest('POST', reportsApi.adminSend(id), {});
      return (await res.json()) as SendForApprovalResult;
    },
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: [reportsApi.adminList] });
      void queryClient.invalidateQueries({ queryKey: [reportsApi.adminDetail(id)] });
    },
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, adminEmail }: { id: number; action: ReportAction; adminEmail: string }): Promise<DecisionResult> => {
      // The server records the signed-in admin; the name in the body is informational.
      const body = action === 'approve' ? { approvedBy: adminEmail, action } : { rejectedBy: adminEmail, action };
      const res = await apiRequest('POST', reportsApi.adminDecide(id, action), body);
      return (await res.json()) as DecisionResult;
    },
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: [reportsApi.adminList] });
      void queryClient.invalidateQueries({ queryKey: [reportsApi.adminDetail(id)] });
    },
  });
}

export function useSpeakerReports() {
  return useQuery<SpeakerReportList>({ queryKey: [reportsApi.speakerList] });
}

export function useSpeakerReport(id: number | null) {
  return useQuery<SpeakerReportDetail>({ queryKey: [reportsApi.speakerDetail(id ?? 0)], enabled: id !== null });
}
