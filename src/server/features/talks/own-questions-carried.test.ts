import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/harness';
import { speakerWithProfile } from '../../test/graphics-fixtures';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

// Where an answer to the speaker's own questions goes with the answer (decision 079): the lead
// files (one column per question, retired ones kept), the attendee's data export, and erasure.
let smtp: TestSmtpServer;
let t: TestContext;
let maya: Awaited<ReturnType<typeof speakerWithProfile>>;
let talkId: number;
let recommendId: number;
let choiceId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const RECOMMEND = { kind: 'recommend', label: 'Would you recommend this talk?', required: true };
const CHOICE = { kind: 'choice', label: 'Most useful part', options: ['Stories', 'Checklist'], required: false };
const TALK = { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' };
const LENA = 'lena.fischer@brightline.example';

const answer = (email: string, answers: object[], contactConsent = true) =>
  call('POST', '/api/public/feedback', undefined, {
    presentationId: talkId,
    rating: 5,
    testimonial: 'Practical and funny.',
    firstName: email.split('.')[0],
    jobRole: 'Head of Events',
    workEmail: email,
    contactConsent,
    answers,
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'SpeakerPro <no-reply@speakerpro.test>',
    PUBLIC_URL: 'https://speakerpro.example',
  });
  maya = await speakerWithProfile(t.app, t.database);
  const res = await call('POST', '/api/speaker-admin/events', maya.cookie, { ...TALK, questions: [RECOMMEND, CHOICE] });
  talkId = res.json().id;
  [recommendId, choiceId] = res.json().questions.map((q: { id: number }) => q.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('lead files', () => {
  it('have one column per question, labelled by it; a retired question keeps its column and answers', async () => {
    expect(
      (
        await answer(LENA, [
          { questionId: recommendId, value: 10 },
          { questionId: choiceId, value: 'Checklist' },
        ])
      ).statusCode,
    ).toBe(201);
    expect((await answer('omar.haddad@northwind.example', [{ questionId: recommendId, value: 4 }])).statusCode).toBe(201);
    // Retire the recommend question and ask a new one.
    const put = await call('PUT', `/api/speaker-admin/events/${talkId}`, maya.cookie, {
      ...TALK,
      questions: [
        { ...CHOICE, id: choiceId },
        { kind: 'scale', label: 'How clear were the slides?', required: false },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const file = await call('GET', `/api/speaker-admin/talks/${talkId}/leads.csv?email=0`, maya.cookie);
    expect(file.statusCode).toBe(200);
    const lines = file.body.trim().split(/\r?\n/);
    const header = lines[0]!.split(',');
    expect(header.slice(-3)).toEqual(['Most useful part', 'How clear were the slides?', 'Would you recommend this talk? (retired)']);
    const lena = lines.find((l) => l.includes(LENA))!.split(',');
    expect(lena.slice(-3)).toEqual(['Checklist', '', '10']);
    const omar = lines.find((l) => l.includes('omar.haddad'))!.split(',');
    expect(omar.slice(-3)).toEqual(['', '', '4']);
  });
});

describe("the attendee's data", () => {
  let token: string;
  it('are in the export under the question they answer', async () => {
    const before = smtp.received.length;
    expect((await call('POST', '/api/public/data-requests', undefined, { email: LENA })).statusCode).toBe(202);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(LENA) && m.raw.includes('Subject: Your SpeakerPro data'));
    token = /privacy\/request\?token=([A-Za-z0-9_-]+)/.exec(mailPart(mail!.raw, 'text/plain'))![1]!;
    const zip = await call('GET', `/api/public/data-requests/${token}/data.zip`);
    expect(zip.statusCode).toBe(200);
    const answers = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['answers.json']!));
    expect(answers[0].questionAnswers).toEqual([
      { question: 'Would you recommend this talk?', kind: 'recommend', answer: 10 },
      { question: 'Most useful part', kind: 'choice', answer: 'Checklist' },
    ]);
  });

  it('are erased with the answer; the questions and the others’ answers stay', async () => {
    const res = await call('POST', `/api/public/data-requests/${token}/erasure`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await queryRows<{ value_number: number | null; value_text: string | null }>(
      t.database.db,
      sql`select a.value_number, a.value_text from question_answers a join talk_questions q on q.id = a.question_id where q.event_id = ${talkId}`,
    );
    expect(left).toEqual([{ value_number: 4, value_text: null }]);
    const questions = await queryRows(t.database.db, sql`select id from talk_questions where event_id = ${talkId}`);
    expect(questions).toHaveLength(3);
  });
});
