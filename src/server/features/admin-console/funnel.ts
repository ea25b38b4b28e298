import { and, countDistinct, eq, inArray, isNotNull, lt, ne, sql, count, min } from 'drizzle-orm';
import { AGENT_INTRO_PROMISE_HOURS } from '../../../shared/contract/owner-leads';
import type { AdminFunnel } from '../../../shared/contract/admin-console';
import type { Db } from '../../db/client';
import { freeTierSignups, ownerLeads, responses, users } from '../../db/schema';

/**
 * The owner's funnel, counted from the rows themselves rather than from page-view events: a free
 * page is a speaker made by the free signup (its event is named in the signup's payload), its
 * answers are responses on that event, and it is claimed once that speaker has a password.
 */
export async function getFunnel(db: Db, now = new Date()): Promise<AdminFunnel> {
  const pageOwnTalks = db
    .selectDistinct({ eventId: sql<number>`(${freeTierSignups.payload}->>'eventId')::int`.as('event_id') })
    .from(freeTierSignups);
  const overdueBefore = new Date(now.getTime() - AGENT_INTRO_PROMISE_HOURS * 3600_000);
  const [[pages], [answers], [claimed], [inquiries], [overdue]] = await Promise.all([
    db.select({ n: countDistinct(freeTierSignups.speakerUserId) }).from(freeTierSignups),
    db
      .select({ n: count(), answered: countDistinct(responses.eventId) })
      .from(responses)
      .where(inArray(responses.eventId, pageOwnTalks)),
    db
      .select({ n: countDistinct(freeTierSignups.speakerUserId) })
      .from(freeTierSignups)
      .innerJoin(users, eq(users.id, freeTierSignups.speakerUserId))
      .where(isNotNull(users.passwordHash)),
    db
      .select({ n: count() })
      .from(ownerLeads)
      .where(and(eq(ownerLeads.kind, 'hire_inquiry'), ne(ownerLeads.status, 'done'))),
    db
      .select({ n: count(), oldest: min(ownerLeads.createdAt) })
      .from(ownerLeads)
      .where(and(eq(ownerLeads.kind, 'agent_intro'), ne(ownerLeads.status, 'done'), lt(ownerLeads.createdAt, overdueBefore))),
  ]);
  const oldest = overdue?.oldest ? new Date(overdue.oldest) : null;
  return {
    freePages: pages?.n ?? 0,
    freePagesAnswered: answers?.answered ?? 0,
    freePageAnswers: answers?.n ?? 0,
    accountsClaimed: claimed?.n ?? 0,
    openInquiries: inquiries?.n ?? 0,
    overdueAgentRequests: overdue?.n ?? 0,
    oldestOverdueDueAt: oldest ? new Date(oldest.getTime() + AGENT_INTRO_PROMISE_HOURS * 3600_000).toISOString() : null,
  };
}
