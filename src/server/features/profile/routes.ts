import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDemoSpeakerSchema,
  demoSpeakerSchema,
  digitalGiftSchema,
  getSpeakerByName,
  saveProfileSchema,
  speakerProfileSchema,
  updateBioSchema,
  updateTimeZoneSchema,
  uploadGiftResponseSchema,
  uploadLogoResponseSchema,
} from '../../../shared/contract/profile';
import { operationRoute } from '../../http/operations';
import { idSchema } from '../../../shared/contract/common';
import { LOGO_MAX_BYTES } from '../../../shared/domain/constants';
import type { AppDeps } from '../../deps';
import { fileUrl } from '../../storage/storage';
import { readSingleFile } from '../../http/multipart';
import {
  getOwnDemoSpeaker,
  getSpeakerBySlug,
  markExperienced,
  saveProfile,
  toDemoSpeaker,
  toProfileDto,
  updateBio,
  updateTimeZone,
  updateDigitalGift,
  upsertDemoSpeaker,
} from './service';
import { getProfileByUserId } from '../../domain/speaker-profiles';
import { storeGiftUpload } from '../../storage/gift-upload';
import { LOGO_TOO_LARGE_MESSAGE, checkLogo } from '../../storage/upload-checks';

export async function profileRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  // A speaker who has just signed up has no profile yet: a normal state, answered as null (the
  // dashboard then sends them to onboarding), not as a 404 every new account's browser logs as an error.
  r.get('/api/speaker-admin/profile', { schema: { tags, response: { 200: speakerProfileSchema.nullable() } } }, async (request) => {
    const row = await getProfileByUserId(db, request.user!.id);
    return row ? toProfileDto(row) : null;
  });

  r.post(
    '/api/speaker-admin/profile',
    { schema: { tags, body: saveProfileSchema, response: { 200: speakerProfileSchema } } },
    async (request) => toProfileDto(await saveProfile(db, request.user!.id, request.body)),
  );

  r.post('/api/speaker-admin/profile/experienced', { schema: { tags, response: { 200: speakerProfileSchema } } }, async (request) =>
    toProfileDto(await markExperienced(db, request.user!.id)),
  );

  r.patch(
    '/api/speaker-admin/profile/digital-gift',
    { schema: { tags, body: digitalGiftSchema, response: { 200: speakerProfileSchema } } },
    async (request) => toProfileDto(await updateDigitalGift(db, request.user!.id, request.body)),
  );

  r.patch(
    '/api/speaker-admin/profile/bio',
    { schema: { tags, body: updateBioSchema, response: { 200: speakerProfileSchema } } },
    async (request) => toProfileDto(await updateBio(db, request.user!.id, request.body.bio ?? null)),
  );

  r.patch(
    '/api/speaker-admin/profile/time-zone',
    { schema: { tags, body: updateTimeZoneSchema, response: { 200: speakerProfileSchema } } },
    async (request) => toProfileDto(await updateTimeZone(db, request.user!.id, request.body.timeZone)),
  );

  r.post(
    '/api/speaker-admin/upload-logo',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadLogoResponseSchema } },
    },
    async (request) => {
      const upload = await readSingleFile(request, 'logo', LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE);
      const checked = await checkLogo(upload.bytes, upload.clientName);
      const file = await storage.save({
        ownerUserId: request.user!.id,
        kind: 'logo',
        originalName: checked.fileName,
        mimeType: checked.mimeType,
        bytes: upload.bytes,
      });
      return { logoUrl: fileUrl(file) };
    },
  );

  r.post(
    '/api/speaker-admin/upload-digital-gift',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadGiftResponseSchema } },
    },
    async (request) => storeGiftUpload(request, storage, 'digitalGift'),
  );

  // The first-presentation (demo) path. The speaker is always the signed-in one: no ids come from the client.
  r.post(
    '/api/speaker-admin/speakers',
    {
      schema: { tags, body: createDemoSpeakerSchema, response: { 200: demoSpeakerSchema, 201: demoSpeakerSchema } },
    },
    async (request, reply) => {
      const { row, created } = await upsertDemoSpeaker(db, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(toDemoSpeaker(row, { includeEmail: true }));
    },
  );

  r.get(
    '/api/speaker-admin/speakers/:id',
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: demoSpeakerSchema } },
    },
    async (request) => toDemoSpeaker(await getOwnDemoSpeaker(db, request.user!.id, request.params.id), { includeEmail: true }),
  );

  // Public (attendee pages): the work e-mail is never part of this answer.
  r.route({
    ...operationRoute(getSpeakerByName),
    handler: async (request) => toDemoSpeaker(await getSpeakerBySlug(db, request.params.name), { includeEmail: false }),
  });
}
