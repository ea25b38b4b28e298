import { describe, expect, it } from 'vitest';
import { lazy, requirePackage } from './lazy';

describe('lazy', () => {
  it('loads once, on the first call, and gives every caller that result', async () => {
    let loads = 0;
    const load = lazy(async () => ({ n: (loads += 1) }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed load again at the next call', async () => {
    let loads = 0;
    const load = lazy(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not there yet');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });

  it('keeps a synchronous value, and requires a package synchronously', () => {
    let loads = 0;
    const load = lazy(() => ({ fontkit: requirePackage('fontkit') as { create: unknown }, n: (loads += 1) }));
    expect(typeof load().fontkit.create).toBe('function');
    expect(load()).toBe(load());
    expect(loads).toBe(1);
  });
});
