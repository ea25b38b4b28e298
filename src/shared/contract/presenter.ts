import { z } from 'zod';

/**
 * GET /api/speaker-admin/events/{id}/live-count, and the data of each `count` message on the live
 * stream (GET …/live): how many answers the talk has, counted as the event page counts them.
 */
export const liveCountSchema = z.object({
  eventId: z.number().int(),
  responseCount: z.number().int(),
});
export type LiveCount = z.infer<typeof liveCountSchema>;

/**
 * The named messages of the live stream (text/event-stream): `count` carries a LiveCount (at once,
 * then whenever the number changes); `gone` says the talk no longer exists and `signed-out` that
 * the session ended, after which the server ends the stream and the page should not reconnect.
 */
export const LIVE_STREAM_EVENTS = { count: 'count', gone: 'gone', signedOut: 'signed-out' } as const;
