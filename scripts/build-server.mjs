// `npm run build` (second half): bundles the server's TypeScript into dist/server with esbuild, so
// production runs plain JavaScript on Node and needs neither tsx nor the web build tools. Packages
// from node_modules stay imports (the production install provides them), except the few in
// BUNDLED_PACKAGES below. The graphics render worker and the database worker are entries of their own next to
// main.js, where render-pool.ts and pglite-remote.ts look for them; so is the backup command
// (scripts/backup.ts), which `npm run backup` and `npm run restore` run from here (decision 089).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

// Pure JavaScript packages bundled with our code. drizzle-orm's package.json is 175 KB (an entry in
// `exports` for each of its files), and Node reads a module's package scope for every file it
// imports to learn its type: importing drizzle's few hundred files that way cost every server start
// about 2 s of CPU (measured: 2.1 s for drizzle-orm/node-postgres from node_modules, 0.16 s bundled).
// Only packages without native code or files read next to their modules belong here; the rest
// (argon2, resvg, PGlite's WebAssembly, pdfkit's fonts...) stay where the production install puts them.
const BUNDLED_PACKAGES = ['drizzle-orm'];
const isBundled = (specifier) => BUNDLED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
// Chunk names change between builds: start from an empty folder so none from an older build stays.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'render-worker': 'src/server/graphics/render-worker.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    backup: 'scripts/backup.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare specifiers (packages and node: builtins) stay imports unless bundled; relative and
        // absolute paths are our own code.
        b.onResolve({ filter: /^[^./]/ }, (args) => (isBundled(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`server built into dist/server (${Math.round(bytes / 1024)} KiB of JavaScript)`);
