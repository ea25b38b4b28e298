import { z } from 'zod';
import { ID_MAX } from './common';
import { defineOperation } from './operation';

/** How many testimonials the public page, the wall and its JSON show at most (the first in the speaker's order). */
export const PROOF_PAGE_MAX_TESTIMONIALS = 100;
/** How many testimonials one curation save may list. */
const CURATION_MAX_ITEMS = 2000;

/**
 * One testimonial as the public sees it: the words, the stars, who said it as far as their consent
 * allows (null: not shown), and the talk whose feedback form it was given on.
 */
export const publicTestimonialSchema = z.object({
  quote: z.string(),
  rating: z.number().int(),
  firstName: z.string().nullable(),
  role: z.string().nullable(),
  company: z.string().nullable(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  /** The talk's date, YYYY-MM-DD. */
  eventDate: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

export const publicSpeakerSchema = z.object({
  name: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  /** Absolute URL of the speaker's uploaded logo or photo. */
  logoUrl: z.string().nullable(),
  brandColorPrimary: z.string(),
  brandColorSecondary: z.string(),
  /** The public proof page, {PUBLIC_URL}/s/{slug}. */
  pageUrl: z.string(),
});

/** GET /api/public/speakers/{slug}/testimonials: what the proof page shows, for the embeddable wall. */
export const publicProofSchema = z.object({
  speaker: publicSpeakerSchema,
  /** Every answer the speaker's talks received, and how many talks received one. */
  totals: z.object({ answers: z.number().int(), talks: z.number().int() }),
  testimonials: z.array(publicTestimonialSchema),
});
export type PublicProof = z.infer<typeof publicProofSchema>;

export const proofSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9-]+$/, 'must be a speaker slug (lower-case letters, digits and hyphens)'),
});

/** A testimonial on the speaker's curation list: the public view plus its answer id and whether it is hidden. */
export const curatedTestimonialSchema = publicTestimonialSchema.extend({
  responseId: z.number().int(),
  hidden: z.boolean(),
});
export type CuratedTestimonial = z.infer<typeof curatedTestimonialSchema>;

/** GET/PUT /api/speaker-admin/proof-page: the switch, the order, what is hidden, and the addresses to share. */
export const proofPageSettingsSchema = z.object({
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  slug: z.string(),
  pageUrl: z.string(),
  wallScriptUrl: z.string(),
  /** The one script tag (with its fallback link) that renders the wall on another site. */
  scriptSnippet: z.string(),
  /** The iframe variant, for sites that take no scripts. */
  iframeSnippet: z.string(),
  bio: z.string().nullable(),
  totals: z.object({ answers: z.number().int(), talks: z.number().int() }),
  /** Every testimonial the page may show, in the page's order; hidden ones included. */
  testimonials: z.array(curatedTestimonialSchema),
  maxShown: z.number().int(),
});
export type ProofPageSettings = z.infer<typeof proofPageSettingsSchema>;

export const saveProofPageSchema = z.object({
  published: z.boolean({ message: 'must be true or false' }),
  /** The testimonials in the order the page shows them, each shown or hidden. Ones not listed keep their place. */
  testimonials: z
    .array(
      z.object({
        responseId: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(ID_MAX),
        hidden: z.boolean({ message: 'must be true or false' }),
      }),
    )
    .max(CURATION_MAX_ITEMS, `must list at most ${CURATION_MAX_ITEMS} testimonials`)
    .refine((items) => new Set(items.map((i) => i.responseId)).size === items.length, 'must list each testimonial once'),
});
export type SaveProofPage = z.infer<typeof saveProofPageSchema>;

export const getProofPage = defineOperation({
  id: 'getProofPage',
  method: 'GET',
  path: '/api/speaker-admin/proof-page',
  summary: "The speaker's proof page: whether it is published, its testimonials in order, and the snippets to embed it",
  tag: 'proof-page',
  answers: { 200: proofPageSettingsSchema },
});

export const updateProofPage = defineOperation({
  id: 'updateProofPage',
  method: 'PUT',
  path: '/api/speaker-admin/proof-page',
  summary: "Publish or withdraw the speaker's proof page, and order or hide its testimonials",
  tag: 'proof-page',
  body: saveProofPageSchema,
  answers: { 200: proofPageSettingsSchema },
});

export const getPublicTestimonials = defineOperation({
  id: 'getPublicTestimonials',
  method: 'GET',
  path: '/api/public/speakers/{slug}/testimonials',
  summary: "A speaker's published testimonials, as the proof page shows them (readable from any site)",
  tag: 'proof-page',
  params: proofSlugParamsSchema,
  answers: { 200: publicProofSchema },
  errors: [404],
});
