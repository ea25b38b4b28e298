import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProofPage, getPublicTestimonials, updateProofPage } from '../../../shared/contract/proof-page';
import { operationRoute } from '../../http/operations';
import { graphicQuote } from '../../../shared/domain/graphics';
import { wallLayout } from '../../../shared/domain/testimonial-wall';
import { isDatabaseUnavailableError } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { messagePage } from '../../pages/pages';
import { shareImageUrl, shareUrl } from '../../domain/testimonials';
import { proofPageHtml, sharedGraphicHtml, wallFrameHtml } from './pages';
import { previewGraphicUrl, proofPageSettings, publicProof, publishedProofPageUrl, saveProofPage } from './service';

/**
 * How long a browser or a shared cache may keep a proof page, a framed wall or the wall's JSON.
 * A testimonial whose author opts out on /privacy (or that the speaker hides) is gone from the
 * next request the server answers, so from every copy within this time.
 */
export const PROOF_CACHE_SECONDS = 60;
const PUBLIC_CACHE = `public, max-age=${PROOF_CACHE_SECONDS}`;

const PROOF_NOT_FOUND = {
  title: 'Page not found',
  message: 'There is no testimonial page at this address. Check the link, or ask the speaker for theirs.',
};
const GRAPHIC_NOT_FOUND = {
  title: 'Graphic not found',
  message: 'This share link does not work any more: the speaker may have withdrawn it.',
};

/** Where a proof page and the wall's JSON may be read from: anywhere, without cookies. */
function openToOtherSites(reply: FastifyReply) {
  return reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

/** The speaker's curation (their own only) and the wall's public JSON. */
export async function proofPageRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getProofPage),
    handler: async (request) => proofPageSettings(db, config.publicUrl, request.user!.id),
  });

  r.route({
    ...operationRoute(updateProofPage),
    handler: async (request) => saveProofPage(db, config.publicUrl, request.user!.id, request.body),
  });

  // What the embeddable wall draws: exactly what the proof page shows (no e-mail, no answer ids),
  // readable from any site without cookies, and cached for at most a minute.
  r.route({
    ...operationRoute(getPublicTestimonials),
    onRequest: memoryRateLimit({ bucket: 'proof-wall', max: 600, windowSeconds: 60 }),
    handler: async (request, reply) => {
      openToOtherSites(reply);
      const proof = await publicProof(db, config.publicUrl, request.params.slug);
      if (!proof) throw notFound('No published testimonial page for this speaker');
      reply.header('cache-control', PUBLIC_CACHE);
      return { speaker: proof.speaker, totals: proof.totals, testimonials: proof.testimonials };
    },
  });
}

/** A shared testimonial graphic as its page shows it. */
export interface SharedGraphicView {
  testimonial: string;
  excerpt: string | null;
  attendee_name: string;
  rating: number;
  speaker_name: string;
  speaker_user_id: number;
  talk_title: string | null;
  event_name: string;
}

/** The graphic a share token opens, if it is still shared (the graphics feature's lookup). */
export type FindSharedGraphic = (token: string) => Promise<SharedGraphicView | null>;

/**
 * The pages made on the server for the public: the proof page, the framed wall, and the page of a
 * shared testimonial graphic. Registered before the web app's fallback, like the attendee pages:
 * these addresses are not the app's pages. `sharedGraphic`: the graphics feature's lookup of a
 * share token (given where the app is composed).
 */
export async function proofPagePages(app: FastifyInstance, opts: { deps: AppDeps; sharedGraphic: FindSharedGraphic }) {
  const { db, config } = opts.deps;
  const limit = memoryRateLimit({ bucket: 'proof-pages', max: 600, windowSeconds: 60 });

  // A page's errors as a page, not as the API's JSON.
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, 'proof page failed');
    if (unavailable) reply.header('retry-after', '1');
    const message = status < 500 ? err.message : 'This page could not be loaded just now. Please try again in a moment.';
    return sendGeneratedHtml(request, reply.status(status), messagePage({ title: 'Testimonials', message, alert: true }));
  });

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, page: { title: string; message: string }) =>
    sendGeneratedHtml(request, reply.status(404), messagePage(page));

  /** A slug as profiles make them; anything else names no speaker. */
  const slugOf = (value: string) => (/^[a-z0-9-]{1,200}$/.test(value) ? value : null);

  app.get<{ Params: { slug: string } }>('/s/:slug', { onRequest: limit, schema: { hide: true } }, async (request, reply) => {
    const slug = slugOf(request.params.slug);
    const proof = slug ? await publicProof(db, config.publicUrl, slug) : null;
    if (!proof) return notFoundPage(request, reply, PROOF_NOT_FOUND);
    const graphic = await previewGraphicUrl(db, config.publicUrl, proof.userId);
    const image = graphic
      ? { url: graphic, alt: `A testimonial for ${proof.speaker.name}`, width: 1080, height: 1080 }
      : proof.speaker.logoUrl
        ? { url: proof.speaker.logoUrl, alt: proof.speaker.name }
        : null;
    return sendGeneratedHtml(request, reply, proofPageHtml(proof, image), { cacheControl: PUBLIC_CACHE });
  });

  app.get<{ Params: { slug: string }; Querystring: { layout?: string } }>(
    '/embed/wall/:slug',
    {
      onRequest: limit,
      schema: { hide: true },
      // Made to be framed by the speaker's own site, whichever that is: no frame-ancestors limit
      // and no X-Frame-Options here. Every other page keeps the app's 'self'.
      helmet: {
        xFrameOptions: false,
        contentSecurityPolicy: {
          directives: {
            upgradeInsecureRequests: config.secureCookies ? [] : null,
            imgSrc: ["'self'", 'data:', 'blob:'],
            frameAncestors: ['*'],
          },
        },
      },
    },
    async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const proof = slug ? await publicProof(db, config.publicUrl, slug) : null;
      if (!proof) return notFoundPage(request, reply, PROOF_NOT_FOUND);
      return sendGeneratedHtml(request, reply, wallFrameHtml(proof, wallLayout(request.query.layout)), { cacheControl: PUBLIC_CACHE });
    },
  );

  app.get<{ Params: { token: string } }>('/g/:token', { onRequest: limit, schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const row = await opts.sharedGraphic(token);
    if (!row) return notFoundPage(request, reply, GRAPHIC_NOT_FOUND);
    // Like the PNG: an attendee's words and name are kept by no cache (a revoked link stops at once).
    return sendGeneratedHtml(
      request,
      reply,
      sharedGraphicHtml({
        imageUrl: shareImageUrl(config.publicUrl, token),
        pageUrl: shareUrl(config.publicUrl, token),
        quote: graphicQuote(row.testimonial, row.excerpt),
        attendeeName: row.attendee_name,
        rating: row.rating,
        speakerName: row.speaker_name,
        talk: row.talk_title && row.talk_title !== row.event_name ? `“${row.talk_title}”, ${row.event_name}` : row.event_name,
        proofPageUrl: await publishedProofPageUrl(db, config.publicUrl, row.speaker_user_id),
      }),
      { cacheControl: 'no-store' },
    );
  });
}
