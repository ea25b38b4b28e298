import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/harness';
import { speakerWithProfile } from '../../test/graphics-fixtures';
import { LIMITS } from '../../test/limits';
import { answersWaiting } from './answer-batches';

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

/** Statements are counted on PGlite on this thread and on PostgreSQL, not through the database worker. */
const COUNTS_STATEMENTS = process.env.TEST_PGLITE_WORKER !== '1';

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

describe.runIf(COUNTS_STATEMENTS)('the statements of an answer', () => {
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

  it.runIf(COUNTS_STATEMENTS)(
    'stores an answer that the questions last seen allowed, once checked against the ones asked now',
    async () => {
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
    },
  );
});

/**
 * Runs `send` while the database holds every new answer back (a transaction locks the answers'
 * table), until `waiting` answers wait for the next statement behind the two on their way; then
 * lets them through. So the answers sent meet in statements whatever the machine's speed.
 */
async function heldBack<T>(waiting: number, send: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let locked!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table responses in exclusive mode`);
    locked();
    await gate;
  });
  await isLocked;
  const sent = send();
  const until = Date.now() + LIMITS.backgroundWorkMs;
  while (answersWaiting(t.database.db) < waiting) {
    if (Date.now() > until) throw new Error(`${answersWaiting(t.database.db)} answers waiting, not ${waiting}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  release();
  await holder;
  return sent;
}

/** How many transactions stored the talk's answers: rows a statement stores share its transaction id. */
const transactionsStoring = async (talkId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct xmin::text)::int as n from responses where event_id = ${talkId}`,
    )
  )[0]!.n;

describe('answers arriving together', () => {
  it('stores each in fewer statements than answers, each acknowledged with its own answer', async () => {
    const talk = await talkWith([TEXT]);
    const [text] = talk.questions;
    // The talk's questions as this process last saw them, so that no answer reads them itself.
    expect((await submit(talk.id, [])).statusCode).toBe(201);
    const first = attendees + 1;
    // Two go at once, each alone; the ten arriving meanwhile wait and go together.
    const replies = await heldBack(10, () =>
      Promise.all(Array.from({ length: 12 }, (_, i) => submit(talk.id, [{ questionId: text!.id, value: `Idea ${i}` }]))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(await transactionsStoring(talk.id)).toBe(1 + 3);
    const rows = await queryRows<{ id: number; email: string; value: string }>(
      t.database.db,
      sql`select r.id, r.attendee_email as email, a.value_text as value
          from responses r join question_answers a on a.response_id = r.id where r.event_id = ${talk.id}`,
    );
    expect(rows).toHaveLength(12);
    // Each reply names the row stored from its own request.
    replies.forEach((reply, i) => {
      const row = rows.find((r) => r.id === reply.json().id);
      expect(row).toEqual({ id: reply.json().id, email: `priya${first + i}@attendee.example`, value: `Idea ${i}` });
    });
  });

  it('answers a second answer from the same address and browser as a correction, never as a second row', async () => {
    const talk = await talkWith([]);
    const same = (rating: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/feedback',
        payload: {
          presentationId: talk.id,
          rating,
          testimonial: 'Practical and funny.',
          firstName: 'Priya',
          jobRole: 'Head of Events',
          workEmail: 'twice@attendee.example',
          answerToken: 'one-browser-token-abcdefghijklmnopqrstuvwxyz',
        },
      });
    // Behind two others, so that both wait for a statement together.
    const [, , a, b] = await heldBack(2, () => Promise.all([submit(talk.id, []), submit(talk.id, []), same(4), same(5)]));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().updated, b.json().updated].sort()).toEqual([false, true]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await queryRows<{ rating: number }>(
      t.database.db,
      sql`select rating from responses where event_id = ${talk.id} and attendee_email = 'twice@attendee.example'`,
    );
    expect(rows).toEqual([{ rating: b.json().updated ? 5 : 4 }]);
  });

  it('fails only the answer the database refuses; the others of its statement are stored', async () => {
    const talk = await talkWith([]);
    // A refusal only the database makes, for one address: the statement storing it fails as a whole.
    await t.database.db.execute(
      sql.raw(`create function refuse_one() returns trigger language plpgsql as $$
      begin if new.attendee_email = 'refused@attendee.example' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(sql.raw(`create trigger refuse_one before insert on responses for each row execute function refuse_one()`));
    try {
      const payload = (email: string) => ({
        presentationId: talk.id,
        rating: 5,
        testimonial: 'Practical and funny.',
        firstName: 'Priya',
        jobRole: 'Head of Events',
        workEmail: email,
      });
      const emails = [
        'ok1@attendee.example',
        'ok2@attendee.example',
        'refused@attendee.example',
        'ok3@attendee.example',
        'ok4@attendee.example',
      ];
      const replies = await Promise.all(
        emails.map((email) => t.app.inject({ method: 'POST', url: '/api/public/feedback', payload: payload(email) })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 500, 201, 201]);
      expect((await stored(talk.id)).map((r) => r.email).sort()).toEqual(emails.filter((e) => e !== 'refused@attendee.example').sort());
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger refuse_one on responses`));
      await t.database.db.execute(sql.raw(`drop function refuse_one()`));
    }
  });
});
