import { parseApiError } from './api-request';

/** A speaker-only call refused until the account's address is confirmed (403 EMAIL_NOT_VERIFIED). */
export const isEmailNotVerifiedError = (err: unknown) => parseApiError(err)?.code === 'EMAIL_NOT_VERIFIED';
