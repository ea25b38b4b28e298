import { ApiError } from '../../../lib/api-request';

/** The field problems an ApiError carries (a refused input names its fields), by their full field path. Empty for any other error. */
export function fieldErrorsFromApiError(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const { field, message } of err.fieldProblems) if (!(field in out)) out[field] = message;
  return out;
}
