import type { Registry } from 'prom-client';
import { lazy } from '../lazy';
import { setSignalSink } from './signals';

/** Where the gauges read at scrape time come from: the process's database and its pool. */
export interface ScrapeSource {
  /** The counts each gauge shows, read now; a part that cannot be read is left out of this scrape. */
  read(): Promise<ScrapeReading>;
}

export interface ScrapeReading {
  /** PostgreSQL's pool (PGlite has one connection and no pool). */
  pool?: { total: number; idle: number; waiting: number };
  /** Messages waiting in the mail queue, by row status ('queued', 'sending'). */
  mailQueue?: Record<string, number>;
  /** The job queues' counts as pg-boss last took them, by queue name. */
  jobQueues?: { name: string; queued: number; active: number; deferred: number }[];
  /** Webhook deliveries whose time has come (never sent yet, or due for a retry). */
  webhookDeliveriesDue?: number;
}

/** A request's duration goes into one of these buckets (seconds): from a cached read to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Records one answered request: `route` is the route pattern (never the raw URL, which holds ids). */
  observeRequest(labels: { method: string; route: string; status_code: number }, seconds: number): void;
  /** The source the next scrapes read their gauges from (the app being served); undefined: none. */
  useSource(source: ScrapeSource | undefined): void;
  readonly source: ScrapeSource | undefined;
}

/**
 * prom-client and this process's metrics, made on the first call (only when METRICS_TOKEN is set;
 * decision 082). One registry per process: what the process's code reports through signals.ts
 * and what the HTTP server measures land in the same counters, whichever app instance served it.
 */
export const loadMetrics = lazy(async (): Promise<Metrics> => {
  const client = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const answers = new client.Counter({
    name: 'speakerpro_answers_stored_total',
    help: "Attendees' answers stored (a new answer; corrections and answers kept for an e-mailed link are not counted)",
    registers: [registry],
  });
  const mailOutcomes = new client.Counter({
    name: 'speakerpro_mail_deliveries_total',
    help: 'Delivery attempts of queued messages by outcome: sent (SMTP accepted it), outbox (kept, no SMTP), failed, skipped, retry',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const webhookOutcomes = new client.Counter({
    name: 'speakerpro_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered (a 2xx), failed (given up), retry',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'outbox', 'failed', 'skipped', 'retry']) mailOutcomes.inc({ outcome }, 0);
  for (const outcome of ['delivered', 'failed', 'retry']) webhookOutcomes.inc({ outcome }, 0);

  let source: ScrapeSource | undefined;
  // One reading per scrape, shared by the gauges below (each gauge's collect() runs on every scrape).
  let reading: Promise<ScrapeReading> | undefined;
  const read = () => {
    reading ??= (source?.read() ?? Promise.resolve({})).finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };

  new client.Gauge({
    name: 'speakerpro_db_pool_connections',
    help: 'PostgreSQL connections of this process: total open, idle, and callers waiting for one (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { pool } = await read();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new client.Gauge({
    name: 'speakerpro_mail_queue_messages',
    help: 'Messages in the mail queue (the mail_messages table) waiting for delivery or being delivered, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { mailQueue } = await read();
      for (const [status, value] of Object.entries(mailQueue ?? {})) this.set({ status }, value);
    },
  });
  new client.Gauge({
    name: 'speakerpro_job_queue_jobs',
    help: "Jobs in each background queue by state, as pg-boss's monitor last counted them",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { jobQueues } = await read();
      for (const q of jobQueues ?? []) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
        this.set({ queue: q.name, state: 'deferred' }, q.deferred);
      }
    },
  });
  new client.Gauge({
    name: 'speakerpro_webhook_deliveries_due',
    help: 'Webhook deliveries whose time has come and that no worker is sending yet',
    registers: [registry],
    async collect() {
      this.reset();
      const { webhookDeliveriesDue } = await read();
      if (webhookDeliveriesDue !== undefined) this.set(webhookDeliveriesDue);
    },
  });

  setSignalSink({
    answerStored: () => answers.inc(),
    mailSettled: (outcome) => mailOutcomes.inc({ outcome: outcome === 'queued' ? 'retry' : outcome }),
    webhookSettled: (outcome) => webhookOutcomes.inc({ outcome: outcome === 'queued' ? 'retry' : outcome }),
  });

  return {
    registry,
    observeRequest: (labels, seconds) => httpDuration.observe(labels, seconds),
    useSource(next) {
      source = next;
    },
    get source() {
      return source;
    },
  };
});
