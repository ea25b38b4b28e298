import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFontMetrics, type FontMetrics } from './font-metrics';

export const FONT_FAMILY = 'Inter';
export type FontWeight = 400 | 600 | 700 | 800;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 600, 700, 800];

// Fontsource splits Inter by script; each subset holds only its own characters, so satori gets
// them all (in this order) and picks, per character, the first that has it.
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

export interface LoadedFonts {
  /** Handed to satori as is; the same array every time, so satori's font cache is reused. */
  satori: SatoriFont[];
  /** Metrics per weight, one entry per subset in satori's order. */
  metrics: Map<FontWeight, FontMetrics[]>;
}

let loaded: LoadedFonts | undefined;

function filesDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
}

/** Inter from @fontsource/inter (the .woff files: satori reads WOFF, not WOFF2); read once per process. */
export function loadFonts(): LoadedFonts {
  if (loaded) return loaded;
  const dir = filesDir();
  const satori: SatoriFont[] = [];
  const metrics = new Map<FontWeight, FontMetrics[]>();
  for (const weight of FONT_WEIGHTS) {
    const perWeight: FontMetrics[] = [];
    for (const subset of SUBSETS) {
      const data = fs.readFileSync(path.join(dir, `inter-${subset}-${weight}-normal.woff`));
      satori.push({ name: FONT_FAMILY, data, weight, style: 'normal' });
      perWeight.push(readFontMetrics(data));
    }
    metrics.set(weight, perWeight);
  }
  loaded = { satori, metrics };
  return loaded;
}

/** Width in px of `text` at `fontSize`; characters no subset has count as zero (they are removed before drawing). */
export function measureText(text: string, fontSize: number, weight: FontWeight): number {
  const fonts = loadFonts().metrics.get(weight)!;
  let units = 0;
  let unitsPerEm = fonts[0]!.unitsPerEm;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    for (const font of fonts) {
      const advance = font.advance(code);
      if (advance !== undefined) {
        units += advance;
        unitsPerEm = font.unitsPerEm;
        break;
      }
    }
  }
  return (units / unitsPerEm) * fontSize;
}

/** True when some subset of Inter can draw the character. */
export function hasGlyph(char: string): boolean {
  const code = char.codePointAt(0)!;
  return loadFonts()
    .metrics.get(400)!
    .some((font) => font.advance(code) !== undefined);
}
