import { FormAlert } from './form-notices';
import { errorMessageFromApiError, parseApiError } from '../lib/api-request';

/**
 * A form's refused request, said above the form; nothing when the server named fields, since the
 * form shows those under the fields themselves.
 */
export function RequestAlert({ request, failure }: { request: { isError: boolean; error: unknown }; failure: string }) {
  if (!request.isError || Object.keys(parseApiError(request.error)?.fields ?? {}).length > 0) return null;
  return <FormAlert>{errorMessageFromApiError(request.error, failure)}</FormAlert>;
}
