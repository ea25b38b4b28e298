import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotedTestimonial } from '../../../shared/domain/graphics';
import { createTestApp, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { answer, CHOSEN, createOwnTalk, LONG, speakerWithProfile } from '../../test/graphics-fixtures';

// Words of the testimonial outside the excerpt: once it is chosen, no quote carries them.
const LEFT_OUT = 'booked three calls before lunch';

let t: TestContext;
let owner: { cookie: string; user: { id: number; email: string } };
let eventId: number;
let graphicId: number;
const slug = 'excerpt-speaker';

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return flat((await extractText(pdf, { mergePages: true })).text);
}

/** Every place the testimonial is quoted outside its graphic, as text. */
async function everyQuote(): Promise<Record<string, string>> {
  const report = `/api/speaker-admin/talks/${eventId}/organizer-report/preview`;
  const [page, pdf, proof, wall, wallJson, graphicPage] = await Promise.all([
    call('GET', report, owner.cookie),
    call('GET', `${report}.pdf`, owner.cookie),
    call('GET', `/s/${slug}`),
    call('GET', `/embed/wall/${slug}`),
    call('GET', `/api/public/speakers/${slug}/testimonials`),
    call('GET', `/api/speaker-admin/graphics/${graphicId}`, owner.cookie),
  ]);
  for (const res of [page, pdf, proof, wall, wallJson, graphicPage]) expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return {
    reportPage: flat(page.body),
    reportPdf: await pdfText(pdf.rawPayload),
    proofPage: flat(proof.body),
    wallFrame: flat(wall.body),
    wallJson: wallJson.json().testimonials[0].quote,
    linkedinPost: graphicPage.json().linkedinPostText,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await speakerWithProfile(t.app, t.database, { slug });
  eventId = await createOwnTalk(t.app, owner.cookie);
  await answer(t.app, eventId, { rating: 5, name: 'Priya', email: 'priya@brightline.example', testimonial: LONG });
  graphicId = (
    await t.app.inject({ method: 'POST', url: `/api/speaker-admin/events/${eventId}/generate-graphics`, headers: { cookie: owner.cookie } })
  ).json().graphicId;
  expect((await call('PUT', '/api/speaker-admin/proof-page', owner.cookie, { published: true, testimonials: [] })).statusCode).toBe(200);
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('the excerpt a speaker chose for a graphic', () => {
  it('is the whole testimonial everywhere while none is chosen (only the graphic itself shortens it)', async () => {
    const quotes = await everyQuote();
    for (const [where, text] of Object.entries(quotes)) expect(text, where).toContain(LONG);
  });

  it('is what the report page and PDF, the proof page, the wall and the LinkedIn post quote once chosen, with ellipses where words were left out', async () => {
    expect((await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, { excerpt: CHOSEN })).statusCode).toBe(200);
    const quotes = await everyQuote();
    expect(quotes.wallJson).toBe(`…${CHOSEN}…`);
    expect(quotes.linkedinPost).toContain(`"…${CHOSEN}…"`);
    for (const [where, text] of Object.entries(quotes)) {
      expect(text, where).toContain(`…${CHOSEN}…`);
      expect(text, where).not.toContain(LEFT_OUT);
    }
  });

  it('goes back to the whole testimonial when the speaker resets it', async () => {
    expect((await call('PUT', `/api/speaker-admin/graphics/${graphicId}/excerpt`, owner.cookie, { excerpt: null })).statusCode).toBe(200);
    const quotes = await everyQuote();
    for (const [where, text] of Object.entries(quotes)) expect(text, where).toContain(LONG);
  });
});

describe('quotedTestimonial', () => {
  it('marks only the ends that were cut, and ignores an excerpt that is not the attendee’s words', () => {
    expect(quotedTestimonial(LONG, 'The opening story about losing a client')).toBe('The opening story about losing a client…');
    expect(quotedTestimonial('  Short and sweet.  ', null)).toBe('Short and sweet.');
    expect(quotedTestimonial(LONG, 'words she never wrote')).toBe(LONG);
  });
});
