import { useId, useState } from 'react';
import type { ThankYouEmail } from '../../../shared/contract/campaigns';
import { Button } from '../../components/ui/button';
import { TextareaField, TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { useUpdateThankYouEmail } from './api/thank-you-email';
import { Section } from './campaign-ui';

/**
 * Before approval the speaker may change the subject and the words (placeholders such as
 * {{firstName}} are filled per attendee) and untick attendees, who then get nothing.
 */
export function ThankYouEditPanel({ emailId, data }: { emailId: string; data: ThankYouEmail }) {
  const [subject, setSubject] = useState(data.template.subject);
  const [body, setBody] = useState(data.template.body);
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const listId = useId();
  const save = useUpdateThankYouEmail(emailId, {
    onSuccess: (updated) => {
      setUnticked(new Set());
      toast({
        title: 'Changes saved',
        description: `The e-mail now goes to ${updated.recipientCount} attendee${updated.recipientCount === 1 ? '' : 's'}.`,
      });
    },
    onError: (err) =>
      toast({ title: 'Not saved', description: errorMessageFromApiError(err, 'Your changes could not be saved.'), variant: 'destructive' }),
  });

  return (
    <Section title="Edit before sending">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ subject, body, ...(unticked.size > 0 ? { removeRecipients: [...unticked] } : {}) });
        }}
      >
        <TextField label="Subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} required />
        <TextareaField
          label="Message"
          hint="{{firstName}} becomes each attendee's first name; {{ratingLine}}, {{testimonialLine}}, {{giftIntro}}, {{giftLink}} and {{accessCodeLine}} are filled per attendee too."
          rows={10}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
        />
        <fieldset className="space-y-2" aria-describedby={listId}>
          <legend className="text-sm font-medium text-slate-900">Send to</legend>
          <p id={listId} className="text-sm text-slate-600">
            Untick anyone who should not get this e-mail.
          </p>
          {data.recipients.map((r) => (
            <label key={r.email} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-indigo-700"
                checked={!unticked.has(r.email)}
                onChange={(e) =>
                  setUnticked((prev) => {
                    const next = new Set(prev);
                    if (e.target.checked) next.delete(r.email);
                    else next.add(r.email);
                    return next;
                  })
                }
              />
              <span>
                {r.name} <span className="text-slate-600">({r.email})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </form>
    </Section>
  );
}
