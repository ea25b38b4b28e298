import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../test/limits';
import { parseUnicodeRange } from './fonts';

const run = promisify(execFile);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The font files a fresh process reads: it loads Inter, draws a Latin, Cyrillic and Greek graphic,
 * then a Chinese one twice. A process of its own, since Vitest's workers share modules between files.
 */
async function filesReadByAFreshProcess(): Promise<{ inter: string[]; latin: string[]; chinese: string[]; again: string[] }> {
  const script = `
    const fonts = await import(${JSON.stringify(here('./fonts.ts'))});
    const { renderTestimonialGraphic } = await import(${JSON.stringify(here('./renderer.ts'))});
    const read = () => [...fonts.fontFilesRead()];
    const out = {};
    fonts.loadFonts();
    out.inter = read();
    await renderTestimonialGraphic({ layout: 'classic', quote: 'Practical and funny — Zürich, Ελλάδα, Київ.', rating: 5, attendeeName: 'Priya', speakerName: 'Maya Okafor' });
    out.latin = read();
    const chinese = { layout: 'bold', quote: '这个演讲非常精彩', rating: 5, attendeeName: '王小明', speakerName: 'Maya Okafor' };
    await renderTestimonialGraphic(chinese);
    out.chinese = read();
    await renderTestimonialGraphic(chinese);
    out.again = read();
    process.stdout.write(JSON.stringify(out));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: LIMITS.testMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

const noto = (files: string[]) => files.filter((file) => file.includes('@fontsource/noto-'));

describe('fonts read only when a text needs them', () => {
  it('loading Inter and drawing Latin, Cyrillic and Greek reads no Noto file; a Chinese graphic reads only its Noto Sans SC slices, once', async () => {
    const files = await filesReadByAFreshProcess();
    expect(files.inter).toHaveLength(28);
    expect(files.inter.every((file) => file.includes('@fontsource/inter/'))).toBe(true);
    expect(noto(files.latin)).toEqual([]);
    const chinese = noto(files.chinese);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((file) => file.includes('@fontsource/noto-sans-sc/files/'))).toBe(true);
    // At most one slice per character and weight drawn (8 + 3 characters, two weights); the package has ~100 a weight.
    expect(chinese.length).toBeLessThanOrEqual(22);
    expect(files.again).toEqual(files.chinese);
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
