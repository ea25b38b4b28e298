import { describe, expect, it } from 'vitest';
import { fitLine, fitText, sizeSteps, wordsOf, wrapWords, type FitOptions } from './text-fit';

// Every character is half the font size wide: easy to reason about.
const measure = (text: string, size: number) => [...text].length * size * 0.5;
const opts = (over: Partial<FitOptions> = {}): FitOptions => ({
  maxWidth: 100,
  maxHeight: 100,
  sizes: [20, 16, 12, 10],
  lineHeight: 1.25,
  measure,
  ...over,
});

describe('text fitting', () => {
  it('keeps the largest size when the text fits', () => {
    const fit = fitText('short words only', opts());
    expect(fit).toMatchObject({ fontSize: 20, lineHeightPx: 25, complete: true });
    expect(fit.lines).toEqual(['short', 'words only']);
  });

  it('steps the size down until every line fits in the box height', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const fit = fitText(text, opts());
    expect(fit.fontSize).toBe(12);
    expect(fit.lines.length * fit.lineHeightPx).toBeLessThanOrEqual(100);
    expect(fit.lines.join(' ')).toBe(text);
    for (const line of fit.lines) expect(measure(line, fit.fontSize)).toBeLessThanOrEqual(100);
  });

  it('never splits a word that fits on a line, and collapses whitespace', () => {
    const lines = wrapWords(wordsOf('alpha   beta\n\ngamma delta'), 20, opts());
    expect(lines).toEqual(['alpha beta', 'gamma', 'delta']);
  });

  it('splits only a word wider than a whole line', () => {
    const lines = wrapWords(['a', 'x'.repeat(25), 'b'], 20, opts());
    expect(lines).toEqual(['a', 'x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5) + ' b']);
  });

  it('shortens at a whole word with an ellipsis only when even the smallest size is too small', () => {
    const text = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const fit = fitText(text, opts());
    expect(fit.complete).toBe(false);
    expect(fit.fontSize).toBe(10);
    expect(fit.lines.length * fit.lineHeightPx).toBeLessThanOrEqual(100);
    const last = fit.lines.at(-1)!;
    expect(last.endsWith('…')).toBe(true);
    const kept = fit.lines.join(' ').replace('…', '').split(' ');
    expect(kept).toEqual(wordsOf(text).slice(0, kept.length));
  });

  it('fits a single line by size, then by shortening at a word', () => {
    expect(fitLine('Maya Okafor', { maxWidth: 100, sizes: [20, 10], measure })).toEqual({ fontSize: 10, text: 'Maya Okafor' });
    expect(fitLine('The Very Long Talk Title Goes Here', { maxWidth: 100, sizes: [20, 10], measure })).toEqual({
      fontSize: 10,
      text: 'The Very Long Talk…',
    });
    expect(fitLine('x'.repeat(40), { maxWidth: 100, sizes: [10], measure }).text).toBe(`${'x'.repeat(19)}…`);
  });

  it('lists sizes from large to small', () => {
    expect(sizeSteps(20, 14)).toEqual([20, 18, 16, 14]);
  });
});
