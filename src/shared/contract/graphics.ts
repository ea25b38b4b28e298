import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import { GRAPHIC_LAYOUTS } from '../domain/graphics';
import { idSchema } from './common';

const id = idSchema;

export const graphicIdParamsSchema = z.object({ graphicId: id });
export const idParamsSchema = z.object({ id });
export const eventIdParamsSchema = z.object({ eventId: id });
export const batchIdParamsSchema = z.object({ batchId: id });
export const responseIdParamsSchema = z.object({ responseId: id });

export const graphicLayoutSchema = z.enum(GRAPHIC_LAYOUTS, { message: `must be one of: ${GRAPHIC_LAYOUTS.join(', ')}` });

/** POST /api/speaker-admin/events/{id}/generate-graphics */
export const startGraphicsResponseSchema = z.object({ graphicId: z.number().int() });

/** The testimonial shown on a graphic, as the approval page reads it. */
export const graphicTestimonialSchema = z.object({
  testimonial: z.string(),
  attendeeName: z.string(),
  speakerName: z.string(),
  rating: z.number().int(),
});
export type GraphicTestimonial = z.infer<typeof graphicTestimonialSchema>;

/** GET /api/graphics-approval/{graphicId} */
export const graphicApprovalSchema = z.object({
  graphicId: z.number().int(),
  testimonial: graphicTestimonialSchema.extend({ attendeeRole: z.string() }),
  /** The talk: its title, status and date tell two talks at one event apart. */
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    talkTitle: z.string().nullable(),
    hashtag: z.string().nullable(),
    status: z.string(),
    eventDate: z.string(),
  }),
  speaker: z.object({ name: z.string(), email: z.string(), brandColorPrimary: z.string(), brandColorSecondary: z.string() }),
  existingGraphic: z.object({ imageUrl: z.string(), generatedAt: z.string() }).nullable(),
  /** 1-based position of this testimonial among the event's publishable testimonials. */
  testimonialPosition: z.number().int(),
  totalTestimonials: z.number().int(),
  navigation: z.object({ nextId: z.number().int().nullable(), eventId: z.number().int() }),
  layout: graphicLayoutSchema,
  /** The LinkedIn post text, ready to copy; null when the attendee opted out of social media. */
  linkedinPostText: z.string().nullable(),
  /** The public link to the PNG, or null when not shared (or revoked, or the attendee opted out of social media). */
  shareUrl: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The words the graphic quotes: the speaker's chosen excerpt or the default one. */
  quote: z.object({ text: z.string(), chosen: z.boolean(), maxLength: z.number().int() }),
});
export type GraphicApproval = z.infer<typeof graphicApprovalSchema>;

/** PUT /api/graphics-approval/{graphicId}/excerpt: the part of the testimonial the graphic quotes (null: the default). */
export const graphicExcerptBodySchema = z.object({
  excerpt: z.string({ message: 'must be text or null' }).max(2000, 'must be at most 2000 characters').nullable(),
});

/** POST /api/graphics-approval/{graphicId}/generate (body optional). */
export const generateGraphicBodySchema = z
  .object({ layout: graphicLayoutSchema.optional() })
  .nullish()
  .transform((v) => v ?? {});

export const generatedGraphicSchema = z.object({
  imageUrl: z.string(),
  testimonial: graphicTestimonialSchema,
  layout: graphicLayoutSchema,
});
export type GeneratedGraphic = z.infer<typeof generatedGraphicSchema>;

/** DELETE /api/graphics-approval/{id}/delete-testimonial */
export const deleteTestimonialResponseSchema = z.object({
  success: z.literal(true),
  /** The next testimonial's graphic, or null when this was the last one. */
  nextId: z.number().int().nullable(),
  eventId: z.number().int(),
});

/** POST / DELETE /api/graphics-approval/{id}/share */
export const shareLinkSchema = z.object({ shareUrl: z.string().nullable() });

export const BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** GET /api/graphic-batches/{batchId} */
export const graphicBatchSchema = z.object({
  batchId: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  /** Real progress, 0-100 (rendering, then the ZIP and the e-mail). */
  progress: z.number().int(),
  zipUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type GraphicBatch = z.infer<typeof graphicBatchSchema>;

/**
 * 202 from POST /api/speaker-admin/events/{id}/generate-all-graphics (generatedCount) and
 * POST /api/batch-generate-graphics/{eventId} (graphicsCount): the batch runs as a job; both counts
 * are how many graphics it makes. Poll statusUrl for progress.
 */
export const batchStartedSchema = z.object({
  batchId: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  generatedCount: z.number().int().optional(),
  graphicsCount: z.number().int().optional(),
  statusUrl: z.string(),
});
export type BatchStarted = z.infer<typeof batchStartedSchema>;

/** A testimonial in the owner's graphics list: id is the answer's id. */
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  speakerName: z.string(),
  rating: z.number().int(),
  testimonial: z.string(),
  attendeeName: z.string(),
  eventName: z.string(),
  imageUrl: z.string().optional(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const adminGeneratedSchema = z.object({
  imageUrl: z.string(),
  testimonial: adminTestimonialSchema,
});

export const adminBatchSummarySchema = z.object({
  summary: z.object({ successful: z.number().int(), failed: z.number().int() }),
});

export const adminApprovalSchema = z.object({
  id: z.number().int(),
  approvedAt: z.string(),
  approvedBy: z.string(),
});

const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** POST /api/generate-graphic: the demo graphic request (the page fills in DEMO_GRAPHIC_DEFAULTS for what is left blank). */
export const graphicRequestSchema = z.object({
  speakerName: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  threeWords: optionalText(100),
  rating: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(RATING_MIN, `must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `must be between ${RATING_MIN} and ${RATING_MAX}`)
    .optional(),
  attendeeName: optionalText(100),
  company: optionalText(100),
  eventHashtags: optionalText(200),
});

export const graphicUrlSchema = z.object({ url: z.string() });

/** POST /api/feedback/{responseId}/graphic: the attendee's own graphic. */
export const attendeeGraphicBodySchema = z.object({
  token: z.string({ message: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export const attendeeGraphicSchema = z.object({ imageUrl: z.string(), downloadUrl: z.string() });
export type AttendeeGraphic = z.infer<typeof attendeeGraphicSchema>;
