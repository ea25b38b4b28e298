import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { wrapPool } from '../db/client';
import { createProfile } from '../test/harness';
import { freePort } from '../test/free-port';
import { LIMITS } from '../test/limits';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { startTestReceiver, type TestReceiver } from '../test/webhook-receiver';

// The server process with OTEL_EXPORTER_OTLP_ENDPOINT set, on PostgreSQL, sends its traces to an
// OTLP/HTTP receiver started here: an attendee's answer that queues a gift e-mail is one trace,
// from the HTTP server's span through its database queries to the SMTP delivery; a caller's
// `traceparent` is joined, a webhook call carries one, and a message the worker delivers later is
// linked to the request that queued it (decisions 082 and 089). One server serves every test.

const root = path.resolve(import.meta.dirname, '../../..');
const template = inject('postgresTemplate');
const baseUrl = process.env.TEST_DATABASE_URL;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  links?: { traceId: string; spanId: string }[];
}

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v ? (Object.values(v)[0] as unknown) : undefined;
};

let child: ChildProcess | undefined;
let receiver: http.Server | undefined;
let smtp: TestSmtpServer | undefined;
let dbName: string | undefined;
let hooks: TestReceiver | undefined;
const spans: OtlpSpan[] = [];
let publicUrl = '';
let databaseUrl = '';
let output = '';
let cookie = '';
let talkId = 0;
const headers = () => ({ 'content-type': 'application/json', origin: publicUrl });
// The first delivery attempt to this address is refused for now (451), so the worker delivers it later.
const LATER = 'later-trace@attendee.example';
let refusedOnce = false;

/** The HTTP server spans of requests to `route` (a pattern). */
const serverSpans = (route: string) => spans.filter((s) => s.kind === 2 && attr(s, 'http.route') === route);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  await smtp?.close();
  await hooks?.close();
  if (dbName && baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}, LIMITS.hookMs);

async function answerWithGift(workEmail: string) {
  const answer = await fetch(`${publicUrl}/api/feedback`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ presentationId: talkId, rating: 5, testimonial: 'Clear.', firstName: 'Ada', jobRole: 'CTO', workEmail }),
  });
  expect(answer.status).toBe(201);
  return answer;
}

