/** A calendar date (YYYY-MM-DD, UTC) `days` from today, so tests with dates never age. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
