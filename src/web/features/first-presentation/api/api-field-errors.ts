import { ApiError } from '../../../lib/api-request';

/** The field problems of a 400 thrown by apiRequest, by their full field path. Empty for any other error. */
export function fieldErrorsFromApiError(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const { field, message } of err.fieldProblems) if (!(field in out)) out[field] = message;
  return out;
}
