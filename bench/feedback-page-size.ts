// What an attendee's phone downloads to show /feedback/123: the JS and CSS that index.html loads,
// plus the lazy feedback page chunk and everything it imports, each gzip-compressed. A number, not
// a pass/fail; the budget is 120 KB.
//
//   npx vite build --outDir /tmp/w3-web --emptyOutDir   (build.manifest must be on)
//   npx tsx bench/feedback-page-size.ts /tmp/w3-web [page source, relative to src/web]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_BYTES = 120 * 1024;
const DEFAULT_PAGE = 'features/feedback/feedback-route-page.tsx';

const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url)));
const pageKey = process.argv[3] ?? DEFAULT_PAGE;

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
} catch (err) {
  console.error(`No Vite manifest in ${distDir}/.vite/ (build with build.manifest: true): ${String(err)}`);
  process.exit(1);
}

const files = new Set<string>();
const seen = new Set<string>();

/** A chunk, its CSS, and what it imports statically: what the browser fetches before the code runs. */
function collect(key: string): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
collect(entryKey);
if (manifest[pageKey]) {
  collect(pageKey);
} else {
  console.warn(`(${pageKey} is not in the manifest: counting the entry only)`);
}

let total = 0;
const rows: [string, number, number][] = [];
for (const file of files) {
  const bytes = readFileSync(path.join(distDir, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  rows.push([file, bytes.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
for (const [file, raw, gz] of rows) console.log(`${file.padEnd(48)} ${kb(raw)} KB raw ${kb(gz)} KB gzip`);
console.log(
  `feedback page JS + CSS, gzip: ${kb(total)} KB (KiB, budget ${BUDGET_BYTES / 1024}) = ${(total / 1000).toFixed(1)} kB (1000 bytes)`,
);
