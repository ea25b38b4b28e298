import { describe, expect, it } from 'vitest';
import { loadFonts } from '../graphics/fonts';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it('lays out every Inter subset as a plain font: the same tables at their full length, each on a 4-byte boundary', () => {
    for (const font of loadFonts().satori) {
      const woff = font.data;
      const sfnt = woffToSfnt(woff);
      const numTables = woff.readUInt16BE(12);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      expect(sfnt.readUInt16BE(4)).toBe(numTables);
      for (let i = 0; i < numTables; i += 1) {
        const woffEntry = 44 + i * 20;
        const sfntEntry = 12 + i * 16;
        expect(sfnt.readUInt32BE(sfntEntry)).toBe(woff.readUInt32BE(woffEntry));
        const offset = sfnt.readUInt32BE(sfntEntry + 8);
        const length = sfnt.readUInt32BE(sfntEntry + 12);
        expect(length).toBe(woff.readUInt32BE(woffEntry + 12));
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(sfnt.length);
      }
    }
  });

  it('returns anything that is not WOFF as it is', () => {
    const ttf = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(woffToSfnt(ttf)).toBe(ttf);
  });
});
