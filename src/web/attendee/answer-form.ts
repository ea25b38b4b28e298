import type { SubmitAnswerResult, SubmitFeedback } from '../../shared/contract/feedback';
import { browserLocalStorage, browserSessionStorage } from '../lib/browser-storage';
import { ensureAnswerToken } from '../features/feedback/answer-tokens';
import { submitFeedback, toSubmitBody } from '../features/feedback/api/submit-feedback';
import { isEmptyDraft, loadDraft, saveDraft, type FeedbackDraft } from '../features/feedback/feedback-draft';
import { createFeedbackSubmitter, REJECTED_FALLBACK_MESSAGE, type SubmissionState } from '../features/feedback/feedback-submitter';
import { isFeedbackComplete, validateFeedback, type FeedbackField, type FieldErrors } from '../features/feedback/feedback-validation';
import { track } from './track';
import { keepSavedAnswer } from '../features/feedback/saved-answer';
import { ANSWER_LABELS } from '../../shared/domain/answer-form';
import { problemMessage } from '../../shared/i18n/problems';
import { msg } from './messages';
import { submitFreePageAnswer } from './free-page-answer';
import { isQuestionField } from '../../shared/domain/talk-questions';

// The optional questions' fields are on the page only where the talk asks them; absent, they read as empty.
const TEXT_FIELDS = [
  'testimonial',
  'firstName',
  'jobRole',
  'workEmail',
  'businessInquiry',
  'takeaway',
  'referralName',
  'referralEmail',
] as const;
const CHECKBOXES = ['contactConsent', 'publishConsent', 'referralConsent'] as const;

/** A problem in the page's language, with the field's name in it (the checks word problems in English fragments). */
function errorText(field: FeedbackField, error: string): string {
  const { key, values } = problemMessage(error);
  return msg(key as Parameters<typeof msg>[0], { ...values, field: msg(`field.${field}`) });
}

function lengthHint(text: string, max: number): string {
  const count = text.length;
  return count > max ? msg('form.lengthHintOver', { count, max, over: count - max }) : msg('form.lengthHint', { count, max });
}

function referralConsentLabel(referralName: string, speakerName: string): string {
  const name = referralName.trim();
  const speaker = speakerName || msg('form.theSpeaker');
  return name ? msg('form.referralConsent', { name, speaker }) : msg('form.referralConsentNoName', { speaker });
}

const PROBLEM_KEYS = { network: 'form.problemNetwork', server: 'form.problemServer', busy: 'form.problemBusy' } as const;

/**
 * Enhances the server's answer form: what the attendee types is kept in this tab's storage (a
 * reload or a dropped connection loses nothing), problems show while typing, and the answers go to
 * POST /api/public/feedback with retries while the network is away (feedback-submitter.ts) and
 * this browser's answer token, so the same phone can correct its answer. Only the server's
 * confirmation leads to the thank-you page: the answer's own, or the page of an answer that waits
 * for its e-mailed link. A free speaker's page (its form names the page's slug) sends to the free
 * page's API instead; everything else is the same.
 */
