import { desc, eq, lte, sql } from 'drizzle-orm';
import type { JoinWaitlistResponse, WaitlistEntry } from '../../../shared/contract/waitlist';
import type { joinWaitlistSchema } from '../../../shared/contract/waitlist';
import { normalizeEmail } from '../../../shared/domain/email';
import {
  ALREADY_ON_WAITLIST_MESSAGE,
  WAITLIST_MESSAGES,
  WAITLIST_SOURCE_LABELS,
  type WaitlistSource,
} from '../../../shared/domain/waitlist';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { recordLead } from '../../domain/owner-leads';

type JoinInput = z.output<typeof joinWaitlistSchema>;

/**
 * Drafts the welcome e-mail for a new member, in the transaction that stores the entry. The
 * campaigns feature writes it; it is handed over where the app is composed (app.ts).
 */
export type DraftWelcome = (tx: Db, entry: { name: string; email: string }) => Promise<void>;
type Row = typeof waitlistEntries.$inferSelect;

function toEntry(row: Row): WaitlistEntry {
  const joinedAt = row.joinedAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    heardAbout: row.heardAbout,
    heard_about: row.heardAbout,
    joinedAt,
    joined_at: joinedAt,
  };
}

/**
 * Adds the visitor to the waitlist. An address already on it (compared trimmed and lower-cased)
 * answers 409 'already on the waitlist' and changes nothing; the unique index on lower(email)
 * decides between two signups racing for the same address.
 */
export async function joinWaitlist(db: Db, input: JoinInput, draftWelcome: DraftWelcome): Promise<JoinWaitlistResponse> {
  // The welcome e-mail's draft exists exactly when the entry does.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(waitlistEntries)
      .values({ name: input.name, email: normalizeEmail(input.email), heardAbout: input.heardAbout })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'ALREADY_ON_WAITLIST', ALREADY_ON_WAITLIST_MESSAGE);
    await draftWelcome(tx, row);
    await recordLead(tx, {
      kind: 'waitlist',
      sourceId: row.id,
      name: row.name,
      email: row.email,
      detail: row.heardAbout ? `Heard about us: ${WAITLIST_SOURCE_LABELS[row.heardAbout as WaitlistSource] ?? row.heardAbout}` : '',
    });
    // Entries are numbered in the order they were stored; a later entry's removal (an erasure)
    // moves the ones after it up.
    const [place] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .where(lte(waitlistEntries.id, row.id));
    return {
      message: WAITLIST_MESSAGES.joined.description,
      entry: { name: row.name, email: row.email, heardAbout: row.heardAbout, joinedAt: row.joinedAt.toISOString() },
      position: place!.n,
    };
  });
}

export async function listWaitlist(db: Db): Promise<WaitlistEntry[]> {
  const rows = await db.select().from(waitlistEntries).orderBy(desc(waitlistEntries.joinedAt), desc(waitlistEntries.id));
  return rows.map(toEntry);
}

/** The entry for one address (the signed-in speaker's own), as the onboarding prefill reads it. */
export async function findOwnEntry(db: Db, email: string): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .select({ email: waitlistEntries.email, name: waitlistEntries.name })
    .from(waitlistEntries)
    .where(eq(sql`lower(${waitlistEntries.email})`, normalizeEmail(email)))
    .limit(1);
  return rows;
}
