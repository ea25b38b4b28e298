// Helpers for the graphics API tests: a speaker with an event and attendees' answers, made
// through the same endpoints the product uses.
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import type { Database } from '../db/client';
import { createProfile, signUpSpeaker } from './harness';
import { LIMITS } from './limits';

export interface Answer {
  rating: number;
  testimonial?: string;
  name: string;
  email: string;
  jobRole?: string;
  publish?: boolean;
  /** Agrees to be contacted (a hot lead when rated 4-5). */
  contact?: boolean;
}

let slugCounter = 0;

export async function speakerWithProfile(app: FastifyInstance, database: Database, overrides: Record<string, unknown> = {}) {
  const speaker = await signUpSpeaker(app);
  slugCounter += 1;
  await createProfile(database, speaker.user, { slug: `maya-okafor-${slugCounter}-${speaker.user.id}`, ...overrides });
  return speaker;
}

export async function createOwnTalk(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie },
    payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', hashtag: 'GrowthSummit2026', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create event failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Posts an attendee's answer; returns the response id and (for a publishable answer) the graphic token. */
export async function answer(app: FastifyInstance, eventId: number, a: Answer): Promise<{ id: number; graphicToken?: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      presentationId: eventId,
      rating: a.rating,
      testimonial: a.testimonial ?? `${a.name} found it practical and inspiring.`,
      firstName: a.name,
      jobRole: a.jobRole ?? 'Head of Sales at Brightline',
      workEmail: a.email,
      publishConsent: a.publish ?? true,
      contactConsent: a.contact ?? false,
    },
  });
  if (res.statusCode !== 201) throw new Error(`feedback failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Three 4-5 star consented testimonials, one 2-star and one 5-star without consent. */
export const STANDARD_ANSWERS: Answer[] = [
  { rating: 5, name: 'Priya', email: 'priya@brightline.example', testimonial: 'Practical, funny and full of ideas I can use on Monday.' },
  { rating: 4, name: 'Tom', email: 'tom@northwind.example', testimonial: 'Clear structure and great stories.' },
  { rating: 2, name: 'Lee', email: 'lee@contoso.example', testimonial: 'Not for me, too basic.' },
  { rating: 5, name: 'Ana', email: 'ana@fabrikam.example', testimonial: 'Best session of the day.', publish: false },
  { rating: 5, name: 'Sam', email: 'sam@adatum.example', testimonial: 'Energising and useful from start to finish.' },
];

export function pngSize(bytes: Buffer): { width: number; height: number } {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height };
}

/** A real PNG of the given size, one colour. */
export function solidPng(width: number, height: number, rgba: [number, number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set(rgba, i);
  return PNG.sync.write(png);
}

export async function waitForBatch(app: FastifyInstance, cookie: string, batchId: number, timeoutMs = LIMITS.backgroundWorkMs) {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/speaker-admin/graphic-batches/${batchId}`, headers: { cookie } });
    const body = res.json();
    seen.push(body.progress);
    if (body.status === 'done' || body.status === 'failed') return { ...body, seen };
    if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// A testimonial far longer than a graphic can show legibly (the form allows 2,000 characters).
export const LONG =
  'The opening story about losing a client had the whole room silent. ' +
  'After that every section gave us something concrete: a follow-up template, a referral script and a checklist for the week after an event. ' +
  'Our sales team used the template the next morning and booked three calls before lunch, which never happens after a conference. ' +
  'She was funny and generous with her own mistakes. ' +
  'Honestly the best keynote of the conference by a distance, and the only one our leadership team is still quoting weeks later in planning meetings. ' +
  'I would book her again tomorrow for our own kick-off, and I already told two other event organisers in my network about her.';
/** A run of LONG's words a speaker picks for the graphic. */
export const CHOSEN = 'the best keynote of the conference by a distance';
