import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../shared/domain/email';
import { queryRows, type Db } from '../db/client';
import { privacyOptInLinks } from '../db/schema';

/*
 * Writing a person's refusal: the privacy page records their choices, an unsubscribe link records a
 * marketing opt-out, and an erasure suppresses the address for good. All of them end the address's
 * outstanding opt-in links, so the newest choice stands.
 */

/** Outstanding opt-in links of the address stop working: a newer choice of the address stands. */
export async function endOptInLinks(db: Db, email: string) {
  await db
    .update(privacyOptInLinks)
    .set({ expiresAt: new Date() })
    .where(
      and(
        eq(privacyOptInLinks.email, normalizeEmail(email)),
        isNull(privacyOptInLinks.usedAt),
        gt(privacyOptInLinks.expiresAt, new Date()),
      ),
    );
}

/** Records "no more marketing e-mail" for the address, keeping the person's other choices. */
export async function recordMarketingOptOut(db: Db, email: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ updated_at: Date | string }>(
      tx,
      sql`insert into privacy_opt_outs (email, email_marketing) values (${normalizeEmail(email)}, true)
          on conflict (lower(email)) do update set email_marketing = true, updated_at = now()
          returning updated_at`,
    );
    await endOptInLinks(tx, email);
    return new Date(row!.updated_at);
  });
}

/**
 * Every category opted out for the address and any opt-in link ended: what an erased person keeps,
 * so the product never mails or uses them again. Runs in the caller's transaction.
 */
export async function suppressAddress(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`insert into privacy_opt_outs (email, email_marketing, social_media, testimonials, data_sharing)
        values (${normalizeEmail(email)}, true, true, true, true)
        on conflict (lower(email)) do update set email_marketing = true, social_media = true, testimonials = true, data_sharing = true, updated_at = now()`,
  );
  await endOptInLinks(db, email);
}
