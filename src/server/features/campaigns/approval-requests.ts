import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LegacyPendingEmailApproval, PendingEmailApproval } from '../../../shared/contract/campaigns';
import { renderEmail, sampleValues, siteValues } from '../../../shared/domain/campaign-templates';
import { queryRows, type Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import { conflict } from '../../errors';
import { ownerMailOutcome, sendToOwner } from '../../mail/owner';
import { type CampaignDeps, type CampaignRow, previewValues, recipientsOf, templateOf, valuesFor } from './service';
import { alreadyDecidedMessage } from './drafts';
import { obsoleteWelcomeDrafts } from './welcome';

// The owner's approvals list and approval requests.

export async function pendingEmailApprovals(db: Db, publicUrl: string): Promise<LegacyPendingEmailApproval[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(isNull(campaigns.ownerUserId), eq(campaigns.status, 'pending'), inArray(campaigns.kind, ['bulk', 'welcome'])))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (rows.length === 0) return [];
  const firsts = await queryRows<{ campaign_id: number; name: string; email: string; personalization: Record<string, string> }>(
    db,
    sql`select distinct on (campaign_id) campaign_id, name, email, personalization from campaign_recipients
        where campaign_id in ${rows.map((r) => r.id)} order by campaign_id, id`,
  );
  const firstBy = new Map(firsts.map((f) => [f.campaign_id, f]));
  const obsolete = await obsoleteWelcomeDrafts(db, rows);
  return rows.map((c) => {
    const first = firstBy.get(c.id);
    const isWelcome = c.kind === 'welcome';
    const email = renderEmail(templateOf(c), first && isWelcome ? valuesFor(publicUrl, first) : sampleValues(siteValues(publicUrl)));
    const others = c.recipientCount - 1;
    const item: PendingEmailApproval = {
      id: c.publicId,
      subject: email.subject,
      recipientName: isWelcome ? (first?.name ?? '') : `${c.recipientCount} recipient${c.recipientCount === 1 ? '' : 's'}`,
      recipientEmail: isWelcome || others <= 0 ? (first?.email ?? '') : `${first?.email ?? ''} and ${others} more`,
      scheduledAt: c.createdAt.toISOString(),
      content: email.text,
      sourceType: isWelcome ? 'welcome_email' : 'campaign_draft',
      campaignType: c.campaignType,
      recipientCount: c.recipientCount,
      obsoleteReason: obsolete.get(c.id) ?? null,
    };
    // The canonical path's schema keeps the camelCase names; the old path's keeps both.
    const legacy: LegacyPendingEmailApproval = {
      ...item,
      recipient_name: item.recipientName,
      recipient_email: item.recipientEmail,
      scheduled_at: item.scheduledAt,
      source_type: item.sourceType,
      campaign_type: item.campaignType,
      recipient_count: item.recipientCount,
    };
    return legacy;
  });
}

export function approvalPageUrl(publicUrl: string, c: CampaignRow): string {
  return c.kind === 'welcome' ? `${publicUrl}/welcome-email-approvals/${c.publicId}` : `${publicUrl}/campaign-approval/${c.publicId}`;
}

/** E-mails the owner a link to the approval page of a pending e-mail. */
export async function sendApprovalRequest(deps: CampaignDeps, c: CampaignRow) {
  if (c.status !== 'pending') throw conflict(alreadyDecidedMessage(c.status));
  const url = approvalPageUrl(deps.config.publicUrl, c);
  const rows = await recipientsOf(deps.db, c.id);
  const sample = renderEmail(templateOf(c), previewValues(deps.config.publicUrl, c, rows));
  const what =
    c.kind === 'welcome'
      ? `the welcome e-mail to ${rows[0]?.name ?? ''} <${rows[0]?.email ?? ''}>`
      : `the ${c.campaignType.replace(/_/g, ' ')} campaign to ${c.recipientCount} recipient${c.recipientCount === 1 ? '' : 's'}`;
  const { to, status } = await sendToOwner(deps.mailer, deps.config.admin?.email, {
    subject: `Approval needed: ${sample.subject}`,
    text: [
      `${what[0]!.toUpperCase()}${what.slice(1)} is waiting for your approval.`,
      '',
      `Review and approve it here: ${url}`,
      '',
      `Subject: ${sample.subject}`,
      '',
      sample.text,
    ].join('\n'),
    source: 'campaign:approval-request',
  });
  return { message: ownerMailOutcome(status, to), sentTo: to, approvalUrl: url, emailStatus: status };
}