// PostgreSQL only: the database spans come from instrumentation-pg (PGlite runs inside the process).
describe.runIf(template && baseUrl)('traces over OTLP', () => {
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
          };
          for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    const otlp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    smtp = await startTestSmtpServer({
      refuseMessage: (raw) => {
        // Only the attendee's own message (the speaker's notice may name the address too).
        if (refusedOnce || !/^To: .*later-trace@attendee\.example/im.test(raw)) return null;
        refusedOnce = true;
        return '451 Try again later';
      },
    });
    hooks = await startTestReceiver();

    dbName = `sp_trace_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${template}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        APP_SECRET: 'trace-test-secret-0123456789abcdef0123',
        DATA_DIR: path.join(os.tmpdir(), `speakerpro-trace-${randomBytes(4).toString('hex')}`),
        SMTP_URL: smtp.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
        OTEL_SERVICE_NAME: 'speakerpro-trace-test',
        // Spans are sent every 200 ms instead of every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));

    await vi.waitFor(
      async () => {
        if (child!.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
        expect((await fetch(`${publicUrl}/api/health`)).status).toBe(200);
      },
      { timeout: LIMITS.serverStartMs, interval: 250 },
    );

    const signup = await fetch(`${publicUrl}/api/speaker/signup`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ firstName: 'Maya', lastName: 'Okafor', email: 'trace-maya@example.com', password: 'keynote-2026' }),
    });
    expect(signup.status).toBe(202);
    // Sign-up opens no session: sign in, as the speaker would.
    const login = await fetch(`${publicUrl}/api/public/sessions`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'trace-maya@example.com', password: 'keynote-2026' }),
    });
    expect(login.status).toBe(200);
    cookie = /sp_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const user = ((await login.json()) as { user: { id: number; email: string } }).user;
    const database = wrapPool(new pg.Pool({ connectionString: databaseUrl, max: 1 }));
    try {
      await createProfile(database, user, { slug: 'trace-maya' });
    } finally {
      await database.close();
    }
    const talk = await fetch(`${publicUrl}/api/speaker-admin/events`, {
      method: 'POST',
      headers: { ...headers(), cookie },
      body: JSON.stringify({ eventName: 'Trace Summit', talkTitle: 'Following a Request', hashtag: 'TraceSummit' }),
    });
    expect(talk.status).toBe(201);
    talkId = ((await talk.json()) as { id: number }).id;
  }, LIMITS.longTestMs);

  it(
    'one trace holds the HTTP server span, the database spans and the SMTP span of an answer with a gift; its log lines carry the request id',
    async () => {
      const answer = await answerWithGift('ada-trace@attendee.example');
      const requestId = answer.headers.get('x-request-id')!;
      expect(requestId).toBeTruthy();
      await vi.waitFor(() => expect(smtp!.received.filter((m) => m.to.includes('ada-trace@attendee.example'))).toHaveLength(1), {
        timeout: LIMITS.backgroundWorkMs,
      });

      let trace: OtlpSpan[] = [];
      await vi.waitFor(
        () => {
          const server = serverSpans('/api/feedback').find((s) =>
            spans.some((t) => t.traceId === s.traceId && t.name === 'smtp send' && !t.links?.length),
          );
          expect(server, 'the HTTP server span of POST /api/feedback, with its SMTP span').toBeDefined();
          trace = spans.filter((s) => s.traceId === server!.traceId);
        },
        { timeout: LIMITS.backgroundWorkMs, interval: 200 },
      );
      const smtpSpan = trace.find((s) => s.name === 'smtp send')!;
      expect(attr(smtpSpan, 'server.address')).toBe('127.0.0.1');
      expect(attr(smtpSpan, 'server.port')).toBe(Number(new URL(smtp!.url).port));
      expect(attr(smtpSpan, 'smtp.outcome')).toBe('accepted');
      const dbSpans = trace.filter((s) => attr(s, 'db.system') === 'postgresql' || attr(s, 'db.system.name') === 'postgresql');
      expect(dbSpans.length).toBeGreaterThan(0);
      expect(dbSpans.some((s) => /insert into responses/i.test(String(attr(s, 'db.statement') ?? attr(s, 'db.query.text') ?? '')))).toBe(
        true,
      );
      // Every span of the trace hangs from another of the same trace, up to the one HTTP server span.
      const ids = new Set(trace.map((s) => s.spanId));
      const roots = trace.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId));
      expect(roots.map((s) => s.kind)).toEqual([2]);

      // The request's log lines carry the id the answer named.
      const lines = output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.filter((l) => l.reqId === requestId).map((l) => l.msg)).toContain('incoming request');
    },
    LIMITS.longTestMs,
  );

  it(
    "a request carrying a traceparent is served in the caller's trace, its server span a child of the caller's span",
    async () => {
      const traceId = randomBytes(16).toString('hex');
      const callerSpanId = randomBytes(8).toString('hex');
      const res = await fetch(`${publicUrl}/api/speaker-admin/talks`, {
        headers: { cookie, traceparent: `00-${traceId}-${callerSpanId}-01` },
      });
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(spans.filter((s) => s.traceId === traceId && s.kind === 2)).toHaveLength(1), {
        timeout: LIMITS.backgroundWorkMs,
        interval: 200,
      });
      const server = spans.find((s) => s.traceId === traceId && s.kind === 2)!;
      expect(server.parentSpanId).toBe(callerSpanId);
      expect(attr(server, 'http.route')).toBe('/api/speaker-admin/talks');
    },
    LIMITS.longTestMs,
  );

  it(
    "a webhook call carries a traceparent naming the delivery's own HTTP client span",
    async () => {
      const made = await fetch(`${publicUrl}/api/speaker-admin/webhooks`, {
        method: 'POST',
        headers: { ...headers(), cookie },
        body: JSON.stringify({ url: hooks!.url, events: ['response.created'] }),
      });
      expect(made.status).toBe(201);
      const { id } = (await made.json()) as { id: number };
      const queued = await fetch(`${publicUrl}/api/speaker-admin/webhooks/${id}/test-events`, {
        method: 'POST',
        headers: { ...headers(), cookie },
        body: JSON.stringify({}),
      });
      expect(queued.status).toBe(202);
      await vi.waitFor(() => expect(hooks!.received).toHaveLength(1), { timeout: LIMITS.backgroundWorkMs });
      const traceparent = hooks!.received[0]!.headers.traceparent;
      const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(traceparent ?? '') ?? [];
      expect(traceId, `traceparent ${traceparent}`).toBeDefined();
      await vi.waitFor(() => expect(spans.find((s) => s.spanId === spanId)).toBeDefined(), {
        timeout: LIMITS.backgroundWorkMs,
        interval: 200,
      });
      const delivery = spans.find((s) => s.spanId === spanId)!;
      expect(delivery.traceId).toBe(traceId);
      expect(delivery.kind).toBe(3); // CLIENT
      expect(attr(delivery, 'http.request.method') ?? attr(delivery, 'http.method')).toBe('POST');
    },
    LIMITS.longTestMs,
  );

  it(
    'a message the worker delivers after the request that queued it is in a trace of its own, linked to that request',
    async () => {
      await answerWithGift(LATER);
      // The first attempt, in the request, is refused for now and the row waits for its retry.
      await vi.waitFor(() => expect(refusedOnce).toBe(true), { timeout: LIMITS.backgroundWorkMs });
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        let row: { trace_parent: string | null } | undefined;
        await vi.waitFor(
          async () => {
            row = (
              await db.query<{ trace_parent: string | null; status: string }>(
                `select trace_parent, status from mail_messages where to_address = $1 and status = 'queued' and attempts = 1`,
                [LATER],
              )
            ).rows[0];
            expect(row).toBeDefined();
          },
          { timeout: LIMITS.backgroundWorkMs },
        );
        // Its retry is due now instead of in 30 s; the worker's next run delivers it.
        await db.query(`update mail_messages set next_attempt_at = now() where to_address = $1`, [LATER]);
      } finally {
        await db.end();
      }
      await vi.waitFor(() => expect(smtp!.received.filter((m) => m.to.includes(LATER))).toHaveLength(1), {
        timeout: LIMITS.backgroundWorkMs,
      });

      let later: OtlpSpan | undefined;
      await vi.waitFor(
        () => {
          later = spans.find((s) => s.name === 'smtp send' && attr(s, 'smtp.outcome') === 'accepted' && (s.links?.length ?? 0) > 0);
          expect(later).toBeDefined();
        },
        { timeout: LIMITS.backgroundWorkMs, interval: 200 },
      );
      const [link] = later!.links!;
      // The link leads into the trace of the POST /api/feedback that queued the message, to one of its spans.
      const queuing = serverSpans('/api/feedback').find((s) => s.traceId === link!.traceId);
      expect(queuing, 'the HTTP server span of the request that queued the message').toBeDefined();
      expect(spans.some((s) => s.traceId === link!.traceId && s.spanId === link!.spanId)).toBe(true);
      expect(later!.traceId).not.toBe(link!.traceId);
      expect(later!.parentSpanId ?? '').toBe('');
      // The refused first attempt ran in the request and is part of its trace.
      expect(spans.some((s) => s.traceId === link!.traceId && s.name === 'smtp send' && attr(s, 'smtp.outcome') === 'failed')).toBe(true);
    },
    LIMITS.longTestMs,
  );
});
