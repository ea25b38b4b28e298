import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpeakerBilling } from '../../../../shared/contract/revenue';
import { callOperation } from '../../../lib/api/call-operation';

export const speakerBillingQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'speakers', id, 'billing'] as const,
    queryFn: ({ signal }) => callOperation(getSpeakerBilling, { params: { id } }, { signal }),
  });

export const useSpeakerBilling = (id: number) => useQuery(speakerBillingQuery(id));
