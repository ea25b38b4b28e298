import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Presentation } from '../../../../shared/contract/feedback';
import { getQueryFn } from '../../../lib/api-request';

export function presentationsUrl(speakerId: number): string {
  return `/api/speaker-admin/presentations?speakerId=${encodeURIComponent(String(speakerId))}`;
}

export function presentationsQueryOptions(speakerId: number) {
  return queryOptions({
    queryKey: [presentationsUrl(speakerId)] as const,
    queryFn: getQueryFn<Presentation[]>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/** GET /api/speaker-admin/presentations?speakerId= — the speaker's presentations, the newest last (the page uses the last). */
export function usePresentationsQuery(speakerId: number | null) {
  return useQuery({ ...presentationsQueryOptions(speakerId ?? 0), enabled: speakerId !== null });
}
