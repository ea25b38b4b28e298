import { inflateSync } from 'node:zlib';

/**
 * Advance widths of one font, read from its WOFF file. The graphic's text is laid out by us (line
 * breaks and font size chosen before satori draws it), so we need the same widths satori will use.
 * Kerning is left out: Inter's kerning mostly tightens pairs, and the layouts keep a margin for it.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** Advance width in font units of the glyph for a code point, or undefined when the font lacks it. */
  advance(codePoint: number): number | undefined;
}

interface TableEntry {
  offset: number;
  compLength: number;
  origLength: number;
}

function readTables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i += 1) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const entry: TableEntry = {
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
    };
    const raw = woff.subarray(entry.offset, entry.offset + entry.compLength);
    tables.set(tag, entry.compLength < entry.origLength ? inflateSync(raw) : raw);
  }
  return tables;
}

function tableOf(tables: Map<string, Buffer>, tag: string): Buffer {
  const table = tables.get(tag);
  if (!table) throw new Error(`font has no ${tag} table`);
  return table;
}

/** code point -> glyph id, from a format 4 or format 12 cmap subtable. */
function readCmap(cmap: Buffer): Map<number, number> {
  const numSubtables = cmap.readUInt16BE(2);
  let best: { offset: number; format: number } | undefined;
  for (let i = 0; i < numSubtables; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || (format === 12 && best.format === 4)) best = { offset, format };
  }
  if (!best) throw new Error('font has no Unicode cmap');
  const map = new Map<number, number>();
  const o = best.offset;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(o + 12);
    for (let g = 0; g < groups; g += 1) {
      const start = cmap.readUInt32BE(o + 16 + g * 12);
      const end = cmap.readUInt32BE(o + 20 + g * 12);
      const glyph = cmap.readUInt32BE(o + 24 + g * 12);
      for (let c = start; c <= end; c += 1) map.set(c, glyph + (c - start));
    }
    return map;
  }
  const segCount = cmap.readUInt16BE(o + 6) / 2;
  const endCodes = o + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;
  for (let s = 0; s < segCount; s += 1) {
    const end = cmap.readUInt16BE(endCodes + s * 2);
    const start = cmap.readUInt16BE(startCodes + s * 2);
    const delta = cmap.readInt16BE(idDeltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(idRangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (c + delta) & 0xffff;
      } else {
        const at = idRangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

export function readFontMetrics(woff: Buffer): FontMetrics {
  const tables = readTables(woff);
  const head = tableOf(tables, 'head');
  const hhea = tableOf(tables, 'hhea');
  const hmtx = tableOf(tables, 'hmtx');
  const unitsPerEm = head.readUInt16BE(18);
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const cmap = readCmap(tableOf(tables, 'cmap'));
  const lastAdvance = hmtx.readUInt16BE((numberOfHMetrics - 1) * 4);
  return {
    unitsPerEm,
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    advance(codePoint) {
      const glyph = cmap.get(codePoint);
      if (glyph === undefined) return undefined;
      return glyph < numberOfHMetrics ? hmtx.readUInt16BE(glyph * 4) : lastAdvance;
    },
  };
}
