/**
 * Rules of the owner's admin console shared by the pages and the server: how assessments are
 * shown (names, tiers, answers, statistics), who falls in which engagement segment, what the
 * data-integrity check reports, and the shape of the data exports.
 */
import { ASSESSMENT_PASS_SCORE, ASSESSMENT_QUESTIONS, qualifiedTier, type AssessmentAnswers } from './assessment';
import { HOT_LEAD_MIN_RATING } from './constants';
import { nameFromEmail, normalizeEmail } from './email';

export { qualifiedTier };

export const UNKNOWN_SPEAKER = 'Unknown Speaker';
/** Answers shown as 'Key Assessment Areas' on a qualified speaker's card. */
export const KEY_ASSESSMENT_AREAS_COUNT = 6;
/** The dashboard shows this many names per segment and this many duplicate e-mail groups. */
export const DASHBOARD_SEGMENT_NAMES = 3;
export const DASHBOARD_DUPLICATE_GROUPS = 3;
/** A waitlist signup counts as new for this many days. */
export const NEW_WAITLIST_DAYS = 30;
/** The waitlist export's heard_about when the visitor did not say: said as such, never guessed. */
export const DEFAULT_HEARD_ABOUT = 'not given';

type DateLike = Date | string;
const toTime = (d: DateLike) => (d instanceof Date ? d.getTime() : Date.parse(d));
const toIso = (d: DateLike) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

// ---------------------------------------------------------------------------------------------
// Assessments as the admin sees them

export function isQualifiedScore(score: number): boolean {
  return score >= ASSESSMENT_PASS_SCORE;
}

/** 'Qualified' at 80 points or more, else 'Building Momentum' (the assessment-details badge). */
export function assessmentBadge(score: number): 'Qualified' | 'Building Momentum' {
  return isQualifiedScore(score) ? 'Qualified' : 'Building Momentum';
}

/**
 * An answer key as a label: underscores become spaces, camelCase words are split, and every word
 * starts with a capital ('lead_magnets' and 'leadMagnets' both read 'Lead Magnets').
 */
export function formatAnswerKey(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The chosen option's label for a known question, else the stored value as it is. */
export function formatAnswerValue(questionId: string, value: string): string {
  const option = ASSESSMENT_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.value === value);
  return option?.label ?? value;
}

export interface FormattedAnswer {
  key: string;
  label: string;
  value: string;
}

/**
 * All answers, in the questionnaire's order (then any unknown keys alphabetically). The database
 * does not keep a JSON object's key order, so "the first six" must come from a fixed order.
 */
export function formatAnswers(answers: AssessmentAnswers): FormattedAnswer[] {
  const known = ASSESSMENT_QUESTIONS.map((q) => q.id).filter((id) => id in answers);
  const unknown = Object.keys(answers)
    .filter((k) => !known.includes(k))
    .sort();
  return [...known, ...unknown].map((key) => ({
    key,
    label: formatAnswerKey(key),
    value: formatAnswerValue(key, answers[key] ?? ''),
  }));
}

export function keyAssessmentAreas(answers: AssessmentAnswers): FormattedAnswer[] {
  return formatAnswers(answers).slice(0, KEY_ASSESSMENT_AREAS_COUNT);
}

export interface WaitlistPerson {
  name: string;
  email: string;
  joinedAt: DateLike;
}

/** Looks up waitlist entries by e-mail, ignoring case and surrounding spaces. */
export function waitlistLookup<T extends { email: string }>(waitlist: readonly T[]): (email: string) => T | undefined {
  const byEmail = new Map<string, T>();
  for (const entry of waitlist) {
    const key = normalizeEmail(entry.email);
    if (!byEmail.has(key)) byEmail.set(key, entry);
  }
  return (email) => byEmail.get(normalizeEmail(email));
}

interface Scored {
  score: number;
  created_at: string;
}

/** Highest score first; the most recent first among equal scores. */
export function sortByScoreDesc<T extends Scored>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.score - a.score || toTime(b.created_at) - toTime(a.created_at));
}

export interface AssessmentStats {
  total: number;
  qualified: number;
  /** Mean score, or 0 without assessments. */
  averageScore: number;
  /** Share of qualified assessments in percent (0-100), or 0 without assessments. */
  qualificationRate: number;
}

