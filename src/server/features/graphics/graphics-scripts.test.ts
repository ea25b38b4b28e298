import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphics } from '../../db/schema';
import { layoutGraphic } from '../../graphics/renderer';
import { createTestApp, type TestContext } from '../../test/harness';
import { answer, createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// Issue 28: attendees' words in any script are drawn, or the graphic is refused, naming what cannot be.
let t: TestContext;
let owner: { cookie: string; user: { id: number; email: string } };
let eventId: number;

const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const ARABIC = 'كانت المحاضرة رائعة ومليئة بالأفكار العملية التي سأستخدمها يوم الاثنين';

beforeAll(async () => {
  t = await createTestApp();
  owner = await speakerWithProfile(t.app, t.database);
  eventId = await createOwnTalk(t.app, owner.cookie);
});
afterAll(async () => {
  await t.close();
});

async function attendeePng(a: { id: number; graphicToken?: string }): Promise<PNG> {
  const made = await post(`/api/public/feedback/${a.id}/graphic`, undefined, { token: a.graphicToken });
  expect(made.statusCode).toBe(200);
  const image = await t.app.inject({ method: 'GET', url: made.json().imageUrl });
  expect(image.statusCode).toBe(200);
  return PNG.sync.read(image.rawPayload);
}

describe("the attendee's own graphic in Arabic", () => {
  it('draws the Arabic words, where the same answer with its letters removed draws none', async () => {
    // Two attendees named أحمد, an engineer (مهندس), one of them with the quote's letters removed.
    const ahmed = (email: string, testimonial: string) =>
      answer(t.app, eventId, { rating: 5, name: 'أحمد', email, jobRole: 'مهندس', testimonial });
    const words = await ahmed('ahmed@example.com', ARABIC);
    const bare = await ahmed('ahmed2@example.com', `${ARABIC.replace(/\p{L}/gu, '')}!`);
    expect(words.graphicToken).toBeDefined();
    const a = await attendeePng(words);
    const b = await attendeePng(bare);
    const { quoteBox } = layoutGraphic({ layout: 'classic', quote: ARABIC, rating: 5, attendeeName: 'أحمد', speakerName: 'Maya Okafor' });
    let differing = 0;
    for (let y = quoteBox.top; y < quoteBox.top + quoteBox.height; y += 1) {
      for (let x = quoteBox.left; x < quoteBox.left + quoteBox.width; x += 1) {
        const i = (y * 1080 + x) * 4;
        if (Math.abs(a.data[i]! - b.data[i]!) > 60) differing += 1;
      }
    }
    expect(differing).toBeGreaterThan(5_000);
  });
});

describe('words no font draws', () => {
  it('are not offered as the attendee’s graphic, and the speaker’s graphic is refused with a 422 naming the characters and the answer', async () => {
    const saved = await answer(t.app, eventId, {
      rating: 5,
      name: 'Lena',
      email: 'lena@example.com',
      testimonial: 'Loved it \ue000 truly',
    });
    expect(saved.graphicToken).toBeUndefined();
    expect((await post(`/api/speaker-admin/events/${eventId}/generate-graphics`, owner.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.responseId, saved.id));
    const res = await post(`/api/graphics-approval/${row!.id}/generate`, owner.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UNDRAWABLE_TEXT');
    expect(res.json().message).toContain(`answer #${saved.id}`);
    expect(res.json().message).toContain('U+E000');
    expect(res.json().message).toContain('testimonial');
    const [after] = await t.database.db.select().from(graphics).where(eq(graphics.id, row!.id));
    expect(after!.status).toBe('failed');
    expect(after!.fileId).toBeNull();
    expect(after!.error).toContain('U+E000');
  });
});