export function enhanceAnswerForm(form: HTMLFormElement): void {
  const presentationId = Number(form.dataset.presentationId);
  const speakerName = form.dataset.speakerName ?? '';
  // The page's language, stored with the answer: the thank-you page and the e-mails follow it.
  const language = (form.elements.namedItem('language') as HTMLInputElement | null)?.value as SubmitFeedback['language'];
  const speakerSlug = form.dataset.speakerSlug;
  const session = browserSessionStorage();
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T | null;
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="rating"]')];
  // The speaker's own questions (decision 079): kept in the draft and sent as `answers`.
  const questionControls = [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-question] input, [data-question] textarea'),
  ];
  const bookingRadios = [...form.querySelectorAll<HTMLInputElement>('input[name="booksSpeakers"]')];
  const referralLabel = form.querySelector<HTMLElement>('[data-referral-label]');
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const submitHint = form.querySelector<HTMLElement>('[data-submit-hint]');
  const lengthHintEl = form.querySelector<HTMLElement>('[data-length-hint]');
  const problemBox = form.querySelector<HTMLElement>('[data-problem]');
  const formErrorEl = form.querySelector<HTMLElement>('[data-form-error]');
  /** Fields whose problems show while typing: the attendee has left them once, or a submit named them. */
  const touched = new Set<FeedbackField>();
  /** The last refusal's messages (the server's words too); each stays until its field changes. */
  let refused: FieldErrors = {};
  let sending = false;

  function read(): FeedbackDraft {
    const checked = radios.find((r) => r.checked);
    const booking = bookingRadios.find((r) => r.checked);
    const draft = { rating: checked ? Number(checked.value) : 0, booksSpeakers: booking ? booking.value === 'yes' : null } as FeedbackDraft;
    for (const name of TEXT_FIELDS) draft[name] = field<HTMLInputElement>(name)?.value ?? '';
    for (const name of CHECKBOXES) draft[name] = field<HTMLInputElement>(name)?.checked ?? false;
    draft.questions = {};
    for (const el of questionControls) {
      if (el instanceof HTMLInputElement && el.type === 'radio')
        draft.questions[el.name] = el.checked ? el.value : (draft.questions[el.name] ?? '');
      else draft.questions[el.name] = el.value;
    }
    return draft;
  }

  function write(draft: FeedbackDraft) {
    for (const r of radios) r.checked = Number(r.value) === draft.rating;
    for (const r of bookingRadios) r.checked = draft.booksSpeakers === (r.value === 'yes');
    for (const name of TEXT_FIELDS) {
      const el = field<HTMLInputElement>(name);
      if (el) el.value = draft[name];
    }
    for (const name of CHECKBOXES) {
      const el = field<HTMLInputElement>(name);
      if (el) el.checked = draft[name];
    }
    for (const el of questionControls) {
      if (el instanceof HTMLInputElement && el.type === 'radio') el.checked = draft.questions[el.name] === el.value;
      else el.value = draft.questions[el.name] ?? '';
    }
  }

  function controlsOf(name: FeedbackField): HTMLElement[] {
    if (name === 'rating') return [form.querySelector('fieldset')!, ...radios];
    if (name === 'booksSpeakers') {
      const group = form.querySelector<HTMLElement>('fieldset[data-choice="booksSpeakers"]');
      return group ? [group, ...bookingRadios] : [];
    }
    const el = field<HTMLElement>(name);
    return el instanceof HTMLElement ? [el] : [];
  }

  function showErrors(errors: FieldErrors) {
    for (const name of Object.keys(ANSWER_LABELS) as FeedbackField[]) {
      const error = errors[name];
      const p = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
      if (p) {
        p.textContent = error ? errorText(name, error) : '';
        p.hidden = !error;
      }
      for (const el of controlsOf(name)) {
        if (error) el.setAttribute('aria-invalid', 'true');
        else el.removeAttribute('aria-invalid');
        if (el instanceof HTMLInputElement && el.type === 'radio') continue;
        const ids = [name === 'testimonial' ? 'testimonial-hint' : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
        if (ids) el.setAttribute('aria-describedby', ids);
        else el.removeAttribute('aria-describedby');
      }
    }
  }

  function refresh() {
    const draft = read();
    const complete = isFeedbackComplete(draft);
    submitButton.disabled = !complete || sending;
    submitButton.textContent = sending ? msg('form.submitting') : msg('form.submit');
    if (submitHint) submitHint.hidden = complete;
    if (complete) submitButton.removeAttribute('aria-describedby');
    else submitButton.setAttribute('aria-describedby', 'submit-hint');
    if (lengthHintEl) lengthHintEl.textContent = lengthHint(draft.testimonial, Number(lengthHintEl.dataset.lengthHint));
    if (referralLabel) referralLabel.textContent = referralConsentLabel(draft.referralName, speakerName);
  }

  /** Problems of the fields the attendee has been to, as they type; the others wait until they get there. */
  function checkTouched() {
    const all = validateFeedback(read());
    const next: FieldErrors = { ...refused };
    for (const name of touched) if (all[name]) next[name] = all[name];
    showErrors(next);
  }

  function render(state: SubmissionState, reason: 'result' | 'edit') {
    sending = state.sending;
    form.setAttribute('aria-busy', String(state.sending));
    if (problemBox) {
      problemBox.hidden = !state.problem;
      const text = problemBox.querySelector('[data-problem-text]');
      if (text) text.textContent = state.problem ? msg(PROBLEM_KEYS[state.problem]) : '';
      const retry = problemBox.querySelector<HTMLButtonElement>('[data-retry]');
      if (retry) retry.disabled = state.sending;
    }
    if (formErrorEl) {
      formErrorEl.textContent = state.formError === REJECTED_FALLBACK_MESSAGE ? msg('form.rejected') : (state.formError ?? '');
      formErrorEl.hidden = !state.formError;
    }
    if (reason === 'result') {
      refused = { ...state.fieldErrors };
      for (const name of Object.keys(state.fieldErrors) as FeedbackField[]) touched.add(name);
      showErrors(state.fieldErrors);
      if (Object.keys(state.fieldErrors).length > 0) form.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus();
    }
    refresh();
  }

  function saved(response: SubmitAnswerResult) {
    const path = keepSavedAnswer(presentationId, response);
    track({ eventType: 'feedback_submit', pagePath: location.pathname, elementId: `presentation-${presentationId}` });
    location.assign(path);
  }

  const submitter = createFeedbackSubmitter({
    send: (d) => {
      const answerToken = ensureAnswerToken(browserLocalStorage(), presentationId);
      return speakerSlug
        ? submitFreePageAnswer(speakerSlug, d, answerToken, language)
        : submitFeedback({ ...toSubmitBody(presentationId, d, answerToken), language });
    },
    getDraft: read,
    onState: render,
    onSaved: saved,
  });

  // The server's page holds the attendee's words after a refused post; otherwise the kept draft fills it.
  if (!('filled' in form.dataset)) {
    const draft = loadDraft(session, presentationId);
    if (!isEmptyDraft(draft)) write(draft);
  } else {
    // The server's messages after a refused post stay until their field changes, like a refusal's here.
    for (const name of Object.keys(ANSWER_LABELS) as FeedbackField[]) {
      const p = form.querySelector<HTMLElement>(`[data-error-for="${name}"]:not([hidden])`);
      if (p) touched.add(name);
    }
  }

  const nameOf = (target: EventTarget | null): FeedbackField | null => {
    const name = (target as HTMLInputElement | null)?.name;
    return name && name in ANSWER_LABELS ? (name as FeedbackField) : null;
  };
  const onEdit = (event: Event) => {
    const name = nameOf(event.target);
    if (!name) {
      if (isQuestionField((event.target as HTMLInputElement | null)?.name ?? '')) saveDraft(session, presentationId, read());
      return;
    }
    saveDraft(session, presentationId, read());
    if (name === 'rating' || event.type === 'change') touched.add(name);
    delete refused[name];
    checkTouched();
    refresh();
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  form.addEventListener('focusout', (event) => {
    const name = nameOf(event.target);
    if (!name || name === 'rating') return;
    // Leaving a field the attendee has not typed in says nothing yet.
    if ((event.target as HTMLInputElement).value !== '') touched.add(name);
    checkTouched();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitter.submit();
  });
  problemBox?.querySelector('[data-retry]')?.addEventListener('click', () => submitter.submit());
  // Back on the network, or back in the tab after the phone slept: retry at once.
  const nudge = () => {
    if (document.visibilityState === 'visible') submitter.nudge();
  };
  window.addEventListener('online', nudge);
  document.addEventListener('visibilitychange', nudge);

  refresh();
  if (form.dataset.source === 'qr') {
    track({ eventType: 'qr_scan', pagePath: location.pathname, elementId: `presentation-${presentationId}` });
  }
}
