import { z } from 'zod';
import { SENIORITY_LEVELS } from '../domain/seniority';
import { idSchema } from './common';
import { defineOperation } from './operation';

const count = z.number().int();

/** Answers per star rating, 1 star first: `[n1, n2, n3, n4, n5]`. */
export const ratingDistributionSchema = z.tuple([count, count, count, count, count]);
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** Which talk a row of the insights is about, and how many answers it has. */
const talkHeadSchema = z.object({
  id: z.number().int(),
  /** The talk's title (its event's name when it has none). */
  title: z.string(),
  eventName: z.string(),
  /** When the talk was given (ISO 8601). */
  date: z.string(),
  /** Every stored answer, as the talk's page counts them. */
  responses: count,
});

/** A talk's ratings: the average (one decimal; null under 10 answers, as the organizer's report) and the bars. */
const ratingsOfTalkSchema = z.object({
  average: z.number().nullable(),
  distribution: ratingDistributionSchema,
});

/** One talk's numbers on the trend across talks. */
export const talkInsightSchema = talkHeadSchema.extend({
  ...ratingsOfTalkSchema.shape,
  /** Responses as a rounded percentage of the expected audience; null when no audience size is set. */
  responseRate: count.nullable(),
  /** Hot leads (4-5 stars, everyone) as a rounded percentage of the answers; null without answers. */
  hotLeadShare: count.nullable(),
});
export type TalkInsight = z.infer<typeof talkInsightSchema>;

/** GET /api/speaker-admin/insights: the numbers behind the trend chart, oldest talk first. */
export const insightsSchema = z.object({ talks: z.array(talkInsightSchema) });
export type Insights = z.infer<typeof insightsSchema>;

export const seniorityCountSchema = z.object({ level: z.enum(SENIORITY_LEVELS), count });

/** One talk's audience: who answered, as far as they share their details. */
export const talkAudienceSchema = talkHeadSchema.extend({
  /**
   * The answers whose role and company may be shown: all but those whose attendee opted out of data
   * sharing (decision 025), which count in `responses` and in no breakdown below.
   */
  described: count,
  /** Of `described`, per seniority level read from the job title, every level in order (decision 078). */
  seniority: z.array(seniorityCountSchema),
  /** Of `described`, per role in the top-level `roles` list, in its order. */
  roles: z.array(z.object({ role: z.string(), count })),
  /** Described answers with a role outside the listed ones. */
  otherRoles: count,
  /** Per company in the top-level `companies` list, in its order. */
  companies: z.array(z.object({ domain: z.string(), count })),
  /** Described answers from a work domain outside the listed companies (personal mailboxes are in no company). */
  otherCompanies: count,
});
export type TalkAudience = z.infer<typeof talkAudienceSchema>;

/** GET /api/speaker-admin/insights/audiences: roles, companies and seniority per talk, oldest talk first. */
export const audienceInsightsSchema = z.object({
  /** The roles most answers gave across all talks (at most 6), most first. */
  roles: z.array(z.string()),
  /** The companies most answers came from across all talks (at most 6), most first. */
  companies: z.array(z.object({ company: z.string(), domain: z.string() })),
  talks: z.array(talkAudienceSchema),
});
export type AudienceInsights = z.infer<typeof audienceInsightsSchema>;

/** GET /api/speaker-admin/talks/{id}/ratings: one talk's rating bars. */
export const talkRatingsSchema = ratingsOfTalkSchema.extend({ responses: count });
export type TalkRatings = z.infer<typeof talkRatingsSchema>;

const tag = 'insights';

export const getInsights = defineOperation({
  id: 'getInsights',
  method: 'GET',
  path: '/api/speaker-admin/insights',
  summary: "The trend across the speaker's talks: per talk its answers, average, response rate, hot-lead share and ratings",
  description:
    'Oldest talk first. The average is null under 10 answers, the response rate null without an expected audience. Part of PRO (deeper audience insights).',
  tag,
  answers: { 200: insightsSchema },
});

export const getAudienceInsights = defineOperation({
  id: 'getAudienceInsights',
  method: 'GET',
  path: '/api/speaker-admin/insights/audiences',
  summary: 'Who each talk reached: seniority from job titles, the top roles and companies, per talk',
  description:
    'Oldest talk first. An answer whose attendee opted out of data sharing is counted in `responses` and left out of every breakdown. Part of PRO (deeper audience insights).',
  tag,
  answers: { 200: audienceInsightsSchema },
});

export const getTalkRatings = defineOperation({
  id: 'getTalkRatings',
  method: 'GET',
  path: '/api/speaker-admin/talks/{id}/ratings',
  summary: "One talk's answers per star rating, and its average from 10 answers",
  tag,
  params: z.object({ id: idSchema }),
  answers: { 200: talkRatingsSchema },
  errors: [404],
});
