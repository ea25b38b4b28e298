import { sql } from 'drizzle-orm';
import { SKIP_REASONS, type SkipReason, type WelcomeEmailCampaign } from '../../../shared/contract/campaigns';
import { normalizeEmail } from '../../../shared/domain/email';
import { renderEmail, sampleValues, siteValues, welcomePersonalization, welcomeTemplate } from '../../../shared/domain/campaign-templates';
import { queryRows, type Db } from '../../db/client';
import { emailMarketingOptOuts } from '../../domain/consent-rules';
import { bestName } from '../../domain/best-name';
import { createDraft } from './drafts';
import { recipientFacts } from './recipient-facts';
import {
  type CampaignRow,
  GROUP_KEY,
  deliveryCountsOf,
  iso,
  recipientsOf,
  skipReasons,
  templateOf,
  toRecipients,
  valuesFor,
} from './service';

// Welcome e-mails to new waitlist members.

/** Drafts the pending welcome e-mail for a new waitlist member (in the caller's transaction). */
export async function draftWelcomeCampaign(tx: Db, entry: { name: string; email: string }): Promise<void> {
  const [{ n } = { n: 1 }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from waitlist_entries`);
  // The entry is already written: the rule finds its name unless the address names the person better.
  const name = (await bestName(tx, entry.email)) ?? '';
  await createDraft(tx, {
    kind: 'welcome',
    ownerUserId: null,
    campaignType: 'welcome',
    template: welcomeTemplate(),
    recipients: [
      { name, email: entry.email, personalization: { [GROUP_KEY]: 'waitlist', source: 'waitlist', ...welcomePersonalization(n) } },
    ],
  });
}

/** A welcome draft whose person another welcome already reached is obsolete: approving it is refused. */
export function isObsoleting(reason: SkipReason | null): reason is SkipReason {
  return reason === SKIP_REASONS.alreadyWelcomed;
}

/** Why each pending welcome draft among `rows` is obsolete, by campaign id (absent when it still fits). */
export async function obsoleteWelcomeDrafts(db: Db, rows: CampaignRow[]): Promise<Map<number, SkipReason>> {
  const out = new Map<number, SkipReason>();
  for (const c of rows) {
    if (c.kind !== 'welcome' || c.status !== 'pending') continue;
    const [first] = await recipientsOf(db, c.id);
    if (!first) continue;
    const reason = (await skipReasons(db, c, [first.email])).get(normalizeEmail(first.email)) ?? null;
    if (isObsoleting(reason)) out.set(c.id, reason);
  }
  return out;
}

function welcomeStatus(status: CampaignRow['status']): WelcomeEmailCampaign['status'] {
  if (status === 'pending') return 'pending_approval';
  if (status === 'sending') return 'approved';
  return status;
}

export async function welcomeCampaign(db: Db, publicUrl: string, c: CampaignRow): Promise<WelcomeEmailCampaign> {
  const rows = await recipientsOf(db, c.id);
  const first = rows[0];
  const facts = first ? (await recipientFacts(db, [first.email])).get(normalizeEmail(first.email)) : undefined;
  const email = renderEmail(templateOf(c), first ? valuesFor(publicUrl, first, facts) : sampleValues(siteValues(publicUrl)));
  const optedOut = first ? (await emailMarketingOptOuts(db, [first.email])).size > 0 : false;
  const [recipient] = first ? await toRecipients(db, [first], c) : [];
  const skipReason = recipient?.skipReason ?? null;
  return {
    id: c.publicId,
    status: welcomeStatus(c.status),
    recipientName: first?.name ?? '',
    recipientEmail: first?.email ?? '',
    createdAt: c.createdAt.toISOString(),
    sentAt: iso(c.sentAt),
    emailSubject: email.subject,
    emailHtml: email.html,
    emailText: email.text,
    campaignData: { totalMembers: Number(first?.personalization.totalMembers ?? 0) || 0 },
    optedOut,
    skipReason,
    obsoleteReason: c.status === 'pending' && isObsoleting(skipReason) ? skipReason : null,
    ...(await deliveryCountsOf(db, c)),
  };
}
