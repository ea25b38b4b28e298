import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUploadedFileOperation } from '../../../shared/contract/infrastructure';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { attachmentDisposition } from '../../http/content-disposition';
import { isPendingUpload } from '../../storage/storage';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';

/**
 * Uploaded logos and gifts. Public by design: the id is 128 random bits and is the capability
 * (logos appear on attendee pages; attendees get the gift link after giving feedback).
 */
export async function filesRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getUploadedFileOperation),
    handler: async (request, reply) => {
      const { id } = request.params;
      const file = /^[A-Za-z0-9_-]+$/.test(id) ? await storage.get(id) : undefined;
      // A queued e-mail's attachment (a leads CSV, a QR code) is only ever read by the mailer. An
      // anonymous upload is served once a signup made it a speaker's gift: until then this domain
      // would host whatever a stranger uploaded (the wizard only shows the file's name meanwhile).
      if (!file || file.kind === 'mail-attachment' || isPendingUpload(file)) throw notFound(FILE_NOT_FOUND_MESSAGE);
      // Streamed from disk or the bucket, never read whole: a gift may be 10 MB.
      const opened = await storage.open(file);
      // A row whose bytes are gone (e.g. a restored database without its uploads).
      if (!opened) throw notFound(FILE_NOT_FOUND_MESSAGE);
      const isImage = file.mimeType.startsWith('image/');
      // A speaker's logo shows on their public proof page and on the testimonial wall other sites
      // embed: those sites may load it. Gifts and every other file keep the same-origin policy.
      if (file.kind === 'logo') reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', opened.size)
        .header('content-disposition', isImage ? 'inline' : attachmentDisposition(file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(opened.stream);
    },
  });
}
