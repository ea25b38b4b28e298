// Prints timings for the foundation's hot paths on an in-memory PGlite. Numbers, not assertions.
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import type { AppDeps } from '../src/server/deps';
import { loadConfig } from '../src/server/config';
import { wrapPglite } from '../src/server/db/client';
import { analyticsEvents } from '../src/server/db/schema';
import { getDashboard } from '../src/server/features/analytics/service';
import { hashPassword } from '../src/server/auth/accounts';
import { createMailer } from '../src/server/mail/mailer';
import { featureJobs } from '../src/server/compose';
import { jobQueueOnFirstSend, startJobQueue } from '../src/server/jobs/queue';
import { emailMarketingOptOuts } from '../src/server/domain/consent-rules';
import { createStorage } from '../src/server/storage/storage';

async function time(label: string, runs: number, fn: () => Promise<unknown>) {
  await fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const ms = (performance.now() - start) / runs;
  console.log(`${label.padEnd(48)} ${ms.toFixed(2).padStart(9)} ms/op  (${runs} runs)`);
}

const database = wrapPglite(new PGlite());
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATA_DIR: '/tmp/speakerpro-bench' });
const jobDeps = {
  config,
  database,
  db: database.db,
  storage: createStorage(database.db, config.dataDir),
  mailer: createMailer({
    db: database.db,
    storage: createStorage(database.db, config.dataDir),
    from: config.mailFrom,
    marketingOptOuts: emailMarketingOptOuts,
  }),
};
// Started only if a request sends a job; none of the timed calls does.
const jobs = jobQueueOnFirstSend(() =>
  startJobQueue(database, pino({ level: 'silent' }), { schedule: false, registrations: featureJobs(jobDeps) }),
);
const deps: AppDeps = { ...jobDeps, jobs };
const app = await buildApp(deps);
await app.ready();

await time('argon2id hash', 10, () => hashPassword('bench-keynote-stories-2026'));
const signup = await app.inject({
  method: 'POST',
  url: '/api/speaker/signup',
  payload: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', password: 'bench-keynote-stories-2026' },
});
if (signup.statusCode !== 202) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
// Sign-up opens no session: sign in, as the speaker would.
const signin = await app.inject({
  method: 'POST',
  url: '/api/public/sessions',
  payload: { email: 'bench@example.com', password: 'bench-keynote-stories-2026' },
});
const cookie = `sp_session=${signin.cookies.find((c) => c.name === 'sp_session')!.value}`;
await time('POST /api/speaker/login-email', 20, () =>
  app.inject({
    method: 'POST',
    url: '/api/speaker/login-email',
    payload: { email: 'bench@example.com', password: 'bench-keynote-stories-2026' },
  }),
);
await time('GET /api/speaker-auth/user (session lookup)', 200, () =>
  app.inject({ method: 'GET', url: '/api/speaker-auth/user', headers: { cookie } }),
);
await time('POST /api/analytics/track', 200, () =>
  app.inject({ method: 'POST', url: '/api/analytics/track', payload: { event_type: 'page_view', page_path: '/' } }),
);

const rows = Array.from({ length: 20_000 }, (_, i) => ({
  eventType: ['page_view', 'button_click', 'card_click'][i % 3]!,
  pagePath: `/page-${i % 40}`,
  elementLabel: i % 3 === 0 ? null : `Button ${i % 25}`,
}));
for (let i = 0; i < rows.length; i += 2000) await database.db.insert(analyticsEvents).values(rows.slice(i, i + 2000));
await time('analytics dashboard over 20k events', 20, () => getDashboard(database.db));

await app.close();
await database.close();
