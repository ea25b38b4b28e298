import type { Presentation } from '../../../../shared/contract/feedback';
import { requestJson, type JsonOutcome } from './request-json';

export function presentationUrl(presentationId: number): string {
  return `/api/public/presentations/${presentationId}`;
}

/** GET /api/presentations/:id (public): title, event, speaker and branding for the attendee's page. */
export function getPresentation(presentationId: number, signal?: AbortSignal): Promise<JsonOutcome<Presentation>> {
  return requestJson<Presentation>('GET', presentationUrl(presentationId), { signal });
}
