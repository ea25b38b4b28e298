import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import { lazy, requirePackage } from '../lazy';
import { woffToSfnt } from '../pdf/woff';
import { readFontMetrics, type FontMetrics } from './font-metrics';

const require = createRequire(import.meta.url);

/**
 * The font family the graphics ask for: Inter's latin subset. satori takes one face per name (the
 * closest weight), so every other face (Inter's other subsets, each Noto face) has a name of its
 * own, and satori tries them, after this one, in the order of its fonts array: the order of
 * preference here.
 */
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
  /** Inter alone, handed to satori as is; the same array every time, so satori's font cache is reused. */
  satori: SatoriFont[];
  /** Metrics per weight, one entry per subset in satori's order. */
  metrics: Map<FontWeight, FontMetrics[]>;
}

/**
 * The Noto families that draw what Inter does not, each from its @fontsource package. Their faces
 * are read only when a text has a character in their unicode-range (the CJK packages split each
 * weight into about a hundred numbered slices), never at start-up.
 */
const NOTO_FAMILIES = {
  // Each package's package.json, resolved where it is installed (written out, so tools see the dependency).
  arabic: () => require.resolve('@fontsource/noto-sans-arabic/package.json'),
  hebrew: () => require.resolve('@fontsource/noto-sans-hebrew/package.json'),
  devanagari: () => require.resolve('@fontsource/noto-sans-devanagari/package.json'),
  thai: () => require.resolve('@fontsource/noto-sans-thai/package.json'),
  sc: () => require.resolve('@fontsource/noto-sans-sc/package.json'),
  tc: () => require.resolve('@fontsource/noto-sans-tc/package.json'),
  jp: () => require.resolve('@fontsource/noto-sans-jp/package.json'),
  kr: () => require.resolve('@fontsource/noto-sans-kr/package.json'),
  emoji: () => require.resolve('@fontsource/noto-emoji/package.json'),
} as const;
export type NotoFamily = keyof typeof NOTO_FAMILIES;

/**
 * Which CJK family draws Han characters: Japanese text (it has kana) in Noto Sans JP, Korean (it
 * has hangul) in KR, Chinese with a character Noto Sans SC lacks in TC, other Chinese in SC. The
 * other CJK families follow as fallbacks for characters the first lacks.
 */
export type HanPreference = 'sc' | 'tc' | 'jp' | 'kr';

const HAN_ORDER: Record<HanPreference, NotoFamily[]> = {
  sc: ['sc', 'tc', 'jp', 'kr'],
  tc: ['tc', 'sc', 'jp', 'kr'],
  jp: ['jp', 'sc', 'tc', 'kr'],
  kr: ['kr', 'sc', 'tc', 'jp'],
};

/** The Noto families in the order satori and the measure try them after Inter. */
export function familyOrder(han: HanPreference): NotoFamily[] {
  return ['arabic', 'hebrew', 'devanagari', 'thai', ...HAN_ORDER[han], 'emoji'];
}

interface FaceSource {
  /** Unique per file: `${family}/${file name}`. */
  key: string;
  /** The face's name for satori, the same at every weight: `noto-sans-sc-37`. */
  name: string;
  family: NotoFamily;
  file: string;
  /** Sorted [first, last] code point ranges from the face's unicode-range. */
  ranges: [number, number][];
}

export interface LoadedFace {
  key: string;
  satori: SatoriFont;
  metrics: FontMetrics;
}

/** A face's bytes in memory are about its file size; CJK slices are 20 to 100 KB each. */
const FACE_CACHE_BYTES = 48 * 1024 * 1024;

let loaded: LoadedFonts | undefined;
/** Every font file read in this process, in order (tests check that Inter alone reads no Noto file). */
const filesRead: string[] = [];

function readFont(file: string): Buffer {
  filesRead.push(file);
  return fs.readFileSync(file);
}

/** The paths of the font files this process has read so far. */
export function fontFilesRead(): readonly string[] {
  return filesRead;
}

/** Inter from @fontsource/inter (the .woff files: satori reads WOFF, and so do our metrics); read once per process. */
export function loadFonts(): LoadedFonts {
  if (loaded) return loaded;
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const satori: SatoriFont[] = [];
  const metrics = new Map<FontWeight, FontMetrics[]>();
  for (const weight of FONT_WEIGHTS) {
    const perWeight: FontMetrics[] = [];
    for (const subset of SUBSETS) {
      const data = readFont(path.join(dir, `inter-${subset}-${weight}-normal.woff`));
      satori.push({ name: subset === 'latin' ? FONT_FAMILY : `Inter ${subset}`, data, weight, style: 'normal' });
      perWeight.push(readFontMetrics(data));
    }
    metrics.set(weight, perWeight);
  }
  loaded = { satori, metrics };
  return loaded;
}

