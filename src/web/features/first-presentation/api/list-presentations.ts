import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Presentation } from '../../../../shared/contract/feedback';
import { apiJson } from '../../../lib/api-request';

function presentationsUrl(speakerId: number): string {
  return `/api/speaker-admin/presentations?speakerId=${encodeURIComponent(String(speakerId))}`;
}

/** GET /api/speaker-admin/presentations?speakerId=: the speaker's presentations, the newest last. */
export const listPresentations = (speakerId: number, signal?: AbortSignal) =>
  apiJson<Presentation[]>('GET', presentationsUrl(speakerId), undefined, { signal });

export function presentationsQueryOptions(speakerId: number) {
  return queryOptions({
    queryKey: [presentationsUrl(speakerId)] as const,
    queryFn: ({ signal }) => listPresentations(speakerId, signal),
    staleTime: 0,
  });
}

/** GET /api/speaker-admin/presentations?speakerId= — the speaker's presentations, the newest last (the page uses the last). */
export function usePresentationsQuery(speakerId: number | null) {
  return useQuery({ ...presentationsQueryOptions(speakerId ?? 0), enabled: speakerId !== null });
}
