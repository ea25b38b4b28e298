/** Field problems from a 400 answer (`STATUS: {"details":{"fields":[{field,message}]}}`), by field name. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof Error)) return out;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return out;
  try {
    const body = JSON.parse(match[1]!) as { details?: { fields?: { field?: unknown; message?: unknown }[] } };
    for (const item of body.details?.fields ?? []) {
      if (typeof item.field === 'string' && typeof item.message === 'string') out[item.field.split('.')[0]!] ??= item.message;
    }
  } catch {
    // Not JSON: no field errors to show.
  }
  return out;
}
