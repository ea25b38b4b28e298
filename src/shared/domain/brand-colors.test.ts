import { describe, expect, it } from 'vitest';
import { readableTextColor, relativeLuminance, safeHexColor } from './brand-colors';

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
});
