/*
 * The paths the server-rendered attendee pages' script calls. They live in a module of their own,
 * without zod, because that script must stay small: the operations in feedback.ts, free-tier.ts,
 * analytics.ts and graphics.ts take their paths from here, and the script imports only these
 * strings (with operationUrl from operation.ts, which has no runtime imports).
 */

export const SUBMIT_FEEDBACK_PATH = '/api/public/feedback';
export const FREE_PAGE_ANSWER_PATH = '/api/public/free-tier-feedback';
export const ANALYTICS_EVENTS_PATH = '/api/public/analytics-events';
export const ATTENDEE_GRAPHIC_PATH = '/api/public/feedback/{responseId}/graphic';
