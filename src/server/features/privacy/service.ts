import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OPT_IN_INVALID_MESSAGE,
  OPT_IN_LINK_HOURS,
  OPT_IN_LINKS_PER_HOUR,
  OPT_OUT_CATEGORIES,
  type OptInConfirmation,
  type OptInLink,
  type OptOutCategory,
  type OptOutRecord,
  type optOutSchema,
} from '../../../shared/contract/privacy';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';
import { privacyOptInLinks, privacyOptOuts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { hitRateLimit } from '../../plugins/rate-limit';
import { hashToken, newToken } from '../../tokens';
import { translator, type Translator } from '../../../shared/i18n/catalogue';
import { categoryNames, optInLinkSentence } from '../../../shared/i18n/privacy-words';
import { renderPrivacyEmail } from '../../mail/email-templates';
import { endOptInLinks } from '../../domain/opt-outs';

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

type OptOutRow = {
  id: number;
  email: string;
  email_marketing: boolean;
  social_media: boolean;
  testimonials: boolean;
  data_sharing: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

function fromSqlRow(r: OptOutRow): OptOutRecord {
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

const COLUMN: Record<OptOutCategory, 'emailMarketing' | 'socialMedia' | 'testimonials' | 'dataSharing'> = {
  email_marketing: 'emailMarketing',
  social_media: 'socialMedia',
  testimonials: 'testimonials',
  data_sharing: 'dataSharing',
};

const OPT_IN_LINK_MS = OPT_IN_LINK_HOURS * 3600_000;

interface OptOutDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'transport'>;
  publicUrl: string;
}

interface OptOutOutcome {
  record: OptOutRecord;
  /** Opted-out categories the form left unticked: only the e-mailed link opts the address back in to them. */
  withdrawAsked: OptOutCategory[];
  optInConfirmation: OptInConfirmation | null;
}

/** The e-mail with the link that opts the address back in, in the language of the page the form was sent from. */
function optInMail(publicUrl: string, email: string, categories: OptOutCategory[], token: string, t: Translator) {
  const link = `${publicUrl}/privacy/opt-in?token=${token}&lang=${encodeURIComponent(t.locale)}`;
  const names = categoryNames(t, categories, true);
  return renderPrivacyEmail({
    t,
    subject: t('privacy.optInMail.subject'),
    lead: [
      t('privacy.optInMail.intro', { categories: names }),
      t('privacy.optInMail.action', { categories: names, hours: OPT_IN_LINK_HOURS }),
    ],
    url: link,
    button: t('privacy.optInMail.button'),
    after: [[t('privacy.optInMail.notYou')]],
  });
}

/**
 * The public form: a ticked category is opted out at once (stopping use needs no proof); an
 * unticked one keeps its stored value, since anyone may type any address. Withdrawing an opt-out
 * is only asked for here: the link that does it goes to the address itself.
 */
export async function recordOptOut(deps: OptOutDeps, input: OptOutInput): Promise<OptOutOutcome> {
  const { db, mailer } = deps;
  const email = normalizeEmail(input.email);
  const c = input.optOutCategories;
  const ticked = OPT_OUT_CATEGORIES.filter((k) => c[k]);
  const outcome = await db.transaction(async (tx) => {
    // Raw SQL: drizzle's upsert cannot name the unique index on lower(email) as its conflict target.
    // updated_at moves only when a category is added.
    const [row] = await queryRows<OptOutRow>(
      tx,
      sql`insert into privacy_opt_outs (email, email_marketing, social_media, testimonials, data_sharing)
          values (${email}, ${c.email_marketing}, ${c.social_media}, ${c.testimonials}, ${c.data_sharing})
          on conflict (lower(email)) do update set
            email_marketing = privacy_opt_outs.email_marketing or excluded.email_marketing,
            social_media = privacy_opt_outs.social_media or excluded.social_media,
            testimonials = privacy_opt_outs.testimonials or excluded.testimonials,
            data_sharing = privacy_opt_outs.data_sharing or excluded.data_sharing,
            updated_at = case
              when (excluded.email_marketing and not privacy_opt_outs.email_marketing)
                or (excluded.social_media and not privacy_opt_outs.social_media)
                or (excluded.testimonials and not privacy_opt_outs.testimonials)
                or (excluded.data_sharing and not privacy_opt_outs.data_sharing)
              then now() else privacy_opt_outs.updated_at end
          returning id, email, email_marketing, social_media, testimonials, data_sharing, created_at, updated_at`,
    );
    const record = fromSqlRow(row!);
    if (ticked.length > 0) await endOptInLinks(tx, email);
    const withdrawAsked = OPT_OUT_CATEGORIES.filter((k) => !c[k] && record.optOutCategories[k]);
    if (withdrawAsked.length === 0) return { record, withdrawAsked, optInConfirmation: null };

    // Counted per address (the inbox is what must not be flooded), under a hash: no address in the counters.
    const { count } = await hitRateLimit(tx, `privacy-opt-in-mail:${hashToken(email)}`, 3600);
    if (count > OPT_IN_LINKS_PER_HOUR) return { record, withdrawAsked, optInConfirmation: 'rate-limited' as const };
    // The newest link stands for the newest request; earlier ones stop working.
    await endOptInLinks(tx, email);
    const token = newToken();
    const [link] = await tx
      .insert(privacyOptInLinks)
      .values({ email, categories: withdrawAsked, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + OPT_IN_LINK_MS) })
      .returning({ id: privacyOptInLinks.id });
    const mail = await optInMail(deps.publicUrl, email, withdrawAsked, token, translator(input.language));
    await mailer.enqueue(tx, { to: email, ...mail, source: 'privacy-opt-in', idempotencyKey: `privacy-opt-in:${link!.id}` });
    return { record, withdrawAsked, optInConfirmation: mailer.transport === 'outbox' ? ('outbox' as const) : ('queued' as const) };
  });
  if (outcome.optInConfirmation === 'queued' || outcome.optInConfirmation === 'outbox') mailer.kick();
  return outcome;
}

/** The sentence the form shows after saving, in the form's language: what is stored, and what became of an opt-in link. */
export function optOutMessage(outcome: OptOutOutcome, t: Translator): string {
  const { record, withdrawAsked, optInConfirmation } = outcome;
  return [t('privacy.optOut.saved'), optInLinkSentence(t, optInConfirmation, record.email, withdrawAsked)].filter(Boolean).join(' ');
}

const invalidOptInLink = () =>
  new AppError(400, 'INVALID_TOKEN', OPT_IN_INVALID_MESSAGE, {
    fields: [{ field: 'token', message: 'is invalid, already used or expired' }],
  });

function linkCategories(value: unknown): OptOutCategory[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? OPT_OUT_CATEGORIES.filter((c) => list.includes(c)) : [];
}

/** What an opt-in link would restore; reading it changes nothing (mail scanners open links). */
export async function showOptInLink(db: Db, token: string): Promise<OptInLink> {
  const [row] = await db
    .select()
    .from(privacyOptInLinks)
    .where(
      and(eq(privacyOptInLinks.tokenHash, hashToken(token)), isNull(privacyOptInLinks.usedAt), gt(privacyOptInLinks.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) throw invalidOptInLink();
  return { email: row.email, categories: linkCategories(row.categories), expiresAt: row.expiresAt.toISOString() };
}

/** Follows an opt-in link: spends it (once, even with two clicks at the same moment) and opts the address back in to its categories. */
export async function followOptInLink(db: Db, token: string): Promise<OptOutRecord> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(privacyOptInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(privacyOptInLinks.tokenHash, hashToken(token)),
          isNull(privacyOptInLinks.usedAt),
          gt(privacyOptInLinks.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!link) throw invalidOptInLink();
    const restored: Partial<Record<(typeof COLUMN)[OptOutCategory], boolean>> = {};
    for (const category of linkCategories(link.categories)) restored[COLUMN[category]] = false;
    const [row] = await tx
      .update(privacyOptOuts)
      .set({ ...restored, updatedAt: new Date() })
      .where(eq(sql`lower(${privacyOptOuts.email})`, link.email))
      .returning();
    if (!row) throw invalidOptInLink();
    return toRecord(row);
  });
}

export async function listOptOuts(db: Db): Promise<OptOutRecord[]> {
  const rows = await db.select().from(privacyOptOuts).orderBy(desc(privacyOptOuts.updatedAt), desc(privacyOptOuts.id));
  return rows.map(toRecord);
}
