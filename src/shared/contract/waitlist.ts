import { z } from 'zod';
import { defineOperation } from './operation';
import { WAITLIST_EMAIL_MAX_LENGTH, WAITLIST_MESSAGES, WAITLIST_NAME_MAX_LENGTH, WAITLIST_SOURCES } from '../domain/waitlist';

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** POST /api/waitlist. The form and the server share these messages, so the form can show the server's words. */
export const joinWaitlistSchema = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, WAITLIST_MESSAGES.nameRequired.description)
    .max(WAITLIST_NAME_MAX_LENGTH, `must be at most ${WAITLIST_NAME_MAX_LENGTH} characters`),
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, WAITLIST_MESSAGES.emailRequired.description)
    .max(WAITLIST_EMAIL_MAX_LENGTH, `must be at most ${WAITLIST_EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email(WAITLIST_MESSAGES.invalidEmail.description)),
  heardAbout: z.preprocess(blankToNull, z.enum(WAITLIST_SOURCES, { message: `must be one of ${WAITLIST_SOURCES.join(', ')}` }).nullable()),
});
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

export const joinWaitlistResponseSchema = z.object({
  message: z.string(),
  entry: z.object({ name: z.string(), email: z.string(), heardAbout: z.string().nullable(), joinedAt: z.string() }),
  /** The entry's place on the list: how many people had joined when it did, itself included. */
  position: z.number().int().min(1),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

/** GET /api/waitlist (admin): both spellings the admin screens read (heard_about, joined_at / joinedAt). */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  heardAbout: z.string().nullable(),
  heard_about: z.string().nullable(),
  joinedAt: z.string(),
  joined_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const listWaitlist = defineOperation({
  id: 'listWaitlist',
  method: 'GET',
  path: '/api/admin/waitlist',
  summary: 'List everyone on the waitlist, with where they heard of SpeakerPro',
  tag: 'waitlist',
  answers: { 200: z.array(waitlistEntrySchema) },
});

/** The signed-in speaker's own entry (onboarding prefill), or an empty list. */
export const ownWaitlistEntrySchema = z.object({ email: z.string(), name: z.string() });

export const listOwnWaitlistEntries = defineOperation({
  id: 'listOwnWaitlistEntries',
  method: 'GET',
  path: '/api/speaker-admin/waitlist-entries',
  summary: "The signed-in speaker's own waitlist entry (the one with their account's e-mail), or none",
  description: 'A speaker whose e-mail is not confirmed yet is refused (403 EMAIL_NOT_VERIFIED).',
  tag: 'waitlist',
  answers: { 200: z.array(ownWaitlistEntrySchema) },
});

/** GET /api/public/mail-sender: the address (and display name) every message of ours comes from. */
export const mailSenderSchema = z.object({ address: z.string(), name: z.string().nullable() });
export type MailSender = z.infer<typeof mailSenderSchema>;

const tag = 'waitlist';

export const joinWaitlistOperation = defineOperation({
  id: 'joinWaitlist',
  method: 'POST',
  path: '/api/public/waitlist',
  summary: 'Join the waitlist',
  tag,
  body: joinWaitlistSchema,
  answers: { 201: joinWaitlistResponseSchema },
  errors: [429],
});

export const getMailSender = defineOperation({
  id: 'getMailSender',
  method: 'GET',
  path: '/api/public/mail-sender',
  summary: 'The address (and name) our e-mail comes from, for a visitor to let it through',
  tag,
  answers: { 200: mailSenderSchema },
});
