import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createAttendeeGraphic,
  createDemoGraphic,
  createGraphicBatch,
  createGraphicPublicLink,
  createGraphicRender,
  createTestimonialGraphicApproval,
  createTestimonialGraphicRender,
  createTestimonialGraphicRenders,
  deleteGraphicPublicLink,
  deleteGraphicTestimonial,
  deleteTestimonialGraphic,
  getAttendeeGraphicImage,
  getFirstTalkGraphic,
  getGraphic,
  getGraphicBatch,
  getGraphicBatchZip,
  getGraphicImage,
  getSharedGraphicImage,
  listGraphics,
  listTestimonialGraphics,
  updateGraphicExcerpt,
  getWebhookGraphicImage,
} from '../../../shared/contract/graphics';
import type { AppDeps } from '../../deps';
import { operationUrl } from '../../../shared/contract/operation';
import { operationRoute } from '../../http/operations';
import { notFound } from '../../errors';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { attachmentDisposition } from '../../http/content-disposition';
import { getOwnBatch, startBatch, toBatch } from './batch';
import { generateDemoGraphic } from './demo';
import { adminApprove, adminDelete, adminGenerate, adminGenerateAll, listAdminTestimonials } from './admin-graphics';
import { attendeeGraphic, attendeeGraphicFile } from './attendee-graphics';
import {
  createShareLink,
  deleteOwnTestimonial,
  generateOwnGraphic,
  getApproval,
  graphicForShareToken,
  graphicForViewer,
  revokeShareLink,
  setOwnExcerpt,
  startGraphics,
} from './speaker-graphics';
import { type GraphicsDeps, type ServableGraphic } from './service';
import { graphicForWebhookLink } from './webhook-image-link';
import { servePage } from '../../http/paging';
import { graphicKeys, pageSpeakerGraphics } from './graphics-list';

