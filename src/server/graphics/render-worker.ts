import { parentPort } from 'node:worker_threads';
import { UndrawableTextError } from './drawable';
import { renderJob, type RenderJob, type RenderReply } from './render-pool';

/** Renders graphics and slides off the main thread, so the API keeps answering while a batch runs. */
parentPort!.on('message', (message: { id: number; job: RenderJob }) => {
  const { job } = message;
  // Buffers arrive as plain Uint8Arrays; the renderers read them as Buffers.
  const logo = job.input.logo ? Buffer.from(job.input.logo) : null;
  renderJob({ ...job, input: { ...job.input, logo } } as RenderJob).then(
    (png) => parentPort!.postMessage({ id: message.id, png } satisfies RenderReply),
    (err: unknown) =>
      parentPort!.postMessage({
        id: message.id,
        error: err instanceof Error ? err.message : String(err),
        undrawable: err instanceof UndrawableTextError ? { field: err.field, characters: err.characters } : undefined,
      } satisfies RenderReply),
  );
});
