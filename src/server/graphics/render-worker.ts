import { parentPort } from 'node:worker_threads';
import { renderTestimonialGraphic, type GraphicInput } from './renderer';

/** Renders graphics off the main thread, so the API keeps answering while a batch runs. */
parentPort!.on('message', (message: { id: number; input: GraphicInput }) => {
  const input = { ...message.input, logo: message.input.logo ? Buffer.from(message.input.logo) : null };
  renderTestimonialGraphic(input).then(
    (png) => parentPort!.postMessage({ id: message.id, png }),
    (err: unknown) => parentPort!.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
