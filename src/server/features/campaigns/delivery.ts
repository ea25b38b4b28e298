import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { SettledMessage } from '../../mail/mailer';

/**
 * The mailer's settle listener for campaigns: mirrors a message's outcome on its campaign
 * recipient and recounts the campaign (a campaign is sent once none of its recipients is pending
 * or queued). It runs in the transaction that records the outcome, so the two commit together.
 * Deliveries run in parallel, so the campaign row is locked first: the recount then sees every
 * outcome committed before it (a recount in the same statement as the wait could miss one).
 */
export async function mirrorOutcomeOnCampaign(tx: Db, message: SettledMessage): Promise<void> {
  const recipients = await queryRows<{ campaign_id: number }>(
    tx,
    // A skip at delivery keeps the reason the mailer stored on the message (the opt-out came after approval).
    sql`update campaign_recipients cr set status = ${message.outcome}, updated_at = now(),
          skip_reason = case when ${message.outcome} = 'skipped'
            then (select m.skip_reason from mail_messages m where m.id = cr.mail_message_id) else cr.skip_reason end
        where cr.mail_message_id = ${message.id} returning cr.campaign_id`,
  );
  const campaignId = recipients[0]?.campaign_id;
  if (campaignId === undefined || message.outcome === 'queued') return;
  await queryRows(tx, sql`select id from campaigns where id = ${campaignId} for update`);
  await queryRows(
    tx,
    sql`update campaigns c set
          sent_count = (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.status = 'sent'),
          failed_count = (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.status = 'failed'),
          skipped_count = (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.status = 'skipped'),
          status = case when c.status in ('approved', 'sending') and not exists (
              select 1 from campaign_recipients r where r.campaign_id = c.id and r.status in ('pending', 'queued'))
            then 'sent' else c.status end,
          sent_at = case when c.sent_at is null and c.status in ('approved', 'sending') and not exists (
              select 1 from campaign_recipients r where r.campaign_id = c.id and r.status in ('pending', 'queued'))
            then now() else c.sent_at end
        where c.id = ${campaignId}`,
  );
}
