import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIC_EXCERPT_MAX_LENGTH } from '../../../shared/domain/graphics';
import { graphics } from '../../db/schema';
import { renderTestimonialGraphic, type GraphicInput } from '../../graphics/renderer';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { answer, CHOSEN, createOwnTalk, LONG, speakerWithProfile } from '../../test/graphics-fixtures';

let t: TestContext;
let owner: { cookie: string; user: { id: number; email: string } };
let other: { cookie: string };
let adminCookie: string;
let graphicId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** What the speaker's graphic looks like with a given quote: everything else as the API draws it. */
const expected = (quote: string): Promise<Buffer> =>
  renderTestimonialGraphic({
    layout: 'classic',
    quote,
    rating: 5,
    attendeeName: 'Priya',
    attendeeDetail: 'Head of Sales at Brightline',
    speakerName: 'Maya Okafor',
    talkTitle: 'Stories That Sell',
    hashtag: 'GrowthSummit2026',
    brandColorPrimary: '#2563eb',
    brandColorSecondary: '#1e40af',
    logo: null,
  } satisfies GraphicInput);

function differingPixels(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  return pixelmatch(x.data, y.data, undefined, 1080, 1080, { threshold: 0.1 });
}

async function currentPng(): Promise<Buffer> {
  const page = (await call('GET', `/api/graphics-approval/${graphicId}`, owner.cookie)).json();
  const image = await call('GET', page.existingGraphic.imageUrl, owner.cookie);
  expect(image.statusCode).toBe(200);
  return image.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  owner = await speakerWithProfile(t.app, t.database);
  other = await speakerWithProfile(t.app, t.database);
  const eventId = await createOwnTalk(t.app, owner.cookie);
  await answer(t.app, eventId, { rating: 5, name: 'Priya', email: 'priya@brightline.example', testimonial: LONG });
  graphicId = (await call('POST', `/api/speaker-admin/events/${eventId}/generate-graphics`, owner.cookie)).json().graphicId;
});
afterAll(async () => {
  await t.close();
});

describe('the quote on a graphic of a long testimonial', () => {
  it('by default is the first sentences, short enough to read, not the whole 600 characters', async () => {
    expect(LONG.length).toBeGreaterThan(500);
    const page = (await call('GET', `/api/graphics-approval/${graphicId}`, owner.cookie)).json();
    expect(page.quote.chosen).toBe(false);
    expect(page.quote.maxLength).toBe(GRAPHIC_EXCERPT_MAX_LENGTH);
    expect(page.quote.text.length).toBeLessThanOrEqual(GRAPHIC_EXCERPT_MAX_LENGTH + 1);
    expect(page.quote.text).toMatch(/^The opening story about losing a client had the whole room silent\. After that .*\.…$/);
    expect((await call('POST', `/api/graphics-approval/${graphicId}/generate`, owner.cookie)).statusCode).toBe(200);
    expect(differingPixels(await currentPng(), await expected(page.quote.text))).toBeLessThan(1080 * 1080 * 0.001);
  });

  it('is the excerpt the speaker chose: the PNG shows it (with ellipses for the words left out), and it needs approving again', async () => {
    expect((await call('POST', `/api/admin/testimonial-graphics/${graphicId}/approval`, adminCookie)).statusCode).toBe(200);
    const res = await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, {
      excerpt: `  ${CHOSEN.replace(/ /g, '  ')} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote).toEqual({ text: `…${CHOSEN}…`, chosen: true, maxLength: GRAPHIC_EXCERPT_MAX_LENGTH });
    expect(res.json().approvedAt).toBeNull();
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    expect(row!.excerpt).toBe(CHOSEN);

    const png = await currentPng();
    expect(differingPixels(png, await expected(`…${CHOSEN}…`))).toBeLessThan(1080 * 1080 * 0.001);
    expect(differingPixels(png, await expected(res.json().quote.text.replace(/…/g, '')))).toBeGreaterThan(1080 * 1080 * 0.001);

    // Back to the default.
    const reset = await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, { excerpt: null });
    expect(reset.json().quote.chosen).toBe(false);
    expect(differingPixels(await currentPng(), await expected(reset.json().quote.text))).toBeLessThan(1080 * 1080 * 0.001);
  });

  it('refuses words the attendee did not write and an excerpt too long to read, naming the field; nothing changes', async () => {
    await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, { excerpt: CHOSEN });
    for (const [excerpt, message] of [
      ['the best keynote I have ever seen', "must be the attendee's own words, copied from the testimonial"],
      [
        LONG.slice(0, GRAPHIC_EXCERPT_MAX_LENGTH + 20),
        `must be at most ${GRAPHIC_EXCERPT_MAX_LENGTH} characters so it stays readable on the graphic`,
      ],
      ['…', 'must contain some of the testimonial'],
      [42, 'must be text or null'],
    ] as const) {
      const res = await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, { excerpt });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([expect.objectContaining({ field: 'excerpt', message })]);
    }
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    expect(row!.excerpt).toBe(CHOSEN);
  });

  it('only its speaker may choose it: 401 anonymous, 404 another speaker, 403 the admin', async () => {
    const body = { excerpt: 'She was funny and generous with her own mistakes.' };
    expect((await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, other.cookie, body)).statusCode).toBe(404);
    expect((await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, adminCookie, body)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    expect(row!.excerpt).toBe(CHOSEN);
  });
});
