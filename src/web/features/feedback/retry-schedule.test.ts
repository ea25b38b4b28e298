import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  it('doubles from one second and then stays at 30 seconds (no jitter at random() = 0)', () => {
    const delays = Array.from({ length: 8 }, (_, i) => retryDelayMs(i + 1, () => 0));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelayMs(500, () => 0)).toBe(30000);
  });

  it('shortens each delay by at most a half', () => {
    expect(retryDelayMs(1, () => 0.999_999)).toBe(500);
    expect(retryDelayMs(5, () => 0.5)).toBe(12000);
    for (let i = 0; i < 100; i++) {
      const d = retryDelayMs(3);
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });

  it("waits at least the server's Retry-After, within reason", () => {
    expect(retryDelayMs(1, () => 0, 10_000)).toBe(10_000);
    expect(retryDelayMs(1, () => 0, 3_600_000)).toBe(60_000);
  });

  it('treats nonsense attempts as the first', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1000);
    expect(retryDelayMs(Number.NaN, () => 0)).toBe(1000);
  });
});
