import { useQuery } from '@tanstack/react-query';
import { ownerLeadsQueryOptions } from '../../../lib/api/get-owner-leads';

/**
 * How many of the leads inbox's requests are new: the inbox's own query, filtered, so a lead saved
 * there refreshes it. The dashboard reads it once; only the inbox polls.
 */
export const useNewLeadsCount = () =>
  useQuery({ ...ownerLeadsQueryOptions({ kind: '', status: 'new' }), select: (leads) => leads.newCounts.total, refetchInterval: false });