export function assessmentStats(items: readonly { score: number }[]): AssessmentStats {
  const total = items.length;
  const qualified = items.filter((a) => isQualifiedScore(a.score)).length;
  const sum = items.reduce((s, a) => s + a.score, 0);
  return {
    total,
    qualified,
    averageScore: total ? sum / total : 0,
    qualificationRate: total ? (qualified / total) * 100 : 0,
  };
}

/** An average score with one decimal ('87.5'). */
export function formatAverageScore(average: number): string {
  return average.toFixed(1);
}

/** A rate in whole percent ('67%'). */
export function formatPercent(rate: number): string {
  return `${Math.round(rate)}%`;
}

/**
 * The qualified speakers: passed assessments only, one per person (their best score; the most
 * recent among equal scores), highest score first. Someone who took the assessment twice is one
 * speaker, not two.
 */
export function qualifiedSpeakers<T extends Scored & { email: string; passed: boolean }>(items: readonly T[]): T[] {
  const best = new Map<string, T>();
  for (const a of sortByScoreDesc(items.filter((x) => x.passed))) {
    const key = normalizeEmail(a.email);
    if (!best.has(key)) best.set(key, a);
  }
  return [...best.values()];
}

export interface QualifiedStats {
  count: number;
  expert: number;
  advanced: number;
  averageScore: number;
}

