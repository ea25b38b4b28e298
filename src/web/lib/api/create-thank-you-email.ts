import { useMutation } from '@tanstack/react-query';
import type { CreateThankYouEmailResponse } from '../../../shared/contract/campaigns';
import { apiJson } from '../api-request';
import { eventUrl } from './speaker-events';

/**
 * POST /api/speaker-admin/events/{id}/create-thank-you-email: drafts the thank-you e-mail to the
 * event's attendees (idempotent: one pending draft per event, refreshed when asked again).
 */
export const createThankYouEmail = (eventId: number) =>
  apiJson<CreateThankYouEmailResponse>('POST', `${eventUrl(eventId)}/create-thank-you-email`);

export function useCreateThankYouEmail(
  options: { onSuccess?: (created: CreateThankYouEmailResponse, eventId: number) => void; onError?: (err: unknown) => void } = {},
) {
  return useMutation({ mutationFn: createThankYouEmail, onSuccess: options.onSuccess, onError: options.onError });
}
