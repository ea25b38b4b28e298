import { ArrowRight, Copy, Mail, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GenerateBulkEmails, GenerateBulkEmailsResponse } from '../../../shared/contract/campaigns';
import {
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_TYPES,
  DASHBOARD_CAMPAIGNS,
  RECIPIENT_GROUP_LABELS,
  RECIPIENT_GROUPS,
  isRecipientGroup,
  type CampaignType,
  type RecipientGroup,
} from '../../../shared/domain/campaign-templates';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextareaField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { formatEmailsForClipboard } from './bulk-email-text';
import { campaignPaths } from '../../lib/campaign-paths';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useAdminCampaigns } from '../../lib/api/get-admin-campaigns';
import { useGenerateBulkEmails } from './api/generate-bulk-emails';
import { skipReasonsText } from '../../../shared/domain/skip-reasons';
import { campaignReportLine } from '../../lib/campaign-report-text';
import { CAMPAIGN_AUDIENCE_PARAM } from './paths';

const selectClasses =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:border-indigo-600';

function CampaignList() {
  const { data, isPending, isError } = useAdminCampaigns();
  if (isPending) return <Spinner className="py-4" />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load campaigns.
      </p>
    );
  if (data.length === 0) return <p className="text-slate-700">No campaigns yet. Generate one below and save it as a draft.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {data.slice(0, DASHBOARD_CAMPAIGNS).map((c) => (
        <li key={c.id}>
          <Link
            to={campaignPaths.adminCampaignApproval(c.id)}
            className="flex flex-wrap items-center justify-between gap-2 px-1 py-3 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            <span className="min-w-0">
              <span className="block font-medium text-indigo-800">{c.title}</span>
              <span className="block text-sm text-slate-700">
                {`${c.recipientCount} recipient${c.recipientCount === 1 ? '' : 's'}`}
                {c.status === 'sent' && ` · ${campaignReportLine(c.report)}`}
              </span>
            </span>
            <StatusBadge status={c.status} delivery={{ sent: c.sentCount, outbox: c.outboxCount }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function BulkEmailGenerator() {
  const ids = { group: useId(), type: useId() };
  // Coming from /admin/audiences: that audience is the group, and the form is where the owner looks.
  const [params] = useSearchParams();
  const chosen = params.get(CAMPAIGN_AUDIENCE_PARAM);
  const [group, setGroup] = useState<RecipientGroup | ''>(isRecipientGroup(chosen) ? chosen : '');
  const groupSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!isRecipientGroup(chosen)) return;
    groupSelect.current?.scrollIntoView?.({ block: 'center' });
    groupSelect.current?.focus();
  }, [chosen]);
  const [type, setType] = useState<CampaignType | ''>('');
  const [customMessage, setCustomMessage] = useState('');
  const [result, setResult] = useState<GenerateBulkEmailsResponse | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);

  const ready = group !== '' && type !== '' && (type !== 'custom' || customMessage.trim() !== '');
  const payload = (saveAsDraft: boolean): GenerateBulkEmails => ({
    recipientGroup: group as RecipientGroup,
    campaignType: type as CampaignType,
    ...(type === 'custom' ? { customMessage } : {}),
    saveAsDraft,
  });

  const generate = useGenerateBulkEmails({
    onSuccess: async (data, { saveAsDraft }) => {
      setResult(data);
      if (saveAsDraft && data.campaign) {
        setSavedId(data.campaign.id);
        toast({
          title: 'Draft saved',
          description: `A pending campaign to ${data.campaign.recipientCount} recipients is waiting for approval.`,
        });
        return;
      }
      setSavedId(null);
      if (data.count === 0) {
        toast({ title: 'No e-mails generated', description: 'There is no one in this group to e-mail yet.' });
        return;
      }
      const copied = await copyText(formatEmailsForClipboard(data.emails));
      const skipped =
        data.skippedCount > 0 ? ` ${data.skippedCount} opted-out address${data.skippedCount === 1 ? ' was' : 'es were'} left out.` : '';
      toast(
        copied
          ? {
              title: `Generated ${data.count} e-mail${data.count === 1 ? '' : 's'}`,
              description: `They are copied to your clipboard.${skipped}`,
            }
          : {
              title: `Generated ${data.count} e-mail${data.count === 1 ? '' : 's'}`,
              description: `Copy them from the Generated Emails section below.${skipped}`,
            },
      );
    },
    onError: (err) =>
      toast({
        title: 'Generation failed',
        description: isNetworkError(err)
          ? 'Error generating emails. Please check your connection and try again.'
          : errorMessageFromApiError(err, 'Failed to generate emails. Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.group}>Recipient group</Label>
          <select
            ref={groupSelect}
            id={ids.group}
            className={selectClasses}
            value={group}
            onChange={(e) => setGroup(e.target.value as RecipientGroup | '')}
          >
            <option value="">Choose a group</option>
            {RECIPIENT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {RECIPIENT_GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.type}>Campaign type</Label>
          <select id={ids.type} className={selectClasses} value={type} onChange={(e) => setType(e.target.value as CampaignType | '')}>
            <option value="">Choose a type</option>
            {CAMPAIGN_TYPES.map((t) => (
              <option key={t} value={t}>
                {CAMPAIGN_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {type === 'custom' && (
        <TextareaField
          label="Custom message"
          hint="Only for the custom type. The e-mail opens with “Hi {first name},” unless your message starts with its own greeting; {{firstName}} anywhere becomes each recipient's first name (“there” when none is known)."
          value={customMessage}
          onChange={(e) => setCustomMessage(e.target.value)}
          maxLength={5000}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => generate.mutate(payload(false))} disabled={!ready || generate.isPending}>
          <Mail className="size-4" aria-hidden="true" />
          {generate.isPending && !generate.variables?.saveAsDraft ? 'Generating...' : 'Generate Emails'}
        </Button>
        <Button variant="outline" onClick={() => generate.mutate(payload(true))} disabled={!ready || generate.isPending}>
          <Save className="size-4" aria-hidden="true" />
          {generate.isPending && generate.variables?.saveAsDraft ? 'Saving...' : 'Save as Draft'}
        </Button>
      </div>

      {savedId && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-950"
        >
          <span>Draft saved. Nothing is sent until you approve it.</span>
          <Link to={campaignPaths.adminCampaignApproval(savedId)} className={buttonClasses({ size: 'sm' })}>
            Open approval page
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      )}

      {result && (
        <section aria-labelledby="generated-emails-heading" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="generated-emails-heading" className="font-semibold">
              Generated Emails ({result.count})
            </h3>
            {result.count > 0 && (
              <Button
                variant="outline"
                size="sm"
                onClick={async () => {
                  const ok = await copyText(formatEmailsForClipboard(result.emails));
                  toast(
                    ok
                      ? { title: 'Copied to clipboard!', description: `${result.count} e-mails ready to paste` }
                      : { title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' },
                  );
                }}
              >
                <Copy className="size-4" aria-hidden="true" />
                Copy All
              </Button>
            )}
          </div>
          {result.skippedCount > 0 && (
            <p className="text-sm text-slate-700">{`${result.skippedCount} address${result.skippedCount === 1 ? ' is' : 'es are'} left out (${skipReasonsText(result.skippedReasons)}).`}</p>
          )}
          {result.count > 0 && (
            <textarea
              readOnly
              aria-label="Generated emails"
              value={formatEmailsForClipboard(result.emails)}
              rows={12}
              className="w-full rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-900"
            />
          )}
        </section>
      )}
    </div>
  );
}

/**
 * The admin dashboard's campaign area: the latest campaigns with their status, and the bulk
 * e-mail generator (copy the e-mails, or save them as a draft to approve and send from here).
 */
export function AdminCampaignPanel() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="campaigns-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="campaigns-heading" className="text-lg font-semibold">
            Campaigns
          </h2>
          <Link to={campaignPaths.emailApprovals} className="text-sm font-medium text-indigo-700 hover:underline">
            All e-mail approvals
          </Link>
        </div>
        <Card className="px-4 py-2">
          <CampaignList />
        </Card>
      </section>
      <section aria-labelledby="bulk-heading" className="space-y-3">
        <h2 id="bulk-heading" className="text-lg font-semibold">
          Bulk email generator
        </h2>
        <Card className="p-4">
          <BulkEmailGenerator />
        </Card>
      </section>
    </div>
  );
}
