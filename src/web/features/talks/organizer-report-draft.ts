import type { OrganizerReport } from '../../../shared/contract/organizer-report';
import { browserSessionStorage, type KeyValueStorage } from '../../lib/browser-storage';

/** What the speaker is choosing: the note, the testimonials (null: the best ones) and the last day the link works ('' for none). */
export interface ReportDraft {
  note: string;
  testimonialIds: number[] | null;
  expiresOn: string;
}

export const EMPTY_REPORT_DRAFT: ReportDraft = { note: '', testimonialIds: null, expiresOn: '' };

// What is typed survives a reload until it is saved: the draft lives in this tab's session storage.
const draftKey = (eventId: number) => `speakerpro:organizer-report-draft:${eventId}`;

/** The kept draft of a talk's report settings; anything unreadable is left out. */
export function readReportDraft(eventId: number, store: KeyValueStorage | null = browserSessionStorage()): ReportDraft | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(draftKey(eventId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { note, testimonialIds, expiresOn } = parsed as Record<string, unknown>;
    const ids = Array.isArray(testimonialIds) && testimonialIds.every((id) => Number.isInteger(id)) ? (testimonialIds as number[]) : null;
    return { note: typeof note === 'string' ? note : '', testimonialIds: ids, expiresOn: typeof expiresOn === 'string' ? expiresOn : '' };
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it (null). */
export function writeReportDraft(eventId: number, draft: ReportDraft | null, store: KeyValueStorage | null = browserSessionStorage()) {
  try {
    if (draft) store?.setItem(draftKey(eventId), JSON.stringify(draft));
    else store?.removeItem(draftKey(eventId));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still works.
  }
}

/** The settings a report has, as the form holds them. */
export const savedReportDraft = (report: OrganizerReport | null): ReportDraft =>
  report ? { note: report.note ?? '', testimonialIds: report.testimonialIds, expiresOn: report.expiresOn ?? '' } : EMPTY_REPORT_DRAFT;

/** Whether saving `a` would change nothing of `b` (the server trims the note). */
export const sameReportDraft = (a: ReportDraft, b: ReportDraft) =>
  a.note.trim() === b.note.trim() && a.expiresOn === b.expiresOn && JSON.stringify(a.testimonialIds) === JSON.stringify(b.testimonialIds);
