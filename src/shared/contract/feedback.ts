import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import { emailSchema } from './auth';
import { ID_MAX } from './common';
import { DIGITAL_GIFT_TYPES } from './profile';

const requiredText = (max: number) =>
  z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** POST /api/feedback: one attendee's answers about one presentation (event). */
export const submitFeedbackSchema = z.object({
  presentationId: z.number({ message: 'is required' }).int('must be a whole number').positive('must be positive').max(ID_MAX, `must be at most ${ID_MAX}`),
  /** Sent by older clients; ignored: the presentation decides the speaker. */
  speakerId: z.unknown().optional(),
  rating: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .min(RATING_MIN, `must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `must be between ${RATING_MIN} and ${RATING_MAX}`),
  testimonial: requiredText(2000),
  firstName: requiredText(100),
  jobRole: requiredText(150),
  workEmail: emailSchema,
  businessInquiry: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim())),
  /** Agrees to be contacted by the speaker about the talk's follow-up. */
  contactConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  /** Agrees that the testimonial may be published (graphics, social posts). */
  publishConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
});
export type SubmitFeedback = z.input<typeof submitFeedbackSchema>;

export const giftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  accessCode: z.string().nullable(),
  type: z.enum(DIGITAL_GIFT_TYPES),
});
export type Gift = z.infer<typeof giftSchema>;

export const submitFeedbackResponseSchema = z.object({
  id: z.number().int(),
  /** True when this e-mail had already answered for this presentation and the answer was replaced. */
  updated: z.boolean(),
  gift: giftSchema.nullable(),
  /**
   * Present for a 4-5 star answer with consent to publish: the capability to fetch the attendee's own
   * testimonial graphic (POST /api/feedback/{id}/graphic).
   */
  graphicToken: z.string().optional(),
});
export type SubmitFeedbackResponse = z.infer<typeof submitFeedbackResponseSchema>;

/** GET /api/presentations/{id}: public, what the attendee's page needs. */
export const presentationSchema = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  title: z.string(),
  eventName: z.string(),
  hashtag: z.string().nullable(),
  speakerName: z.string(),
  speakerSlug: z.string(),
  logoUrl: z.string().nullable(),
  brandColorPrimary: z.string(),
  brandColorSecondary: z.string(),
  /** Title of the gift the attendee receives after answering, if the speaker set one. */
  giftTitle: z.string().nullable(),
});
export type Presentation = z.infer<typeof presentationSchema>;

/** GET /api/feedback (the signed-in speaker's own), newest first. */
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  presentationId: z.number().int(),
  rating: z.number().int(),
  testimonial: z.string(),
  /** Null unless the attendee agreed to be contacted. */
  firstName: z.string().nullable(),
  jobRole: z.string(),
  /** Null unless the attendee agreed to be contacted. */
  workEmail: z.string().nullable(),
  businessInquiry: z.string().nullable(),
  createdAt: z.string(),
});
