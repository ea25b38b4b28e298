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
