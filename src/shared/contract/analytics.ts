import { z } from 'zod';

const optionalLabel = z
  .string()
  .max(200, 'must be at most 200 characters')
  .nullish()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

export const trackEventSchema = z.object({
  event_type: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(50, 'must be at most 50 characters')
    .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and underscores (e.g. page_view)'),
  page_path: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters')
    .regex(/^\//, 'must be a path starting with /'),
  element_id: optionalLabel,
  element_label: optionalLabel,
});

export const analyticsSummarySchema = z.object({
  total_events: z.number().int(),
  page_views: z.number().int(),
  button_clicks: z.number().int(),
  card_clicks: z.number().int(),
});

export const analyticsRowSchema = z.object({
  element_label: z.string().nullable(),
  event_type: z.string(),
  page_path: z.string(),
  count: z.number().int(),
});

export const analyticsDashboardSchema = z.object({
  analytics: z.array(analyticsRowSchema),
  summary: analyticsSummarySchema,
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
