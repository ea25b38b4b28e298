import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { lazy } from '../lazy';
import type { SlidePdfLinks } from '../pdf/slide-pdf';
import { UndrawableTextError, type TextField } from './drawable';
import type { GraphicInput } from './renderer';
import type { SlideInput } from './slide-layout';

// satori, resvg, fontkit and pdfkit load with the first drawing, in the thread that draws (the
// render worker, or this one when it renders in process), not when the server starts.
const renderers = lazy(() => import('./renderer'));
const slidePdf = lazy(() => import('../pdf/slide-pdf'));

export interface GraphicRenderer {
  render(input: GraphicInput): Promise<Buffer>;
  close(): Promise<void>;
}

/** Draws a talk's closing slide: a 1920x1080 PNG, or a one-page PDF from the same layout. */
export interface SlideRenderer {
  renderSlide(input: SlideInput): Promise<Buffer>;
  renderSlidePdf(input: SlideInput, links: SlidePdfLinks): Promise<Buffer>;
}

/** What the worker is asked to draw. */
export type RenderJob =
  | { kind: 'testimonial'; input: GraphicInput }
  | { kind: 'slide'; input: SlideInput }
  | { kind: 'slide-pdf'; input: SlideInput; links: SlidePdfLinks };

/** A job on the calling thread (the worker runs the same, on its own). */
export async function renderJob(job: RenderJob): Promise<Buffer> {
  if (job.kind === 'slide-pdf') return (await slidePdf()).renderSlidePdf(job.input, job.links);
  const { renderSlide, renderTestimonialGraphic } = await renderers();
  return job.kind === 'slide' ? renderSlide(job.input) : renderTestimonialGraphic(job.input);
}

/** Renders on the calling thread: ~100 ms of CPU per graphic during which nothing else runs. */
export const inProcessRenderer: GraphicRenderer & SlideRenderer = {
  render: (input) => renderJob({ kind: 'testimonial', input }),
  renderSlide: (input) => renderJob({ kind: 'slide', input }),
  renderSlidePdf: (input, links) => renderJob({ kind: 'slide-pdf', input, links }),
  close: async () => {},
};

/** What the worker answers; an UndrawableTextError comes back with its field and characters, to be thrown again as one. */
export interface RenderReply {
  id: number;
  png?: Uint8Array;
  error?: string;
  undrawable?: { field: TextField; characters: string[] };
}

interface Pending {
  resolve(png: Buffer): void;
  reject(err: Error): void;
}

function workerUrl(): URL {
  // The worker is a sibling module with this file's own extension (.ts under tsx, .js once compiled).
  const ext = path.extname(fileURLToPath(import.meta.url));
  return new URL(`./render-worker${ext}`, import.meta.url);
}

function spawnWorker(): Worker {
  const url = workerUrl();
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  return new Worker(new URL('./render-worker-tsx.mjs', import.meta.url));
}

/**
 * One worker thread that renders graphics and slides (PNG and PDF) in turn (satori and resvg are CPU-bound and synchronous,
 * and the machines here have two cores: one for the API, one for rendering). If the worker cannot
 * start, rendering falls back to the calling thread.
 */
export function createWorkerRenderer(): GraphicRenderer & SlideRenderer {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  function start(): Worker {
    const w = spawnWorker();
    w.unref();
    w.on('message', (msg: RenderReply) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.undrawable) p.reject(new UndrawableTextError(msg.undrawable.field, msg.undrawable.characters));
      else if (msg.error !== undefined || !msg.png) p.reject(new Error(msg.error ?? 'render failed'));
      else p.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      if (pending.size === 0) w.unref();
    });
    w.on('error', (err) => {
      failAll(err);
      worker = null;
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('render worker stopped'));
    });
    return w;
  }

  async function run(job: RenderJob): Promise<Buffer> {
    if (broken) return renderJob(job);
    try {
      worker ??= start();
    } catch {
      broken = true;
      return renderJob(job);
    }
    const w = worker;
    const id = (nextId += 1);
    // Keep the process alive only while a render is outstanding.
    w.ref();
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, job });
    });
  }

  return {
    render: (input) => run({ kind: 'testimonial', input }),
    renderSlide: (input) => run({ kind: 'slide', input }),
    renderSlidePdf: (input, links) => run({ kind: 'slide-pdf', input, links }),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

let shared: (GraphicRenderer & SlideRenderer) | undefined;

/** The process's renderer: one worker thread, started on first use. */
export function sharedRenderer(): GraphicRenderer & SlideRenderer {
  shared ??= createWorkerRenderer();
  return shared;
}

/** Replaces the process's renderer (bench/graphics.ts compares rendering on the main thread). */
export function setSharedRenderer(renderer: GraphicRenderer & SlideRenderer): void {
  shared = renderer;
}
