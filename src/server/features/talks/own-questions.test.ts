import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { speakerWithProfile } from '../../test/graphics-fixtures';

// The speaker's own questions on a talk (decision 079): saved with the talk, checked on the
// server, frozen from their first answer (retired and replaced instead), answered by the JSON API.
let t: TestContext;
let maya: Awaited<ReturnType<typeof speakerWithProfile>>;
let omar: Awaited<ReturnType<typeof speakerWithProfile>>;

beforeAll(async () => {
  t = await createTestApp();
  maya = await speakerWithProfile(t.app, t.database);
  omar = await speakerWithProfile(t.app, t.database, { firstName: 'Omar' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const RECOMMEND = { kind: 'recommend', label: 'How likely are you to recommend this talk to a colleague?', required: true };
const CHOICE = { kind: 'choice', label: 'Which part was most useful?', options: ['Stories', 'Checklist', 'Q&A'], required: false };
const TEXT = { kind: 'text', label: 'What should the next talk cover?', required: false };
const TALK = { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' };

async function newTalk(questions: object[], cookie = maya.cookie) {
  const res = await call('POST', '/api/speaker-admin/events', cookie, { ...TALK, questions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let emailCounter = 0;
const attendee = (presentationId: number, answers: object[]) => {
  emailCounter += 1;
  return {
    presentationId,
    rating: 5,
    testimonial: 'Practical and funny.',
    firstName: 'Priya',
    jobRole: 'Head of Events',
    workEmail: `priya${emailCounter}@attendee.example`,
    answers,
  };
};
const submit = (payload: object) => call('POST', '/api/public/feedback', undefined, payload);

const storedAnswers = (eventId: number) =>
  queryRows<{ question_id: number; value_number: number | null; value_text: string | null; label: string }>(
    t.database.db,
    sql`select a.question_id, a.value_number, a.value_text, q.label from question_answers a join talk_questions q on q.id = a.question_id
        where q.event_id = ${eventId} order by a.response_id, q.position`,
  );

describe('saving questions with a talk', () => {
  it('creates them in order and returns each with its id; GET reads the same', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE, TEXT]);
    expect(talk.questions.map((q: { label: string }) => q.label)).toEqual([RECOMMEND.label, CHOICE.label, TEXT.label]);
    expect(talk.questions[1]).toMatchObject({ kind: 'choice', options: ['Stories', 'Checklist', 'Q&A'], required: false, answerCount: 0 });
    expect(talk.questions[0]).toMatchObject({ kind: 'recommend', options: null, required: true });
    const read = await call('GET', `/api/speaker-admin/events/${talk.id}`, maya.cookie);
    expect(read.json().questions).toEqual(talk.questions);
    // The attendee's page reads them too, without the counts.
    const page = await call('GET', `/api/public/talks/${talk.id}`);
    expect(page.json().questions.map((q: { id: number }) => q.id)).toEqual(talk.questions.map((q: { id: number }) => q.id));
  });

  it.each([
    [{ questions: [RECOMMEND, CHOICE, TEXT, TEXT] }, 'questions'],
    [{ questions: [{ ...CHOICE, kind: 'poll' }] }, 'questions.0.kind'],
    [{ questions: [{ ...CHOICE, options: ['Only one'] }] }, 'questions.0.options'],
    [{ questions: [{ ...CHOICE, options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }] }, 'questions.0.options'],
    [{ questions: [{ ...CHOICE, options: ['Same', 'same'] }] }, 'questions.0.options'],
    [{ questions: [{ ...CHOICE, options: ['x'.repeat(81), 'y'] }] }, 'questions.0.options.0'],
    [{ questions: [{ ...TEXT, options: ['a', 'b'] }] }, 'questions.0.options'],
    [{ questions: [{ ...TEXT, label: '  ' }] }, 'questions.0.label'],
    [{ questions: [{ ...TEXT, label: 'x'.repeat(201) }] }, 'questions.0.label'],
    [{ questions: [{ ...TEXT, required: 'yes' }] }, 'questions.0.required'],
    [{ questions: [{ ...TEXT, id: 999999 }] }, 'questions.0.id'],
  ])('refuses %j with a 400 naming %s, and creates nothing', async (body, field) => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from events`);
    const res = await call('POST', '/api/speaker-admin/events', maya.cookie, { ...TALK, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from events`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('changes, reorders and removes questions nobody answered', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const [recommend, choice] = talk.questions;
    const res = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, {
      ...TALK,
      questions: [{ ...choice, options: ['Stories', 'Checklist'] }, TEXT],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questions).toMatchObject([
      { id: choice.id, options: ['Stories', 'Checklist'] },
      { kind: 'text', label: TEXT.label },
    ]);
    // Nothing to keep of a question nobody answered: it is gone, not retired.
    const rows = await queryRows(t.database.db, sql`select id from talk_questions where id = ${recommend.id}`);
    expect(rows).toEqual([]);
  });

  it('keeps the questions when an edit leaves them out (older clients)', async () => {
    const talk = await newTalk([TEXT]);
    const res = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, { ...TALK, venue: 'Hall B' });
    expect(res.json().questions).toEqual(talk.questions);
  });
});

describe('answering the questions (JSON API)', () => {
  it('stores one row per question answered, a number or the text', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE, TEXT]);
    const [recommend, choice, text] = talk.questions;
    const res = await submit(
      attendee(talk.id, [
        { questionId: recommend.id, value: 9 },
        { questionId: choice.id, value: 'Checklist' },
        { questionId: text.id, value: '  Pricing talks  ' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedAnswers(talk.id)).toEqual([
      { question_id: recommend.id, value_number: 9, value_text: null, label: RECOMMEND.label },
      { question_id: choice.id, value_number: null, value_text: 'Checklist', label: CHOICE.label },
      { question_id: text.id, value_number: null, value_text: 'Pricing talks', label: TEXT.label },
    ]);
    // An optional question left out stores nothing for it.
    await submit(attendee(talk.id, [{ questionId: recommend.id, value: 3 }]));
    expect((await storedAnswers(talk.id)).length).toBe(4);
  });

  it.each([
    ['a recommend score above 10', (q: number[]) => [{ questionId: q[0], value: 11 }], 'answers.0.value'],
    ['a recommend score that is not whole', (q: number[]) => [{ questionId: q[0], value: 7.5 }], 'answers.0.value'],
    [
      'a choice that is not an option',
      (q: number[]) => [
        { questionId: q[0], value: 8 },
        { questionId: q[1], value: 'Slides' },
      ],
      'answers.1.value',
    ],
    [
      'a text that is too long',
      (q: number[]) => [
        { questionId: q[0], value: 8 },
        { questionId: q[2], value: 'x'.repeat(501) },
      ],
      'answers.1.value',
    ],
    ['a question of another talk', () => [{ questionId: 999999, value: 8 }], 'answers.0.questionId'],
    ['the required question left out', (q: number[]) => [{ questionId: q[1], value: 'Stories' }], 'answers'],
    [
      'a question answered twice',
      (q: number[]) => [
        { questionId: q[0], value: 8 },
        { questionId: q[0], value: 9 },
      ],
      'answers.1.questionId',
    ],
  ])('refuses %s with a 400 naming the field, and stores no answer', async (_what, answers, field) => {
    const talk = await newTalk([RECOMMEND, CHOICE, TEXT]);
    const ids = talk.questions.map((q: { id: number }) => q.id);
    const res = await submit(attendee(talk.id, answers(ids)));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    const rows = await queryRows(t.database.db, sql`select id from responses where event_id = ${talk.id}`);
    expect(rows).toEqual([]);
  });

  it('refuses a scale answer outside 1-5', async () => {
    const talk = await newTalk([{ kind: 'scale', label: 'How clear were the slides?', required: false }]);
    const res = await submit(attendee(talk.id, [{ questionId: talk.questions[0].id, value: 0 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0]).toEqual({ field: 'answers.0.value', message: 'must be a whole number from 1 to 5' });
  });
});

describe('a question with answers is frozen', () => {
  it('refuses a change with 409 saying to retire it, and changes nothing', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const [recommend, choice] = talk.questions;
    await submit(attendee(talk.id, [{ questionId: recommend.id, value: 10 }]));
    const res = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, {
      ...TALK,
      venue: 'Hall C',
      questions: [{ ...recommend, label: 'Would you recommend it?' }, choice],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUESTION_ANSWERED', details: { field: 'questions.0', questionId: recommend.id } });
    expect(res.json().message).toMatch(/has 1 answer and cannot change: retire it .* and add a new question/);
    const read = (await call('GET', `/api/speaker-admin/events/${talk.id}`, maya.cookie)).json();
    expect(read.venue).toBeNull();
    expect(read.questions[0]).toMatchObject({ label: RECOMMEND.label, answerCount: 1 });
  });

  it('may be sent unchanged, moved or made optional', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const [recommend, choice] = talk.questions;
    await submit(attendee(talk.id, [{ questionId: recommend.id, value: 10 }]));
    const res = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, {
      ...TALK,
      questions: [choice, { ...recommend, required: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questions.map((q: { id: number; required: boolean }) => [q.id, q.required])).toEqual([
      [choice.id, false],
      [recommend.id, false],
    ]);
  });

  it('is retired by leaving it out: the form stops asking it, its answers stay, a new one can be added', async () => {
    const talk = await newTalk([RECOMMEND]);
    const [recommend] = talk.questions;
    await submit(attendee(talk.id, [{ questionId: recommend.id, value: 6 }]));
    const res = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, {
      ...TALK,
      questions: [{ ...RECOMMEND, label: 'Would you recommend it to your team?' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [replacement] = res.json().questions;
    expect(replacement.id).not.toBe(recommend.id);
    const [retired] = await queryRows<{ retired: boolean }>(
      t.database.db,
      sql`select retired_at is not null as retired from talk_questions where id = ${recommend.id}`,
    );
    expect(retired!.retired).toBe(true);
    expect((await storedAnswers(talk.id)).map((a) => a.question_id)).toEqual([recommend.id]);
    // An answer to the retired question is refused; the new one is asked.
    const late = await submit(attendee(talk.id, [{ questionId: recommend.id, value: 6 }]));
    expect(late.statusCode).toBe(400);
    const page = (await call('GET', `/api/public/talks/${talk.id}`)).json();
    expect(page.questions.map((q: { id: number }) => q.id)).toEqual([replacement.id]);
  });
});

describe("the talk's answers as the speaker reads them", () => {
  it('carry the answers to the own questions, in order, text words included, a retired question marked', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE, TEXT]);
    const [recommend, choice, text] = talk.questions;
    // An attendee who let nobody contact them and published nothing: the speaker still reads all they wrote.
    const res = await submit({
      ...attendee(talk.id, [
        { questionId: recommend.id, value: 9 },
        { questionId: choice.id, value: 'Checklist' },
        { questionId: text.id, value: 'Pricing talks' },
      ]),
      contactConsent: false,
      publishConsent: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const retire = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, { ...TALK, questions: [recommend, choice] });
    expect(retire.statusCode, retire.body).toBe(200);
    const expected = [
      { questionId: recommend.id, question: RECOMMEND.label, kind: 'recommend', retired: false, value: 9 },
      { questionId: choice.id, question: CHOICE.label, kind: 'choice', retired: false, value: 'Checklist' },
      { questionId: text.id, question: TEXT.label, kind: 'text', retired: true, value: 'Pricing talks' },
    ];
    const list = await call('GET', `/api/speaker-admin/events/${talk.id}/responses`, maya.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((r: { answers: unknown }) => r.answers)).toEqual([expected]);
    const page = await call('GET', `/api/speaker-admin/responses?limit=50`, maya.cookie);
    const item = page.json().items.find((r: { eventId: number }) => r.eventId === talk.id);
    expect(item.answers).toEqual(expected);
    // An answer to a talk without questions has none.
    const plain = await newTalk([]);
    await submit(attendee(plain.id, []));
    const plainList = await call('GET', `/api/speaker-admin/events/${plain.id}/responses`, maya.cookie);
    expect(plainList.json()[0].answers).toEqual([]);
    // Another speaker reads none of them.
    expect((await call('GET', `/api/speaker-admin/events/${talk.id}/responses`, omar.cookie)).statusCode).toBe(404);
  });
});

describe('who may not change or read them', () => {
  it('another speaker gets 404 and changes nothing; anonymous gets 401; the owner is not a speaker', async () => {
    const talk = await newTalk([TEXT]);
    const body = { ...TALK, questions: [] };
    expect((await call('PUT', `/api/speaker-admin/events/${talk.id}`, omar.cookie, body)).statusCode).toBe(404);
    expect((await call('PUT', `/api/speaker-admin/events/${talk.id}`, undefined, body)).statusCode).toBe(401);
    const owner = await signInAdmin(t.app);
    expect((await call('PUT', `/api/speaker-admin/events/${talk.id}`, owner, body)).statusCode).toBe(403);
    const read = (await call('GET', `/api/speaker-admin/events/${talk.id}`, maya.cookie)).json();
    expect(read.questions).toEqual(talk.questions);
  });

  it("refuses another talk's question id as one of this talk's", async () => {
    const mine = await newTalk([TEXT]);
    const other = await newTalk([TEXT]);
    const res = await call('PUT', `/api/speaker-admin/events/${mine.id}`, maya.cookie, { ...TALK, questions: [other.questions[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('questions.0.id');
  });
});

describe('a copy of the talk', () => {
  it('asks the same active questions under new ids, with no answers', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    await submit(attendee(talk.id, [{ questionId: talk.questions[0].id, value: 9 }]));
    // Retire the choice question (it has no answers: removed) and keep the answered one.
    await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, { ...TALK, questions: [talk.questions[0], TEXT] });
    const copy = await call('POST', `/api/speaker-admin/events/${talk.id}/copies`, maya.cookie);
    expect(copy.statusCode, copy.body).toBe(201);
    const questions = copy.json().questions;
    expect(questions.map((q: { kind: string; label: string; answerCount: number }) => [q.kind, q.label, q.answerCount])).toEqual([
      ['recommend', RECOMMEND.label, 0],
      ['text', TEXT.label, 0],
    ]);
    expect(questions[0].id).not.toBe(talk.questions[0].id);
    expect(await storedAnswers(copy.json().id)).toEqual([]);
  });
});

describe("the server's page (no JavaScript)", () => {
  const FORM = 'application/x-www-form-urlencoded';
  const formPost = (id: number, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/feedback/${id}`,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams({
        rating: '5',
        testimonial: 'Clear and useful.',
        firstName: 'Omar',
        jobRole: 'Programme Chair',
        workEmail: `omar${++emailCounter}@attendee.example`,
        ...fields,
      }).toString(),
    });

  it('asks each question: 0-10 and choices as radio groups named by their legend, optional ones marked', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const page = await call('GET', `/feedback/${talk.id}`);
    expect(page.statusCode).toBe(200);
    const [recommend, choice] = talk.questions;
    expect(page.body).toContain(`<legend>${RECOMMEND.label}</legend>`);
    expect(page.body).toContain('0 = not at all likely, 10 = extremely likely');
    expect(page.body.match(new RegExp(`type="radio" id="q${recommend.id}-\\d+" name="q${recommend.id}"`, 'g'))).toHaveLength(11);
    expect(page.body).toContain(`<legend>${CHOICE.label} (optional)</legend>`);
    expect(page.body).toContain(`name="q${choice.id}" value="Q&amp;A"`);
  });

  it('stores the same rows as the JSON API', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const [recommend, choice] = talk.questions;
    const res = await formPost(talk.id, { [`q${recommend.id}`]: '7', [`q${choice.id}`]: 'Q&A' });
    expect(res.statusCode, res.body).toBe(303);
    expect(await storedAnswers(talk.id)).toEqual([
      { question_id: recommend.id, value_number: 7, value_text: null, label: RECOMMEND.label },
      { question_id: choice.id, value_number: null, value_text: 'Q&A', label: CHOICE.label },
    ]);
  });

  it('shows the form again with the problem at its question, and stores nothing', async () => {
    const talk = await newTalk([RECOMMEND, CHOICE]);
    const [recommend, choice] = talk.questions;
    const res = await formPost(talk.id, { [`q${choice.id}`]: 'Slides' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(new RegExp(`<p class="error" id="q${recommend.id}-error">[^<]*${RECOMMEND.label}`));
    expect(res.body).toContain(`<p class="error" id="q${choice.id}-error">`);
    expect(await storedAnswers(talk.id)).toEqual([]);
  });
});

// The talk page's numbers for these questions: exact counts per value, the 0-10 question's
// promoters, passives, detractors and score, a text question's words without names, retired
// questions after the active ones with their own answers.
const RECOMMEND_OPTIONAL = { ...RECOMMEND, required: false };
const SCALE = { kind: 'scale', label: 'How clear were the slides?', required: false };

async function answer(presentationId: number, answers: object[], email?: string) {
  const res = await submit({ ...attendee(presentationId, answers), ...(email ? { workEmail: email } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

const results = (id: number, cookie: string | undefined = maya.cookie) =>
  call('GET', `/api/speaker-admin/talks/${id}/question-results`, cookie);

describe('a talk’s question results', () => {
  it('counts every value, scores the 0-10 question and lists the words without names', async () => {
    const created = await call('POST', '/api/speaker-admin/events', maya.cookie, {
      ...TALK,
      questions: [RECOMMEND_OPTIONAL, CHOICE, TEXT],
    });
    const talk = created.json();
    const [recommend, choice, text] = talk.questions.map((q: { id: number }) => q.id);
    // 10, 9, 9 promoters; 8 passive; 6, 0 detractors: (3 - 2) / 6 = 16.7 % → 17.
    const given: [number, string | null, string | null][] = [
      [10, 'Stories', 'Pricing pages'],
      [9, 'Checklist', null],
      [9, 'Checklist', null],
      [8, null, null],
      [6, 'Checklist', null],
      [0, 'Q&A', 'More stories'],
    ];
    for (const [i, [n, c, words]] of given.entries()) {
      const answers = [{ questionId: recommend, value: n }];
      if (c) answers.push({ questionId: choice, value: c } as never);
      if (words) answers.push({ questionId: text, value: words } as never);
      // The last attendee opted out of sharing their details: their words are counted, never named.
      await answer(talk.id, answers, i === 5 ? 'private@attendee.example' : undefined);
    }
    await t.database.db.execute(
      sql`insert into privacy_opt_outs (email, data_sharing, testimonials) values ('private@attendee.example', true, true)`,
    );

    const res = await results(talk.id);
    expect(res.statusCode, res.body).toBe(200);
    const [r, c, w] = res.json();
    expect(r).toMatchObject({ id: recommend, kind: 'recommend', retired: false, answerCount: 6 });
    expect(r.counts).toEqual(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((value) => ({
        value,
        count: ({ '0': 1, '6': 1, '8': 1, '9': 2, '10': 1 } as Record<string, number>)[value] ?? 0,
      })),
    );
    expect(r.recommend).toEqual({ promoters: 3, passives: 1, detractors: 2, total: 6, score: 17 });
    expect(c).toMatchObject({ kind: 'choice', answerCount: 5, recommend: null, texts: [] });
    expect(c.counts).toEqual([
      { value: 'Stories', count: 1 },
      { value: 'Checklist', count: 3 },
      { value: 'Q&A', count: 1 },
    ]);
    expect(w).toMatchObject({ kind: 'text', answerCount: 2, counts: [], recommend: null });
    expect([...w.texts].sort()).toEqual(['More stories', 'Pricing pages']);
    expect(res.body).not.toContain('private@attendee.example');
    expect(res.body).not.toContain('Priya');
  });

  it('lists a retired question after the active ones with its answers; a scale counts 1 to 5; no answers scores null', async () => {
    const talk = (await call('POST', '/api/speaker-admin/events', maya.cookie, { ...TALK, questions: [SCALE] })).json();
    const scale = talk.questions[0].id;
    await answer(talk.id, [{ questionId: scale, value: 4 }]);
    await answer(talk.id, [{ questionId: scale, value: 4 }]);
    await answer(talk.id, [{ questionId: scale, value: 1 }]);
    const saved = await call('PUT', `/api/speaker-admin/events/${talk.id}`, maya.cookie, { ...TALK, questions: [RECOMMEND_OPTIONAL] });
    expect(saved.statusCode, saved.body).toBe(200);

    const [active, retired] = (await results(talk.id)).json();
    expect(active).toMatchObject({ kind: 'recommend', retired: false, answerCount: 0 });
    expect(active.recommend).toEqual({ promoters: 0, passives: 0, detractors: 0, total: 0, score: null });
    expect(retired).toMatchObject({ id: scale, kind: 'scale', retired: true, answerCount: 3 });
    expect(retired.counts).toEqual([
      { value: '1', count: 1 },
      { value: '2', count: 0 },
      { value: '3', count: 0 },
      { value: '4', count: 2 },
      { value: '5', count: 0 },
    ]);
  });

  it('another speaker and a missing talk get 404, anonymous 401, the owner 403', async () => {
    const talk = (await call('POST', '/api/speaker-admin/events', maya.cookie, { ...TALK, questions: [TEXT] })).json();
    await answer(talk.id, [{ questionId: talk.questions[0].id, value: 'Secret plans' }]);
    const other = await results(talk.id, omar.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Secret plans');
    expect((await results(999999)).statusCode).toBe(404);
    expect((await call('GET', `/api/speaker-admin/talks/${talk.id}/question-results`)).statusCode).toBe(401);
    expect((await results(talk.id, await signInAdmin(t.app))).statusCode).toBe(403);
  });
});
