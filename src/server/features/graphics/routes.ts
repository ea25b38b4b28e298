import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../../shared/contract/common';
import {
  adminApprovalSchema,
  adminBatchSummarySchema,
  adminGeneratedSchema,
  adminTestimonialSchema,
  attendeeGraphicBodySchema,
  attendeeGraphicSchema,
  batchIdParamsSchema,
  batchStartedSchema,
  deleteTestimonialResponseSchema,
  eventIdParamsSchema,
  generatedGraphicSchema,
  generateGraphicBodySchema,
  graphicApprovalSchema,
  graphicBatchSchema,
  graphicExcerptBodySchema,
  graphicIdParamsSchema,
  graphicRequestSchema,
  graphicUrlSchema,
  idParamsSchema,
  responseIdParamsSchema,
  shareLinkSchema,
  startGraphicsResponseSchema,
} from '../../../shared/contract/graphics';
import type { AppDeps } from '../../deps';
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

const downloadQuerySchema = z.object({ download: z.enum(['0', '1']).optional(), v: z.string().max(40).optional() });
const attendeeImageQuerySchema = downloadQuerySchema.extend({ token: z.string().min(1).max(200) });

/** Testimonial graphics: the speaker's approval page, the admin's review, share links, demo and attendee copies. */
export async function graphicsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const deps = opts.deps;
  const { db, storage, config } = deps;
  const graphicsDeps: GraphicsDeps = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['graphics'];

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

  r.post(
    '/api/speaker-admin/events/:id/generate-graphics',
    { schema: { tags, params: idParamsSchema, response: { 200: startGraphicsResponseSchema } } },
    async (request) => startGraphics(db, request.user!.id, request.params.id),
  );

  r.get(
    '/api/speaker-admin/graphics-approval/:graphicId',
    { schema: { tags, params: graphicIdParamsSchema, response: { 200: graphicApprovalSchema } } },
    async (request) => getApproval(db, request.user!.id, request.params.graphicId, config.publicUrl),
  );

  r.post(
    '/api/speaker-admin/graphics-approval/:graphicId/generate',
    {
      schema: { tags, params: graphicIdParamsSchema, body: generateGraphicBodySchema, response: { 200: generatedGraphicSchema } },
    },
    async (request) => generateOwnGraphic(graphicsDeps, request.user!.id, request.params.graphicId, request.body.layout),
  );

  r.put(
    '/api/speaker-admin/graphics-approval/:graphicId/excerpt',
    {
      schema: { tags, params: graphicIdParamsSchema, body: graphicExcerptBodySchema, response: { 200: graphicApprovalSchema } },
    },
    async (request) => setOwnExcerpt(graphicsDeps, request.user!.id, request.params.graphicId, request.body.excerpt),
  );

  r.delete(
    '/api/speaker-admin/graphics-approval/:id/delete-testimonial',
    { schema: { tags, params: idParamsSchema, response: { 200: deleteTestimonialResponseSchema } } },
    async (request) => deleteOwnTestimonial(graphicsDeps, request.user!.id, request.params.id),
  );

  r.post(
    '/api/speaker-admin/graphics-approval/:id/share',
    { schema: { tags, params: idParamsSchema, response: { 200: shareLinkSchema } } },
    async (request) => createShareLink(db, request.user!.id, request.params.id, config.publicUrl),
  );

  r.delete(
    '/api/speaker-admin/graphics-approval/:id/share',
    { schema: { tags, params: idParamsSchema, response: { 200: shareLinkSchema } } },
    async (request) => revokeShareLink(db, request.user!.id, request.params.id),
  );

  r.post(
    '/api/speaker-admin/events/:id/generate-all-graphics',
    { schema: { tags, params: idParamsSchema, response: { 202: batchStartedSchema } } },
    async (request, reply) => {
      const batch = await startBatch(deps, request.user!.id, request.params.id);
      return reply.status(202).send({
        batchId: batch.id,
        status: batch.status,
        total: batch.total,
        generatedCount: batch.total,
        statusUrl: `/api/speaker-admin/graphic-batches/${batch.id}`,
      });
    },
  );

  r.post(
    '/api/speaker-admin/batch-generate-graphics/:eventId',
    { schema: { tags, params: eventIdParamsSchema, response: { 202: batchStartedSchema } } },
    async (request, reply) => {
      const batch = await startBatch(deps, request.user!.id, request.params.eventId);
      return reply.status(202).send({
        batchId: batch.id,
        status: batch.status,
        total: batch.total,
        graphicsCount: batch.total,
        statusUrl: `/api/speaker-admin/graphic-batches/${batch.id}`,
      });
    },
  );

  r.get(
    '/api/speaker-admin/graphic-batches/:batchId',
    { schema: { tags, params: batchIdParamsSchema, response: { 200: graphicBatchSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toBatch(await getOwnBatch(db, request.user!.id, request.params.batchId));
    },
  );

  r.get(
    '/api/speaker-admin/graphic-batches/:batchId/graphics.zip',
    { schema: { tags, params: batchIdParamsSchema } },
    async (request, reply) => {
      const batch = await getOwnBatch(db, request.user!.id, request.params.batchId);
      const file = batch.zipFileId ? await storage.get(batch.zipFileId) : undefined;
      if (!file) throw notFound('ZIP not ready');
      return sendFile(reply, { fileId: file.id, name: file.originalName }, { download: true });
    },
  );

  // --- Images: the owner and the admin; anyone with a share link ------------------------------

  r.get(
    '/api/account/graphics/:id/image.png',
    { schema: { tags, params: idParamsSchema, querystring: downloadQuerySchema } },
    async (request, reply) => {
      const file = await graphicForViewer(db, request.user!, request.params.id);
      // The URL carries the render's version (?v=), so a cached copy is never stale.
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  );

  r.get(
    '/api/public/graphics/shared/:token.png',
    { schema: { tags, params: z.object({ token: z.string().max(200) }), querystring: downloadQuerySchema } },
    async (request, reply) => {
      const file = await graphicForShareToken(db, request.params.token);
      // A shared graphic is meant for other sites (a post, a blog, the speaker's own site): the
      // app's same-origin resource policy would stop their pages from showing it. Only this image
      // is opened up; a speaker's own and an attendee's graphics stay same-origin.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  );

  r.get(
    '/api/public/webhook-graphics/:id.png',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: z.object({ expires: z.coerce.number().int().min(0).max(1e10), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { expires, sig } = request.query;
      const file = await graphicForWebhookLink(db, config, { graphicId: request.params.id, expires, sig });
      return sendFile(reply, file, { download: false });
    },
  );

  // --- The admin's testimonial graphics -----------------------------------------------------

  r.get('/api/admin/testimonial-graphics/data', { schema: { tags, response: { 200: z.array(adminTestimonialSchema) } } }, async () =>
    listAdminTestimonials(db),
  );

  r.post(
    '/api/admin/testimonial-graphics/generate/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminGeneratedSchema } } },
    async (request) => adminGenerate(graphicsDeps, request.params.id),
  );

  r.post('/api/admin/testimonial-graphics/generate-all', { schema: { tags, response: { 200: adminBatchSummarySchema } } }, async () =>
    adminGenerateAll(graphicsDeps),
  );

  r.delete(
    '/api/admin/testimonial-graphics/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: successSchema } } },
    async (request) => adminDelete(graphicsDeps, request.params.id),
  );

  r.post(
    '/api/admin/testimonial-graphics/:id/approve',
    { schema: { tags, params: idParamsSchema, response: { 200: adminApprovalSchema } } },
    async (request) => adminApprove(db, request.user!, request.params.id),
  );

  // --- Public: the demo graphic and the attendee's own graphic -----------------------------

  r.post(
    '/api/public/generate-graphic',
    {
      onRequest: memoryRateLimit({ bucket: 'generate-graphic', max: 20, windowSeconds: 60 }),
      schema: { tags, body: graphicRequestSchema, response: { 201: graphicUrlSchema } },
    },
    async (request, reply) => reply.status(201).send(await generateDemoGraphic(graphicsDeps, request.body, request.user?.id ?? null)),
  );

  r.post(
    '/api/public/feedback/:responseId/graphic',
    {
      onRequest: memoryRateLimit({ bucket: 'attendee-graphic', max: 30, windowSeconds: 60 }),
      schema: { tags, params: responseIdParamsSchema, body: attendeeGraphicBodySchema, response: { 200: attendeeGraphicSchema } },
    },
    async (request) => attendeeGraphic(graphicsDeps, request.params.responseId, request.body.token),
  );

  r.get(
    '/api/public/feedback/:responseId/graphic.png',
    { schema: { tags, params: responseIdParamsSchema, querystring: attendeeImageQuerySchema } },
    async (request, reply) => {
      const file = await attendeeGraphicFile(db, config, request.params.responseId, request.query.token);
      return sendFile(reply, file, { download: request.query.download === '1' });
    },
  );
}
