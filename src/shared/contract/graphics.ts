import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import { GRAPHIC_LAYOUTS } from '../domain/graphics';
import { idSchema, successSchema } from './common';
import { ATTENDEE_GRAPHIC_PATH } from './public-paths';
import { defineOperation } from './operation';
import { pageOf, pageQuerySchema } from './paging';

const id = idSchema;

export const graphicIdParamsSchema = z.object({ graphicId: id });
export const idParamsSchema = z.object({ id });
export const batchIdParamsSchema = z.object({ batchId: id });
export const responseIdParamsSchema = z.object({ responseId: id });

export const graphicLayoutSchema = z.enum(GRAPHIC_LAYOUTS, { message: `must be one of: ${GRAPHIC_LAYOUTS.join(', ')}` });

/** The first graphic of a talk to approve. */
export const startGraphicsResponseSchema = z.object({ graphicId: z.number().int() });

/** The testimonial shown on a graphic, as the approval page reads it. */
export const graphicTestimonialSchema = z.object({
  testimonial: z.string(),
  attendeeName: z.string(),
  speakerName: z.string(),
  rating: z.number().int(),
});
export type GraphicTestimonial = z.infer<typeof graphicTestimonialSchema>;

/** A graphic as its approval page shows it. */
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

/** The part of the testimonial the graphic quotes (null: the default). */
export const graphicExcerptBodySchema = z.object({
  excerpt: z.string({ message: 'must be text or null' }).max(2000, 'must be at most 2000 characters').nullable(),
});

/** A render's layout (the body is optional). */
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

/** What is left after a testimonial is removed. */
export const deleteTestimonialResponseSchema = z.object({
  success: z.literal(true),
  /** The next testimonial's graphic, or null when this was the last one. */
  nextId: z.number().int().nullable(),
  eventId: z.number().int(),
});

/** A graphic's public link, or null once withdrawn. */
export const shareLinkSchema = z.object({ shareUrl: z.string().nullable() });

export const BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A batch of graphics and its progress. */
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
 * 202 when a batch starts: it runs as a job; poll statusUrl for its progress. The two older
 * paths that start one also answer the total as generatedCount or graphicsCount.
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

/** The demo graphic request (the page fills in DEMO_GRAPHIC_DEFAULTS for what is left blank). */
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

