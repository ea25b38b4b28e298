import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveSpeakerCampaign as approveOperation,
  getSpeakerCampaign as getOperation,
  rejectSpeakerCampaign as rejectOperation,
} from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { whileDelivering } from './delivery-poll';

const speakerCampaignKey = (id: string) => [callUrl(getOperation, { params: { id } })] as const;

/** A campaign the speaker approves before it goes out. */
export const getSpeakerCampaign = (id: string, signal?: AbortSignal) => callOperation(getOperation, { params: { id } }, { signal });

export function speakerCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: speakerCampaignKey(id),
    queryFn: ({ signal }) => getSpeakerCampaign(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useSpeakerCampaign = (id: string) => useQuery(speakerCampaignQueryOptions(id));

export const approveSpeakerCampaign = (id: string) => callOperation(approveOperation, { params: { id } });

/** The page only needs to know it worked. */
export const rejectSpeakerCampaign = (id: string) => callOperation(rejectOperation, { params: { id }, body: {} });

interface Options {
  onSuccess?: () => void;
  onError?: (err: unknown) => void;
}

/** The campaign is read again whether the decision went through or not: it may have been decided elsewhere. */
function useSpeakerCampaignDecision(id: string, decide: (id: string) => Promise<unknown>, options: Options) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: speakerCampaignKey(id) });
  return useMutation({
    mutationFn: () => decide(id),
    onSuccess: () => {
      options.onSuccess?.();
      refresh();
    },
    onError: (err) => {
      options.onError?.(err);
      refresh();
    },
  });
}

export const useApproveSpeakerCampaign = (id: string, options: Options = {}) =>
  useSpeakerCampaignDecision(id, approveSpeakerCampaign, options);

export const useRejectSpeakerCampaign = (id: string, options: Options = {}) =>
  useSpeakerCampaignDecision(id, rejectSpeakerCampaign, options);
