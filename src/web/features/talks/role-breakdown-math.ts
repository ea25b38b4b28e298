import type { TalkResponse, RoleCount } from '../../../shared/contract/talks';
import { mostTypedForm, roleGroup } from '../../../shared/domain/company';
import { percentage } from '../../../shared/domain/leads';

export const DASHBOARD_TOP_ROLES = 6;

const NOT_GIVEN = 'Not given';
/** The server leaves out the role of an attendee who opted out of data sharing (null). */
const NOT_SHARED = 'Not shared';

/**
 * Respondents per job role, most common first, limited to `limit` rows. Roles are grouped as the
 * dashboard groups them (without "at Company", whatever the case) and shown as the server shows
 * them: the form most attendees typed (mostTypedForm). Percentages are of all respondents (so the rows shown may add up to less than 100)
 * and rounded.
 */
export function countRoles(responses: Pick<TalkResponse, 'attendeeRole'>[], limit: number): RoleCount[] {
  const groups = new Map<string, { forms: Map<string, number>; count: number }>();
  for (const { attendeeRole } of responses) {
    const group = attendeeRole === null ? null : roleGroup(attendeeRole);
    // Not a role anyone can type: withheld roles are one row of their own.
    const key = group === null ? '\u0000not-shared' : group.toLowerCase();
    const form = group === null ? NOT_SHARED : group || NOT_GIVEN;
    const entry = groups.get(key) ?? { forms: new Map<string, number>(), count: 0 };
    entry.count += 1;
    entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
    groups.set(key, entry);
  }
  return [...groups.values()]
    .map(({ forms, count }) => ({ role: mostTypedForm(forms), count }))
    .sort((a, b) => b.count - a.count || a.role.localeCompare(b.role))
    .slice(0, limit)
    .map(({ role, count }) => ({ role, count, percentage: percentage(count, responses.length) }));
}

/** A bar's width in percent: its share, kept visible (at least 2 %) when anyone is counted. */
export function barWidth(row: Pick<RoleCount, 'count' | 'percentage'>): number {
  if (row.count <= 0) return 0;
  return Math.min(100, Math.max(2, row.percentage));
}
