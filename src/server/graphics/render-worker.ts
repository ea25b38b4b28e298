import { parentPort } from 'node:worker_threads';
import { renderSlide, renderTestimonialGraphic } from './renderer';
import type { RenderJob } from './render-pool';

/** Renders graphics and slides off the main thread, so the API keeps answering while a batch runs. */
parentPort!.on('message', (message: { id: number; job: RenderJob }) => {
  const { job } = message;
  const rendered =
    job.kind === 'slide'
      ? renderSlide({ ...job.input, logo: job.input.logo ? Buffer.from(job.input.logo) : null })
      : renderTestimonialGraphic({ ...job.input, logo: job.input.logo ? Buffer.from(job.input.logo) : null });
  rendered.then(
    (png) => parentPort!.postMessage({ id: message.id, png }),
    (err: unknown) => parentPort!.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