/** The attendee's own graphic. */
export const attendeeGraphicBodySchema = z.object({
  token: z.string({ message: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export const attendeeGraphicSchema = z.object({ imageUrl: z.string(), downloadUrl: z.string() });
export type AttendeeGraphic = z.infer<typeof attendeeGraphicSchema>;

/** `?download=1` answers the image as an attachment; `v` is the render's version, so a cached copy is never stale. */
const graphicImageQuerySchema = z.object({ download: z.enum(['0', '1']).optional(), v: z.string().max(40).optional() });
const attendeeImageQuerySchema = graphicImageQuerySchema.extend({ token: z.string().min(1).max(200) });
const shareTokenParamsSchema = z.object({ token: z.string().max(200) });

const tag = 'graphics';
const png = (description: string) => ({ kind: 'file' as const, contentTypes: ['image/png'], description });

export const getFirstTalkGraphic = defineOperation({
  id: 'getFirstTalkGraphic',
  method: 'GET',
  path: '/api/speaker-admin/talks/{id}/first-graphic',
  summary: "The first of a talk's testimonial graphics offered for approval",
  description: 'Answers 400 when no attendee of the talk left a testimonial that may be shown.',
  tag,
  params: idParamsSchema,
  answers: { 200: startGraphicsResponseSchema },
  errors: [404],
});

export const createGraphicBatch = defineOperation({
  id: 'createGraphicBatch',
  method: 'POST',
  path: '/api/speaker-admin/talks/{id}/graphic-batches',
  summary: "Render all of a talk's testimonial graphics as a job, with a ZIP at the end",
  description: 'Poll `statusUrl` for its progress.',
  tag,
  params: idParamsSchema,
  answers: { 202: batchStartedSchema },
  errors: [404, 409],
});

export const getGraphicBatch = defineOperation({
  id: 'getGraphicBatch',
  method: 'GET',
  path: '/api/speaker-admin/graphic-batches/{batchId}',
  summary: 'The progress of a batch of graphics',
  tag,
  params: batchIdParamsSchema,
  answers: { 200: graphicBatchSchema },
  errors: [404],
});

export const getGraphicBatchZip = defineOperation({
  id: 'getGraphicBatchZip',
  method: 'GET',
  path: '/api/speaker-admin/graphic-batches/{batchId}/graphics.zip',
  summary: "A finished batch's graphics as one ZIP file",
  tag,
  params: batchIdParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: ['application/zip'], description: 'The graphics, one PNG each' } },
  errors: [404],
});

export const getGraphic = defineOperation({
  id: 'getGraphic',
  method: 'GET',
  path: '/api/speaker-admin/graphics/{graphicId}',
  summary: 'One testimonial graphic as the approval page shows it',
  tag,
  params: graphicIdParamsSchema,
  answers: { 200: graphicApprovalSchema },
  errors: [404],
});

export const createGraphicRender = defineOperation({
  id: 'createGraphicRender',
  method: 'POST',
  path: '/api/speaker-admin/graphics/{graphicId}/renders',
  summary: 'Render a testimonial graphic (in a layout of choice)',
  tag,
  params: graphicIdParamsSchema,
  body: generateGraphicBodySchema,
  answers: { 200: generatedGraphicSchema },
  errors: [404],
});

export const updateGraphicExcerpt = defineOperation({
  id: 'updateGraphicExcerpt',
  method: 'PUT',
  path: '/api/speaker-admin/graphics/{graphicId}/excerpt',
  summary: 'Choose the part of the testimonial a graphic quotes',
  tag,
  params: graphicIdParamsSchema,
  body: graphicExcerptBodySchema,
  answers: { 200: graphicApprovalSchema },
  errors: [404],
});

export const deleteGraphicTestimonial = defineOperation({
  id: 'deleteGraphicTestimonial',
  method: 'DELETE',
  path: '/api/speaker-admin/graphics/{graphicId}/testimonial',
  summary: 'Remove the testimonial behind a graphic, and the graphic with it',
  tag,
  params: graphicIdParamsSchema,
  answers: { 200: deleteTestimonialResponseSchema },
  errors: [404],
});

export const createGraphicPublicLink = defineOperation({
  id: 'createGraphicPublicLink',
  method: 'POST',
  path: '/api/speaker-admin/graphics/{graphicId}/public-link',
  summary: 'Make a public link to a rendered graphic, for posting elsewhere',
  tag,
  params: graphicIdParamsSchema,
  answers: { 200: shareLinkSchema },
  errors: [404, 409],
});

export const deleteGraphicPublicLink = defineOperation({
  id: 'deleteGraphicPublicLink',
  method: 'DELETE',
  path: '/api/speaker-admin/graphics/{graphicId}/public-link',
  summary: "Withdraw a graphic's public link",
  tag,
  params: graphicIdParamsSchema,
  answers: { 200: shareLinkSchema },
  errors: [404],
});

export const getGraphicImage = defineOperation({
  id: 'getGraphicImage',
  method: 'GET',
  path: '/api/account/graphics/{id}/image.png',
  summary: 'A rendered graphic, for its speaker or the owner',
  tag,
  params: idParamsSchema,
  query: graphicImageQuerySchema,
  answers: { 200: png('The graphic') },
  errors: [404],
});

export const getSharedGraphicImage = defineOperation({
  id: 'getSharedGraphicImage',
  method: 'GET',
  path: '/api/public/graphics/shared/{token}.png',
  summary: 'A graphic its speaker shared, by its public link',
  tag,
  params: shareTokenParamsSchema,
  query: graphicImageQuerySchema,
  answers: { 200: png('The graphic') },
  errors: [404],
});

/** The signed link a `graphic.created` webhook carries: the id, an expiry and its signature. */
export const webhookGraphicLinkQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(1e10),
  sig: z.string().max(100),
});

export const getWebhookGraphicImage = defineOperation({
  id: 'getWebhookGraphicImage',
  method: 'GET',
  path: '/api/public/webhook-graphics/{id}.png',
  summary: "A new graphic's image, by the signed link its webhook carried (valid for 7 days)",
  tag,
  params: idParamsSchema,
  query: webhookGraphicLinkQuerySchema,
  answers: { 200: png('The graphic') },
  errors: [404],
});

