import { sql } from 'drizzle-orm';
import type { EventTakeaways } from '../../../shared/contract/takeaways';
import { queryRows, type Db } from '../../db/client';
import { notFound } from '../../errors';
import { groupTakeaways } from '../../domain/takeaway-groups';

/** At most this many groups on the event page, each with at most this many quotes. */
const MAX_GROUPS = 6;
const MAX_QUOTES = 5;

/**
 * What the audience of one of the speaker's own talks says it will do differently, grouped by the
 * words the takeaways share. Only the words: the speaker reads every answer's words already, and a
 * quote here never carries who wrote it. Another speaker's talk (or a missing one) is the same 404.
 */
export async function eventTakeaways(db: Db, userId: number, eventId: number): Promise<EventTakeaways> {
  const rows = await queryRows<{ event_id: number; id: number | null; takeaway: string | null }>(
    db,
    sql`select e.id as event_id, r.id, r.takeaway
        from events e
        left join responses r on r.event_id = e.id and nullif(trim(r.takeaway), '') is not null
        where e.id = ${eventId} and e.speaker_user_id = ${userId}
        order by r.id`,
  );
  if (rows.length === 0) throw notFound('Event not found');
  const takeaways = rows.flatMap((r) => (r.id !== null && r.takeaway !== null ? [{ id: r.id, text: r.takeaway }] : []));
  return groupTakeaways(takeaways, { maxGroups: MAX_GROUPS, maxQuotes: MAX_QUOTES });
}
