import { EMPTY_ANSWER, type AnswerValues } from '../../../shared/domain/answer-form';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import type { KeyValueStorage } from '../../lib/browser-storage';

/** What the attendee has typed so far (the form's values, named as the answer's API body). */
export type FeedbackDraft = AnswerValues;
export const EMPTY_DRAFT: FeedbackDraft = EMPTY_ANSWER;

export function draftStorageKey(presentationId: number): string {
  return `speakerpro.feedbackDraft.${presentationId}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The draft kept for this presentation, or an empty one. Anything unreadable (another version's
 * shape, hand-edited storage, storage disabled) counts as no draft rather than an error.
 */
export function loadDraft(storage: KeyValueStorage | null, presentationId: number): FeedbackDraft {
  if (!storage) return { ...EMPTY_DRAFT };
  let parsed: unknown;
  try {
    const raw = storage.getItem(draftStorageKey(presentationId));
    if (raw === null) return { ...EMPTY_DRAFT };
    parsed = JSON.parse(raw);
  } catch {
    return { ...EMPTY_DRAFT };
  }
  if (!parsed || typeof parsed !== 'object') return { ...EMPTY_DRAFT };
  const d = parsed as Record<string, unknown>;
  const rating =
    typeof d.rating === 'number' && Number.isInteger(d.rating) && d.rating >= RATING_MIN && d.rating <= RATING_MAX ? d.rating : 0;
  return {
    rating,
    testimonial: text(d.testimonial),
    firstName: text(d.firstName),
    jobRole: text(d.jobRole),
    workEmail: text(d.workEmail),
    businessInquiry: text(d.businessInquiry),
    contactConsent: d.contactConsent === true,
    publishConsent: d.publishConsent === true,
    takeaway: text(d.takeaway),
    booksSpeakers: typeof d.booksSpeakers === 'boolean' ? d.booksSpeakers : null,
    referralName: text(d.referralName),
    referralEmail: text(d.referralEmail),
    referralConsent: d.referralConsent === true,
    questions:
      d.questions && typeof d.questions === 'object'
        ? Object.fromEntries(
            Object.entries(d.questions as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
          )
        : {},
  };
}

export function isEmptyDraft(draft: FeedbackDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as (keyof FeedbackDraft)[]).every((k) =>
    k === 'questions' ? Object.values(draft.questions).every((v) => v === '') : draft[k] === EMPTY_DRAFT[k],
  );
}

/** Keeps the draft; an untouched form removes it. Storage errors (quota, private mode) are ignored: the form still works. */
export function saveDraft(storage: KeyValueStorage | null, presentationId: number, draft: FeedbackDraft): void {
  if (!storage) return;
  try {
    if (isEmptyDraft(draft)) storage.removeItem(draftStorageKey(presentationId));
    else storage.setItem(draftStorageKey(presentationId), JSON.stringify(draft));
  } catch {
    // Best effort only.
  }
}

export function clearDraft(storage: KeyValueStorage | null, presentationId: number): void {
  try {
    storage?.removeItem(draftStorageKey(presentationId));
  } catch {
    // Best effort only.
  }
}
