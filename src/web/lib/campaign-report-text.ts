import type { CampaignReportCounts } from '../../shared/contract/campaigns';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A sent campaign's report in one line, for lists: what was accepted (or kept in the outbox), then
 * only the outcomes that happened: '3 accepted · 1 bounced · 1 unsubscribed after · 2 clicked (4 clicks)'.
 */
export function campaignReportLine(r: CampaignReportCounts): string {
  const parts = [r.outboxCount > 0 && r.acceptedCount === 0 ? `${r.outboxCount} kept in the outbox` : `${r.acceptedCount} accepted`];
  if (r.outboxCount > 0 && r.acceptedCount > 0) parts.push(`${r.outboxCount} kept in the outbox`);
  if (r.bouncedCount > 0) parts.push(`${r.bouncedCount} bounced`);
  if (r.failedCount > 0) parts.push(`${r.failedCount} failed`);
  if (r.unsubscribedAfterCount > 0) parts.push(`${r.unsubscribedAfterCount} unsubscribed after`);
  if (r.uniqueClickers > 0) parts.push(`${r.uniqueClickers} clicked (${plural(r.clickCount, 'click', 'clicks')})`);
  return parts.join(' · ');
}
