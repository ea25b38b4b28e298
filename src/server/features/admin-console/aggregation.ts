/**
 * What the server computes for the owner's admin console from the rows it reads: what the
 * data-integrity check reports, and the export tables (who falls in which engagement segment is
 * in src/server/domain/engagement-segments.ts, since the campaigns' audiences read it too). The
 * words and shapes the pages share are in src/shared/domain/admin-console.ts.
 */
import { type AssessmentAnswers } from '../../../shared/domain/assessment';
import { normalizeEmail } from '../../../shared/domain/email';
import {
  DEFAULT_HEARD_ABOUT,
  type DateLike,
  EXPORT_LISTS,
  type ExportListKey,
  type ExportTable,
  UNKNOWN_SPEAKER,
  assessmentBadge,
  formatAnswers,
  toIso,
} from '../../../shared/domain/admin-console';

// ---------------------------------------------------------------------------------------------
// Data integrity

export type PersonSource = 'waitlist' | 'assessment' | 'qualified_lead' | 'campaign_feedback';

export interface PersonRecord {
  source: PersonSource;
  id: number;
  email: string;
  /** Null for records that carry no name (assessments). */
  name: string | null;
}

export interface DataIntegrityReport {
  duplicateEmails: { email: string; variations: string[] }[];
  missingNames: { source: PersonSource; id: number; email: string }[];
  /** Assessment e-mails with no waitlist entry: the admin screens call them 'Unknown Speaker'. */
  unmatchedAssessmentEmails: string[];
  recommendations: string[];
}

/**
 * Addresses written in more than one way (case or surrounding spaces) across all records; each
 * group has the normalised address and the spellings found, in sorted order.
 */
