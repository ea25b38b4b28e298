/** The primary colour a speaker has until they choose their own. */
export const DEFAULT_BRAND_COLOR = '#2563eb';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The speaker's brand colour if it is a #rgb/#rrggbb value, otherwise the fallback. */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value.trim()) ? value.trim() : fallback;
}

function channel(hex: string, index: number): number {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1);
  const c = parseInt(full.slice(index * 2, index * 2 + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb/#rrggbb colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/**
 * Black or white, whichever reads better on `background`: speakers pick any brand colour, and
 * white text on a pale yellow button would be unreadable.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(background);
  const contrastWithWhite = 1.05 / (l + 0.05);
  const contrastWithBlack = (l + 0.05) / 0.05;
  return contrastWithWhite >= contrastWithBlack ? '#ffffff' : '#000000';
}

/** WCAG AA: the least contrast for body text; large text (24 px, or 19 px bold) and shapes such as a bar need 3:1. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;
export const WCAG_AA_NON_TEXT_CONTRAST = 3;

/** WCAG contrast ratio of two #rgb/#rrggbb colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The speaker's colour for text on `background` when it reads there (WCAG AA, 4.5:1 unless a
 * lower minimum is given for large text), else `fallback`: a pale brand colour on white, or a dark
 * one on a dark brand background, would leave the words unreadable.
 */
export function readableBrandColor(color: string, background: string, fallback: string, minimum = WCAG_AA_TEXT_CONTRAST): string {
  return contrastRatio(color, background) >= minimum ? color : fallback;
}
