import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DATA_REQUEST_LINK_HOURS,
  downloadPersonData,
  getDataRequest,
  listDataRequests as listDataRequestsOperation,
  erasePersonData,
  requestPersonData,
} from '../../../shared/contract/data-requests';
import { operationRoute } from '../../http/operations';
import { translator } from '../../../shared/i18n/catalogue';
import type { AppDeps } from '../../deps';
import { hitRateLimit, rateLimit, refuseIfOver } from '../../plugins/rate-limit';
import { hashToken } from '../../tokens';
import { lazy } from '../../lazy';
import { eraseRequest, exportRequest, listDataRequests, requestPersonData as recordDataRequest, viewRequest } from './service';

// The ZIP writer loads with the first download of a person's data.
const exportZip = lazy(() => import('./export-zip'));

/** Requests one client may make in an hour, for any addresses. */
export const DATA_REQUESTS_PER_CLIENT_PER_HOUR = 10;
/** Links one address may be sent in an hour, whoever asks: the form cannot flood a mailbox. */
export const DATA_REQUESTS_PER_ADDRESS_PER_HOUR = 3;

/** Self-service data requests: a link e-mailed to the address downloads and erases what is held under it. */
export async function dataRequestsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, storage, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The link's token is the only credential: nothing it opens may be cached on the way.
  const noStore = { 'cache-control': 'private, no-store' };

  r.route({
    ...operationRoute(requestPersonData),
    onRequest: rateLimit(db, { bucket: 'data-request', max: DATA_REQUESTS_PER_CLIENT_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) => {
      const { email, language } = request.body;
      const t = translator(language);
      // Counted under the address's hash, so the counters table holds no address.
      const rule = { bucket: 'data-request-address', max: DATA_REQUESTS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 };
      const { count, resetAt } = await hitRateLimit(db, `${rule.bucket}:${hashToken(email)}`, rule.windowSeconds);
      refuseIfOver(rule, reply, count, resetAt);
      await recordDataRequest({ db, mailer, publicUrl: config.publicUrl }, email, t);
      return reply.status(202).send({ message: t('privacy.dataForm.sent', { hours: DATA_REQUEST_LINK_HOURS }) });
    },
  });

  r.route({
    ...operationRoute(getDataRequest),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return viewRequest({ db, storage: opts.deps.storage }, request.params.token);
    },
  });

  r.route({
    ...operationRoute(downloadPersonData),
    handler: async (request, reply) => {
      const { email, data } = await exportRequest(db, request.params.token);
      const zip = await (await exportZip()).buildPersonDataZip(storage, email, data);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers(noStore)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="speakerpro-data-${day}.zip"`)
        .send(zip);
    },
  });

  r.route({
    ...operationRoute(erasePersonData),
    handler: async (request, reply) => {
      const { erased, hasAccount } = await eraseRequest({ db, storage }, request.params.token);
      reply.headers(noStore);
      return {
        message: hasAccount
          ? 'Everything held about this address has been erased, except your speaker account: delete it from the speaker area.'
          : 'Everything held about this address has been erased.',
        erased,
        hasAccount,
      };
    },
  });

  r.route({ ...operationRoute(listDataRequestsOperation), handler: async () => listDataRequests(db) });
}
