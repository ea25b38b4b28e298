import { ArrowLeft, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RECIPIENT_GROUP_LABELS, type RecipientGroup } from '../../../shared/domain/campaign-templates';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/input';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { AdminPageShell } from '../../components/admin-page-shell';
import { LoadFailedCard } from '../../components/load-failed-card';
import { ModalDialog } from '../../components/modal-dialog';
import { campaignPaths } from '../../lib/campaign-paths';
import { NotFoundCard } from '../../components/not-found-card';
import {
  CampaignStatusBanner,
  campaignTypeLabel,
  DeliveryCounts,
  formatDateTime,
  RecipientList,
  Section,
  skipSummary,
} from './campaign-ui';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useCampaignDraft } from './api/get-campaign-draft';
import { useApproveCampaign, useRejectCampaign } from './api/decide-campaign';
import { useRegenerateDraft } from './api/regenerate-draft';
import { useUpdateCampaignRecipient } from './api/campaign-recipients';
import { RecipientPreview } from './recipient-preview';
import { CampaignReportSection } from './campaign-report';

function groupLabel(group: string | null): string {
  if (!group) return '—';
  if (group === 'list') return 'A given list of addresses';
  return RECIPIENT_GROUP_LABELS[group as RecipientGroup] ?? group;
}

function RejectDialog({ busy, onCancel, onConfirm }: { busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <ModalDialog title="Reject this campaign?" description="No e-mails will be sent. This cannot be undone." onClose={onCancel}>
      <TextareaField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={3} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => onConfirm(reason)} disabled={busy}>
          Reject Campaign
        </Button>
      </div>
    </ModalDialog>
  );
}

/** A campaign is decided on from its draft page (the link in the approval e-mail) or from the admin console. */
type CampaignVariant = 'draft' | 'admin';

