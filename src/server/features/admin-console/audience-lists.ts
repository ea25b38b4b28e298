import type { AudienceDetail, AudienceSummary } from '../../../shared/contract/admin-console';
import { AUDIENCE_DESCRIPTIONS, type AudienceExclusion } from '../../../shared/domain/audiences';
import { RECIPIENT_GROUP_LABELS, RECIPIENT_GROUPS, type RecipientGroup } from '../../../shared/domain/campaign-templates';
import type { Db } from '../../db/client';
import { toCsv } from '../../http/csv';
import { audienceMembers, type AudienceMember } from '../../domain/audiences';
import { exportDate } from './aggregation';

// The audiences as the admin console lists and exports them; who is a member is src/server/domain/audiences.ts.

/** How many of an audience are e-mailed, and how many are not, by reason (largest first). */
function audienceCounts(members: readonly AudienceMember[]) {
  const byReason = new Map<AudienceExclusion, number>();
  for (const m of members) if (m.reason) byReason.set(m.reason, (byReason.get(m.reason) ?? 0) + 1);
  return {
    memberCount: members.length,
    eligibleCount: members.filter((m) => m.reason === null).length,
    excluded: [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
  };
}

/** An audience as a CSV file (formula cells neutralised by toCsv) and the name to save it under. */
export async function audienceCsv(db: Db, group: RecipientGroup, now = new Date()): Promise<{ filename: string; csv: string }> {
  const members = await audienceMembers(db, group, now);
  const csv = toCsv(
    ['Name', 'Email', 'Why in this audience', 'E-mailed', 'Why not e-mailed'],
    members.map((m) => [m.name, m.email, m.detail, m.reason ? 'no' : 'yes', m.reason ?? '']),
  );
  return { filename: `speakerpro-audience-${group}-${exportDate(now)}.csv`, csv };
}

/** Every audience with its counts, in the order the campaign form offers them. */
export async function listAudiences(db: Db, now = new Date()): Promise<AudienceSummary[]> {
  const out: AudienceSummary[] = [];
  for (const key of RECIPIENT_GROUPS) out.push(summaryOf(key, await audienceMembers(db, key, now)));
  return out;
}

export async function getAudience(db: Db, key: RecipientGroup, now = new Date()): Promise<AudienceDetail> {
  const members = await audienceMembers(db, key, now);
  return {
    ...summaryOf(key, members),
    members: members.map(({ name, email, detail, reason }) => ({ name, email, detail, reason })),
  };
}

function summaryOf(key: RecipientGroup, members: readonly AudienceMember[]): AudienceSummary {
  return { key, label: RECIPIENT_GROUP_LABELS[key], description: AUDIENCE_DESCRIPTIONS[key], ...audienceCounts(members) };
}
