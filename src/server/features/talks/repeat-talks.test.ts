import { and, eq, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, responses } from '../../db/schema';
import { queryRows } from '../../db/client';
import { daysFromNow } from '../../test/dates';
import { endTrial, createTestApp, type TestContext } from '../../test/harness';
import { answer, speakerWithProfile } from '../../test/graphics-fixtures';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { TALK_IMPORT_MAX_CHARS, TALK_IMPORT_MAX_ROWS } from '../../../shared/domain/constants';
import { ON_COPY } from './service';

// Talks that repeat: duplicating one, importing a file of them, and a gift of a talk's own.
let smtp: TestSmtpServer;
let t: TestContext;
let maya: Awaited<ReturnType<typeof speakerWithProfile>>;
let omar: Awaited<ReturnType<typeof speakerWithProfile>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'SpeakerPro <no-reply@speakerpro.test>' });
  maya = await speakerWithProfile(t.app, t.database, {
    digitalGiftTitle: 'Hybrid Team Checklist',
    digitalGiftUrl: 'https://maya.example/checklist.pdf',
    digitalGiftAccessCode: 'TEAM25',
  });
  omar = await speakerWithProfile(t.app, t.database, { firstName: 'Omar' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const SETTINGS = {
  eventName: 'Future of Work Summit',
  talkTitle: 'Leading Hybrid Teams',
  venue: 'ExCeL London',
  client: 'Brightline',
  hashtag: '#FOW26',
  eventDate: daysFromNow(-3),
  expectedAudienceSize: 180,
  askTakeaway: false,
  askBooking: true,
  language: 'de',
  timeZone: 'Europe/Berlin',
  gift: {
    title: 'Summit Slides',
    description: 'Every slide from the summit talk.',
    url: 'https://maya.example/summit-slides',
    accessCode: 'FOW',
    type: 'external_link',
  },
};

async function newTalk(body: object = {}, cookie = maya.cookie) {
  const res = await call('POST', '/api/speaker-admin/talks', cookie, { ...SETTINGS, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const storedTalk = async (id: number) => (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;

describe('POST /api/speaker-admin/talks/{id}/copies', () => {
  it('places every column of the events table: copied, given or new', async () => {
    const inDatabase = await queryRows<{ column_name: string }>(
      t.database.db,
      sql`select column_name from information_schema.columns where table_name = 'events' and table_schema = current_schema()`,
    );
    const columns = getTableColumns(events);
    const placed = Object.keys(ON_COPY).map((key) => columns[key as keyof typeof columns].name);
    expect(placed.sort()).toEqual(inDatabase.map((c) => c.column_name).sort());
  });

  it('makes a new talk with the same title, settings and gift, its own link and code, no answers, upcoming, dated today', async () => {
    const original = await newTalk({ status: 'completed' });
    await answer(t.app, original.id, { rating: 5, name: 'Ada', email: 'ada@attendee.example' });
    const res = await call('POST', `/api/speaker-admin/talks/${original.id}/copies`, maya.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.shortCode).not.toBe(original.shortCode);
    expect(copy.feedbackUrl).not.toBe(original.feedbackUrl);
    expect(copy).toMatchObject({ responseCount: 0, status: 'upcoming', eventName: SETTINGS.eventName, gift: SETTINGS.gift });
    expect(copy.eventDate.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    const [before, after] = [await storedTalk(original.id), await storedTalk(copy.id)];
    for (const [column, rule] of Object.entries(ON_COPY)) {
      const key = column as keyof typeof before;
      if (rule === 'copied') expect(after[key], column).toEqual(before[key]);
    }
    expect(before.status).toBe('completed');
    const answers = await t.database.db.select().from(responses).where(eq(responses.eventId, copy.id));
    expect(answers).toHaveLength(0);
    // The original keeps its answer.
    expect((await t.database.db.select().from(responses).where(eq(responses.eventId, original.id))).length).toBe(1);
  });

  it('takes a new event name and date; a bad date is a 400 naming eventDate', async () => {
    const original = await newTalk();
    const day = daysFromNow(30);
    const res = await call('POST', `/api/speaker-admin/events/${original.id}/copies`, maya.cookie, {
      eventName: 'HR Tech Europe',
      eventDate: day,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ eventName: 'HR Tech Europe', talkTitle: 'Leading Hybrid Teams', eventDate: `${day}T00:00:00.000Z` });

    for (const eventDate of ['next Tuesday', daysFromNow(-400)]) {
      const bad = await call('POST', `/api/speaker-admin/talks/${original.id}/copies`, maya.cookie, { eventDate });
      expect(bad.statusCode, eventDate).toBe(400);
      expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toContain('eventDate');
    }
    const blank = await call('POST', `/api/speaker-admin/talks/${original.id}/copies`, maya.cookie, { eventName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.fields.map((f: { field: string }) => f.field)).toContain('eventName');
  });

  it('nobody else: another speaker 404, anonymous 401, a speaker on Free 403 PLAN_REQUIRED; nothing is created', async () => {
    const original = await newTalk();
    const count = async () => (await t.database.db.select().from(events)).length;
    const before = await count();
    expect((await call('POST', `/api/speaker-admin/talks/${original.id}/copies`, omar.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/speaker-admin/talks/${original.id}/copies`)).statusCode).toBe(401);
    const free = await speakerWithProfile(t.app, t.database);
    const own = await newTalk({}, free.cookie);
    await endTrial(t.database, free.user.id);
    const refused = await call('POST', `/api/speaker-admin/talks/${own.id}/copies`, free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', details: { plan: 'lite' } });
    expect(await count()).toBe(before + 1);
  });
});

const HEADER = 'Talk title,Event name,Date,Venue,Expected audience,Language,Ask takeaway,Ask booking';
const importCsv = (csv: string, cookie = maya.cookie) => call('POST', '/api/speaker-admin/talk-imports', cookie, { csv });
const previewCsv = (csv: string, cookie = maya.cookie) => call('POST', '/api/speaker-admin/talk-imports/previews', cookie, { csv });
const talksOf = async (userId: number) => t.database.db.select().from(events).where(eq(events.speakerUserId, userId));

describe('importing talks from a CSV file', () => {
  const day = (n: number) => daysFromNow(n);
  const threeRows = [
    `\uFEFF${HEADER}`,
    `Leading Hybrid Teams,People Summit,${day(10)},"Hall 2, ExCeL",250,fr,no,yes`,
    `"The ""Async"" Manager",Remote Week,${day(20)},,,,,`,
    `Feedback Loops,"Ops Forum\nNorth",${day(30)},Leeds,40,,yes,no`,
  ].join('\r\n');

  it('previews three rows and creates them with the right fields, in one go', async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const preview = await previewCsv(threeRows, speaker.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems).toEqual([]);
    expect(preview.json().talks.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    expect(await talksOf(speaker.user.id)).toHaveLength(0);

    const res = await importCsv(threeRows, speaker.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().talks).toHaveLength(3);
    const stored = (await talksOf(speaker.user.id)).sort((a, b) => a.id - b.id);
    expect(stored.map((e) => [e.talkTitle, e.eventName, e.venue, e.expectedAudienceSize, e.language, e.askTakeaway, e.askBooking])).toEqual(
      [
        ['Leading Hybrid Teams', 'People Summit', 'Hall 2, ExCeL', 250, 'fr', false, true],
        ['The "Async" Manager', 'Remote Week', null, null, null, true, true],
        ['Feedback Loops', 'Ops Forum\nNorth', 'Leeds', 40, null, true, false],
      ],
    );
    expect(stored.map((e) => e.eventDate.toISOString().slice(0, 10))).toEqual([day(10), day(20), day(30)]);
    expect(stored.map((e) => e.status)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });

  it('reports an invalid row by its line and column, and then creates nothing', async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const csv = [HEADER, `Good Talk,Summit,${day(5)},,,,,`, `Bad Talk,Summit,someday,,lots,xx,maybe,`, `,Summit,${day(6)},,,,,`].join('\n');
    const preview = (await previewCsv(csv, speaker.cookie)).json();
    expect(preview.talks.map((r: { line: number }) => r.line)).toEqual([2]);
    expect(preview.problems.map((p: { line: number; column: string }) => [p.line, p.column])).toEqual([
      [3, 'Ask takeaway'],
      [3, 'Date'],
      [3, 'Expected audience'],
      [3, 'Language'],
      [4, 'Talk title'],
    ]);
    expect(preview.problems[1].message).toBe('Date must be a date (e.g. 2026-05-14)');

    const res = await importCsv(csv, speaker.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Nothing was imported\. Line 3: /);
    expect(res.json().details.problems).toEqual(preview.problems);
    expect(res.json().details.fields).toEqual([{ field: 'csv', message: 'has 5 problems' }]);
    expect(await talksOf(speaker.user.id)).toHaveLength(0);
  });

  it('names header problems on line 1, and broken quotes on their line', async () => {
    const unknown = (await previewCsv(`Talk title,Room\nA,1`)).json();
    expect(unknown.problems.map((p: { line: number; message: string }) => p.line)).toEqual([1, 1]);
    expect(unknown.problems[0].message).toMatch(/"Room" is not one the import reads/);
    expect(unknown.problems[1]).toMatchObject({ column: 'Event name', message: 'The header has no "Event name" column.' });
    const broken = (await previewCsv(`${HEADER}\nA,B,${day(1)}\n"C,D`)).json();
    expect(broken.problems).toEqual([{ line: 3, column: null, field: null, message: 'The line has a quoted field that is never closed.' }]);
    const empty = (await previewCsv('')).json();
    expect(empty.problems[0]).toMatchObject({ line: 1 });
  });

  it('refuses a file over the row or size limit with a 400 naming csv', async () => {
    const rows = Array.from({ length: TALK_IMPORT_MAX_ROWS + 1 }, (_, i) => `Talk ${i},Summit,${day(1)}`);
    const tooMany = await importCsv(['Talk title,Event name,Date', ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields).toEqual([
      { field: 'csv', message: `has ${TALK_IMPORT_MAX_ROWS + 1} talks; at most ${TALK_IMPORT_MAX_ROWS} can be imported at once` },
    ]);
    const tooBig = await previewCsv(`${HEADER}\n${'x'.repeat(TALK_IMPORT_MAX_CHARS)}`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['csv']);
    const missing = await call('POST', '/api/speaker-admin/talk-imports', maya.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['csv']);
  });

  it('nobody else: anonymous 401, a speaker on Free 403 PLAN_REQUIRED, and nothing is created', async () => {
    expect((await importCsv(threeRows, '')).statusCode).toBe(401);
    expect((await previewCsv(threeRows, '')).statusCode).toBe(401);
    const free = await speakerWithProfile(t.app, t.database);
    await endTrial(t.database, free.user.id);
    for (const res of [await importCsv(threeRows, free.cookie), await previewCsv(threeRows, free.cookie)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PLAN_REQUIRED');
    }
    expect(await talksOf(free.user.id)).toHaveLength(0);
  });
});

describe("a talk's own gift", () => {
  const submit = (presentationId: number, email: string) =>
    call('POST', '/api/feedback', undefined, {
      presentationId,
      rating: 4,
      testimonial: 'Useful.',
      firstName: 'Ada',
      jobRole: 'CTO',
      workEmail: email,
    });

  it('goes out in the gift e-mail and on the thank-you page instead of the profile gift; without one, the profile gift', async () => {
    const own = await newTalk();
    const plain = await newTalk({ gift: null });
    const a = await submit(own.id, 'ada@own-gift.example');
    const b = await submit(plain.id, 'bo@own-gift.example');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await t.deps.mailer.deliverDue();

    const mailTo = (address: string) => {
      const received = smtp.received.filter((m) => m.to.includes(address));
      expect(received, address).toHaveLength(1);
      return { raw: received[0]!.raw, text: mailPart(received[0]!.raw, 'text/plain') };
    };
    const ownMail = mailTo('ada@own-gift.example');
    expect(ownMail.raw).toMatch(/Subject: .*Summit Slides/);
    expect(ownMail.text).toContain('https://maya.example/summit-slides');
    expect(ownMail.text).toContain('FOW');
    expect(ownMail.text).not.toContain('checklist.pdf');
    const plainMail = mailTo('bo@own-gift.example');
    expect(plainMail.text).toContain('https://maya.example/checklist.pdf');
    expect(plainMail.text).toContain('TEAM25');

    const page = await call('POST', '/api/public/thank-you-pages', undefined, { answer: a.json().id, key: a.json().thankYouKey });
    expect(page.json().gift).toMatchObject({ title: 'Summit Slides', url: 'https://maya.example/summit-slides', accessCode: 'FOW' });
    expect(page.json().gift.description).toBe('Every slide from the summit talk.');
    // The page the e-mail links to, made on the server, shows the talk's gift.
    const link = /(\/thank-you\/\d+\?answer=\d+&[^\s"<>)]+)/.exec(ownMail.text)![1]!;
    const html = await call('GET', link.replace(/&amp;/g, '&'));
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Summit Slides');
    expect(html.body).toContain('https://maya.example/summit-slides');
    expect(html.body).not.toContain('Hybrid Team Checklist');
  });

  it("is the gift of the talk's thank-you e-mail to its attendees", async () => {
    const own = await newTalk();
    await answer(t.app, own.id, { rating: 5, name: 'Ada', email: 'ada@thanks.example' });
    // The answer form's contact consent is what the thank-you e-mail needs.
    await t.database.db.update(responses).set({ contactConsentAt: new Date() }).where(eq(responses.eventId, own.id));
    const draft = await call('POST', `/api/speaker-admin/talks/${own.id}/thank-you-emails`, maya.cookie);
    expect(draft.statusCode, draft.body).toBe(201);
    const email = (await call('GET', `/api/speaker-admin/thank-you-emails/${draft.json().emailId}`, maya.cookie)).json();
    expect(email.recipients[0].preview.text).toContain('https://maya.example/summit-slides');
    expect(email.recipients[0].preview.text).not.toContain('checklist.pdf');
  });

  it('is kept when an edit leaves it out, removed with null; an uploaded gift must be the speaker’s own file', async () => {
    const talk = await newTalk();
    const { gift: _gift, ...withoutGift } = SETTINGS;
    const kept = await call('PUT', `/api/speaker-admin/talks/${talk.id}`, maya.cookie, { ...withoutGift, eventDate: talk.eventDate });
    expect(kept.json().gift).toMatchObject({ title: 'Summit Slides' });
    const removed = await call('PUT', `/api/speaker-admin/talks/${talk.id}`, maya.cookie, {
      ...withoutGift,
      eventDate: talk.eventDate,
      gift: null,
    });
    expect(removed.json().gift).toBeNull();
    expect((await storedTalk(talk.id)).giftTitle).toBeNull();

    const stolen = await call('PUT', `/api/speaker-admin/talks/${talk.id}`, maya.cookie, {
      ...withoutGift,
      eventDate: talk.eventDate,
      gift: { title: 'Not mine', url: '/api/public/files/abcdefabcdefabcdef/guide.pdf', type: 'uploaded_file' },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details.fields).toEqual([{ field: 'gift.url', message: 'must be a file you uploaded' }]);
    const untitled = await call('POST', '/api/speaker-admin/talks', maya.cookie, { ...SETTINGS, gift: { title: '', url: 'x.example' } });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().details.fields.map((f: { field: string }) => f.field)).toContain('gift.title');
    const still = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.id, talk.id), eq(events.speakerUserId, maya.user.id)));
    expect(still[0]!.giftTitle).toBeNull();
  });
});
