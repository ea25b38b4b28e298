import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  followOptInLink as followOptInLinkOperation,
  getOptInLink,
  listOptOuts as listOptOutsOperation,
  recordOptOut as recordOptOutOperation,
} from '../../../shared/contract/privacy';
import { operationRoute } from '../../http/operations';
import { translator } from '../../../shared/i18n/catalogue';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../plugins/rate-limit';
import { followOptInLink, listOptOuts, optOutMessage, recordOptOut, showOptInLink } from './service';

export const OPT_OUTS_PER_HOUR = 30;
/** Guesses at a link token from one address; a person needs two requests (show, confirm). */
const OPT_IN_ATTEMPTS_PER_HOUR = 30;

export async function privacyRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(recordOptOutOperation),
    onRequest: rateLimit(db, { bucket: 'privacy-opt-out', max: OPT_OUTS_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request) => {
      const outcome = await recordOptOut({ db, mailer, publicUrl: config.publicUrl }, request.body);
      const { email, optOutCategories, updatedAt } = outcome.record;
      return {
        message: optOutMessage(outcome, translator(request.body.language)),
        email,
        optOutCategories,
        updatedAt,
        optInConfirmation: outcome.optInConfirmation,
      };
    },
  });

  // The page behind the e-mailed link: GET shows what it restores, POST (the person's click) restores it.
  r.route({
    ...operationRoute(getOptInLink),
    onRequest: rateLimit(db, { bucket: 'privacy-opt-in-link', max: OPT_IN_ATTEMPTS_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return showOptInLink(db, request.query.token);
    },
  });

  r.route({
    ...operationRoute(followOptInLinkOperation),
    onRequest: rateLimit(db, { bucket: 'privacy-opt-in-link', max: OPT_IN_ATTEMPTS_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request) => {
      const { email, optOutCategories, updatedAt } = await followOptInLink(db, request.body.token);
      return { message: translator(request.body.language)('privacy.optIn.done'), email, optOutCategories, updatedAt };
    },
  });

  r.route({ ...operationRoute(listOptOutsOperation), handler: async () => listOptOuts(db) });
}
