import { useId, useState } from 'react';
import type { CampaignRecipient } from '../../../shared/contract/campaigns';
import { Spinner } from '../../components/ui/spinner';
import { EmailPreview } from './campaign-ui';
import { useCampaignPreview } from './api/preview-as-recipient';

/**
 * The campaign's e-mail for a sample person, or, once the owner picks one, as that recipient would
 * get it now (their name and what is known about them: an assessment taken, the waitlist, …).
 */
export function RecipientPreview({
  campaignId,
  recipients,
  sample,
}: {
  campaignId: string;
  recipients: CampaignRecipient[];
  sample: { subject: string; text: string };
}) {
  const [email, setEmail] = useState<string | null>(null);
  const selectId = useId();
  const preview = useCampaignPreview(campaignId, email);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Preview as
        </label>
        <select
          id={selectId}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm"
          value={email ?? ''}
          onChange={(e) => setEmail(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">A sample recipient (Alex)</option>
          {recipients.map((r) => (
            <option key={r.email} value={r.email}>
              {r.name ? `${r.name} <${r.email}>` : r.email}
            </option>
          ))}
        </select>
      </div>
      {email === null ? (
        <EmailPreview subject={sample.subject} text={sample.text} />
      ) : preview.isPending ? (
        <Spinner className="justify-start py-2 text-sm" />
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load this recipient&apos;s e-mail.
        </p>
      ) : (
        <EmailPreview subject={preview.data.subject} text={preview.data.text} label={`E-mail preview for ${preview.data.email}`} />
      )}
    </div>
  );
}
