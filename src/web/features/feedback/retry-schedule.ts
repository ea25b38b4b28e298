/**
 * Automatic retries after a failed request on conference Wi-Fi: 1, 2, 4, 8 and 16 seconds, then
 * every 30 seconds while the page stays open. Each delay is shortened by up to a half at random so
 * a room full of phones that lost the network together does not come back in lock-step. The page
 * also retries at once when the browser reports it is back online or the attendee taps 'Try again'.
 */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** A request that has not answered after this long is treated like a dropped connection. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Delay before automatic retry number `retry` (1-based). `random` is in [0, 1), as Math.random.
 * `atLeastMs` honours a server's Retry-After.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random, atLeastMs = 0): number {
  const n = Number.isFinite(retry) ? Math.max(1, Math.floor(retry)) : 1;
  // 2 ** 30 would overflow nothing, but there is no point computing past the cap.
  const full = Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.min(n - 1, 16), RETRY_MAX_DELAY_MS);
  return Math.max(Math.round(full * (1 - random() / 2)), Math.min(atLeastMs, RETRY_MAX_DELAY_MS * 2));
}
