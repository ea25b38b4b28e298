import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createOwnTalk, speakerWithProfile } from '../test/graphics-fixtures';

// GET /metrics (Prometheus text) for a Bearer METRICS_TOKEN: read after real requests, an answer
// and real deliveries to an SMTP server started here, each counter read before and after.

const TOKEN = 'metrics-test-token-0123456789';
let smtp: TestSmtpServer;
let t: TestContext;
let talkId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: (address) => (address.startsWith('nobody') ? '550 No such user here' : null) });
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
  const speaker = await speakerWithProfile(t.app, t.database, {
    digitalGiftTitle: 'Checklist',
    digitalGiftUrl: 'https://speaker.example/checklist',
    digitalGiftType: 'external_link',
  });
  talkId = await createOwnTalk(t.app, speaker.cookie, { talkTitle: 'Metrics Talk' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

/** The value of the one sample named so whose labels include `labels` (0 when there is none). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

const answer = (workEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: { presentationId: talkId, rating: 5, testimonial: 'Clear.', firstName: 'Ada', jobRole: 'CTO', workEmail },
  });

describe('GET /metrics', () => {
  it('answers 401 without the token, with another token or another scheme, and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('process_resident_memory_bytes');
    }
  });

  it('answers 404 when METRICS_TOKEN is unset, whatever the token', async () => {
    const off = await createTestApp();
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await off.close();
    }
  });

  it('is not one of the API document’s calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('times requests by route pattern and status, counts answers and mail outcomes, and shows the queues', async () => {
    // The speaker's own sign-up mail goes first, so what is counted below is this test's alone.
    await t.deps.mailer.deliverDue();
    const before = await scrape();
    expect(value(before, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const file = { method: 'GET', route: '/api/public/files/:id/:name', status_code: '404' };

    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const id of ['f-123', 'f-456']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/public/files/${id}/logo.png` })).statusCode).toBe(404);
    }
    // Two new answers, each queuing a gift e-mail: one address the SMTP server takes, one it refuses.
    expect((await answer('ada@attendee.example')).statusCode).toBe(201);
    expect((await answer('nobody@attendee.example')).statusCode).toBe(201);
    // A second answer from the same address is not a new answer (it waits for its e-mailed link).
    expect((await answer('ada@attendee.example')).statusCode).toBe(202);

    const queued = await scrape();
    // The two gifts wait in the queue (the link for the repeated answer was sent at once).
    expect(value(queued, 'speakerpro_mail_queue_messages', { status: 'queued' })).toBe(2);
    await t.deps.mailer.deliverDue();
    // Ada's gift and the link for her repeated answer; nobody@ was refused.
    expect(smtp.received.filter((m) => m.to.includes('ada@attendee.example'))).toHaveLength(2);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(moved('http_request_duration_seconds_count', health)).toBe(3);
    expect(moved('http_request_duration_seconds_count', file)).toBe(2);
    expect(value(after, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      value(after, 'http_request_duration_seconds_count', health),
    );
    expect(moved('http_request_duration_seconds_count', { route: '/api/feedback', status_code: '201' })).toBe(2);
    // Routes are patterns: no path with an id in it becomes a label.
    expect(after.filter((s) => /f-123|f-456/.test(s.labels.route ?? ''))).toEqual([]);
    expect(moved('speakerpro_answers_stored_total')).toBe(2);
    // The gift e-mails, and the confirmation link of the repeated address (sent at once, through SMTP too).
    expect(moved('speakerpro_mail_deliveries_total', { outcome: 'sent' })).toBe(2);
    expect(moved('speakerpro_mail_deliveries_total', { outcome: 'outbox' })).toBe(0);
    expect(moved('speakerpro_mail_deliveries_total', { outcome: 'failed' })).toBe(1);
    expect(moved('speakerpro_mail_deliveries_total', { outcome: 'retry' })).toBe(0);
    expect(value(after, 'speakerpro_mail_queue_messages', { status: 'queued' })).toBe(0);
    expect(value(after, 'speakerpro_mail_queue_messages', { status: 'sending' })).toBe(0);
    expect(after.some((s) => s.name === 'speakerpro_webhook_deliveries_due')).toBe(true);
    expect(after.some((s) => s.name === 'speakerpro_webhook_deliveries_total' && s.labels.outcome === 'delivered')).toBe(true);
    if (t.database.kind === 'postgres') {
      expect(value(after, 'speakerpro_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    }
  });

  it("shows each job queue's counts once the queue runs", async () => {
    await t.jobQueue();
    const samples = await scrape();
    const queues = samples.filter((s) => s.name === 'speakerpro_job_queue_jobs' && s.labels.state === 'queued');
    expect(queues.length).toBeGreaterThan(0);
    for (const q of queues) expect(q.value).toBeGreaterThanOrEqual(0);
  });
});
