import { z } from 'zod';
import { successSchema } from './common';
import { ANALYTICS_EVENTS_PATH } from './public-paths';
import { defineOperation } from './operation';

const optionalLabel = z
  .string()
  .max(200, 'must be at most 200 characters')
  .nullish()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

const trackEventFields = {
  eventType: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(50, 'must be at most 50 characters')
    .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and underscores (e.g. page_view)'),
  pagePath: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters')
    .regex(/^\//, 'must be a path starting with /'),
  elementId: optionalLabel,
  elementLabel: optionalLabel,
};

/** POST /api/public/analytics-events. */
export const trackEventSchema = z.object(trackEventFields);
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** The same event with the snake_case names the first path (/api/analytics/track) takes. */
export const legacyTrackEventSchema = z.object({
  event_type: trackEventFields.eventType,
  page_path: trackEventFields.pagePath,
  element_id: trackEventFields.elementId,
  element_label: trackEventFields.elementLabel,
});

export const analyticsDashboardSchema = z.object({
  analytics: z.array(
    z.object({ elementLabel: z.string().nullable(), eventType: z.string(), pagePath: z.string(), count: z.number().int() }),
  ),
  summary: z.object({
    totalEvents: z.number().int(),
    pageViews: z.number().int(),
    buttonClicks: z.number().int(),
    cardClicks: z.number().int(),
  }),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const getAnalyticsDashboard = defineOperation({
  id: 'getAnalyticsDashboard',
  method: 'GET',
  path: '/api/admin/analytics/dashboard',
  summary: 'Count the tracked page views and clicks, by page and element',
  tag: 'analytics',
  answers: { 200: analyticsDashboardSchema },
});

/** The dashboard with the snake_case names the first path (/api/analytics/dashboard) answered. */
export const legacyAnalyticsDashboardSchema = z.object({
  analytics: z.array(
    z.object({ element_label: z.string().nullable(), event_type: z.string(), page_path: z.string(), count: z.number().int() }),
  ),
  summary: z.object({
    total_events: z.number().int(),
    page_views: z.number().int(),
    button_clicks: z.number().int(),
    card_clicks: z.number().int(),
  }),
});

export const trackAnalyticsEvent = defineOperation({
  id: 'trackAnalyticsEvent',
  method: 'POST',
  path: ANALYTICS_EVENTS_PATH,
  summary: 'Count one page view or click (the owner browsing is not counted)',
  tag: 'analytics',
  body: trackEventSchema,
  answers: { 201: successSchema },
  errors: [403, 429],
});

/** The days a visitor-funnel report may cover: a week to a year, a month unless asked. */
export const VISITOR_FUNNEL_DAYS = { min: 7, max: 365, default: 30 } as const;

export const visitorFunnelQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(VISITOR_FUNNEL_DAYS.min, `must be at least ${VISITOR_FUNNEL_DAYS.min}`)
    .max(VISITOR_FUNNEL_DAYS.max, `must be at most ${VISITOR_FUNNEL_DAYS.max}`)
    .default(VISITOR_FUNNEL_DAYS.default),
});

const views = z.number().int();

export const visitorFunnelSchema = z.object({
  /** The first and last UTC day counted, YYYY-MM-DD (today included). */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, days without a view included. */
  visitsByDay: z.array(z.object({ day: z.string(), views })),
  /** Referring sites, most views first; '' is no referrer (typed, bookmarked, or from this site). */
  referrers: z.array(z.object({ host: z.string(), views })),
  /** Campaign tags from the address (utm_source, utm_medium, utm_campaign); views without them are left out. */
  campaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), views })),
  /** The most viewed pages. */
  pages: z.array(z.object({ path: z.string(), views })),
  /** From views of the landing page to the rows people made, each counted by its created day in the range. */
  conversion: z.object({
    landingVisits: views,
    waitlistEntries: views,
    freePages: views,
    assessments: views,
    inquiries: views,
    speakerAccounts: views,
  }),
});
export type VisitorFunnel = z.infer<typeof visitorFunnelSchema>;

export const getVisitorFunnel = defineOperation({
  id: 'getVisitorFunnel',
  method: 'GET',
  path: '/api/admin/visitor-funnel',
  summary: 'Page views counted by the server over time, by referrer and campaign, and how landing-page visits became sign-ups',
  tag: 'analytics',
  query: visitorFunnelQuerySchema,
  answers: { 200: visitorFunnelSchema },
});
