import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPublicSetting, saveSettingSchema, settingKeyParamsSchema, settingSchema } from '../../../shared/contract/settings';
import { operationRoute } from '../../http/operations';
import { SETTING_LOGO_KEY, UPLOAD_MAX_BYTES } from '../../../shared/domain/constants';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { getSetting, saveSetting } from './service';
import { clearDefaultGift, readDefaultGift, saveDefaultGift } from './default-gift';
import { defaultGiftInputSchema, defaultGiftSchema, getDefaultGiftOffer } from '../../../shared/contract/default-gift';
import { uploadGiftResponseSchema } from '../../../shared/contract/profile';
import { storeGiftUpload } from '../../storage/gift-upload';

// Keys anyone may read: the logo is drawn on public pages and graphics.
const PUBLIC_KEYS = new Set<string>([SETTING_LOGO_KEY]);

export async function settingsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const keyParams = settingKeyParamsSchema;
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
  r.get(
    '/api/admin/settings/:key',
    { schema: { tags: ['settings'], params: keyParams, response: { 200: settingSchema } } },
    async (request) => read(request.params.key),
  );
  // The first address served both readers: a public key to anyone, any other only to the owner.
  r.get(
    '/api/settings/:key',
    { schema: { tags: ['settings'], params: keyParams, response: { 200: settingSchema }, deprecated: true } },
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
  r.put(
    '/api/admin/default-gift',
    { schema: { tags: ['settings'], body: defaultGiftInputSchema, response: { 200: defaultGiftSchema } } },
    async (request) => saveDefaultGift(db, request.body),
  );
  // The gift as a file (PDF, Word or EPUB), checked like a speaker's own gift; PUT then names it.
  r.post(
    '/api/admin/default-gift/file',
    {
      schema: { tags: ['settings'], consumes: ['multipart/form-data'], response: { 200: uploadGiftResponseSchema } },
    },
    async (request) => storeGiftUpload(request, opts.deps.storage, 'giftFile'),
  );
  r.delete('/api/admin/default-gift', { schema: { tags: ['settings'] } }, async (_request, reply) => {
    await clearDefaultGift(db);
    return reply.status(204).send();
  });

  r.post(
    '/api/admin/settings',
    {
      // base64 inflates by 4/3. Room for images up to 10 MB, so a 6 MB logo is refused with the
      // 5 MB message rather than a bare "body too large".
      bodyLimit: Math.ceil(UPLOAD_MAX_BYTES * 1.4) + 1024,
      schema: { tags: ['settings'], body: saveSettingSchema, response: { 200: settingSchema } },
    },
    async (request) => {
      const row = await saveSetting(db, request.body.key, request.body.value);
      return { key: row.key, value: row.value };
    },
  );
}