export const listTestimonialGraphics = defineOperation({
  id: 'listTestimonialGraphics',
  method: 'GET',
  path: '/api/admin/testimonial-graphics',
  summary: 'List the testimonials that may become graphics, across speakers',
  tag,
  answers: { 200: z.array(adminTestimonialSchema) },
});

export const createTestimonialGraphicRender = defineOperation({
  id: 'createTestimonialGraphicRender',
  method: 'POST',
  path: '/api/admin/testimonial-graphics/{id}/renders',
  summary: "Render one testimonial's graphic",
  tag,
  params: idParamsSchema,
  answers: { 200: adminGeneratedSchema },
  errors: [404],
});

export const createTestimonialGraphicRenders = defineOperation({
  id: 'createTestimonialGraphicRenders',
  method: 'POST',
  path: '/api/admin/testimonial-graphic-renders',
  summary: 'Render every testimonial graphic not rendered yet',
  tag,
  answers: { 200: adminBatchSummarySchema },
});

export const deleteTestimonialGraphic = defineOperation({
  id: 'deleteTestimonialGraphic',
  method: 'DELETE',
  path: '/api/admin/testimonial-graphics/{id}',
  summary: "Delete a testimonial's graphic",
  tag,
  params: idParamsSchema,
  answers: { 200: successSchema },
  errors: [404],
});

export const createTestimonialGraphicApproval = defineOperation({
  id: 'createTestimonialGraphicApproval',
  method: 'POST',
  path: '/api/admin/testimonial-graphics/{id}/approval',
  summary: "Approve a testimonial's graphic",
  tag,
  params: idParamsSchema,
  answers: { 200: adminApprovalSchema },
  errors: [404],
});

export const createDemoGraphic = defineOperation({
  id: 'createDemoGraphic',
  method: 'POST',
  path: '/api/public/demo-graphics',
  summary: 'Render a demo testimonial graphic from the details given',
  tag,
  body: graphicRequestSchema,
  answers: { 201: graphicUrlSchema },
  errors: [429],
});

export const createAttendeeGraphic = defineOperation({
  id: 'createAttendeeGraphic',
  method: 'POST',
  path: ATTENDEE_GRAPHIC_PATH,
  summary: "Render an attendee's own graphic of their answer",
  tag,
  params: responseIdParamsSchema,
  body: attendeeGraphicBodySchema,
  answers: { 200: attendeeGraphicSchema },
  errors: [404, 429],
});

export const getAttendeeGraphicImage = defineOperation({
  id: 'getAttendeeGraphicImage',
  method: 'GET',
  path: '/api/public/feedback/{responseId}/graphic.png',
  summary: "An attendee's own graphic, by the token of their answer",
  tag,
  params: responseIdParamsSchema,
  query: attendeeImageQuerySchema,
  answers: { 200: png('The graphic') },
  errors: [404],
});

/**
 * One of the speaker's testimonial graphics that has its image and is still offered (its answer is
 * a testimonial the graphics page shows: publication agreed, no testimonials opt-out, not removed).
 */
export const speakerGraphicSchema = z.object({
  id: z.number().int(),
  /** The answer it quotes. */
  responseId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  layout: z.enum(GRAPHIC_LAYOUTS),
  generatedAt: z.string(),
  /** The PNG, opening without a session for a week from this answer (a signed link, as webhooks carry). */
  imageUrl: z.string(),
  /** The public share page, when the speaker shared it and the attendee allows social media; else null. */
  shareUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type SpeakerGraphic = z.infer<typeof speakerGraphicSchema>;

export const listGraphics = defineOperation({
  id: 'listGraphics',
  method: 'GET',
  path: '/api/speaker-admin/graphics',
  summary: "List the speaker's testimonial graphics that have their image, newest change first",
  description:
    'A page, newest change first (by `updatedAt`, then `id`): `{ items, nextCursor, next }`, the next page also in the `Link` header (rel="next"); `updatedSince` keeps the graphics changed at or after that time.',
  tag,
  query: pageQuerySchema,
  answers: { 200: pageOf(speakerGraphicSchema) },
});
