import { clsx } from 'clsx';
import { CheckCircle2, Clock, Mail, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { CampaignDetail, CampaignRecipient } from '../../../shared/contract/campaigns';
import { CAMPAIGN_PREVIEW_RECIPIENTS, CAMPAIGN_TYPE_LABELS, type CampaignType } from '../../../shared/domain/campaign-templates';
import { deliverySummary, finishedTitle, type DeliveryFigures } from './delivery-text';
import { countSkipReasons, skipReasonsText } from '../../../shared/domain/skip-reasons';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PersonLink } from '../../components/person-link';

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

export function campaignTypeLabel(type: string): string {
  if (type === 'thank_you') return 'Thank-you e-mail';
  return CAMPAIGN_TYPE_LABELS[type as CampaignType]?.replace(' (recommended)', '') ?? type.replace(/_/g, ' ');
}

/** One e-mail as its recipient reads it. */
export function EmailPreview({ subject, text, label = 'E-mail preview' }: { subject: string; text: string; label?: string }) {
  return (
    <section aria-label={label} className="overflow-hidden rounded-lg border border-slate-300 bg-white">
      <div className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm">
        <span className="font-medium text-slate-600">Subject: </span>
        <span className="font-semibold text-slate-900">{subject}</span>
      </div>
      <div className="max-h-[32rem] overflow-y-auto px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
        {text}
      </div>
    </section>
  );
}

/** The first recipients, then 'and N more'. */
/** 'Sends to 12 of 14 recipients; 2 will be skipped (2 already welcomed).' before approval. */
export function skipSummary(recipients: CampaignRecipient[]): string | null {
  const pending = recipients.filter((r) => r.status === 'pending');
  const skipped = pending.filter((r) => r.skipReason !== null);
  if (skipped.length === 0) return null;
  const reasons = skipReasonsText(countSkipReasons(skipped.map((r) => r.skipReason!)));
  return `Sends to ${pending.length - skipped.length} of ${pending.length} recipients; ${skipped.length} will be skipped (${reasons}).`;
}

/** Ticking a recipient off leaves them out of a pending campaign; only someone the e-mail still fits can be taken back. */
export interface RecipientChoice {
  onChange: (recipient: CampaignRecipient, excluded: boolean) => void;
  /** The change being saved: shown at once, and no other change starts meanwhile. */
  saving: { email: string; excluded: boolean } | null;
}