export function findDuplicateEmails(emails: readonly string[]): DataIntegrityReport['duplicateEmails'] {
  const groups = new Map<string, Set<string>>();
  for (const email of emails) {
    const key = normalizeEmail(email);
    if (key === '') continue;
    const set = groups.get(key) ?? new Set<string>();
    set.add(email);
    groups.set(key, set);
  }
  return [...groups.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([email, set]) => ({ email, variations: [...set].sort() }))
    .sort((a, b) => b.variations.length - a.variations.length || a.email.localeCompare(b.email));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const SOURCE_LABELS: Record<PersonSource, string> = {
  waitlist: 'waitlist',
  assessment: 'assessments',
  qualified_lead: 'qualified leads',
  campaign_feedback: 'campaign feedback',
};

export function checkDataIntegrity(records: readonly PersonRecord[]): DataIntegrityReport {
  const duplicateEmails = findDuplicateEmails(records.map((r) => r.email));
  const missingNames = records
    .filter((r) => r.name !== null && r.name.trim() === '')
    .map(({ source, id, email }) => ({ source, id, email }));
  const onWaitlist = new Set(records.filter((r) => r.source === 'waitlist').map((r) => normalizeEmail(r.email)));
  const unmatchedAssessmentEmails = [...new Set(records.filter((r) => r.source === 'assessment').map((r) => normalizeEmail(r.email)))]
    .filter((email) => !onWaitlist.has(email))
    .sort();

  const recommendations: string[] = [];
  if (duplicateEmails.length > 0) {
    recommendations.push(
      `Merge ${plural(duplicateEmails.length, 'e-mail address that is', 'e-mail addresses that are')} written in ` +
        `more than one way (case or spaces), e.g. ${duplicateEmails[0]!.email}, so each person is counted once.`,
    );
  }
  if (missingNames.length > 0) {
    const where = [...new Set(missingNames.map((m) => SOURCE_LABELS[m.source]))].join(', ');
    recommendations.push(`Add names to ${plural(missingNames.length, 'entry', 'entries')} without one (${where}).`);
  }
  if (unmatchedAssessmentEmails.length > 0) {
    recommendations.push(
      `${plural(unmatchedAssessmentEmails.length, 'assessment e-mail', 'assessment e-mails')} without a waitlist entry ` +
        `${unmatchedAssessmentEmails.length === 1 ? 'appears' : 'appear'} as '${UNKNOWN_SPEAKER}'; invite them to join the waitlist.`,
    );
  }
  return { duplicateEmails, missingNames, unmatchedAssessmentEmails, recommendations };
}

export interface ExportSources {
  /**
   * The best name known for each normalised address (the server's one rule, bestNames): every
   * list's Name column. A person it knows no name for keeps the name the row itself has.
   */
  knownNames: ReadonlyMap<string, string>;
  waitlist: readonly { name: string; email: string; heardAbout: string | null; joinedAt: DateLike }[];
  assessments: readonly {
    email: string;
    score: number;
    maxScore: number;
    passed: boolean;
    answers: AssessmentAnswers;
    createdAt: DateLike;
  }[];
  qualifiedLeads: readonly { name: string; email: string; score: number; status: string; createdAt: DateLike }[];
  feedback: readonly {
    speakerName: string;
    speakerEmail: string;
    emailPlatform: string;
    speakerproRating: number;
    speakerproFeedback: string;
    speakingChallenge: string;
    source: string;
    submittedAt: DateLike;
  }[];
}

/** Dates in exports: the day in UTC, YYYY-MM-DD (sorts as text and reads the same everywhere). */
export function exportDate(d: DateLike): string {
  return toIso(d).slice(0, 10);
}

/**
 * The six export lists. "Without feedback" and "without assessment" are waitlist people with no
 * feedback-form answer, respectively no assessment, under the same e-mail (ignoring case and spaces).
 */
export function buildExportTables(src: ExportSources): ExportTable[] {
  const nameOf = (email: string, own: string) => src.knownNames.get(normalizeEmail(email)) || own;
  const gaveFeedback = new Set(src.feedback.map((f) => normalizeEmail(f.speakerEmail)));
  const assessed = new Set(src.assessments.map((a) => normalizeEmail(a.email)));
  const person = (w: ExportSources['waitlist'][number]) => [nameOf(w.email, w.name), w.email, exportDate(w.joinedAt)];
  const tables: Record<ExportListKey, Omit<ExportTable, 'key' | 'title'>> = {
    waitlist: {
      header: ['Name', 'Email', 'Heard About', 'Joined'],
      rows: src.waitlist.map((w) => [
        nameOf(w.email, w.name),
        w.email,
        w.heardAbout?.trim() || DEFAULT_HEARD_ABOUT,
        exportDate(w.joinedAt),
      ]),
    },
    assessments: {
      header: ['Name', 'Email', 'Score', 'Max Score', 'Result', 'Completed', 'Answers'],
      rows: src.assessments.map((a) => [
        nameOf(a.email, UNKNOWN_SPEAKER),
        a.email,
        String(a.score),
        String(a.maxScore),
        assessmentBadge(a.score),
        exportDate(a.createdAt),
        formatAnswers(a.answers)
          .map((x) => `${x.label}: ${x.value}`)
          .join('; '),
      ]),
    },
    'qualified-leads': {
      header: ['Name', 'Email', 'Score', 'Status', 'Recorded'],
      rows: src.qualifiedLeads.map((l) => [nameOf(l.email, l.name), l.email, String(l.score), l.status, exportDate(l.createdAt)]),
    },
    feedback: {
      header: ['Name', 'Email', 'Email Platform', 'Rating', 'Feedback', 'Speaking Challenge', 'Source', 'Submitted'],
      rows: src.feedback.map((f) => [
        nameOf(f.speakerEmail, f.speakerName),
        f.speakerEmail,
        f.emailPlatform,
        String(f.speakerproRating),
        f.speakerproFeedback,
        f.speakingChallenge,
        f.source,
        exportDate(f.submittedAt),
      ]),
    },
    'without-feedback': {
      header: ['Name', 'Email', 'Joined'],
      rows: src.waitlist.filter((w) => !gaveFeedback.has(normalizeEmail(w.email))).map(person),
    },
    'without-assessment': {
      header: ['Name', 'Email', 'Joined'],
      rows: src.waitlist.filter((w) => !assessed.has(normalizeEmail(w.email))).map(person),
    },
  };
  return EXPORT_LISTS.map((l) => ({ key: l.key, title: l.title, ...tables[l.key] }));
}
