// Worker entry when the server runs from TypeScript sources (tsx, vitest): Node 20 does not apply
// an inherited `--import tsx` to worker threads, so the worker registers tsx's loader itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