export function qualifiedStats(items: readonly { score: number }[]): QualifiedStats {
  const count = items.length;
  return {
    count,
    expert: items.filter((a) => qualifiedTier(a.score) === 'Expert').length,
    advanced: items.filter((a) => qualifiedTier(a.score) === 'Advanced').length,
    averageScore: count ? items.reduce((s, a) => s + a.score, 0) / count : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Engagement segments

export interface SegmentSources {
  waitlist: readonly WaitlistPerson[];
  assessments: readonly { email: string; score: number; passed: boolean; createdAt: DateLike }[];
  /** Answers to the product's own feedback form (rating of SpeakerPro, 1-5). */
  feedback: readonly { speakerName: string; speakerEmail: string; speakerproRating: number; submittedAt: DateLike }[];
  /** Normalised e-mails of people who opted out of e-mail marketing. */
  optedOut: ReadonlySet<string>;
  now: Date;
  /**
   * The best name known for each normalised address (the server's one rule, bestNames). A person
   * it knows no name for is shown by what the record itself says, else the address's local part.
   */
  knownNames: ReadonlyMap<string, string>;
}

export interface EngagementSegments {
  hot_lead: { name: string; email: string; highestRating: number }[];
  qualified_prospect: { name: string; email: string; bestAssessmentScore: number }[];
  new_waitlist: { name: string; email: string; joinedAt: string }[];
  /** How many people each segment left out because they opted out of marketing e-mail. */
  opted_out_left_out: { hot_lead: number; qualified_prospect: number; new_waitlist: number };
}

/**
 * The owner's marketing segments, one entry per person (e-mails compared normalised):
 * - hot_lead: rated SpeakerPro 4 or 5 stars on the product's feedback form; highest rating first.
 * - qualified_prospect: passed the readiness assessment; best score first.
 * - new_waitlist: joined the waitlist in the last 30 days and has not taken the assessment yet;
 *   newest first.
 * People who opted out of e-mail marketing are in no segment: segments feed campaigns.
 * Attendees' answers to speakers' talks are not used: their consent is to the speaker, not to us.
 */
export function computeEngagementSegments(src: SegmentSources): EngagementSegments {
  const nameOf = (email: string, own = '') =>
    src.knownNames.get(normalizeEmail(email)) || own.trim() || nameFromEmail(normalizeEmail(email));
  const allowed = (email: string) => !src.optedOut.has(normalizeEmail(email));
  const leftOut = { hot_lead: new Set<string>(), qualified_prospect: new Set<string>(), new_waitlist: new Set<string>() };

  const hot = new Map<string, { name: string; email: string; highestRating: number; at: number }>();
  for (const f of src.feedback) {
    if (f.speakerproRating < HOT_LEAD_MIN_RATING) continue;
    if (!allowed(f.speakerEmail)) {
      leftOut.hot_lead.add(normalizeEmail(f.speakerEmail));
      continue;
    }
    const key = normalizeEmail(f.speakerEmail);
    const at = toTime(f.submittedAt);
    const prev = hot.get(key);
    if (!prev || f.speakerproRating > prev.highestRating || (f.speakerproRating === prev.highestRating && at > prev.at)) {
      hot.set(key, {
        name: nameOf(key, f.speakerName),
        email: key,
        highestRating: Math.max(f.speakerproRating, prev?.highestRating ?? 0),
        at,
      });
    }
  }

  const prospects = new Map<string, { name: string; email: string; bestAssessmentScore: number; at: number }>();
  const assessed = new Set<string>();
  for (const a of src.assessments) {
    const key = normalizeEmail(a.email);
    assessed.add(key);
    if (!a.passed) continue;
    if (!allowed(key)) {
      leftOut.qualified_prospect.add(key);
      continue;
    }
    const at = toTime(a.createdAt);
    const prev = prospects.get(key);
    if (!prev || a.score > prev.bestAssessmentScore || (a.score === prev.bestAssessmentScore && at > prev.at)) {
      prospects.set(key, { name: nameOf(key), email: key, bestAssessmentScore: a.score, at });
    }
  }

  const since = src.now.getTime() - NEW_WAITLIST_DAYS * 24 * 60 * 60 * 1000;
  const recent = src.waitlist.filter((w) => toTime(w.joinedAt) >= since && !assessed.has(normalizeEmail(w.email)));
  for (const w of recent) if (!allowed(w.email)) leftOut.new_waitlist.add(normalizeEmail(w.email));
  const newcomers = recent
    .filter((w) => allowed(w.email))
    .sort((a, b) => toTime(b.joinedAt) - toTime(a.joinedAt))
    .map((w) => ({ name: nameOf(w.email, w.name), email: normalizeEmail(w.email), joinedAt: toIso(w.joinedAt) }));

  return {
    hot_lead: [...hot.values()]
      .sort((a, b) => b.highestRating - a.highestRating || b.at - a.at)
      .map(({ name, email, highestRating }) => ({ name, email, highestRating })),
    qualified_prospect: [...prospects.values()]
      .sort((a, b) => b.bestAssessmentScore - a.bestAssessmentScore || b.at - a.at)
      .map(({ name, email, bestAssessmentScore }) => ({ name, email, bestAssessmentScore })),
    new_waitlist: newcomers,
    opted_out_left_out: {
      hot_lead: leftOut.hot_lead.size,
      qualified_prospect: leftOut.qualified_prospect.size,
      new_waitlist: leftOut.new_waitlist.size,
    },
  };
}

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

// ---------------------------------------------------------------------------------------------
// Data export

export const EXPORT_LISTS = [
  { key: 'waitlist', title: 'Waitlist', noun: 'waitlist' },
  { key: 'assessments', title: 'Assessments', noun: 'assessments' },
  { key: 'qualified-leads', title: 'Qualified Leads', noun: 'qualified leads' },
  { key: 'feedback', title: 'Feedback', noun: 'feedback' },
  { key: 'without-feedback', title: 'People Without Feedback', noun: 'people without feedback' },
  { key: 'without-assessment', title: 'People Without Assessment', noun: 'people without assessment' },
] as const;
export type ExportListKey = (typeof EXPORT_LISTS)[number]['key'];
export const EXPORT_LIST_KEYS = EXPORT_LISTS.map((l) => l.key) as [ExportListKey, ...ExportListKey[]];

export function exportFailedMessage(key: ExportListKey): string {
  const noun = EXPORT_LISTS.find((l) => l.key === key)?.noun ?? key;
  return `Failed to export ${noun} data. Please try again.`;
}
export const REFRESH_FAILED_MESSAGE = 'Failed to refresh data. Please try again.';

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

export interface ExportTable {
  key: ExportListKey;
  title: string;
  header: string[];
  rows: string[][];
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

// A spreadsheet runs a cell starting with one of these as a formula, also when text is pasted.
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(value: string): string {
  const flat = value.replace(/[\t\r\n]+/g, ' ');
  return FORMULA_START.test(value) ? `'${flat}` : flat;
}

/**
 * The copied text of a list: the header line, then one line per row; fields separated by a tab
 * (a spreadsheet pastes them into columns), tabs and line breaks inside a field turned into
 * spaces, and a field that a spreadsheet would run as a formula prefixed with an apostrophe.
 */
export function exportText(table: Pick<ExportTable, 'header' | 'rows'>): string {
  return [table.header, ...table.rows].map((row) => row.map(textCell).join('\t')).join('\n');
}
