import { sql } from 'drizzle-orm';
import type { WelcomeEmailCampaign } from '../../../shared/contract/campaigns';
import { renderEmail, sampleValues, siteValues, welcomePersonalization, welcomeTemplate } from '../../../shared/domain/campaign-templates';
import { queryRows, type Db } from '../../db/client';
import { emailMarketingOptOuts } from '../privacy/consent-rules';
import { bestName } from '../people/best-name';
import { createDraft } from './drafts';
import { type CampaignRow, GROUP_KEY, deliveryCountsOf, iso, recipientsOf, templateOf, valuesFor } from './service';

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

function welcomeStatus(status: CampaignRow['status']): WelcomeEmailCampaign['status'] {
  if (status === 'pending') return 'pending_approval';
  if (status === 'sending') return 'approved';
  return status;
}

export async function welcomeCampaign(db: Db, publicUrl: string, c: CampaignRow): Promise<WelcomeEmailCampaign> {
  const rows = await recipientsOf(db, c.id);
  const first = rows[0];
  const email = renderEmail(templateOf(c), first ? valuesFor(publicUrl, first) : sampleValues(siteValues(publicUrl)));
  const optedOut = first ? (await emailMarketingOptOuts(db, [first.email])).size > 0 : false;
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
    ...(await deliveryCountsOf(db, c)),
  };
}
