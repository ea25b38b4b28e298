// Database worker entry when the server runs from TypeScript sources (tsx, vitest): worker threads
// do not get the main thread's `--import tsx` loader, so the worker registers tsx's loader itself
// (as the graphics render worker does, render-worker-tsx.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
