/*
 * The paths of public operations called by code that must stay small: the server-rendered
 * attendee pages' script, and the web app's first download (which counts page views and draws the
 * logo). They live in a module of their own, without zod: the operations in feedback.ts,
 * free-tier.ts, analytics.ts, settings.ts and graphics.ts take their paths from here, and those
 * callers import only these strings (with operationUrl from operation.ts, which has no runtime
 * imports) instead of the operations' modules.
 */

export const SUBMIT_FEEDBACK_PATH = '/api/public/feedback';
export const FREE_PAGE_ANSWER_PATH = '/api/public/free-tier-feedback';
export const ANALYTICS_EVENTS_PATH = '/api/public/analytics-events';
export const ATTENDEE_GRAPHIC_PATH = '/api/public/feedback/{responseId}/graphic';
export const PUBLIC_SETTING_PATH = '/api/public/settings/{key}';
