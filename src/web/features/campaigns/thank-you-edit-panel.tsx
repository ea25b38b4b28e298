import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ThankYouEmail } from '../../../shared/contract/campaigns';
import { Button } from '../../components/ui/button';
import { TextareaField, TextField } from '../../components/ui/input';
import { Section } from './campaign-ui';

/** The thank-you e-mail as the page shows it: what Save Changes stores and Send sends. */
export interface ThankYouEdits {
  subject: string;
  body: string;
  /** The ticked attendees, by address. */
  sendTo: string[];
}

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

const filled = (what: string) => (value: string) => value.trim().length > 0 || `Enter the ${what}`;

/**
 * Before approval the speaker may change the subject and the words (placeholders such as
 * {{firstName}} are filled per attendee) and untick attendees, who then get nothing.
 */
export function ThankYouEditPanel({
  form,
  recipients,
  onSave,
  saving,
}: {
  form: UseFormReturn<ThankYouEdits>;
  recipients: ThankYouEmail['recipients'];
  onSave: (edits: ThankYouEdits) => void;
  saving: boolean;
}) {
  const listId = useId();
  const { register, formState } = form;
  return (
    <Section title="Edit before sending">
      <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSave)}>
        <TextField
          label="Subject"
          maxLength={SUBJECT_MAX}
          required
          error={formState.errors.subject?.message}
          {...register('subject', { validate: filled('subject') })}
        />
        <TextareaField
          label="Message"
          hint="{{firstName}} becomes each attendee's first name; {{ratingLine}}, {{testimonialLine}}, {{giftIntro}}, {{giftLink}} and {{accessCodeLine}} are filled per attendee too."
          rows={10}
          maxLength={BODY_MAX}
          required
          error={formState.errors.body?.message}
          {...register('body', { validate: filled('message') })}
        />
        <fieldset className="space-y-2" aria-describedby={listId}>
          <legend className="text-sm font-medium text-slate-900">Send to</legend>
          <p id={listId} className="text-sm text-slate-600">
            Untick anyone who should not get this e-mail.
          </p>
          {recipients.map((r) => (
            <label key={r.email} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" className="size-5 accent-indigo-700" value={r.email} {...register('sendTo')} />
              <span>
                {r.name} <span className="text-slate-600">({r.email})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="outline" disabled={saving}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
      </form>
    </Section>
  );
}
