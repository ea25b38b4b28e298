import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBrandColor, readableTextColor, relativeLuminance, safeHexColor } from './brand-colors';

describe('brand colours', () => {
  it('accepts hex colours only', () => {
    expect(safeHexColor('#4338CA', '#000')).toBe('#4338CA');
    expect(safeHexColor(' #abc ', '#000')).toBe('#abc');
    expect(safeHexColor('red', '#000')).toBe('#000');
    expect(safeHexColor('#12345', '#000')).toBe('#000');
    expect(safeHexColor('url(x)', '#000')).toBe('#000');
    expect(safeHexColor(null, '#000')).toBe('#000');
  });

  it('computes luminance for short and long forms alike', () => {
    expect(relativeLuminance('#fff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBeCloseTo(0);
    expect(relativeLuminance('#abc')).toBeCloseTo(relativeLuminance('#aabbcc'));
  });

  it('picks readable text', () => {
    expect(readableTextColor('#4338ca')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#fde047')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('measures contrast as WCAG does, and keeps a brand colour for text only where it reads', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(readableBrandColor('#777777', '#ffffff', '#0f172a')).toBe('#0f172a');
    expect(readableBrandColor('#767676', '#ffffff', '#0f172a')).toBe('#767676');
    // Large text needs 3:1 only.
    expect(readableBrandColor('#949494', '#ffffff', '#0f172a', 3)).toBe('#949494');
    expect(readableBrandColor('#fde68a', '#ffffff', '#0f172a')).toBe('#0f172a');
  });
});
