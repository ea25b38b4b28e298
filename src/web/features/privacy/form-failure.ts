import type { Translator } from '../../../shared/i18n/format';
import { ApiError, isNetworkError } from '../../lib/api-request';

/** Why a privacy form was not accepted, in the page's language, from the answer's code and fields (never its English words). */
export function formFailure(err: unknown, t: Translator, otherwise: string): string {
  if (isNetworkError(err)) return t('privacy.networkError');
  if (err instanceof ApiError && err.code === 'RATE_LIMITED') return t('privacy.tooManyRequests');
  if (err instanceof ApiError && err.fields.email) return t('privacy.emailInvalid');
  return otherwise;
}
