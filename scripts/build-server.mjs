// `npm run build` (second half): bundles the server's TypeScript into dist/server with esbuild, so
// production runs plain JavaScript on Node and needs neither tsx nor the web build tools. Packages
// from node_modules stay imports (the production install provides them); only our own code is
// bundled. The graphics render worker and the database worker are entries of their own next to
// main.js, where render-pool.ts and pglite-remote.ts look for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// Chunk names change between builds: start from an empty folder so none from an older build stays.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'render-worker': 'src/server/graphics/render-worker.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`server built into dist/server (${Math.round(bytes / 1024)} KiB of JavaScript)`);
