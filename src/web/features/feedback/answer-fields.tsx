import type { ReactNode } from 'react';
import { consentWording, CURRENT_CONSENT } from '../../../shared/domain/consents';
import { TextareaField, TextField } from '../../components/ui/input';
import type { FeedbackDraft } from './feedback-draft';
import { ANSWER_MAX_LENGTH, lengthHint } from '../../../shared/domain/answer-form';
import type { FeedbackField, FieldErrors } from './feedback-validation';
import { CheckboxField } from '../../components/form-fields';
import { StarRating } from '../../components/star-rating-field';

/** The attendee's answers, shared by the talk's feedback page and the free speaker page. */
export function AnswerFields({
  draft,
  update,
  errors,
  contactLabel,
  testimonialPlaceholder,
  inquiryPlaceholder,
  optionalQuestions,
}: {
  draft: FeedbackDraft;
  update: <K extends FeedbackField>(field: K, value: FeedbackDraft[K]) => void;
  errors: FieldErrors;
  contactLabel: string;
  testimonialPlaceholder: string;
  inquiryPlaceholder?: string;
  /** The talk's optional questions, between the business inquiry and the consents (as on the server's page). */
  optionalQuestions?: ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>
      <StarRating value={draft.rating} onChange={(v) => update('rating', v)} error={errors.rating} />
      <TextareaField
        label="Your testimonial"
        rows={4}
        required
        // No maxLength: it would cut a long paste without a word. The count says where the limit is.
        hint={lengthHint(draft.testimonial, ANSWER_MAX_LENGTH.testimonial)}
        placeholder={testimonialPlaceholder}
        value={draft.testimonial}
        onChange={(e) => update('testimonial', e.target.value)}
        error={errors.testimonial}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        maxLength={ANSWER_MAX_LENGTH.firstName}
        value={draft.firstName}
        onChange={(e) => update('firstName', e.target.value)}
        error={errors.firstName}
      />
      <TextField
        label="Job role"
        autoComplete="organization-title"
        required
        maxLength={ANSWER_MAX_LENGTH.jobRole}
        value={draft.jobRole}
        onChange={(e) => update('jobRole', e.target.value)}
        error={errors.jobRole}
      />
      <TextField
        label="Work email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={ANSWER_MAX_LENGTH.workEmail}
        value={draft.workEmail}
        onChange={(e) => update('workEmail', e.target.value)}
        error={errors.workEmail}
      />
      <TextareaField
        label="Business inquiry (optional)"
        rows={3}
        maxLength={ANSWER_MAX_LENGTH.businessInquiry}
        placeholder={inquiryPlaceholder}
        value={draft.businessInquiry}
        onChange={(e) => update('businessInquiry', e.target.value)}
        error={errors.businessInquiry}
      />
      {optionalQuestions}
      <div className="space-y-3">
        <CheckboxField
          label={contactLabel}
          errorLabel="Contact consent"
          checked={draft.contactConsent}
          onChange={(e) => update('contactConsent', e.target.checked)}
          error={errors.contactConsent}
        />
        <CheckboxField
          label={consentWording(CURRENT_CONSENT.publish, '')}
          errorLabel="Publish consent"
          checked={draft.publishConsent}
          onChange={(e) => update('publishConsent', e.target.checked)}
          error={errors.publishConsent}
        />
      </div>
    </>
  );
}
