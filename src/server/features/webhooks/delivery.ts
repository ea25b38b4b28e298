import http from 'node:http';
import https from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookAttempt, WebhookEventType } from '../../../shared/contract/webhooks';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { deliveryTarget, pinnedLookup, RefusedAddressError, type DeliveryTarget, type HostLookup } from './address-rules';
import { buildPayload } from './payloads';
import { openWebhookSecret } from './secret-box';
import { signals } from '../../observability/signals';
import { signatureHeaders, USER_AGENT } from './signature';

/** How long a receiver has to answer (connecting included) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * How long a claimed delivery stays reserved. An attempt takes at most the host lookup (5 s) and
 * the request (10 s), so the lease outlives any attempt and needs no renewal; a delivery whose
 * process died mid-send is due again once it runs out, and is retried, never lost.
 */
export const WEBHOOK_LEASE_MS = 60_000;
/** Retry n waits the base delay times RETRY_FACTORS[n-1]: about 10 s, 1 min, 5 min, 30 min and 2 h by default. */
export const RETRY_FACTORS = [1, 6, 30, 180, 720] as const;
export const WEBHOOK_MAX_ATTEMPTS = RETRY_FACTORS.length + 1;
/**
 * Fair shares of the sending. One process sends at most CONCURRENCY deliveries at once; across every
 * process, one endpoint has at most PER_ENDPOINT under way and one speaker at most PER_SPEAKER, and
 * free slots go round-robin: every speaker's first due delivery is claimed before anyone's second.
 * So a speaker whose receivers are slow (or who has several slow ones) fills two slots at most, and
 * every other speaker's deliveries still find one free within a turn.
 */
const CONCURRENCY = 8;
const PER_ENDPOINT = 1;
const PER_SPEAKER = 2;
/** What is kept of a receiver's answer for the log when it is not a 2xx. */
const ANSWER_SNIPPET_CHARS = 200;

interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event_id: string;
  event_type: WebhookEventType;
  event_created_at: Date | string;
  test: boolean;
  response_id: number | null;
  graphic_id: number | null;
  attempts: number;
}

interface SendResult {
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookSenderOptions {
  db: Db;
  config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'appSecret' | 'dataDir' | 'webhookRetryBaseMs'>;
  /** How host names resolve (tests give their own); the system's resolver otherwise. */
  lookup?: HostLookup;
  timeoutMs?: number;
  leaseMs?: number;
  log?: { error(obj: object, msg: string): void };
}

export interface WebhookSender {
  /** Claims due deliveries for the free slots and starts them; resolves once they are started. */
  pump(): Promise<number>;
  /** Resolves when every delivery started so far is recorded. */
  idle(): Promise<void>;
  /** Starts nothing more and waits for the deliveries under way (each bounded by the timeouts). */
  close(): Promise<void>;
}

function describeError(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `No answer within ${Math.round(timeoutMs / 1000)} s`;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ECONNREFUSED') return 'Connection refused';
  if (e.code === 'ECONNRESET') return 'The connection was reset before an answer came';
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return 'The host could not be found';
  return `${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`.slice(0, 300);
}

function describeAnswer(code: number, body: string): string | null {
  if (code >= 200 && code < 300) return null;
  if (code >= 300 && code < 400) return `HTTP ${code}: redirects are not followed; use the address it points to`;
  const snippet = body.replace(/\s+/g, ' ').trim().slice(0, ANSWER_SNIPPET_CHARS);
  return snippet ? `HTTP ${code}: ${snippet}` : `HTTP ${code}`;
}

/**
 * One POST, connecting to `target` when given (the checked address) whatever the host name resolves
 * to by now. Redirects are not followed (node's http never does); the whole exchange is bounded by
 * `timeoutMs`; of the answer only its status and a short start are kept.
 */
function post(url: URL, target: DeliveryTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: Date.now() - started });
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // A connection of its own: a kept-alive one could lead to an address checked for another delivery.
        agent: false,
        signal,
        ...(target ? { lookup: pinnedLookup(target) } : {}),
      },
      (res) => {
        const code = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish({ responseCode: code, error: describeAnswer(code, Buffer.concat(chunks).toString('utf8')) });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= 2048) res.destroy();
        });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', (err) => finish({ responseCode: null, error: describeError(err, signal.aborted, timeoutMs) }));
    req.end(body);
  });
}

