import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const textOf = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('one name per person', () => {
  it('Quinn, signed up as Quinn Qualified and then assessed, is Quinn Qualified everywhere and greeted "Hi Quinn,"', async () => {
    await signUpSpeaker(t.app, { firstName: 'Quinn', lastName: 'Qualified', email: 'quinn.qualified@example.com' });
    const assessed = await t.app.inject({ method: 'POST', url: '/api/assessment', payload: { email: 'Quinn.Qualified@example.com', answers: best() } });
    expect(assessed.statusCode).toBe(201);
    expect(assessed.json().name).toBe('Quinn Qualified');

    // Assessment details and qualified speakers read these two lists.
    const assessments = (await call('GET', '/api/assessment')).json() as { email: string; name: string | null }[];
    expect(assessments.find((a) => a.email === 'quinn.qualified@example.com')!.name).toBe('Quinn Qualified');
    const leads = (await call('GET', '/api/qualified-leads')).json() as { email: string; name: string }[];
    expect(leads.find((l) => l.email === 'quinn.qualified@example.com')!.name).toBe('Quinn Qualified');

    const segments = (await call('GET', '/api/speaker-engagement/segments')).json();
    expect(segments.qualified_prospect.find((p: { email: string }) => p.email === 'quinn.qualified@example.com').name).toBe('Quinn Qualified');

    const exported = (await call('GET', '/api/data-export')).json() as { lists: { key: string; rows: string[][] }[] };
    for (const key of ['assessments', 'qualified-leads']) {
      const row = exported.lists.find((l) => l.key === key)!.rows.find((r) => r[1] === 'quinn.qualified@example.com')!;
      expect(row[0]).toBe('Quinn Qualified');
    }
    const csv = await call('GET', '/api/data-export/qualified-leads/csv');
    expect(csv.body).toContain('Quinn Qualified,quinn.qualified@example.com');

    // The owner's campaign to qualified speakers greets Quinn by name.
    const gen = await call('POST', '/api/generate-bulk-emails', { recipientGroup: 'qualified', campaignType: 'follow_up', saveAsDraft: true });
    expect(gen.statusCode).toBe(200);
    expect((await call('POST', `/api/campaigns/${gen.json().campaign.id}/approve`)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.find((m) => m.to.includes('quinn.qualified@example.com') && !m.raw.includes('readiness score') && !m.raw.includes('verify'));
    expect(mail).toBeDefined();
    const text = textOf(mail!.raw);
    expect(text).toContain('Hi Quinn,');
    expect(text).not.toContain('quinn.qualified,');
  });

  it('someone with no known name is greeted "Hi there," and the subject leaves the name out; never the address', async () => {
    const gen = await call('POST', '/api/generate-bulk-emails', {
      recipients: [{ name: '', email: 'nameless@example.com' }],
      campaignType: 'assessment_invitation',
    });
    expect(gen.statusCode).toBe(200);
    const [email] = gen.json().emails as { subject: string; textContent: string }[];
    expect(email!.textContent).toContain('Hi there,');
    expect(email!.textContent).not.toContain('Hi nameless');
    expect(email!.subject).toBe('How ready is your speaking business?');
  });
});