function ApprovalContent({ id, variant }: { id: string; variant: CampaignVariant }) {
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch } = useCampaignDraft(id);
  const [confirmReject, setConfirmReject] = useState(false);

  const approve = useApproveCampaign(id, {
    onSuccess: (result) => {
      navigate(campaignPaths.campaignSuccess(result.id, result.recipientCount, 'approved'));
    },
    onError: (err) => {
      toast({
        title: 'Approval Failed',
        description: errorMessageFromApiError(err, 'There was an error approving the campaign. Please try again.'),
        variant: 'destructive',
      });
      void refetch();
    },
  });

  // The change being saved, set in the click itself: the mutation's own state reaches the page a tick later, and until
  // then the box would spring back to its old value.
  const [saving, setSaving] = useState<{ email: string; excluded: boolean } | null>(null);
  const exclude = useUpdateCampaignRecipient(id, {
    onSettled: () => setSaving(null),
    onError: (err) => {
      toast({ title: 'Recipient not changed', description: errorMessageFromApiError(err, 'Please try again.'), variant: 'destructive' });
      void refetch();
    },
  });

  const reject = useRejectCampaign(id, {
    onSuccess: (result) => {
      setConfirmReject(false);
      navigate(campaignPaths.campaignSuccess(result.id, data?.recipientCount ?? 0, 'rejected'));
    },
    onError: (err) => {
      setConfirmReject(false);
      toast({
        title: 'Rejection failed',
        description: errorMessageFromApiError(err, 'Could not reject the campaign. Please try again.'),
        variant: 'destructive',
      });
      void refetch();
    },
  });

  const regenerate = useRegenerateDraft(id, {
    onSuccess: (fresh) =>
      toast({
        title: 'Draft regenerated',
        description: `${fresh.recipientCount} recipient${fresh.recipientCount === 1 ? '' : 's'}, with the latest copy.`,
      }),
    onError: (err) =>
      toast({
        title: 'Regenerate failed',
        description: errorMessageFromApiError(err, 'Could not regenerate the draft.'),
        variant: 'destructive',
      }),
  });

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Campaign Not Found"
          description="This campaign may have already been processed or doesn't exist."
          backTo={paths.admin}
          backLabel="Back to Dashboard"
        />
      );
    }
    return <LoadFailedCard onRetry={() => void refetch()} />;
  }

  const pending = data.status === 'pending';
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.admin));
  return (
    <AdminPageShell
      title="Campaign Approval"
      description={
        pending
          ? (skipSummary(data.recipients) ??
            `Approving queues a personalised e-mail for each of the ${data.recipientCount} recipients at once.`)
          : undefined
      }
      actions={
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Button>
      }
    >
      <CampaignStatusBanner campaign={data} />

      <Section
        title="Campaign"
        actions={<StatusBadge status={data.status} delivery={{ sent: data.sentCount, outbox: data.outboxCount }} />}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Campaign type</dt>
          <dd className="font-medium">{campaignTypeLabel(data.campaignType)}</dd>
          <dt className="text-slate-600">Subject line</dt>
          <dd className="font-medium">{data.sampleSubject}</dd>
          <dt className="text-slate-600">Recipients</dt>
          <dd className="font-medium tabular-nums">{data.recipientCount}</dd>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium">{formatDateTime(data.createdAt)}</dd>
          {data.sentAt && (
            <>
              <dt className="text-slate-600">Sent</dt>
              <dd className="font-medium">{formatDateTime(data.sentAt)}</dd>
            </>
          )}
        </dl>
        {data.status !== 'pending' && data.status !== 'rejected' && <DeliveryCounts counts={data} />}
      </Section>

      {(data.status === 'sent' || data.status === 'approved') && <CampaignReportSection campaignId={data.id} />}

      {variant === 'draft' && (
        <Section
          title="Draft details"
          actions={
            pending && (
              <Button variant="outline" size="sm" onClick={() => regenerate.mutate()} disabled={regenerate.isPending || approve.isPending}>
                <RefreshCw className="size-4" aria-hidden="true" />
                {regenerate.isPending ? 'Regenerating...' : 'Regenerate'}
              </Button>
            )
          }
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium">{data.status}</dd>
            <dt className="text-slate-600">Recipient group</dt>
            <dd className="font-medium">{groupLabel(data.recipientGroup)}</dd>
            {data.customMessage && (
              <>
                <dt className="text-slate-600">Custom message</dt>
                <dd className="whitespace-pre-wrap">{data.customMessage}</dd>
              </>
            )}
          </dl>
          {pending && (
            <p className="text-sm text-slate-700">
              Regenerate rebuilds the recipient list from the group as it is now and refreshes the copy.
            </p>
          )}
        </Section>
      )}

      <Section title="Recipients">
        {pending && (
          <p className="text-sm text-slate-700">Untick anyone who should not get this e-mail; they are skipped when you approve.</p>
        )}
        <RecipientList
          recipients={data.recipients}
          total={data.recipientCount}
          linkToPeople
          {...(pending
            ? {
                choice: {
                  onChange: (r, excluded) => {
                    setSaving({ email: r.email, excluded });
                    exclude.mutate({ email: r.email, excluded });
                  },
                  saving,
                },
              }
            : {})}
        />
      </Section>

      <Section title="Email preview">
        <p className="text-sm text-slate-700">
          Each person gets the e-mail with their own name and what we know about them when it is sent; choose a recipient to see theirs.
        </p>
        <RecipientPreview
          campaignId={data.id}
          recipients={data.recipients}
          sample={{ subject: data.sampleSubject, text: data.sampleContent }}
        />
      </Section>

      {pending && (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => approve.mutate()} disabled={approve.isPending || reject.isPending || regenerate.isPending}>
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {approve.isPending ? 'Sending Emails...' : 'Approve & Send Campaign'}
          </Button>
          <Button size="lg" variant="destructive" onClick={() => setConfirmReject(true)} disabled={approve.isPending || reject.isPending}>
            <XCircle className="size-5" aria-hidden="true" />
            Reject Campaign
          </Button>
        </div>
      )}

      {confirmReject && (
        <RejectDialog busy={reject.isPending} onCancel={() => setConfirmReject(false)} onConfirm={(reason) => reject.mutate(reason)} />
      )}
    </AdminPageShell>
  );
}

/** /campaign-approval/:identifier — the draft variant (draft details and Regenerate). */
export function CampaignDraftApprovalPage() {
  const { identifier = '' } = useParams();
  return <ApprovalContent key={identifier} id={identifier} variant="draft" />;
}

/** /admin/campaign-approval/:campaignId — the dashboard's link. */
export function AdminCampaignApprovalPage() {
  const { campaignId = '' } = useParams();
  return <ApprovalContent key={campaignId} id={campaignId} variant="admin" />;
}
