import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDemoSpeaker,
  createDigitalGiftFile,
  createLogo,
  DIGITAL_GIFT_UPLOAD_FIELD,
  getDemoSpeaker,
  getProfile,
  getSpeakerByName,
  LOGO_UPLOAD_FIELD,
  saveProfile as saveProfileOperation,
  updateBio as updateBioOperation,
  updateDigitalGift as updateDigitalGiftOperation,
  updateProfile,
  updateTimeZone as updateTimeZoneOperation,
} from '../../../shared/contract/profile';
import { operationRoute } from '../../http/operations';
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

  // A speaker who has just signed up has no profile yet: a normal state, answered as null (the
  // dashboard then sends them to onboarding), not as a 404 every new account's browser logs as an error.
  r.route({
    ...operationRoute(getProfile),
    handler: async (request) => {
      const row = await getProfileByUserId(db, request.user!.id);
      return row ? toProfileDto(row) : null;
    },
  });

  r.route({
    ...operationRoute(saveProfileOperation),
    handler: async (request) => toProfileDto(await saveProfile(db, request.user!.id, request.body)),
  });

  r.route({
    ...operationRoute(updateProfile),
    handler: async (request) => toProfileDto(await markExperienced(db, request.user!.id)),
  });

  r.route({
    ...operationRoute(updateDigitalGiftOperation),
    handler: async (request) => toProfileDto(await updateDigitalGift(db, request.user!.id, request.body)),
  });

  r.route({
    ...operationRoute(updateBioOperation),
    handler: async (request) => toProfileDto(await updateBio(db, request.user!.id, request.body.bio ?? null)),
  });

  r.route({
    ...operationRoute(updateTimeZoneOperation),
    handler: async (request) => toProfileDto(await updateTimeZone(db, request.user!.id, request.body.timeZone)),
  });

  // The file is stored as the speaker's; it becomes the profile's logo when the profile is saved with its address.
  r.route({
    ...operationRoute(createLogo),
    handler: async (request) => {
      const upload = await readSingleFile(request, LOGO_UPLOAD_FIELD, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE);
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
  });

  r.route({
    ...operationRoute(createDigitalGiftFile),
    handler: async (request) => storeGiftUpload(request, storage, DIGITAL_GIFT_UPLOAD_FIELD),
  });

  // The first-presentation (demo) path. The speaker is always the signed-in one: no ids come from the client.
  r.route({
    ...operationRoute(createDemoSpeaker),
    handler: async (request, reply) => {
      const { row, created } = await upsertDemoSpeaker(db, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(toDemoSpeaker(row, { includeEmail: true }));
    },
  });

  r.route({
    ...operationRoute(getDemoSpeaker),
    handler: async (request) => toDemoSpeaker(await getOwnDemoSpeaker(db, request.user!.id, request.params.id), { includeEmail: true }),
  });

  // Public (attendee pages): the work e-mail is never part of this answer.
  r.route({
    ...operationRoute(getSpeakerByName),
    handler: async (request) => toDemoSpeaker(await getSpeakerBySlug(db, request.params.name), { includeEmail: false }),
  });
}
