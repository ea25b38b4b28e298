import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getTalkLiveCount,
  getTalkSlidePdf,
  getTalkSlidePng,
  LIVE_STREAM_EVENTS,
  streamTalkLiveCount,
  type LiveCount,
} from '../../../../shared/contract/presenter';
import { operationRoute } from '../../../http/operations';
import { callerCheck } from '../../../plugins/auth';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { rethrowUndrawable } from '../../../graphics/drawable';
import { sharedRenderer } from '../../../graphics/render-pool';
import { memoryRateLimit } from '../../../plugins/rate-limit';
import { contentDisposition } from '../../../http/content-disposition';
import { ownResponseCount } from '../service';
import { createLiveCounts } from './live-counts';
import { talkSlide } from './slide';

/** How soon a browser reconnects after the stream ends (a process restarting, a dropped connection). */
const LIVE_RETRY_MS = 2_000;
/**
 * Streams one speaker may hold open in one process. A presenter needs one per screen; the cap keeps
 * a runaway page from holding sockets without end. Past it the stream answers 429 and the page
 * counts through the plain endpoint instead.
 */
const MAX_STREAMS_PER_SPEAKER = 8;
/** How long shutting down waits for streams' responses to close (they close at once unless a client stalls). */
const SHUTDOWN_WAIT_MS = 2_000;
/** Slides (PNG and PDF) are drawn on the render worker the testimonial graphics share (0.2-0.4 s each). */
const SLIDE_RATE = { bucket: 'talk-slide', max: 30, windowSeconds: 60 };

const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Presenting a talk: the live answer count (a server-sent event stream, and a plain endpoint for
 * networks whose proxies hold streams back) and the closing slide as PNG and PDF. The speaker's own
 * talks only; the prefix's guard admits signed-in speakers.
 */
export async function presenterRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config, storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const live = createLiveCounts({ db, log: app.log });
  const streams = new Map<number, number>();
  const slideLimit = memoryRateLimit(SLIDE_RATE);

  /** Each open stream's response, settled once it has closed. */
  const closing = new Set<Promise<void>>();

  // Before the server stops taking connections: every stream ends (its browser reconnects, to
  // another process behind a load balancer) and its connection closes, so no stream holds up a
  // restart or leaves a connection behind.
  app.addHook('preClose', async () => {
    live.close();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closing), new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(timer);
  });

  r.route({
    ...operationRoute(getTalkLiveCount),
    handler: async (request): Promise<LiveCount> => ({
      eventId: request.params.id,
      responseCount: await ownResponseCount(db, request.user!.id, request.params.id),
    }),
  });

  r.route({
    ...operationRoute(streamTalkLiveCount),
    config: { eventStream: true },
    handler: async (request, reply) => {
      const user = request.user!;
      const eventId = request.params.id;
      const first = await ownResponseCount(db, user.id, eventId);
      const open = streams.get(user.id) ?? 0;
      if (open >= MAX_STREAMS_PER_SPEAKER) {
        throw new AppError(429, 'RATE_LIMITED', 'Too many live counters are open. Close a presenter tab and try again.');
      }
      streams.set(user.id, open + 1);

      const stream = new PassThrough();
      let ended = false;
      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      // Every way a stream stops (the browser left, the talk was deleted, the session ended, this
      // process is stopping) comes here once.
      const end = (last?: string) => {
        if (ended) return;
        if (last) stream.write(last);
        ended = true;
        stopWatching();
        clearInterval(heartbeat);
        const left = (streams.get(user.id) ?? 1) - 1;
        if (left > 0) streams.set(user.id, left);
        else streams.delete(user.id);
        stream.end();
      };

      const stillAllowed = callerCheck(db, config, request);
      const heartbeat = setInterval(() => {
        // Signing out (here or everywhere), or revoking the key the stream was opened with, ends
        // the stream too; a failed lookup (a database restart) is no reason to end it.
        void stillAllowed().then(
          (current) => (current?.id === user.id ? write(': heartbeat\n\n') : end(message(LIVE_STREAM_EVENTS.signedOut, {}))),
          () => write(': heartbeat\n\n'),
        );
      }, config.liveHeartbeatMs);
      heartbeat.unref();
      // The watcher is told nothing before this handler returns (live-counts.ts), so `end` never
      // runs before stopWatching exists.
      const stopWatching = live.watch(eventId, first, (update) => {
        if (update.kind === 'count') write(message(LIVE_STREAM_EVENTS.count, { eventId, responseCount: update.responseCount }));
        else if (update.kind === 'gone') end(message(LIVE_STREAM_EVENTS.gone, { eventId }));
        else end();
      });
      const closed = new Promise<void>((resolve) => reply.raw.once('close', resolve));
      closing.add(closed);
      void closed.then(() => {
        closing.delete(closed);
        end();
      });

      stream.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      stream.write(message(LIVE_STREAM_EVENTS.count, { eventId, responseCount: first }));
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          // no-transform: no proxy may compress (and so buffer) the stream; no-store keeps the
          // API's rule (plugins/cache-control.ts) that nothing personal is kept.
          .header('cache-control', 'no-store, no-cache, no-transform')
          // nginx holds responses back until they end unless told not to.
          .header('x-accel-buffering', 'no')
          // A stream that ended (a restart, a deleted talk) leaves no idle connection behind: the
          // browser opens a new one for its next stream anyway.
          .header('connection', 'close')
          .send(stream)
      );
    },
  });

  r.route({
    ...operationRoute(getTalkSlidePng),
    preHandler: slideLimit,
    handler: async (request, reply) => {
      const slide = await talkSlide({ db, storage, config }, request.user!.id, request.params.id);
      const png = await sharedRenderer().renderSlide(slide.input).catch(rethrowUndrawable('The closing slide'));
      return reply
        .type('image/png')
        .header('content-disposition', contentDisposition('attachment', slide.fileName('png')))
        .send(png);
    },
  });

  r.route({
    ...operationRoute(getTalkSlidePdf),
    preHandler: slideLimit,
    handler: async (request, reply) => {
      const slide = await talkSlide({ db, storage, config }, request.user!.id, request.params.id);
      const pdf = await sharedRenderer()
        .renderSlidePdf(slide.input, {
          shortUrl: slide.shortUrl,
          feedbackUrl: slide.feedbackUrl,
          title: slide.title,
        })
        .catch(rethrowUndrawable('The closing slide'));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', slide.fileName('pdf')))
        .send(pdf);
    },
  });
}
