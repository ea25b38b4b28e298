import { sql } from 'drizzle-orm';
import type { CampaignReport, CampaignReportCounts } from '../../../shared/contract/campaigns';
import { queryRows, type Db } from '../../db/client';
import type { campaigns } from '../../db/schema';

export const EMPTY_REPORT: CampaignReportCounts = {
  acceptedCount: 0,
  outboxCount: 0,
  failedCount: 0,
  bouncedCount: 0,
  unsubscribedAfterCount: 0,
  uniqueClickers: 0,
  clickCount: 0,
};

interface CountsRow {
  campaign_id: number;
  accepted: number | string;
  outbox: number | string;
  failed: number | string;
  bounced: number | string;
  unsubscribed: number | string;
  clickers: number | string;
  clicks: number | string;
}

/**
 * The report counts of these campaigns, read from their messages (decision 051). A recipient
 * "unsubscribed after" when their address opted out of marketing e-mail after their message left
 * (its sending time, or its queuing time for a message kept in the outbox) and has not opted back
 * in: the mailer checks opt-outs just before each message leaves, so an earlier opt-out shows as a
 * skip, never here.
 */
export async function campaignReportCounts(db: Db, campaignIds: number[]): Promise<Map<number, CampaignReportCounts>> {
  const result = new Map<number, CampaignReportCounts>();
  if (campaignIds.length === 0) return result;
  const rows = await queryRows<CountsRow>(
    db,
    sql`select cr.campaign_id,
          count(*) filter (where m.status = 'sent') as accepted,
          count(*) filter (where m.status = 'outbox') as outbox,
          count(*) filter (where m.status = 'failed' and m.bounced_at is null) as failed,
          count(*) filter (where m.bounced_at is not null) as bounced,
          count(*) filter (where m.status in ('sent', 'outbox') and exists (
            select 1 from privacy_opt_outs o
            where lower(o.email) = lower(m.to_address) and o.email_marketing
              and o.updated_at >= coalesce(m.sent_at, m.created_at))) as unsubscribed,
          count(*) filter (where exists (select 1 from mail_links l where l.mail_message_id = m.id and l.clicks > 0)) as clickers,
          coalesce(sum((select sum(l.clicks) from mail_links l where l.mail_message_id = m.id)), 0) as clicks
        from campaign_recipients cr
        join mail_messages m on m.id = cr.mail_message_id
        where cr.campaign_id in (${sql.join(
          campaignIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by cr.campaign_id`,
  );
  for (const r of rows) {
    result.set(Number(r.campaign_id), {
      acceptedCount: Number(r.accepted),
      outboxCount: Number(r.outbox),
      failedCount: Number(r.failed),
      bouncedCount: Number(r.bounced),
      unsubscribedAfterCount: Number(r.unsubscribed),
      uniqueClickers: Number(r.clickers),
      clickCount: Number(r.clicks),
    });
  }
  return result;
}

/** The campaign's report: its counts and each link's clicks, the most clicked-by first. */
export async function campaignReport(db: Db, c: typeof campaigns.$inferSelect): Promise<CampaignReport> {
  const counts = (await campaignReportCounts(db, [c.id])).get(c.id) ?? EMPTY_REPORT;
  const links = await queryRows<{ url: string; clicks: number | string; clickers: number | string }>(
    db,
    sql`select l.url, sum(l.clicks) as clicks, count(*) filter (where l.clicks > 0) as clickers
        from campaign_recipients cr
        join mail_links l on l.mail_message_id = cr.mail_message_id
        where cr.campaign_id = ${c.id}
        group by l.url
        order by clickers desc, clicks desc, l.url`,
  );
  return {
    campaignId: c.publicId,
    ...counts,
    links: links.map((l) => ({ url: l.url, clickCount: Number(l.clicks), uniqueClickers: Number(l.clickers) })),
  };
}
