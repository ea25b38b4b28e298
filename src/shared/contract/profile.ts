import { z } from 'zod';
import { HEX_COLOR, normalizeWebUrl } from '../domain/url';
import { emailSchema } from './auth';
import { idSchema, timeZoneSchema } from './common';
import { defineOperation } from './operation';
import { LOGO_MAX_BYTES, UPLOAD_MAX_BYTES } from '../domain/constants';

export const EMAIL_PROVIDERS = ['gmail', 'outlook', 'other'] as const;
export const DIGITAL_GIFT_TYPES = ['external_link', 'uploaded_file', 'email_course'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** A website-style field: blank allowed, https:// added when missing, must then parse. */
export const webUrlField = (message: string) =>
  z
    .string()
    .max(500, 'must be at most 500 characters')
    .nullish()
    .transform((v, ctx) => {
      const url = normalizeWebUrl(v);
      if (url === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return url;
    });

const hexColor = z
  .string()
  .nullish()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || HEX_COLOR.test(v), 'Please enter a valid hex color');

/** The longest bio a speaker's proof page shows: a few sentences, not a CV. */
export const PROFILE_BIO_MAX_LENGTH = 600;

/**
 * The speaker's short bio: trimmed, blank clears it (null). Left out of a profile save, the stored
 * bio stays: clients that predate it (and onboarding steps that do not show it) keep it intact.
 */
export const bioField = z
  .string()
  .max(PROFILE_BIO_MAX_LENGTH, `must be at most ${PROFILE_BIO_MAX_LENGTH} characters`)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));

export const speakerProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  workEmail: z.string(),
  phoneNumber: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  company: z.string().nullable(),
  brandColorPrimary: z.string(),
  brandColorSecondary: z.string(),
  emailProvider: z.string(),
  additionalComments: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  speakingTopics: z.array(z.string()),
  socialHandles: z.record(z.string(), z.string()).nullable(),
  isOnboardingComplete: z.boolean(),
  hasExperiencedSpeakerPro: z.boolean(),
  digitalGiftTitle: z.string().nullable(),
  digitalGiftDescription: z.string().nullable(),
  digitalGiftUrl: z.string().nullable(),
  digitalGiftAccessCode: z.string().nullable(),
  digitalGiftType: z.enum(DIGITAL_GIFT_TYPES),
  /** The speaker's IANA time zone (UTC until they choose one): their talks' times are shown in it. */
  timeZone: z.string(),
});
export type SpeakerProfile = z.infer<typeof speakerProfileSchema>;

/** POST /api/speaker-admin/profile: creates the profile at the end of onboarding, or updates it. */
export const saveProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'must be at most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'must be at most 100 characters'),
  workEmail: emailSchema,
  phoneNumber: optionalText(40),
  websiteUrl: webUrlField('Please enter a valid website URL (e.g., example.com)'),
  linkedinUrl: webUrlField('Please enter a valid LinkedIn URL'),
  brandColorPrimary: hexColor,
  brandColorSecondary: hexColor,
  emailProvider: z.enum(EMAIL_PROVIDERS, { message: 'Please select your email provider' }),
  additionalComments: optionalText(2000),
  logoUrl: optionalText(500),
  bio: bioField,
  speakingTopics: z.array(z.string().trim().min(1).max(100)).max(20).optional().default([]),
  socialHandles: z
    .record(z.string().max(50), z.string().max(200))
    .nullish()
    .transform((v) => v ?? null),
  isOnboardingComplete: z.boolean().optional().default(true),
  /** The speaker's IANA time zone; left out, the stored one stays. */
  timeZone: timeZoneSchema.optional(),
});
export type SaveProfile = z.input<typeof saveProfileSchema>;

/**
 * Where the app serves uploaded logos and gifts (fileUrl() on the server writes the first); paths
 * stored before files moved under /api/public/ say /api/files/, which still answers.
 */
export const UPLOADED_FILE_PATH = '/api/public/files/';
const UPLOADED_FILE_PATH_PREFIXES = [UPLOADED_FILE_PATH, '/api/files/'] as const;

/** Whether a stored link is the path of a file uploaded to this site. */
export const isUploadedFilePath = (url: string) => UPLOADED_FILE_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The file id in an uploaded file's path ('' when it has none), or null for any other link. */
export function uploadedFileIdOf(url: string): string | null {
  const prefix = UPLOADED_FILE_PATH_PREFIXES.find((p) => url.startsWith(p));
  return prefix === undefined ? null : (url.slice(prefix.length).split('/')[0] ?? '');
}

/**
 * The gift URL: a website address (normalised like webUrlField) or, for an uploaded gift, the
 * app-relative path the upload returned. The server checks that such a path is the speaker's own file.
 */
const giftUrlField = z
  .string()
  .max(500, 'must be at most 500 characters')
  .nullish()
  .transform((v, ctx) => {
    const trimmed = (v ?? '').trim();
    if (isUploadedFilePath(trimmed)) return trimmed;
    const url = normalizeWebUrl(trimmed);
    if (url === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid website address (e.g., example.com)' });
      return z.NEVER;
    }
    return url;
  });

export const digitalGiftSchema = z.object({
  digitalGiftTitle: z.string().trim().min(1, 'Gift title is required').max(200, 'must be at most 200 characters'),
  digitalGiftDescription: optionalText(1000),
  digitalGiftUrl: giftUrlField,
  digitalGiftAccessCode: optionalText(100),
  digitalGiftType: z.enum(DIGITAL_GIFT_TYPES).optional().default('external_link'),
});

