import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// Absolute paths so the build behaves the same whatever directory vite is started from.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const webDist = fileURLToPath(new URL('./dist/web', import.meta.url));
const attendeeEntry = fileURLToPath(new URL('./src/web/attendee/main.ts', import.meta.url));
const wallEntry = fileURLToPath(new URL('./src/web/embed/wall.ts', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const appEntry = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
function staticGraph(entry: string, ctx: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  visit(entry);
  return seen;
}

/**
 * The attendee script's own chunk: every module it reaches through static imports, except what the
 * web app's first download has anyway (that chunk stays shared, so the app's pages load nothing
 * more than before). Found once per build.
 */
let attendeeModules: Set<string> | null = null;
function attendeeChunk(id: string, ctx: ModuleGraph): string | null {
  if (!attendeeModules) {
    const app = staticGraph(appEntry, ctx);
    attendeeModules = new Set([...staticGraph(attendeeEntry, ctx)].filter((m) => m !== attendeeEntry && !app.has(m)));
  }
  return attendeeModules.has(id) ? 'attendee-shared' : null;
}

/**
 * The testimonial wall's script for other sites (dist/web/embed/wall.js, served at /embed/wall.js):
 * built once the app's build is written, as a build of its own, because it must be one classic
 * script (sites load it with a plain <script async>, which runs no modules and follows no
 * imports), wrapped in a function so its names never meet the host page's, and with no hash in
 * its name, since the snippets speakers paste carry the address. Compressed like every other
 * file (brotli and gzip copies next to it).
 */
function embedWall(): Plugin {
  return {
    name: 'speakerpro:embed-wall',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await build({
          configFile: false,
          root: webRoot,
          publicDir: false,
          logLevel: 'warn',
          plugins: [precompress()],
          build: {
            outDir: fileURLToPath(new URL('./dist/web/embed', import.meta.url)),
            emptyOutDir: true,
            minify: true,
            target: 'es2022',
            lib: { entry: wallEntry, formats: ['iife'], name: 'SpeakerProWall', fileName: () => 'wall.js' },
          },
        });
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompress(), embedWall()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: webDist,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the server reads the attendee script's hashed name from it
    // (src/server/pages/script-assets.ts).
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        // The attendee pages' small script, without React: the server renders those pages.
        attendee: attendeeEntry,
      },
      output: {
        // What the attendee script imports goes in one chunk: left to itself the bundler splits off
        // each module the web app's pages share with it (five small files), and every file is one
        // more round trip on a crowded network. The app's feedback pages load that chunk too.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: attendeeChunk, debugName: 'attendee-shared' }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // The browser's Origin (this dev server's) reaches the API unchanged: in development the API
    // accepts loopback origins (src/server/plugins/csrf.ts). Same PORT as the API in `npm run dev`.
    proxy: Object.fromEntries(
      [
        '/api',
        // The attendee pages exist only on the API server (decision 044), with the form's posts.
        '/qr/',
        '^/feedback/\\d+(?:[/?]|$)',
        '/thank-you/',
        '^/magic(?:[/?]|$)',
        '^/confirm-answer(?:[/?]|$)',
        // The pricing page is made on the server too (it needs no script).
        '^/pricing(?:[/?]|$)',
        // Their script and its chunks, from the last `npm run build` (without one the pages work as without JavaScript).
        '/assets/',
      ].map((path) => [path, { target: `http://127.0.0.1:${process.env.PORT ?? 5000}` }]),
    ),
  },
});
