import { sql } from 'drizzle-orm';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { queryRows, type Db } from '../../db/client';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import { OFFERED } from '../../domain/testimonials';

/*
 * Webhook events come from reading what was stored, never from the attendee's request: the answer
 * is one statement on a busy path, and stays so. Every second or two a process reads the answers
 * and graphics stored since the cursor (webhook_cursors), queues one delivery per event and
 * endpoint, and moves the cursor, in one transaction that holds the cursor's row: one process at a
 * time, the others skip their turn.
 *
 * An answer's id is drawn before its statement commits, so a smaller id can become visible after a
 * larger one. The cursor therefore moves only past answers stored more than SETTLE_SECONDS ago;
 * newer ones are read again on the next turns, and the unique key of an event per endpoint
 * (source_key) queues each once. Graphics are read by the time they got their image, the same way.
 */

/** How long after its statement began an answer or a graphic is taken to be committed (or never will be). */
const SETTLE_SECONDS = 10;
/** At most this many events are queued per turn; the rest wait for the next turns (a backlog after downtime). */
const BATCH = 500;

/** Whether any speaker has a webhook: without one, a turn reads nothing else. */
export async function anyWebhook(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from webhook_endpoints) as any`);
  return row?.any === true;
}

interface Candidate {
  endpoint_id: number;
  source_id: number;
  type: string;
}

/**
 * One turn: queues the events of answers and graphics stored since the cursor for every endpoint
 * that subscribes to them, and moves the cursor. Returns how many deliveries it queued.
 */
export async function queueWebhookEvents(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await queryRows<{ response_from: number; graphics_from: Date | string }>(
      tx,
      // Nothing before an endpoint was added is announced to it, so the cursor need never be older
      // than the oldest endpoint (after a time without any, it jumps there).
      sql`select greatest(c.response_id, (select coalesce(min(after_response_id), 0) from webhook_endpoints)) as response_from,
                 greatest(c.graphics_at, (select min(created_at) from webhook_endpoints)) as graphics_from
          from webhook_cursors c where c.name = 'events' for update of c skip locked`,
    );
    // Another process holds the cursor: this turn is its.
    if (!cursor) return 0;

    const answers = await queryRows<Candidate>(
      tx,
      sql`select w.id as endpoint_id, r.id as source_id, ty.type
          from webhook_endpoints w
          join events e on e.speaker_user_id = w.user_id
          join responses r on r.event_id = e.id and r.id > w.after_response_id and r.id > ${cursor.response_from}
          cross join lateral (values ('response.created', true),
                                     ('lead.hot', r.rating >= ${HOT_LEAD_MIN_RATING}),
                                     ('lead.booking', ${IS_BOOKING_LEAD})) as ty(type, applies)
          where ty.applies and ty.type = any(w.events)
            and not exists (select 1 from webhook_deliveries d
                            where d.endpoint_id = w.id and d.source_key = ty.type || ':response:' || r.id)
          order by r.id, w.id, ty.type
          limit ${BATCH}`,
    );
    const graphics = await queryRows<Candidate>(
      tx,
      sql`select w.id as endpoint_id, g.id as source_id, 'graphic.created' as type
          from webhook_endpoints w
          join graphics g on g.speaker_user_id = w.user_id and g.generated_at >= w.created_at
                         and g.generated_at > ${cursor.graphics_from}::timestamptz
          join responses r on r.id = g.response_id
          where 'graphic.created' = any(w.events) and g.status = 'generated' and g.removed_at is null and ${OFFERED}
            and not exists (select 1 from webhook_deliveries d
                            where d.endpoint_id = w.id and d.source_key = 'graphic.created:graphic:' || g.id)
          order by g.generated_at, g.id, w.id
          limit ${BATCH}`,
    );

    const rows = [
      ...answers.map(
        (c) => sql`(${c.endpoint_id}::integer, ${c.type}, ${`${c.type}:response:${c.source_id}`}, ${c.source_id}::integer, null::integer)`,
      ),
      ...graphics.map(
        (c) => sql`(${c.endpoint_id}::integer, ${c.type}, ${`${c.type}:graphic:${c.source_id}`}, null::integer, ${c.source_id}::integer)`,
      ),
    ];
    if (rows.length > 0) {
      // The key is checked above; a key queued meanwhile (a process whose turn overlapped) is skipped here.
      await tx.execute(sql`
        insert into webhook_deliveries (endpoint_id, event_id, event_type, source_key, response_id, graphic_id)
        select v.endpoint_id, gen_random_uuid()::text, v.event_type, v.source_key, v.response_id, v.graphic_id
        from (values ${sql.join(rows, sql`, `)}) as v(endpoint_id, event_type, source_key, response_id, graphic_id)
        on conflict (endpoint_id, source_key) do nothing`);
    }

    // A full batch leaves the cursor where it is: the next turn goes on past what this one queued.
    await tx.execute(sql`
      update webhook_cursors set
        response_id = case when ${answers.length < BATCH} then greatest(${cursor.response_from}::integer,
          coalesce((select max(id) from responses
                    where id > ${cursor.response_from} and submitted_at < now() - make_interval(secs => ${SETTLE_SECONDS})), 0))
          else ${cursor.response_from}::integer end,
        graphics_at = case when ${graphics.length < BATCH}
          then greatest(${cursor.graphics_from}::timestamptz, now() - make_interval(secs => ${SETTLE_SECONDS}))
          else ${cursor.graphics_from}::timestamptz end,
        updated_at = now()
      where name = 'events'`);
    return rows.length;
  });
}

/** Deliveries finished this long ago leave the log (it shows the last 50 per endpoint anyway). */
export const DELIVERY_RETENTION_DAYS = 30;

export async function pruneWebhookDeliveries(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from webhook_deliveries where completed_at < now() - make_interval(days => ${DELIVERY_RETENTION_DAYS}) returning id`,
  );
  return rows.length;
}
