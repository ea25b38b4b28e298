/**
 * The owner's admin console as the pages show it (the server uses the same words): how
 * assessments are shown (names, tiers, answers, statistics), the export lists and their copied
 * text, and the messages. What the server computes from the rows is in
 * src/server/features/admin-console/aggregation.ts and src/server/domain/engagement-segments.ts.
 */
import { ASSESSMENT_PASS_SCORE, ASSESSMENT_QUESTIONS, qualifiedTier, type AssessmentAnswers } from './assessment';
import { normalizeEmail } from './email';

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

export type DateLike = Date | string;
export const toTime = (d: DateLike) => (d instanceof Date ? d.getTime() : Date.parse(d));
export const toIso = (d: DateLike) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

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
  createdAt: string;
}

/** Highest score first; the most recent first among equal scores. */
export function sortByScoreDesc<T extends Scored>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.score - a.score || toTime(b.createdAt) - toTime(a.createdAt));
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

export interface ExportTable {
  key: ExportListKey;
  title: string;
  header: string[];
  rows: string[][];
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
