import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// Absolute paths so the build behaves the same whatever directory vite is started from.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const webDist = fileURLToPath(new URL('./dist/web', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: webDist,
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      // The browser's Origin (this dev server's) reaches the API unchanged: in development the
      // API accepts loopback origins (src/server/plugins/csrf.ts). Same PORT as the API in `npm run dev`.
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 5000}` },
    },
  },
});
