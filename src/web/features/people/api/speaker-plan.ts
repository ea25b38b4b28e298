import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSpeakerPlan, setSpeakerPlan, type SetSpeakerPlan } from '../../../../shared/contract/plans';
import { callOperation } from '../../../lib/api/call-operation';

const speakerPlanKey = (id: number) => ['admin', 'speakers', id, 'plan'] as const;

export const speakerPlanQuery = (id: number) =>
  queryOptions({ queryKey: speakerPlanKey(id), queryFn: () => callOperation(getSpeakerPlan, { params: { id } }) });

export const useSpeakerPlan = (id: number) => useQuery(speakerPlanQuery(id));

export function useGrantPlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSpeakerPlan & { plan: 'lite' | 'pro' }) => callOperation(setSpeakerPlan, { params: { id }, body }),
    onSuccess: (plan) => queryClient.setQueryData(speakerPlanKey(id), plan),
  });
}

export function useEndPlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callOperation(setSpeakerPlan, { params: { id }, body: { plan: 'free', reason } }),
    onSuccess: (plan) => queryClient.setQueryData(speakerPlanKey(id), plan),
  });
}
