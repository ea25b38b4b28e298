import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing: text, and the icon format that is an uncompressed bitmap. Images, fonts
 * and archives (png, jpg, webp, woff2, …) are compressed already; a second pass only costs CPU.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ico)$/i;

interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every compressible
 * file under `dir`, each only when it is smaller than the file: the server then answers with the
 * file itself. Compressing once at build time lets the server use the slowest, smallest settings
 * and spend no CPU per request.
 */
export async function precompressDir(dir: string): Promise<Precompressed> {
  const totals: Precompressed = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(br.length, content.length);
      totals.gzipBytes += Math.min(gz.length, content.length);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return totals;
}

/** Vite plugin: once the build is written, precompressDir on the output folder (public files included). */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'speakerpro:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const t = await precompressDir(outDir);
        const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
        log(`precompressed ${t.files} files: ${kib(t.bytes)}, brotli ${kib(t.brotliBytes)}, gzip ${kib(t.gzipBytes)}`);
      },
    },
  };
}