/**
 * The delivery worker: due rows of webhook_deliveries are claimed (FOR UPDATE SKIP LOCKED, with a
 * lease whose attempt number fences the outcome), POSTed signed, and the outcome recorded with an
 * entry in the row's attempt log. Several processes share the queue; a 2xx is delivered, anything
 * else is retried with backoff until the sixth attempt fails. Receivers get each event at least
 * once and de-duplicate on webhook-id (a crash between the answer and its record sends
 * it again).
 */
export function createWebhookSender(opts: WebhookSenderOptions): WebhookSender {
  const { db, config } = opts;
  const production = config.nodeEnv === 'production';
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const leaseMs = opts.leaseMs ?? WEBHOOK_LEASE_MS;
  const log = opts.log ?? { error: (obj: object, msg: string) => console.error(msg, obj) };
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  /**
   * Claims up to `limit` due deliveries, fairly (see PER_ENDPOINT, PER_SPEAKER): what is under way
   * (a live lease) counts against the caps; of the due rows each endpoint offers its oldest, each
   * speaker's offers are ranked, and rank 1 of every speaker goes before any rank 2. A row still
   * 'sending' whose lease ran out was interrupted: its log says so, and it is claimed again (the claim
   * counts the attempt).
   */
  async function claim(limit: number): Promise<DeliveryRow[]> {
    const interrupted = JSON.stringify({ durationMs: null, responseCode: null, error: 'Interrupted: the process sending it stopped' });
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook-claims'))`);
      return queryRows<DeliveryRow>(
        tx,
        sql`with busy as (
              select d.endpoint_id, w.user_id from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
              where d.status = 'sending' and d.next_attempt_at > now()
            ), busy_endpoint as (
              select endpoint_id, count(*)::int as n from busy group by endpoint_id
            ), busy_speaker as (
              select user_id, count(*)::int as n from busy group by user_id
            ), due as (
              select d.id, d.endpoint_id, w.user_id, d.next_attempt_at,
                     row_number() over (partition by d.endpoint_id order by d.next_attempt_at, d.id) + coalesce(be.n, 0) as endpoint_slot
              from webhook_deliveries d
              join webhook_endpoints w on w.id = d.endpoint_id
              left join busy_endpoint be on be.endpoint_id = d.endpoint_id
              where d.status in ('queued', 'sending') and d.next_attempt_at <= now()
            ), offered as (
              select due.id, due.next_attempt_at,
                     row_number() over (partition by due.user_id order by due.endpoint_slot, due.next_attempt_at, due.id)
                       + coalesce(bs.n, 0) as speaker_slot
              from due left join busy_speaker bs on bs.user_id = due.user_id
              where due.endpoint_slot <= ${PER_ENDPOINT}
            ), picked as (
              select w.id from webhook_deliveries w
              where w.id in (select id from offered where speaker_slot <= ${PER_SPEAKER}
                             order by speaker_slot, next_attempt_at, id limit ${limit})
                and w.status in ('queued', 'sending') and w.next_attempt_at <= now()
              for update skip locked
            )
            update webhook_deliveries d set
              status = 'sending',
              attempts = d.attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
              attempt_log = case when d.status = 'sending'
                then d.attempt_log || jsonb_build_array(${interrupted}::jsonb || jsonb_build_object(
                  'attempt', d.attempts, 'at', to_json(d.next_attempt_at - make_interval(secs => ${leaseMs / 1000}))))
                else d.attempt_log end
            from picked where d.id = picked.id
            returning d.id, d.endpoint_id, d.event_id, d.event_type, d.event_created_at, d.test, d.response_id, d.graphic_id, d.attempts`,
      );
    });
  }

  /**
   * Records the attempt's outcome; only the current claim may (same attempt number), so a worker
   * whose lease ran out and was taken over changes nothing.
   */
  async function record(
    row: DeliveryRow,
    outcome: { status: 'queued' | 'delivered' | 'failed'; nextAttemptAt: Date | null; responseCode: number | null; error: string | null },
    entry: Omit<WebhookAttempt, 'attempt'>,
  ): Promise<void> {
    const logEntry: WebhookAttempt = { attempt: row.attempts, ...entry };
    const updated = await db
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        nextAttemptAt: outcome.nextAttemptAt,
        responseCode: outcome.responseCode,
        error: outcome.error,
        completedAt: outcome.status === 'queued' ? null : new Date(),
        attemptLog: sql`${webhookDeliveries.attemptLog} || ${JSON.stringify([logEntry])}::jsonb`,
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, 'sending'), eq(webhookDeliveries.attempts, row.attempts)))
      .returning({ id: webhookDeliveries.id });
    if (updated.length > 0) signals.webhookSettled(outcome.status);
  }

  /** Gives up on the delivery without sending it (the reason is not one a retry changes). */
  const refuse = (row: DeliveryRow, error: string, startedAt: Date) =>
    record(
      row,
      { status: 'failed', nextAttemptAt: null, responseCode: null, error },
      { at: startedAt.toISOString(), durationMs: null, responseCode: null, error },
    );

  async function deliver(row: DeliveryRow): Promise<void> {
    const startedAt = new Date();
    const leaseEnds = startedAt.getTime() + leaseMs;
    if (row.attempts > WEBHOOK_MAX_ATTEMPTS) return refuse(row, 'Gave up: the last attempt was interrupted', startedAt);
    const [endpoint] = await db
      .select({ url: webhookEndpoints.url, userId: webhookEndpoints.userId, secretSealed: webhookEndpoints.secretSealed })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpoint_id));
    // Deleted meanwhile: its deliveries went with it.
    if (!endpoint) return;
    const built = await buildPayload(db, config, endpoint.userId, {
      eventId: row.event_id,
      eventType: row.event_type,
      eventCreatedAt: row.event_created_at,
      test: row.test,
      responseId: row.response_id,
      graphicId: row.graphic_id,
    });
    if ('withheld' in built) return refuse(row, built.withheld, startedAt);
    const url = new URL(endpoint.url);
    let result: SendResult;
    try {
      const target = await deliveryTarget(url, { production, lookup: opts.lookup });
      // The claim must outlast the request, or another worker could take the row over meanwhile.
      if (Date.now() + timeoutMs > leaseEnds) return;
      const body = JSON.stringify(built.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = openWebhookSecret(config, endpoint.userId, endpoint.secretSealed);
      result = await post(
        url,
        target,
        {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          ...signatureHeaders(secret, { id: row.event_id, type: row.event_type }, timestamp, body),
        },
        body,
        timeoutMs,
      );
    } catch (err) {
      if (err instanceof RefusedAddressError) return refuse(row, err.message, startedAt);
      result = {
        responseCode: null,
        error: err instanceof Error ? err.message : String(err),
        durationMs: Date.now() - startedAt.getTime(),
      };
    }
    const entry = { at: startedAt.toISOString(), durationMs: result.durationMs, responseCode: result.responseCode, error: result.error };
    if (result.error === null) {
      return record(row, { status: 'delivered', nextAttemptAt: null, responseCode: result.responseCode, error: null }, entry);
    }
    const factor = RETRY_FACTORS[row.attempts - 1];
    if (factor === undefined) {
      return record(row, { status: 'failed', nextAttemptAt: null, responseCode: result.responseCode, error: result.error }, entry);
    }
    const nextAttemptAt = new Date(Date.now() + config.webhookRetryBaseMs * factor);
    return record(row, { status: 'queued', nextAttemptAt, responseCode: result.responseCode, error: result.error }, entry);
  }

  function start(row: DeliveryRow) {
    const running: Promise<void> = deliver(row)
      .catch((err) => log.error({ err, delivery: row.id }, 'webhook delivery failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  return {
    async pump() {
      const free = CONCURRENCY - inFlight.size;
      if (closed || free <= 0) return 0;
      const rows = await claim(free);
      for (const row of rows) start(row);
      return rows.length;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
