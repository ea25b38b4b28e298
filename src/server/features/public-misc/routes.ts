import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createLinkedinProfile,
  getSiteQrCode,
  listLinkedinProfiles as listLinkedinProfilesOperation,
} from '../../../shared/contract/public-misc';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../plugins/rate-limit';
import { qrPng } from '../../graphics/qr';
import { buildSitemap, listLinkedinProfiles, saveLinkedinProfile, type SitemapSource } from './service';
import { SHARED_GRAPHIC_IMAGES_PATH } from '../../domain/testimonials';

export const LINKEDIN_PROFILES_PER_HOUR = 20;

/** `sitemap`: the features that publish pages, each listing its own (given where the app is composed). */
export async function publicMiscRoutes(app: FastifyInstance, opts: { deps: AppDeps; sitemap: readonly SitemapSource[] }) {
  const { db, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public'];

  r.route({
    ...operationRoute(createLinkedinProfile),
    onRequest: rateLimit(db, { bucket: 'linkedin-profiles', max: LINKEDIN_PROFILES_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) =>
      reply.status(201).send({ message: 'Thank you for sharing your excitement!', profile: await saveLinkedinProfile(db, request.body) }),
  });

  r.route({ ...operationRoute(listLinkedinProfilesOperation), handler: async () => listLinkedinProfiles(db) });

  // /recommend: a QR code of the site's home page, built from PUBLIC_URL (the same for everyone).
  let siteQr: Promise<Buffer> | undefined;
  r.route({
    ...operationRoute(getSiteQrCode),
    handler: async (_request, reply) => {
      siteQr ??= qrPng(`${config.publicUrl}/`);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await siteQr);
    },
  });

  r.get('/robots.txt', { schema: { tags, hide: true } }, async (_request, reply) =>
    // The API is no crawler's business, except the shared graphics' images: the preview images of
    // /g/{token} and of proof pages, which LinkedIn and X fetch as crawlers that obey this file.
    // The more specific Allow wins over the shorter Disallow.
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: ${SHARED_GRAPHIC_IMAGES_PATH}\nDisallow: /api/\nSitemap: ${config.publicUrl}/sitemap.xml\n`),
  );

  r.get('/sitemap.xml', { schema: { tags, hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await buildSitemap(db, config.publicUrl, opts.sitemap)),
  );
}
