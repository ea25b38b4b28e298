import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';

/**
 * GET /api/speaker-admin/talks/{id}/live-count, and the data of each `count` message on the live
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

const tag = 'presenter';
const talkPath = '/api/speaker-admin/talks/{id}' as const;
const talkParams = z.object({ id: idSchema });

export const getTalkLiveCount = defineOperation({
  id: 'getTalkLiveCount',
  method: 'GET',
  path: `${talkPath}/live-count`,
  summary: "A talk's answer count now, for networks whose proxies hold the live stream back",
  tag,
  params: talkParams,
  answers: { 200: liveCountSchema },
  errors: [404],
});

export const streamTalkLiveCount = defineOperation({
  id: 'streamTalkLiveCount',
  method: 'GET',
  path: `${talkPath}/live`,
  summary: "A talk's answer count as a live stream of server-sent events",
  description:
    'text/event-stream: a `count` message ({ eventId, responseCount }) at once and whenever the number changes, ' +
    'a comment line every 15 s, `gone` when the talk is deleted and `signed-out` when the session ends.',
  tag,
  params: talkParams,
  answers: { 200: { kind: 'file', contentTypes: ['text/event-stream'], description: 'The live count, as server-sent events' } },
  errors: [404, 429],
});

export const getTalkSlidePng = defineOperation({
  id: 'getTalkSlidePng',
  method: 'GET',
  path: `${talkPath}/slide.png`,
  summary: "The talk's closing slide (QR code and feedback link) as a PNG download",
  tag,
  params: talkParams,
  answers: { 200: { kind: 'file', contentTypes: ['image/png'], description: 'The closing slide' } },
  errors: [404, 429],
});

export const getTalkSlidePdf = defineOperation({
  id: 'getTalkSlidePdf',
  method: 'GET',
  path: `${talkPath}/slide.pdf`,
  summary: "The talk's closing slide (QR code and feedback link) as a PDF download",
  tag,
  params: talkParams,
  answers: { 200: { kind: 'file', contentTypes: ['application/pdf'], description: 'The closing slide' } },
  errors: [404, 429],
});
