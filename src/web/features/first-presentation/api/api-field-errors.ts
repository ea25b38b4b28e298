/**
 * The `details.fields` of a 400 thrown by apiRequest (`400: {"message", "details": {"fields": [...]}}`),
 * as { field: message }. Empty for any other error.
 */
export function fieldErrorsFromApiError(err: unknown): Record<string, string> {
  if (!(err instanceof Error)) return {};
  const match = /^400: ([\s\S]*)$/.exec(err.message);
  if (!match) return {};
  try {
    const body = JSON.parse(match[1]!) as { details?: { fields?: unknown } };
    const list = Array.isArray(body.details?.fields) ? (body.details.fields as unknown[]) : [];
    const out: Record<string, string> = {};
    for (const item of list) {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string' && !(field in out)) out[field] = message;
    }
    return out;
  } catch {
    return {};
  }
}
