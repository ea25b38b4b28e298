import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getPublicSetting,
  getSetting as getSettingOperation,
  saveSetting as saveSettingOperation,
  saveSettingSchema,
  settingKeyParamsSchema,
  settingSchema,
} from '../../../shared/contract/settings';
import { operationRoute } from '../../http/operations';
import { SETTING_LOGO_KEY, UPLOAD_MAX_BYTES } from '../../../shared/domain/constants';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { getSetting, saveSetting } from './service';
import { clearDefaultGift, saveDefaultGift } from './default-gift';
import { readDefaultGift } from '../../domain/default-gift';
import {
  DEFAULT_GIFT_FILE_FIELD,
  getDefaultGiftOffer,
  saveDefaultGift as saveDefaultGiftOperation,
  uploadDefaultGiftFile,
  withdrawDefaultGift,
} from '../../../shared/contract/default-gift';
import { storeGiftUpload } from '../../storage/gift-upload';
import { operationUrl } from '../../../shared/contract/operation';

// Keys anyone may read: the logo is drawn on public pages and graphics.
const PUBLIC_KEYS = new Set<string>([SETTING_LOGO_KEY]);

export async function settingsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const read = async (key: string) => {
    const row = await getSetting(db, key);
    // Not set yet is a normal state of a public setting (no logo uploaded), not an error.
    if (!row && PUBLIC_KEYS.has(key)) return { key, value: null };
    if (!row) throw notFound(`Setting not found: ${key}`);
    return { key: row.key, value: row.value };
  };

  // The settings every visitor's pages draw (the logo); any other key is not found here.
  r.route({
    ...operationRoute(getPublicSetting),
    handler: async (request) => {
      if (!PUBLIC_KEYS.has(request.params.key)) throw notFound(`Setting not found: ${request.params.key}`);
      return read(request.params.key);
    },
  });
  r.route({ ...operationRoute(getSettingOperation), handler: async (request) => read(request.params.key) });
  // The first address served both readers: a public key to anyone, any other only to the owner.
  r.get(
    '/api/settings/:key',
    { schema: { tags: ['settings'], params: settingKeyParamsSchema, response: { 200: settingSchema }, deprecated: true } },
    async (request) => {
      if (!PUBLIC_KEYS.has(request.params.key)) await requireAdmin(request);
      return read(request.params.key);
    },
  );

  // The free gift the owner offers speakers who have none of their own (replacing a mock-up book).
  r.route({
    ...operationRoute(getDefaultGiftOffer),
    handler: async () => {
      const gift = await readDefaultGift(db);
      return { available: gift !== null, gift };
    },
  });
  r.route({ ...operationRoute(saveDefaultGiftOperation), handler: async (request) => saveDefaultGift(db, request.body) });
  // The gift as a file (PDF, Word or EPUB), checked like a speaker's own gift; PUT /api/admin/default-gift then names it.
  r.route({
    ...operationRoute(uploadDefaultGiftFile),
    handler: async (request) => storeGiftUpload(request, opts.deps.storage, DEFAULT_GIFT_FILE_FIELD),
  });
  r.route({
    ...operationRoute(withdrawDefaultGift),
    handler: async (_request, reply) => {
      await clearDefaultGift(db);
      return reply.status(204).send();
    },
  });

  // base64 inflates by 4/3. Room for images up to 10 MB, so a 6 MB logo is refused with the
  // 5 MB message rather than a bare "body too large".
  const settingBodyLimit = Math.ceil(UPLOAD_MAX_BYTES * 1.4) + 1024;
  const save = async (key: string, value: string) => {
    const row = await saveSetting(db, key, value);
    return { key: row.key, value: row.value };
  };
  r.route({
    ...operationRoute(saveSettingOperation),
    bodyLimit: settingBodyLimit,
    handler: async (request) => save(request.params.key, request.body.value),
  });
  // The first address named the key in the body, so it cannot be an alias of the route above (the
  // key is in that one's path); it saves the same way for the owner alone, and points to its successor.
  r.post(
    '/api/settings',
    {
      onRequest: requireAdmin,
      bodyLimit: settingBodyLimit,
      schema: { tags: ['settings'], body: saveSettingSchema, response: { 200: settingSchema }, deprecated: true },
    },
    async (request, reply) => {
      reply.header('Link', `<${operationUrl(saveSettingOperation, { key: request.body.key })}>; rel="successor-version"`);
      return save(request.body.key, request.body.value);
    },
  );
}
