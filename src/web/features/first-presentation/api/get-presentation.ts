import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Presentation } from '../../../../shared/contract/feedback';
import { apiJson } from '../../../lib/api-request';

// Its own copy of the URL: importing the attendee page's fetcher would split it into a shared chunk.
function presentationUrl(presentationId: number): string {
  return `/api/public/presentations/${encodeURIComponent(String(presentationId))}`;
}

/** GET /api/presentations/{id}: title and event name for the QR step. */
export const getPresentation = (presentationId: number, signal?: AbortSignal) =>
  apiJson<Presentation>('GET', presentationUrl(presentationId), undefined, { signal });

export function presentationQueryOptions(presentationId: number) {
  return queryOptions({
    queryKey: [presentationUrl(presentationId)] as const,
    queryFn: ({ signal }) => getPresentation(presentationId, signal),
  });
}

/** GET /api/presentations/:id — title and event name for the QR step. */
export function usePresentationQuery(presentationId: number | null) {
  return useQuery({ ...presentationQueryOptions(presentationId ?? 0), enabled: presentationId !== null });
}
