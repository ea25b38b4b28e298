import { eq, inArray, sql } from 'drizzle-orm';
import type { AccountDeletionSummary } from '../../../shared/contract/auth';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';
import { files, freeTierSignups, ownerLeads, upgradeRequests, users } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { invalidToken, peekToken, spendToken } from './service';

/** The free-tier requests whose source rows are the account's own free-page signups. */
const FREE_PAGE_LEAD_KINDS = ['free_tier_page', 'whatsapp', 'agent_intro'] as const;

interface Counts {
  events: number;
  answers: number;
  graphics: number;
}

async function countsFor(db: Db, userId: number): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select (select count(*)::int from events where speaker_user_id = ${userId}) as events,
               (select count(*)::int from responses r join events e on e.id = r.event_id where e.speaker_user_id = ${userId}) as answers,
               (select count(*)::int from graphics where speaker_user_id = ${userId}) as graphics`,
  );
  return row!;
}

/**
 * The messages that carry the account's or its attendees' words: everything sent to the account's
 * address or from the account, its campaigns (thank-yous quote testimonials), the gift and
 * confirmation e-mails to its attendees, and the notes about its talks.
 */
function mailAboutAccount(userId: number, email: string) {
  return sql`(lower(m.to_address) = ${email}
      or m.sender_user_id = ${userId}
      or m.id in (select cr.mail_message_id from campaign_recipients cr join campaigns c on c.id = cr.campaign_id where c.owner_user_id = ${userId})
      or m.idempotency_key in (
        select 'gift:' || r.id from responses r join events e on e.id = r.event_id where e.speaker_user_id = ${userId}
        union all select 'answer-confirm:' || p.id from pending_answers p join responses r on r.id = p.response_id join events e on e.id = r.event_id where e.speaker_user_id = ${userId}
        union all select 'event-ready:' || e.id from events e where e.speaker_user_id = ${userId}
        union all select 'event-created-owner:' || e.id from events e where e.speaker_user_id = ${userId}))`;
}

/** The files the account owns, and the attachments of its mail: their bytes go too. */
async function filesOf(db: Db, userId: number, email: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from files where owner_user_id = ${userId}
        union
        select a->>'fileId' from mail_messages m, jsonb_array_elements(coalesce(m.attachments, '[]'::jsonb)) a where ${mailAboutAccount(userId, email)}`,
  );
  return rows.map((r) => r.id);
}

async function speakerOfToken(db: Db, token: string) {
  const link = await peekToken(db, token, 'delete-account');
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  // A link outlives nothing: its row goes with the account, so a live link always has its user.
  if (!user) throw invalidToken();
  return user;
}

/** What following the link would erase (the link stays unused). */
export async function accountDeletionPreview(db: Db, token: string): Promise<AccountDeletionSummary> {
  const user = await speakerOfToken(db, token);
  const counts = await countsFor(db, user.id);
  return { email: user.email, ...counts, files: (await filesOf(db, user.id, normalizeEmail(user.email))).length };
}

/**
 * Deletes the account behind a delete-account link, once: the user row and everything that hangs
 * off it (profile, talks, answers, graphics, campaigns, sessions, mailbox connections), the owner's
 * lead rows for its free page, the contents of every message about it (rows stay as a delivery log;
 * a message still waiting is not sent), then its files. Rows go in one transaction; the files are
 * detached in it and removed (row and bytes) after it commits, so a failed transaction never
 * leaves rows pointing at missing bytes.
 */
export async function deleteAccount(deps: { db: Db; storage: Storage }, token: string): Promise<AccountDeletionSummary> {
  const { db, storage } = deps;
  const user = await speakerOfToken(db, token);
  const email = normalizeEmail(user.email);
  const fileIds = await filesOf(db, user.id, email);
  const summary = await db.transaction(async (tx) => {
    await spendToken(tx, token, ['delete-account']);
    const counts = await countsFor(tx, user.id);
    await tx.execute(
      sql`update mail_messages m set subject = '(erased)', text_body = '', html_body = null, attachments = null, headers = null,
            status = case when m.status in ('queued', 'sending') then 'skipped' else m.status end
          where ${mailAboutAccount(user.id, email)}`,
    );
    const signups = await tx.select({ id: freeTierSignups.id }).from(freeTierSignups).where(eq(freeTierSignups.speakerUserId, user.id));
    if (signups.length > 0) {
      await tx.delete(ownerLeads).where(
        sql`${inArray(ownerLeads.kind, [...FREE_PAGE_LEAD_KINDS])} and ${inArray(
          ownerLeads.sourceId,
          signups.map((s) => s.id),
        )}`,
      );
    }
    // Their requests for a paid plan: the inbox row names them, and its source goes with the account.
    const upgrades = await tx.select({ id: upgradeRequests.id }).from(upgradeRequests).where(eq(upgradeRequests.userId, user.id));
    if (upgrades.length > 0) {
      await tx.delete(ownerLeads).where(
        sql`${eq(ownerLeads.kind, 'upgrade_request')} and ${inArray(
          ownerLeads.sourceId,
          upgrades.map((u) => u.id),
        )}`,
      );
    }
    // Detached first, so the cascade leaves their rows for the byte removal below to find.
    if (fileIds.length > 0) await tx.update(files).set({ ownerUserId: null }).where(inArray(files.id, fileIds));
    await tx.delete(users).where(eq(users.id, user.id));
    return { email: user.email, ...counts, files: fileIds.length };
  });
  for (const id of fileIds) await storage.remove(id);
  return summary;
}
