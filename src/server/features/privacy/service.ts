import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OptOutRecord, optOutSchema } from '../../../shared/contract/privacy';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';
import { privacyOptOuts } from '../../db/schema';

type OptOutInput = z.output<typeof optOutSchema>;
type Row = typeof privacyOptOuts.$inferSelect;

function toRecord(row: Row): OptOutRecord {
  return {
    id: row.id,
    email: row.email,
    optOutCategories: {
      email_marketing: row.emailMarketing,
      social_media: row.socialMedia,
      testimonials: row.testimonials,
      data_sharing: row.dataSharing,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One row per address; the latest choice replaces the earlier one and records when it was made. */
export async function recordOptOut(db: Db, input: OptOutInput): Promise<OptOutRecord> {
  const c = input.optOutCategories;
  // Raw SQL: drizzle's upsert cannot name the unique index on lower(email) as its conflict target.
  const [row] = await queryRows<{
    id: number;
    email: string;
    email_marketing: boolean;
    social_media: boolean;
    testimonials: boolean;
    data_sharing: boolean;
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`insert into privacy_opt_outs (email, email_marketing, social_media, testimonials, data_sharing)
        values (${normalizeEmail(input.email)}, ${c.email_marketing}, ${c.social_media}, ${c.testimonials}, ${c.data_sharing})
        on conflict (lower(email)) do update set
          email_marketing = excluded.email_marketing,
          social_media = excluded.social_media,
          testimonials = excluded.testimonials,
          data_sharing = excluded.data_sharing,
          updated_at = now()
        returning id, email, email_marketing, social_media, testimonials, data_sharing, created_at, updated_at`,
  );
  const r = row!;
  return toRecord({
    id: r.id,
    email: r.email,
    emailMarketing: r.email_marketing,
    socialMedia: r.social_media,
    testimonials: r.testimonials,
    dataSharing: r.data_sharing,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  });
}

/** Records "no more marketing e-mail" for the address, keeping the person's other choices. */
export async function recordMarketingOptOut(db: Db, email: string): Promise<Date> {
  const [row] = await queryRows<{ updated_at: Date | string }>(
    db,
    sql`insert into privacy_opt_outs (email, email_marketing) values (${normalizeEmail(email)}, true)
        on conflict (lower(email)) do update set email_marketing = true, updated_at = now()
        returning updated_at`,
  );
  return new Date(row!.updated_at);
}

export async function listOptOuts(db: Db): Promise<OptOutRecord[]> {
  const rows = await db.select().from(privacyOptOuts).orderBy(desc(privacyOptOuts.updatedAt), desc(privacyOptOuts.id));
  return rows.map(toRecord);
}
