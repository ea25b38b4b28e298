import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOKS_PER_SPEAKER,
  WEBHOOK_LOG_SIZE,
  type CreatedWebhook,
  type QueuedDelivery,
  type RotatedSecret,
  type Webhook,
  type WebhookDelivery,
  type WebhookDetail,
  type WebhookEventType,
  type WebhookList,
} from '../../../shared/contract/webhooks';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../errors';
import { deliveryTarget, RefusedAddressError, webhookUrlProblem, type HostLookup } from './address-rules';
import { sealWebhookSecret } from './secret-box';
import { newWebhookSecret, secretHint } from './signature';

export interface WebhookDeps {
  db: Db;
  config: Pick<Config, 'nodeEnv' | 'appSecret' | 'dataDir'>;
  /** How host names resolve (tests give their own); the system's resolver otherwise. */
  lookup?: HostLookup;
}

const NOT_FOUND = 'Webhook not found';
const DELIVERY_NOT_FOUND = 'Delivery not found';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The URL as it will be called, or a 400 naming `url`: https (http only to this machine outside
 * production), no credentials, and in production no host that is or resolves to a private, local
 * or reserved address. The same address check runs again before every delivery.
 */
async function checkedUrl(deps: WebhookDeps, text: string): Promise<string> {
  const rules = { production: deps.config.nodeEnv === 'production', lookup: deps.lookup };
  const checked = webhookUrlProblem(text, rules);
  if ('problem' in checked) throw invalidField('url', checked.problem);
  try {
    await deliveryTarget(checked.url, rules);
  } catch (err) {
    // What the host resolved to is not repeated: the answer of the server's own DNS (a private
    // address, say) would tell a speaker about the network around the server.
    if (err instanceof RefusedAddressError)
      throw invalidField('url', 'must point to a public address: the host resolves to one that is not allowed');
    throw invalidField('url', 'must name a host that can be found');
  }
  return checked.url.href;
}

/** Adds an endpoint; its secret is answered here in full, and never again. */
export async function createWebhook(
  deps: WebhookDeps,
  userId: number,
  input: { url: string; events: WebhookEventType[] },
): Promise<CreatedWebhook> {
  const url = await checkedUrl(deps, input.url);
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    // One creation at a time per speaker, so two at once cannot both pass the limit (NO KEY UPDATE:
    // rows that merely reference the account, a new session or talk, need not wait for it).
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from webhook_endpoints where user_id = ${userId}`,
    );
    if (count >= MAX_WEBHOOKS_PER_SPEAKER) {
      throw conflict(`You already have ${MAX_WEBHOOKS_PER_SPEAKER} webhooks, the most an account may have. Delete one to add another.`);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url,
        events: input.events,
        secretSealed: sealWebhookSecret(deps.config, userId, secret),
        secretHint: secretHint(secret),
        // Answers stored from now on are announced; earlier ones are not.
        afterResponseId: sql`(select coalesce(max(id), 0) from responses)`,
      })
      .returning({ id: webhookEndpoints.id });
    return { id: row!.id, secret };
  });
}

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  secret_hint: string;
  created_at: Date | string;
  last_status: WebhookDelivery['status'] | null;
  last_created_at: Date | string | null;
  last_response_code: number | null;
  last_next_attempt_at: Date | string | null;
}

const endpointSelect = sql`
  select w.id, w.url, w.events, w.secret_hint, w.created_at,
         last.status as last_status, last.created_at as last_created_at, last.response_code as last_response_code,
         last.next_attempt_at as last_next_attempt_at
  from webhook_endpoints w
  left join lateral (select d.status, d.created_at, d.response_code, d.next_attempt_at from webhook_deliveries d
                     where d.endpoint_id = w.id order by d.id desc limit 1) last on true`;

function webhookOf(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    secretHint: row.secret_hint,
    createdAt: iso(row.created_at),
    lastDelivery:
      row.last_status && row.last_created_at
        ? {
            status: row.last_status,
            createdAt: iso(row.last_created_at),
            responseCode: row.last_response_code,
            nextAttemptAt: row.last_status === 'queued' && row.last_next_attempt_at ? iso(row.last_next_attempt_at) : null,
          }
        : null,
  };
}

export async function listWebhooks(db: Db, userId: number): Promise<WebhookList> {
  const rows = await queryRows<EndpointRow>(db, sql`${endpointSelect} where w.user_id = ${userId} order by w.id`);
  return { webhooks: rows.map(webhookOf), maxWebhooks: MAX_WEBHOOKS_PER_SPEAKER };
}

/** The speaker's own endpoint, or 404 (another speaker's endpoint is as unknown as a missing one). */
async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await queryRows<EndpointRow>(db, sql`${endpointSelect} where w.id = ${id} and w.user_id = ${userId}`);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function deliveryOf(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.eventType,
    test: row.test,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    error: row.error,
    createdAt: iso(row.createdAt),
    nextAttemptAt: row.status === 'queued' && row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    redeliveryOf: row.redeliveryOf,
    attemptLog: row.attemptLog.map((a) => ({ ...a, at: iso(a.at) })),
  };
}

export async function webhookDetail(db: Db, userId: number, id: number): Promise<WebhookDetail> {
  const endpoint = await ownEndpoint(db, userId, id);
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return { ...webhookOf(endpoint), deliveries: deliveries.map(deliveryOf) };
}

/**
 * Gives the endpoint a new secret of the standard form, answered here in full and never again. The
 * old secret stops at once: the next attempt of any delivery, retries included, is signed with the new one.
 */
export async function rotateWebhookSecret(deps: WebhookDeps, userId: number, id: number): Promise<RotatedSecret> {
  const secret = newWebhookSecret();
  const changed = await deps.db
    .update(webhookEndpoints)
    .set({ secretSealed: sealWebhookSecret(deps.config, userId, secret), secretHint: secretHint(secret) })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (changed.length === 0) throw notFound(NOT_FOUND);
  return { secret };
}

/** Removes the endpoint and its deliveries (queued ones are not sent). */
export async function deleteWebhook(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(NOT_FOUND);
}

/** Queues an example of `event` (default: the endpoint's first event type), signed and sent like any other. */
export async function queueTestEvent(db: Db, userId: number, id: number, event?: WebhookEventType): Promise<QueuedDelivery> {
  const endpoint = await ownEndpoint(db, userId, id);
  const eventId = randomUUID();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventId, eventType: event ?? endpoint.events[0] ?? 'response.created', test: true })
    .returning({ id: webhookDeliveries.id });
  return { deliveryId: row!.id, eventId };
}

/**
 * "Send again": a new delivery of the same event (same event id, so a receiver that has it already
 * can tell), its body made afresh from the answer as it stands and the consent rules of now.
 */
export async function redeliver(db: Db, userId: number, id: number, deliveryId: number): Promise<QueuedDelivery> {
  await ownEndpoint(db, userId, id);
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!original) throw notFound(DELIVERY_NOT_FOUND);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: id,
      eventId: original.eventId,
      eventType: original.eventType,
      eventCreatedAt: original.eventCreatedAt,
      test: original.test,
      responseId: original.responseId,
      graphicId: original.graphicId,
      redeliveryOf: original.id,
    })
    .returning({ id: webhookDeliveries.id });
  return { deliveryId: row!.id, eventId: original.eventId };
}
