import { describe, expect, it } from 'vitest';
import { fontFilesRead, loadFonts, loadedFaceStats, parseUnicodeRange } from './fonts';
import { renderTestimonialGraphic } from './renderer';

// Vitest gives each test file its own modules, so this file starts with no font read.
const noto = () => fontFilesRead().filter((file) => file.includes('@fontsource/noto-'));

describe('fonts read only when a text needs them', () => {
  it('loading Inter and drawing a Latin, Cyrillic and Greek graphic reads no Noto file', async () => {
    expect(fontFilesRead()).toEqual([]);
    loadFonts();
    expect(fontFilesRead().length).toBe(28);
    expect(fontFilesRead().every((file) => file.includes('@fontsource/inter/'))).toBe(true);
    await renderTestimonialGraphic({
      layout: 'classic',
      quote: 'Practical and funny — Zürich, Ελλάδα, Київ.',
      rating: 5,
      attendeeName: 'Priya',
      speakerName: 'Maya Okafor',
    });
    expect(noto()).toEqual([]);
    expect(loadedFaceStats()).toEqual({ faces: 0, bytes: 0 });
  });

  it('a Chinese graphic reads only the Noto Sans SC slices its characters are in, once', async () => {
    const input = { layout: 'bold' as const, quote: '这个演讲非常精彩', rating: 5, attendeeName: '王小明', speakerName: 'Maya Okafor' };
    await renderTestimonialGraphic(input);
    const first = noto();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((file) => file.includes('@fontsource/noto-sans-sc/files/'))).toBe(true);
    // At most one slice per character and weight drawn (8 + 3 characters, two weights); the package has ~100 a weight.
    expect(first.length).toBeLessThanOrEqual(22);
    await renderTestimonialGraphic(input);
    expect(noto()).toEqual(first);
  });

  it('reads unicode-range as fontsource writes it', () => {
    expect(parseUnicodeRange('U+0600-06FF,U+200C-200E, U+FB50-FDFF,U+1EE00')).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200e],
      [0xfb50, 0xfdff],
      [0x1ee00, 0x1ee00],
    ]);
  });
});
