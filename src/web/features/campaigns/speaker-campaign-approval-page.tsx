import { NotFoundCard } from '../../components/not-found-card';
import { ArrowLeft, CheckCircle2, XCircle } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CampaignDetail } from '../../../shared/contract/campaigns';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { ModalDialog } from '../../components/modal-dialog';
import { speakerPaths } from '../../lib/speaker-paths';
import {
  CampaignStatusBanner,
  campaignTypeLabel,
  DeliveryCounts,
  EmailPreview,
  formatDateTime,
  RecipientList,
  Section,
} from './campaign-ui';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useApproveSpeakerCampaign, useRejectSpeakerCampaign, useSpeakerCampaign } from './api/speaker-campaign';
import { deliverySummary } from './delivery-text';
import { useDeliveryWatch } from './use-delivery-watch';
import { useOnboardedSpeaker } from '../../lib/speaker-context';

function ApprovalContent({ id, dashboardPath }: { id: string; dashboardPath: string }) {
  const { data, isPending, isError, error, refetch } = useSpeakerCampaign(id);
  const [confirmReject, setConfirmReject] = useState(false);

  const onDelivered = useCallback((done: CampaignDetail) => {
    toast({ title: 'Campaign Approved!', description: deliverySummary(done) });
  }, []);
  const delivery = useDeliveryWatch(data, onDelivered);

  // A double click sends one request (and the server answers a repeated one as the same success).
  const clicked = useRef(false);
  const approveOnce = () => {
    if (clicked.current) return;
    clicked.current = true;
    approve.mutate();
  };
  const approve = useApproveSpeakerCampaign(id, {
    onSuccess: delivery.watch,
    onError: (err) => {
      clicked.current = false;
      toast({
        title: 'Approval Failed',
        description: errorMessageFromApiError(err, 'There was an error approving your campaign. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const reject = useRejectSpeakerCampaign(id, {
    onSuccess: () => {
      setConfirmReject(false);
      toast({ title: 'Campaign Rejected', description: 'No e-mails were sent.' });
    },
    onError: (err) => {
      setConfirmReject(false);
      toast({
        title: 'Rejection failed',
        description: errorMessageFromApiError(err, 'Could not reject the campaign. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Campaign Not Found"
          description="The campaign you're looking for doesn't exist or has already been processed."
          backTo={dashboardPath}
          backLabel="Back to Dashboard"
        />
      );
    }
    return <LoadFailedCard onRetry={() => void refetch()} />;
  }

  const pending = data.status === 'pending';
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <Link to={dashboardPath} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Campaign Approval</h1>
        <StatusBadge status={data.status} delivery={{ sent: data.sentCount, outbox: data.outboxCount }} />
      </div>
      <CampaignStatusBanner campaign={data} />
      {!pending && data.status !== 'rejected' && <DeliveryCounts counts={data} />}

      <Section title="Campaign">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Type</dt>
          <dd className="font-medium">{campaignTypeLabel(data.campaignType)}</dd>
          {data.event && (
            <>
              <dt className="text-slate-600">Event</dt>
              <dd className="font-medium">{data.event.name}</dd>
            </>
          )}
          <dt className="text-slate-600">Subject</dt>
          <dd className="font-medium">{data.sampleSubject}</dd>
          <dt className="text-slate-600">Recipients</dt>
          <dd className="font-medium tabular-nums">{data.recipientCount}</dd>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium">{formatDateTime(data.createdAt)}</dd>
        </dl>
      </Section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title="Recipients">
          <RecipientList recipients={data.recipients} total={data.recipientCount} />
        </Section>
        <Section title="Preview">
          <EmailPreview subject={data.sampleSubject} text={data.sampleContent} />
        </Section>
      </div>

      {pending && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Approving queues one personal e-mail per recipient; this page then shows what happened to each. Opted-out addresses are skipped.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={approveOnce} disabled={approve.isPending || reject.isPending}>
              <CheckCircle2 className="size-5" aria-hidden="true" />
              {approve.isPending ? 'Sending Emails...' : 'Approve & Send'}
            </Button>
            <Button size="lg" variant="destructive" onClick={() => setConfirmReject(true)} disabled={approve.isPending || reject.isPending}>
              <XCircle className="size-5" aria-hidden="true" />
              Reject
            </Button>
          </div>
        </div>
      )}

      {confirmReject && (
        <ModalDialog
          title="Reject this campaign?"
          description="It will be cancelled and no e-mails will be sent. This cannot be undone."
          onClose={() => setConfirmReject(false)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmReject(false)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => reject.mutate()} disabled={reject.isPending}>
              Reject Campaign
            </Button>
          </div>
        </ModalDialog>
      )}
    </main>
  );
}

/** /speaker-campaign-approval/:campaignId — the owning speaker approves (sends) or rejects. */
export function SpeakerCampaignApprovalPage() {
  const { campaignId = '' } = useParams();
  const profile = useOnboardedSpeaker();
  return (
    <div className="min-h-dvh bg-slate-50">
      <SpeakerHeader />
      <ApprovalContent key={campaignId} id={campaignId} dashboardPath={speakerPaths.slugDashboard(profile.slug)} />
    </div>
  );
}
