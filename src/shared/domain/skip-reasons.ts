/** '2 already took the assessment, 1 opted out of marketing e-mail': skipped counts by reason, largest first. */
export function skipReasonsText(reasons: readonly { reason: string; count: number }[]): string {
  return [...reasons]
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((r) => `${r.count} ${r.reason}`)
    .join(', ');
}

/** Counts a list of reasons into skipReasonsText's shape (in the order first seen). */
export function countSkipReasons<R extends string>(reasons: readonly R[]): { reason: R; count: number }[] {
  const byReason = new Map<R, number>();
  for (const r of reasons) byReason.set(r, (byReason.get(r) ?? 0) + 1);
  return [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