/** `U+600-6FF,U+200C` as sorted ranges (fontsource writes no `?` wildcards). */
export function parseUnicodeRange(value: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of value.split(',')) {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) continue;
    const first = parseInt(m[1]!, 16);
    ranges.push([first, m[2] ? parseInt(m[2], 16) : first]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * The faces of one family at one weight, from the package's `{weight}.css`: each @font-face's
 * .woff file and unicode-range. Only the CSS is read here, not the fonts.
 */
function facesOf(family: NotoFamily, weight: FontWeight): FaceSource[] {
  const dir = path.dirname(NOTO_FAMILIES[family]());
  // Noto Emoji comes in 300 to 700: the heavier weights draw it at 700.
  const cssWeight = family === 'emoji' && weight > 700 ? 700 : weight;
  const css = fs.readFileSync(path.join(dir, `${cssWeight}.css`), 'utf8');
  const faces: FaceSource[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    faces.push({
      key: `${family}/${file}`,
      name: file.replace(/-\d+-normal\.woff$/, ''),
      family,
      file: path.join(dir, 'files', file),
      ranges: parseUnicodeRange(range),
    });
  }
  return faces;
}

const faceSources = new Map<string, FaceSource[]>();

function sourcesOf(family: NotoFamily, weight: FontWeight): FaceSource[] {
  const key = `${family}-${weight}`;
  let faces = faceSources.get(key);
  if (!faces) faceSources.set(key, (faces = facesOf(family, weight)));
  return faces;
}

function inRanges(ranges: [number, number][], code: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = ranges[mid]!;
    if (code < first) hi = mid - 1;
    else if (code > last) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Loaded Noto faces, least recently used first; bounded by FACE_CACHE_BYTES. */
const faceCache = new Map<string, LoadedFace>();
let faceCacheBytes = 0;

function loadFace(source: FaceSource, weight: FontWeight): LoadedFace {
  const key = `${source.key}@${weight}`;
  const cached = faceCache.get(key);
  if (cached) {
    faceCache.delete(key);
    faceCache.set(key, cached);
    return cached;
  }
  const data = readFont(source.file);
  const face: LoadedFace = { key, satori: { name: source.name, data, weight, style: 'normal' }, metrics: readFontMetrics(data) };
  faceCache.set(key, face);
  faceCacheBytes += data.length;
  for (const [oldKey, old] of faceCache) {
    if (faceCacheBytes <= FACE_CACHE_BYTES || oldKey === key) break;
    faceCache.delete(oldKey);
    faceCacheBytes -= old.satori.data.length;
  }
  return face;
}

/** Faces loaded now and the bytes they hold (the bench prints them). */
export function loadedFaceStats(): { faces: number; bytes: number } {
  return { faces: faceCache.size, bytes: faceCacheBytes };
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/gu;

/** The CJK family for the Han characters of a graphic's or document's texts (see HanPreference). */
export function hanPreferenceOf(texts: readonly string[]): HanPreference {
  const all = texts.join('\n');
  if (KANA.test(all)) return 'jp';
  if (HANGUL.test(all)) return 'kr';
  for (const [han] of all.matchAll(HAN)) {
    const code = han.codePointAt(0)!;
    if (!sourcesOf('sc', 400).some((f) => inRanges(f.ranges, code))) return 'tc';
  }
  return 'sc';
}

/** Characters that take no room and need no glyph: format characters (bidi marks, zero-width joiners) and variation selectors. */
const INVISIBLE = /^[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]$/u;
export const isInvisible = (char: string) => INVISIBLE.test(char);

/** Where a character is drawn from: one of Inter's subsets, or a Noto face. */
export type Resolved = { kind: 'inter'; subset: number; metrics: FontMetrics } | { kind: 'noto'; face: LoadedFace };

/**
 * The face that draws a character at a weight: Inter's first subset that has it, else the first
 * Noto face (in familyOrder) whose unicode-range holds it and whose glyphs really include it.
 * Undefined when none does.
 */
export function resolveChar(code: number, weight: FontWeight, han: HanPreference): Resolved | undefined {
  const inter = loadFonts().metrics.get(weight)!;
  const subset = inter.findIndex((m) => m.advance(code) !== undefined);
  if (subset !== -1) return { kind: 'inter', subset, metrics: inter[subset]! };
  for (const family of familyOrder(han)) {
    for (const source of sourcesOf(family, weight)) {
      if (!inRanges(source.ranges, code)) continue;
      const face = loadFace(source, weight);
      if (face.metrics.advance(code) !== undefined) return { kind: 'noto', face };
    }
  }
  return undefined;
}

const metricsOf = (r: Resolved) => (r.kind === 'inter' ? r.metrics : r.face.metrics);

/**
 * Scripts whose letters change shape and width with their neighbours (Arabic's joined forms,
 * Devanagari's conjuncts): a run of them is measured shaped, by fontkit, as satori's HarfBuzz draws
 * it; summed advances made an Arabic line a quarter wider than drawn.
 */
export const SHAPED_FAMILIES = new Set<NotoFamily>(['arabic', 'devanagari']);
export const familyOf = (face: LoadedFace) => face.key.slice(0, face.key.indexOf('/')) as NotoFamily;

const shapedWidths = new Map<string, number>();
const SHAPED_WIDTHS = 4000;

const fontkitByBytes = new WeakMap<Buffer, Fontkit.Font>();
// fontkit loads with the first run of Arabic or Devanagari measured or drawn into a PDF; that happens
// inside a synchronous layout, so it is required rather than imported (the same copy pdfkit requires).
const fontkit = lazy(() => requirePackage('fontkit') as typeof Fontkit);

/** The face a character resolved to, opened by fontkit (which shapes: joins, reorders, places marks); one per face. */
export function fontkitFontOf(found: Resolved, weight: FontWeight): Fontkit.Font {
  const data =
    found.kind === 'noto' ? found.face.satori.data : loadFonts().satori[FONT_WEIGHTS.indexOf(weight) * SUBSETS.length + found.subset]!.data;
  let font = fontkitByBytes.get(data);
  if (!font) fontkitByBytes.set(data, (font = fontkit().create(woffToSfnt(data))));
  return font;
}

/** Width in font units of a run in one face, shaped; remembered for the last few thousand runs. */
function shapedWidth(face: LoadedFace, text: string): number {
  const key = `${face.key}@${face.satori.weight}\u0000${text}`;
  let width = shapedWidths.get(key);
  if (width === undefined) {
    width = fontkitFontOf({ kind: 'noto', face }, face.satori.weight).layout(text).advanceWidth;
    if (shapedWidths.size >= SHAPED_WIDTHS) shapedWidths.delete(shapedWidths.keys().next().value!);
    shapedWidths.set(key, width);
  }
  return width;
}

/**
 * Width in px of `text` at `fontSize`, in the faces satori draws it with (Inter, then the Noto
 * faces): advances, and Arabic and Devanagari runs shaped; invisible characters and characters no
 * face has count as zero.
 */
export function measureText(text: string, fontSize: number, weight: FontWeight, han: HanPreference = hanPreferenceOf([text])): number {
  let px = 0;
  let run = '';
  let runFace: LoadedFace | null = null;
  const flush = () => {
    if (runFace && run) px += (shapedWidth(runFace, run) / runFace.metrics.unitsPerEm) * fontSize;
    run = '';
    runFace = null;
  };
  for (const char of text) {
    if (isInvisible(char)) continue;
    const code = char.codePointAt(0)!;
    const found = resolveChar(code, weight, han);
    if (!found) continue;
    if (found.kind === 'noto' && SHAPED_FAMILIES.has(familyOf(found.face))) {
      if (runFace !== found.face) flush();
      runFace = found.face;
      run += char;
      continue;
    }
    flush();
    const metrics = metricsOf(found);
    px += ((metrics.advance(code) ?? 0) / metrics.unitsPerEm) * fontSize;
  }
  flush();
  return px;
}

/** True when Inter or a Noto face can draw the character. */
export function hasGlyph(char: string, han: HanPreference = hanPreferenceOf([char])): boolean {
  return resolveChar(char.codePointAt(0)!, 400, han) !== undefined;
}

/** A text and the weight it is drawn in: what a graphic asks the fonts for. */
export interface WeightedText {
  text: string;
  weight: FontWeight;
}

/** Font arrays handed to satori, by the faces in them: satori keeps its parsed fonts per array. */
const satoriSets = new Map<string, SatoriFont[]>();
const SATORI_SETS = 8;

/**
 * The fonts satori needs for these texts: Inter at every weight (always, as before), then each
 * Noto face some character of the texts resolves to, in the order of preference. Texts in Inter's
 * scripts alone get Inter's own array and read no other file.
 */
export function satoriFontsFor(texts: readonly WeightedText[], han: HanPreference): SatoriFont[] {
  const inter = loadFonts().satori;
  const faces = new Map<string, LoadedFace>();
  for (const { text, weight } of texts) {
    for (const char of text) {
      if (/\s/u.test(char)) continue;
      const found = resolveChar(char.codePointAt(0)!, weight, han);
      if (found?.kind === 'noto') faces.set(found.face.key, found.face);
    }
  }
  if (faces.size === 0) return inter;
  const order = familyOrder(han);
  const rank = (face: LoadedFace) => order.indexOf(familyOf(face));
  const sorted = [...faces.values()].sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const key = sorted.map((f) => f.key).join('|');
  let set = satoriSets.get(key);
  if (set) {
    satoriSets.delete(key);
  } else {
    set = [...inter, ...sorted.map((f) => f.satori)];
  }
  satoriSets.set(key, set);
  if (satoriSets.size > SATORI_SETS) satoriSets.delete(satoriSets.keys().next().value!);
  return set;
}
