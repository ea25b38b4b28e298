import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/harness';
import { speakerWithProfile } from '../../test/graphics-fixtures';

// An attendee's answer is one statement to the database (the talk, its gift and its questions are
// read by the statement that stores it), and the questions it is checked against are the ones the
// talk asks when it is stored, even when this process stored answers against older ones.
let t: TestContext;
let maya: Awaited<ReturnType<typeof speakerWithProfile>>;

beforeAll(async () => {
  t = await createTestApp();
  // No gift: its e-mail is queued by statements of its own (gift-email.test.ts).
  maya = await speakerWithProfile(t.app, t.database, { digitalGiftTitle: null, digitalGiftUrl: null, digitalGiftAccessCode: null });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const RECOMMEND = { kind: 'recommend', label: 'How likely are you to recommend this talk to a colleague?', required: true };
const TEXT = { kind: 'text', label: 'What should the next talk cover?', required: false };
const TALK = { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' };

async function talkWith(questions: object[]): Promise<{ id: number; questions: { id: number }[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: maya.cookie },
    payload: { ...TALK, questions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function askInstead(talkId: number, questions: object[]): Promise<{ id: number }[]> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/speaker-admin/events/${talkId}`,
    headers: { cookie: maya.cookie },
    payload: { ...TALK, questions },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().questions;
}

let attendees = 0;
const submit = (presentationId: number, answers: object[]) => {
  attendees += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: {
      presentationId,
      rating: 5,
      testimonial: 'Practical and funny.',
      firstName: 'Priya',
      jobRole: 'Head of Events',
      workEmail: `priya${attendees}@attendee.example`,
      answerToken: `browser-token-${attendees}-abcdefghijklmnopqrstuvwxyz`,
      answers,
    },
  });
};

/** The statements sent to the database while `fn` runs: node-postgres's queries, or PGlite's. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const pglite = t.database.pglite as unknown as { _runExclusiveQuery: (...args: unknown[]) => Promise<unknown> } | undefined;
  const spy = pglite ? vi.spyOn(pglite, '_runExclusiveQuery') : vi.spyOn(pg.Client.prototype, 'query');
  await fn();
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  return calls;
}

const stored = (talkId: number) =>
  queryRows<{ email: string; answers: number }>(
    t.database.db,
    sql`select r.attendee_email as email, (select count(*)::int from question_answers a where a.response_id = r.id) as answers
        from responses r where r.event_id = ${talkId} order by r.id`,
  );

describe('the statements of an answer', () => {
  it('stores a new attendee’s answer to a talk without questions in one statement, the first answer too', async () => {
    const talk = await talkWith([]);
    expect(await statementsDuring(async () => expect((await submit(talk.id, [])).statusCode).toBe(201))).toBe(1);
    expect(await statementsDuring(async () => expect((await submit(talk.id, [])).statusCode).toBe(201))).toBe(1);
    expect(await stored(talk.id)).toHaveLength(2);
  });

  it('stores an answer with its answers to the talk’s questions in one statement', async () => {
    const talk = await talkWith([RECOMMEND, TEXT]);
    const [recommend, text] = talk.questions;
    expect((await submit(talk.id, [{ questionId: recommend!.id, value: 9 }])).statusCode).toBe(201);
    const answers = [
      { questionId: recommend!.id, value: 10 },
      { questionId: text!.id, value: 'Pricing' },
    ];
    expect(await statementsDuring(async () => expect((await submit(talk.id, answers)).statusCode).toBe(201))).toBe(1);
    expect((await stored(talk.id)).map((r) => r.answers)).toEqual([1, 2]);
  });
});

describe('questions changed after answers were stored', () => {
  it('checks the next answer against a required question added since, and stores it with its answer', async () => {
    const talk = await talkWith([]);
    expect((await submit(talk.id, [])).statusCode).toBe(201);
    const [recommend] = await askInstead(talk.id, [RECOMMEND]);
    const missing = await submit(talk.id, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields[0].field).toBe('answers');
    const answered = await submit(talk.id, [{ questionId: recommend!.id, value: 7 }]);
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await stored(talk.id)).map((r) => r.answers)).toEqual([0, 1]);
  });

  it('refuses an answer to a question retired since, and stores one that leaves it out', async () => {
    const talk = await talkWith([TEXT]);
    const [text] = talk.questions;
    expect((await submit(talk.id, [{ questionId: text!.id, value: 'More stories' }])).statusCode).toBe(201);
    await askInstead(talk.id, []);
    const late = await submit(talk.id, [{ questionId: text!.id, value: 'Pricing' }]);
    expect(late.statusCode).toBe(400);
    expect(late.json().details.fields[0].field).toBe('answers.0.questionId');
    expect((await submit(talk.id, [])).statusCode).toBe(201);
    expect((await stored(talk.id)).map((r) => r.answers)).toEqual([1, 0]);
  });

  it('stores an answer that the questions last seen allowed, once checked against the ones asked now', async () => {
    const talk = await talkWith([TEXT]);
    const [text] = talk.questions;
    expect((await submit(talk.id, [{ questionId: text!.id, value: 'More stories' }])).statusCode).toBe(201);
    // A new optional question: the answer passes the questions last seen, the statement sees others
    // and stores nothing, and a second statement stores it.
    await askInstead(talk.id, [text!, { ...TEXT, label: 'Which tool will you try first?' }]);
    const statements = await statementsDuring(async () => expect((await submit(talk.id, [])).statusCode).toBe(201));
    expect(statements).toBe(2);
    expect((await stored(talk.id)).map((r) => r.answers)).toEqual([1, 0]);
    expect(await statementsDuring(async () => expect((await submit(talk.id, [])).statusCode).toBe(201))).toBe(1);
  });
});
