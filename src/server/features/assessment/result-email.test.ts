import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { createTestApp, type TestContext } from '../../test/harness';
import { mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
const eighty = () => ({ ...best(), frequency: 'first', type: 'starting', website: 'none', leadMagnets: 'nothing' });
const lowest = () =>
  Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.reduce((a, b) => (b.points < a.points ? b : a)).value]));
const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('the assessment result by e-mail', () => {
  it('sends the score, what it means and the tips to the address given, once per assessment', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/assessment', payload: { email: 'Ada@Example.com', answers: eighty() } });
    expect(res.statusCode).toBe(201);
    await t.deps.mailer.deliverDue();
    const mails = mailTo('ada@example.com');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!.raw);
    expect(text).toContain('Subject: Your speaker readiness score: 80 of 120');
    expect(text).toContain('You scored 80 out of 120 (67%)');
    expect(text).toContain('you qualify for priority access');
    for (const id of ['frequency', 'type', 'website', 'leadMagnets']) {
      expect(text).toContain(ASSESSMENT_QUESTIONS.find((q) => q.id === id)!.tip);
    }
    expect(text).toContain('https://speakerpro.example/readiness-assessment');
    // Transactional: no unsubscribe footer; it is what they asked for.
    expect(mails[0]!.raw).not.toMatch(/List-Unsubscribe/i);
  });

  it('a score under 80 is told the pass mark and the steps to get there', async () => {
    await t.app.inject({ method: 'POST', url: '/api/assessment', payload: { email: 'bo@example.com', answers: lowest() } });
    await t.deps.mailer.deliverDue();
    const text = mailText(mailTo('bo@example.com')[0]!.raw);
    expect(text).toMatch(/You scored \d+ out of 120/);
    expect(text).toContain('Speakers who score 80 or more qualify for priority access');
  });
});
