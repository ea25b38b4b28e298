import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_NON_TEXT_CONTRAST, WCAG_AA_TEXT_CONTRAST } from './brand-colors';
import { presenterColors } from './presenter';

describe('the presenter page in the speaker’s colours', () => {
  it('puts white text on a deep colour and the short link in the secondary colour on its white panel', () => {
    expect(presenterColors({ brandColorPrimary: '#9d174d', brandColorSecondary: '#1e3a8a' })).toEqual({
      background: '#9d174d',
      text: '#ffffff',
      link: '#1e3a8a',
      bar: '#ffffff', // dark blue on deep pink stands out less than 3:1
    });
  });

  it('falls back to readable colours when the speaker’s are too pale, and every pair it gives reads', () => {
    const pale = presenterColors({ brandColorPrimary: '#fde68a', brandColorSecondary: '#fef9c3' });
    expect(pale).toEqual({ background: '#fde68a', text: '#000000', link: '#0f172a', bar: '#000000' });
    for (const speaker of [
      { brandColorPrimary: '#fde68a', brandColorSecondary: '#fef9c3' },
      { brandColorPrimary: '#0f766e', brandColorSecondary: '#fbbf24' },
      { brandColorPrimary: 'not a colour', brandColorSecondary: '' },
    ]) {
      const colors = presenterColors(speaker);
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
      expect(contrastRatio(colors.link, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
      expect(contrastRatio(colors.bar, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT_CONTRAST);
    }
    // A gold secondary on teal stands out enough for the bar.
    expect(presenterColors({ brandColorPrimary: '#0f766e', brandColorSecondary: '#fbbf24' }).bar).toBe('#fbbf24');
  });
});
