import { parseApiError } from '../../lib/api-request';

/** Field problems from an error answer, by field name (the first segment of the path). */
export function serverFieldErrors(err: unknown): Record<string, string> {
  return { ...(parseApiError(err)?.fields ?? {}) };
}
