import { useId } from 'react';
import type { AskedQuestions } from '../../../shared/domain/answer-form';
import {
  ANSWER_LABELS,
  ANSWER_MAX_LENGTH,
  fieldErrorText,
  OPTIONAL_QUESTIONS,
  referralConsentLabel,
} from '../../../shared/domain/answer-form';
import { CheckboxField } from '../../components/form-fields';
import { TextareaField, TextField } from '../../components/ui/input';
import type { FeedbackDraft } from './feedback-draft';
import type { FeedbackField, FieldErrors } from './feedback-validation';

/**
 * The optional questions after the required ones, each only where the talk asks it (the server's
 * page has the same, features/attendee-pages/pages.ts): what the attendee will do differently, and
 * whether they book speakers, with someone else who should hear the talk.
 */
export function OptionalQuestions({
  asked,
  speakerName,
  draft,
  update,
  errors,
}: {
  asked: AskedQuestions;
  speakerName: string;
  draft: FeedbackDraft;
  update: <K extends FeedbackField>(field: K, value: FeedbackDraft[K]) => void;
  errors: FieldErrors;
}) {
  const id = useId();
  const bookingErrorId = `${id}-books-error`;
  const hintId = `${id}-referral-hint`;
  return (
    <>
      {asked.askTakeaway && (
        <TextareaField
          label={OPTIONAL_QUESTIONS.takeaway}
          errorLabel={ANSWER_LABELS.takeaway}
          rows={2}
          className="[&_textarea]:min-h-20"
          maxLength={ANSWER_MAX_LENGTH.takeaway}
          value={draft.takeaway}
          onChange={(e) => update('takeaway', e.target.value)}
          error={errors.takeaway}
        />
      )}
      {asked.askBooking && (
        <>
          <fieldset
            aria-invalid={errors.booksSpeakers ? true : undefined}
            aria-describedby={errors.booksSpeakers ? bookingErrorId : undefined}
          >
            <legend className="text-sm font-medium text-slate-900">{OPTIONAL_QUESTIONS.booksSpeakers}</legend>
            <div className="mt-2 flex gap-8">
              {(
                [
                  [true, 'Yes'],
                  [false, 'No'],
                ] as const
              ).map(([value, label]) => (
                <label key={label} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`${id}-books`}
                    checked={draft.booksSpeakers === value}
                    onChange={() => update('booksSpeakers', value)}
                    aria-invalid={errors.booksSpeakers ? true : undefined}
                    className="size-5 accent-indigo-700"
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.booksSpeakers && (
              <p id={bookingErrorId} className="mt-1 text-sm font-medium text-red-700">
                {fieldErrorText(ANSWER_LABELS.booksSpeakers, errors.booksSpeakers)}
              </p>
            )}
          </fieldset>
          <fieldset aria-describedby={hintId} className="space-y-3">
            <legend className="text-sm font-medium text-slate-900">{OPTIONAL_QUESTIONS.referral}</legend>
            <p id={hintId} className="text-sm text-slate-600">
              {OPTIONAL_QUESTIONS.referralHint(speakerName)}
            </p>
            <TextField
              label={ANSWER_LABELS.referralName}
              autoComplete="off"
              maxLength={ANSWER_MAX_LENGTH.referralName}
              value={draft.referralName}
              onChange={(e) => update('referralName', e.target.value)}
              error={errors.referralName}
            />
            <TextField
              label={ANSWER_LABELS.referralEmail}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={ANSWER_MAX_LENGTH.referralEmail}
              value={draft.referralEmail}
              onChange={(e) => update('referralEmail', e.target.value)}
              error={errors.referralEmail}
            />
            <CheckboxField
              label={referralConsentLabel(draft.referralName, speakerName)}
              errorLabel={ANSWER_LABELS.referralConsent}
              checked={draft.referralConsent}
              onChange={(e) => update('referralConsent', e.target.checked)}
              error={errors.referralConsent}
            />
          </fieldset>
        </>
      )}
    </>
  );
}
