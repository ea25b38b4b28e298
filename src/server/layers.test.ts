import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The infrastructure below the features (mail delivery, the job queue, the HTTP plugins, the
 * database, file storage, sessions, the renderer, the page shell) and the rules several features
 * share (src/server/domain, decision 057) know no feature: features register with it
 * (settle listeners, job registrations) and the process entry wires them together (compose.ts).
 * Tests are left out: like main.ts, a test may assemble the whole app.
 */
const SERVER = path.join(import.meta.dirname);
const FEATURES = path.join(SERVER, 'features') + path.sep;
const LOWER_LAYERS = ['backup', 'mail', 'jobs', 'plugins', 'db', 'storage', 'auth', 'graphics', 'pdf', 'http', 'pages', 'domain', 'compat'];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The imports of `file` that resolve into src/server/features. */
function featureImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1]!)
    .filter((spec) => spec.startsWith('.') && (path.resolve(path.dirname(file), spec) + path.sep).startsWith(FEATURES));
}

describe('layers', () => {
  it.each(LOWER_LAYERS)('src/server/%s imports nothing from src/server/features', (layer) => {
    const offending = sourceFiles(path.join(SERVER, layer)).flatMap((file) =>
      featureImports(file).map((spec) => `${path.relative(SERVER, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
