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
