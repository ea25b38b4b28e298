import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './vite-precompress';

let dir: string;
const text = (n: number) => `body { color: #4338ca; }\n`.repeat(n);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html>${text(40)}</html>`);
  fs.writeFileSync(path.join(dir, 'assets', 'index-Bx7Qe2Lm.js'), `console.log(${JSON.stringify(text(80))});`);
  fs.writeFileSync(path.join(dir, 'assets', 'index-C9a1b2c3.css'), text(60));
  fs.writeFileSync(path.join(dir, 'icon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(50)}</svg>`);
  fs.writeFileSync(path.join(dir, 'site.webmanifest'), JSON.stringify({ name: 'SpeakerPro', icons: Array(20).fill({ src: '/icon.svg' }) }));
  fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4000, 7));
  fs.writeFileSync(path.join(dir, 'tiny.txt'), 'a');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of every text file, each decoding to the file', async () => {
    const totals = await precompressDir(dir);
    for (const file of ['index.html', 'assets/index-Bx7Qe2Lm.js', 'assets/index-C9a1b2c3.css', 'icon.svg', 'site.webmanifest']) {
      const original = fs.readFileSync(path.join(dir, file));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
    expect(totals.files).toBe(6);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes);
  });

  it('leaves already-compressed formats alone, and writes no copy that would be larger than the file', () => {
    expect(fs.existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'photo.png.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
  });
});