/** Testimonial graphics: the speaker's approval page, the admin's review, share links, demo and attendee copies. */
export async function graphicsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const deps = opts.deps;
  const { db, storage, config } = deps;
  const graphicsDeps: GraphicsDeps = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(listGraphics),
    handler: async (request, reply) => {
      return servePage(
        reply,
        request.query,
        graphicKeys,
        (keys) => pageSpeakerGraphics(db, config, config.publicUrl, request.user!.id, keys),
        { op: listGraphics, publicUrl: config.publicUrl },
      );
    },
  });

  // The owner's graphics calls send a JSON content type with no body; accept that on these routes.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    void jsonParser(request, body as string, done);
  });

  // A graphic carries an attendee's name and words: never kept by a browser cache or a proxy.
  async function sendFile(reply: FastifyReply, file: ServableGraphic & { mimeType?: string }, options: { download: boolean }) {
    const stored = await storage.get(file.fileId);
    if (!stored) throw notFound('Graphic not found');
    const opened = await storage.open(stored);
    if (!opened) throw notFound('Graphic not found');
    return reply
      .header('content-type', stored.mimeType)
      .header('content-length', opened.size)
      .header('content-disposition', options.download ? attachmentDisposition(file.name) : 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(opened.stream);
  }

  // --- The speaker's graphics ---------------------------------------------------------------

  r.route({
    ...operationRoute(getFirstTalkGraphic),
    handler: async (request) => startGraphics(db, request.user!.id, request.params.id),
  });

  r.route({
    ...operationRoute(getGraphic),
    handler: async (request) => getApproval(db, request.user!.id, request.params.graphicId, config.publicUrl),
  });

  r.route({
    ...operationRoute(createGraphicRender),
    handler: async (request) => generateOwnGraphic(graphicsDeps, request.user!.id, request.params.graphicId, request.body.layout),
  });

  r.route({
    ...operationRoute(updateGraphicExcerpt),
    handler: async (request) => setOwnExcerpt(graphicsDeps, request.user!.id, request.params.graphicId, request.body.excerpt),
  });

  r.route({
    ...operationRoute(deleteGraphicTestimonial),
    handler: async (request) => deleteOwnTestimonial(graphicsDeps, request.user!.id, request.params.graphicId),
  });

  r.route({
    ...operationRoute(createGraphicPublicLink),
    handler: async (request) => createShareLink(db, request.user!.id, request.params.graphicId, config.publicUrl),
  });

  r.route({
    ...operationRoute(deleteGraphicPublicLink),
    handler: async (request) => revokeShareLink(db, request.user!.id, request.params.graphicId),
  });

  r.route({
    ...operationRoute(createGraphicBatch),
    handler: async (request, reply) => {
      const batch = await startBatch(deps, request.user!.id, request.params.id);
      return reply.status(202).send({
        batchId: batch.id,
        status: batch.status,
        total: batch.total,
        statusUrl: operationUrl(getGraphicBatch, { batchId: batch.id }),
      });
    },
  });

  r.route({
    ...operationRoute(getGraphicBatch),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toBatch(await getOwnBatch(db, request.user!.id, request.params.batchId));
    },
  });

  r.route({
    ...operationRoute(getGraphicBatchZip),
    handler: async (request, reply) => {
      const batch = await getOwnBatch(db, request.user!.id, request.params.batchId);
      const file = batch.zipFileId ? await storage.get(batch.zipFileId) : undefined;
      if (!file) throw notFound('ZIP not ready');
      return sendFile(reply, { fileId: file.id, name: file.originalName }, { download: true });
    },
  });

  // --- Images: the owner and the admin; anyone with a share link ------------------------------

  r.route({
    ...operationRoute(getGraphicImage),
    handler: async (request, reply) => {
      const file = await graphicForViewer(db, request.user!, request.params.id);
      // The URL carries the render's version (?v=), so a cached copy is never stale.
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  });

  r.route({
    ...operationRoute(getSharedGraphicImage),
    handler: async (request, reply) => {
      const file = await graphicForShareToken(db, request.params.token);
      // A shared graphic is meant for other sites (a post, a blog, the speaker's own site): the
      // app's same-origin resource policy would stop their pages from showing it. Only this image
      // is opened up; a speaker's own and an attendee's graphics stay same-origin.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  });

  r.route({
    ...operationRoute(getWebhookGraphicImage),
    handler: async (request, reply) => {
      const { expires, sig } = request.query;
      const file = await graphicForWebhookLink(db, config, { graphicId: request.params.id, expires, sig });
      return sendFile(reply, file, { download: false });
    },
  });

  // --- The admin's testimonial graphics -----------------------------------------------------

  r.route({ ...operationRoute(listTestimonialGraphics), handler: async () => listAdminTestimonials(db) });

  r.route({
    ...operationRoute(createTestimonialGraphicRender),
    handler: async (request) => adminGenerate(graphicsDeps, request.params.id),
  });

  r.route({ ...operationRoute(createTestimonialGraphicRenders), handler: async () => adminGenerateAll(graphicsDeps) });

  r.route({
    ...operationRoute(deleteTestimonialGraphic),
    handler: async (request) => adminDelete(graphicsDeps, request.params.id),
  });

  r.route({
    ...operationRoute(createTestimonialGraphicApproval),
    handler: async (request) => adminApprove(db, request.user!, request.params.id),
  });

  // --- Public: the demo graphic and the attendee's own graphic -----------------------------

  r.route({
    ...operationRoute(createDemoGraphic),
    onRequest: memoryRateLimit({ bucket: 'generate-graphic', max: 20, windowSeconds: 60 }),
    handler: async (request, reply) =>
      reply.status(201).send(await generateDemoGraphic(graphicsDeps, request.body, request.user?.id ?? null)),
  });

  r.route({
    ...operationRoute(createAttendeeGraphic),
    onRequest: memoryRateLimit({ bucket: 'attendee-graphic', max: 30, windowSeconds: 60 }),
    handler: async (request) => attendeeGraphic(graphicsDeps, request.params.responseId, request.body.token),
  });

  r.route({
    ...operationRoute(getAttendeeGraphicImage),
    handler: async (request, reply) => {
      const file = await attendeeGraphicFile(db, config, request.params.responseId, request.query.token);
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  });
}