export function RecipientList({
  recipients,
  total,
  limit = CAMPAIGN_PREVIEW_RECIPIENTS,
  choice,
  linkToPeople = false,
}: {
  recipients: CampaignRecipient[];
  total: number;
  limit?: number;
  choice?: RecipientChoice;
  /** The owner's lists: each address links to the person's record in the console. */
  linkToPeople?: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const matching = needle ? recipients.filter((r) => `${r.name} ${r.email}`.toLowerCase().includes(needle)) : recipients;
  const shown = showAll || needle ? matching : matching.slice(0, limit);
  const more = needle ? 0 : total - shown.length;
  if (total === 0) return <p className="text-sm text-slate-700">No recipients.</p>;
  return (
    <div className="space-y-2">
      {total > limit && (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-900">
            Find a recipient
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name or e-mail"
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </div>
      )}
      {needle && <p className="text-sm text-slate-700" role="status">{`${matching.length} of ${total} match`}</p>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {shown.map((r) => (
          <li key={r.email} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              {choice && r.status === 'pending' && (
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-indigo-700"
                  aria-label={`Send to ${r.name || r.email}`}
                  checked={choice.saving?.email === r.email ? !choice.saving.excluded : !r.excluded && r.skipReason === null}
                  disabled={choice.saving !== null || (r.skipReason !== null && !r.excluded)}
                  onChange={(e) => choice.onChange(r, !e.target.checked)}
                />
              )}
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{r.name || r.email}</span>{' '}
                {linkToPeople ? <PersonLink email={r.email} /> : <span className="text-slate-600 [overflow-wrap:anywhere]">{r.email}</span>}
              </span>
            </span>
            <span className="flex items-center gap-2">
              {r.rating !== null && <span className="text-slate-700">{`${r.rating}/5 stars`}</span>}
              {r.skipReason && (
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                  {r.status === 'pending' ? `${r.skipReason}: will be skipped` : `skipped: ${r.skipReason}`}
                </span>
              )}
              {r.status !== 'pending' && <RecipientStatus status={r.status} />}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-sm text-slate-700">
          {`and ${more} more `}
          <button type="button" className="font-medium text-indigo-700 underline" onClick={() => setShowAll(true)}>
            {`Show all ${total}`}
          </button>
        </p>
      )}
    </div>
  );
}

function RecipientStatus({ status }: { status: CampaignRecipient['status'] }) {
  const icon =
    status === 'sent' ? (
      <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
    ) : status === 'failed' ? (
      <XCircle className="size-4 text-red-700" aria-hidden="true" />
    ) : status === 'queued' ? (
      <Clock className="size-4 text-slate-600" aria-hidden="true" />
    ) : (
      <Mail className="size-4 text-slate-500" aria-hidden="true" />
    );
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700">
      {icon}
      {status}
    </span>
  );
}

/** Delivery figures: sent (accepted by a mail server), kept in the outbox, failed, skipped (with the reasons stored), still queued. */
export function DeliveryCounts({ counts }: { counts: DeliveryFigures }) {
  const items: [string, number, string | null][] = [
    ['Sent', counts.sentCount, null],
    ['Kept in outbox (no mail server)', counts.outboxCount, null],
    ['Failed', counts.failedCount, null],
    ['Skipped', counts.skippedCount, counts.skippedCount > 0 ? skipReasonsText(counts.skippedReasons) : null],
    ['Queued', counts.queuedCount, null],
  ];
  return <Figures items={items} />;
}

/** Counts side by side, each with its label and an optional line saying more. */
export function Figures({ items, label }: { items: [string, number, string | null][]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map(([name, value, detail]) => (
        <div key={name} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{name}</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{value}</dd>
          {detail && <dd className="text-xs text-slate-700">{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Banner({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'info' | 'warning' | 'danger';
  title: string;
  children?: ReactNode;
}) {
  const classes = {
    success: 'border-green-300 bg-green-50 text-green-950',
    info: 'border-blue-300 bg-blue-50 text-blue-950',
    warning: 'border-yellow-300 bg-yellow-50 text-yellow-950',
    danger: 'border-red-300 bg-red-50 text-red-950',
  }[tone];
  return (
    <div role="status" className={clsx('space-y-1 rounded-lg border px-4 py-3', classes)}>
      <p className="font-semibold">{title}</p>
      {children && <div className="text-sm">{children}</div>}
    </div>
  );
}

/** A titled card section. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {actions}
      </CardHeader>
      <CardContent className="space-y-3">{children}</CardContent>
    </Card>
  );
}

/** What has happened to a campaign that is no longer waiting. */
export function CampaignStatusBanner({
  campaign,
}: {
  campaign: Pick<CampaignDetail, 'status' | 'sentAt' | 'rejectionReason' | keyof DeliveryFigures>;
}) {
  if (campaign.status === 'sent') {
    return (
      <Banner
        tone={campaign.outboxCount > 0 || (campaign.sentCount === 0 && campaign.failedCount > 0) ? 'warning' : 'success'}
        title={finishedTitle(campaign)}
      >
        {`Finished ${formatDateTime(campaign.sentAt)}. ${deliverySummary(campaign)}`}
        {campaign.outboxCount > 0 && ' No mail server is configured: e-mails kept in the outbox reached no one.'}
        {campaign.failedCount > 0 && ' The outbox says why a message failed.'}
      </Banner>
    );
  }
  if (campaign.status === 'approved') {
    return (
      <Banner tone="info" title="Emails are being sent...">
        {`So far: ${deliverySummary(campaign)}`}
      </Banner>
    );
  }
  if (campaign.status === 'rejected') {
    return (
      <Banner tone="danger" title="This campaign was rejected">
        {campaign.rejectionReason ? `Reason: ${campaign.rejectionReason}. ` : ''}No e-mails were sent.
      </Banner>
    );
  }
  if (campaign.status === 'failed') return <Banner tone="danger" title="This campaign failed" />;
  return null;
}
