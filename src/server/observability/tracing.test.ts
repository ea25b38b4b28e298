import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { wrapPool } from '../db/client';
import { createProfile } from '../test/harness';
import { freePort } from '../test/free-port';
import { LIMITS } from '../test/limits';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';

// The server process with OTEL_EXPORTER_OTLP_ENDPOINT set, on PostgreSQL, sends its traces to an
// OTLP/HTTP receiver started here: an attendee's answer that queues a gift e-mail is one trace,
// from the HTTP server's span through its database queries to the SMTP delivery.

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
}

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v ? (Object.values(v)[0] as unknown) : undefined;
};

let child: ChildProcess | undefined;
let receiver: http.Server | undefined;
let smtp: TestSmtpServer | undefined;
let dbName: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  await smtp?.close();
  if (dbName && baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}, LIMITS.hookMs);

// PostgreSQL only: the database spans come from instrumentation-pg (PGlite runs inside the process).
describe.runIf(template && baseUrl)('traces over OTLP', () => {
  it(
    'one trace holds the HTTP server span, the database spans and the SMTP span of an answer with a gift; its log lines carry the request id',
    async () => {
      const spans: OtlpSpan[] = [];
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
      smtp = await startTestSmtpServer();

      dbName = `sp_trace_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${dbName} template ${template}`);
      await admin.end();
      const url = new URL(baseUrl!);
      url.pathname = `/${dbName}`;

      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      let output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          LOG_LEVEL: 'info',
          DATABASE_URL: url.toString(),
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

      const headers = { 'content-type': 'application/json', origin: publicUrl };
      const signup = await fetch(`${publicUrl}/api/speaker/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ firstName: 'Maya', lastName: 'Okafor', email: 'trace-maya@example.com', password: 'keynote-2026' }),
      });
      expect(signup.status).toBe(202);
      // Sign-up opens no session: sign in, as the speaker would.
      const login = await fetch(`${publicUrl}/api/public/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'trace-maya@example.com', password: 'keynote-2026' }),
      });
      expect(login.status).toBe(200);
      const cookie = /sp_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
      const user = ((await login.json()) as { user: { id: number; email: string } }).user;
      const database = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 1 }));
      try {
        await createProfile(database, user, { slug: 'trace-maya' });
      } finally {
        await database.close();
      }
      const talk = await fetch(`${publicUrl}/api/speaker-admin/events`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ eventName: 'Trace Summit', talkTitle: 'Following a Request', hashtag: 'TraceSummit' }),
      });
      expect(talk.status).toBe(201);
      const talkId = ((await talk.json()) as { id: number }).id;

      const answer = await fetch(`${publicUrl}/api/feedback`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          presentationId: talkId,
          rating: 5,
          testimonial: 'Clear.',
          firstName: 'Ada',
          jobRole: 'CTO',
          workEmail: 'ada-trace@attendee.example',
        }),
      });
      expect(answer.status).toBe(201);
      const requestId = answer.headers.get('x-request-id')!;
      expect(requestId).toBeTruthy();
      await vi.waitFor(() => expect(smtp!.received.filter((m) => m.to.includes('ada-trace@attendee.example'))).toHaveLength(1), {
        timeout: LIMITS.backgroundWorkMs,
      });

      let trace: OtlpSpan[] = [];
      await vi.waitFor(
        () => {
          const server = spans.find((s) => s.kind === 2 && attr(s, 'http.route') === '/api/feedback');
          expect(server, 'the HTTP server span of POST /api/feedback').toBeDefined();
          trace = spans.filter((s) => s.traceId === server!.traceId);
          expect(trace.some((s) => s.name === 'smtp send')).toBe(true);
        },
        { timeout: LIMITS.backgroundWorkMs, interval: 200 },
      );
      const smtpSpan = trace.find((s) => s.name === 'smtp send')!;
      expect(attr(smtpSpan, 'server.address')).toBe('127.0.0.1');
      expect(attr(smtpSpan, 'server.port')).toBe(Number(new URL(smtp.url).port));
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
});