/** PATCH /api/speaker-admin/profile/bio: the bio alone, from the proof page's settings. */
export const updateBioSchema = z.object({ bio: bioField });

/** PATCH /api/speaker-admin/profile/time-zone: the clock lead files, reports and talks without their own zone read times on. */
export const updateTimeZoneSchema = z.object({ timeZone: timeZoneSchema });
export type UpdateTimeZone = z.infer<typeof updateTimeZoneSchema>;

export const uploadLogoResponseSchema = z.object({ logoUrl: z.string() });
export const uploadGiftResponseSchema = z.object({ fileUrl: z.string(), fileName: z.string() });

/** The speaker as the first-presentation (demo) path sees it. */
export const demoSpeakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  slug: z.string(),
});
export type DemoSpeaker = z.infer<typeof demoSpeakerSchema>;

export const createDemoSpeakerSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  email: emailSchema,
  title: optionalText(200),
});

/**
 * PATCH /api/speaker-admin/profile: the speaker skips the introduction for good (the flag cannot
 * be unset, so the only value is true).
 */
export const updateProfileSchema = z.object({
  hasExperiencedSpeakerPro: z.literal(true, { message: 'must be true' }),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

const tag = 'profile';
const profilePath = '/api/speaker-admin/profile' as const;

export const getProfile = defineOperation({
  id: 'getProfile',
  method: 'GET',
  path: profilePath,
  summary: "The signed-in speaker's profile, or null before they have saved one",
  tag,
  answers: { 200: speakerProfileSchema.nullable() },
});

export const saveProfile = defineOperation({
  id: 'saveProfile',
  method: 'POST',
  path: profilePath,
  summary: "Create the speaker's profile at the end of onboarding, or replace its onboarding fields",
  tag,
  body: saveProfileSchema,
  answers: { 200: speakerProfileSchema },
});

export const updateProfile = defineOperation({
  id: 'updateProfile',
  method: 'PATCH',
  path: profilePath,
  summary: 'Mark that the speaker has seen the introduction, so it is skipped from now on',
  tag,
  body: updateProfileSchema,
  answers: { 200: speakerProfileSchema },
  errors: [404],
});

export const updateDigitalGift = defineOperation({
  id: 'updateDigitalGift',
  method: 'PATCH',
  path: `${profilePath}/digital-gift`,
  summary: 'Set the gift attendees receive after leaving feedback',
  tag,
  body: digitalGiftSchema,
  answers: { 200: speakerProfileSchema },
  errors: [404],
});

export const updateBio = defineOperation({
  id: 'updateBio',
  method: 'PATCH',
  path: `${profilePath}/bio`,
  summary: "Set the speaker's short bio alone (blank clears it)",
  tag,
  body: updateBioSchema,
  answers: { 200: speakerProfileSchema },
  errors: [404],
});

export const updateTimeZone = defineOperation({
  id: 'updateTimeZone',
  method: 'PATCH',
  path: `${profilePath}/time-zone`,
  summary: "Set the speaker's own time zone",
  tag,
  body: updateTimeZoneSchema,
  answers: { 200: speakerProfileSchema },
  errors: [404],
});

export const LOGO_UPLOAD_FIELD = 'logo';
export const DIGITAL_GIFT_UPLOAD_FIELD = 'digitalGift';

export const createLogo = defineOperation({
  id: 'createLogo',
  method: 'POST',
  path: '/api/speaker-admin/logos',
  summary: 'Upload a logo (PNG, JPEG, GIF or WebP); its address then goes into the profile as logoUrl',
  tag,
  body: {
    kind: 'upload',
    field: LOGO_UPLOAD_FIELD,
    contentTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    maxBytes: LOGO_MAX_BYTES,
  },
  answers: { 200: uploadLogoResponseSchema },
  errors: [413],
});

export const createDigitalGiftFile = defineOperation({
  id: 'createDigitalGiftFile',
  method: 'POST',
  path: '/api/speaker-admin/digital-gift-files',
  summary: "Upload a gift file (PDF, Word or EPUB); its address then goes into the profile's gift",
  tag,
  body: {
    kind: 'upload',
    field: DIGITAL_GIFT_UPLOAD_FIELD,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/epub+zip',
    ],
    maxBytes: UPLOAD_MAX_BYTES,
  },
  answers: { 200: uploadGiftResponseSchema },
  errors: [413],
});

export const createDemoSpeaker = defineOperation({
  id: 'createDemoSpeaker',
  method: 'POST',
  path: '/api/speaker-admin/speakers',
  summary: "Create (201) or update (200) the first-presentation path's speaker for the signed-in user",
  tag,
  body: createDemoSpeakerSchema,
  answers: { 201: demoSpeakerSchema, 200: demoSpeakerSchema },
});

export const getDemoSpeaker = defineOperation({
  id: 'getDemoSpeaker',
  method: 'GET',
  path: '/api/speaker-admin/speakers/{id}',
  summary: "The first-presentation path's speaker, if it is the signed-in user's own",
  tag,
  params: z.object({ id: idSchema }),
  answers: { 200: demoSpeakerSchema },
  errors: [404],
});

export const speakerNameParamsSchema = z.object({ name: z.string().min(1).max(200) });

export const getSpeakerByName = defineOperation({
  id: 'getSpeakerByName',
  method: 'GET',
  path: '/api/public/speakers/by-name/{name}',
  summary: "A speaker's public card by their page's name (never their e-mail)",
  tag: 'profile',
  params: speakerNameParamsSchema,
  answers: { 200: demoSpeakerSchema },
  errors: [404],
});
