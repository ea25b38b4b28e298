import { useMutation } from '@tanstack/react-query';
import type { CreateThankYouEmailResponse } from '../../../shared/contract/campaigns';
import { createThankYouEmail as createThankYouEmailOperation } from '../../../shared/contract/talks';
import { callOperation } from './call-operation';

/**
 * Drafts the thank-you e-mail to the
 * event's attendees (idempotent: one pending draft per event, refreshed when asked again).
 */
export const createThankYouEmail = (eventId: number) => callOperation(createThankYouEmailOperation, { params: { id: eventId } });

export function useCreateThankYouEmail(
  options: { onSuccess?: (created: CreateThankYouEmailResponse, eventId: number) => void; onError?: (err: unknown) => void } = {},
) {
  return useMutation({ mutationFn: createThankYouEmail, onSuccess: options.onSuccess, onError: options.onError });
}
