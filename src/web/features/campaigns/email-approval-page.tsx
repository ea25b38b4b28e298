import { NotFoundCard } from '../../components/not-found-card';
import { ArrowLeft, Send } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { ThankYouEmail } from '../../../shared/contract/campaigns';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { speakerPaths } from '../../lib/speaker-paths';
import { CampaignStatusBanner, DeliveryCounts, EmailPreview, RecipientList, Section } from './campaign-ui';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useSendThankYouEmail, useThankYouEmail } from './api/thank-you-email';
import { thankYouDeliveredToast } from './delivery-text';
import { ThankYouEditPanel } from './thank-you-edit-panel';
import { useDeliveryWatch } from './use-delivery-watch';
import { useOnboardedSpeaker } from '../../lib/speaker-context';

function ApprovalContent({ emailId, dashboardPath }: { emailId: string; dashboardPath: string }) {
  const { data, isPending, isError, error, refetch } = useThankYouEmail(emailId);

  const onDelivered = useCallback((done: ThankYouEmail) => toast(thankYouDeliveredToast(done)), []);
  const delivery = useDeliveryWatch(data, onDelivered);

  // A double click sends one request (and the server answers a repeated one as the same success).
  const clicked = useRef(false);
  const send = useSendThankYouEmail(emailId, {
    onSuccess: delivery.watch,
    onError: (err) => {
      clicked.current = false;
      toast({ title: 'Send Failed', description: errorMessageFromApiError(err, 'Could not send thank you email'), variant: 'destructive' });
      void refetch();
    },
  });

  const sendOnce = () => {
    if (clicked.current) return;
    clicked.current = true;
    send.mutate();
  };

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Email not found"
          description="This thank-you e-mail does not exist or belongs to another speaker."
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
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Send Thank-you Email</h1>
          <p className="text-slate-700">{data.event.name}</p>
        </div>
        <StatusBadge status={data.status} delivery={{ sent: data.sentCount, outbox: data.outboxCount }} />
      </div>

      <CampaignStatusBanner campaign={{ ...data, rejectionReason: null }} />
      {!pending && data.status !== 'rejected' && <DeliveryCounts counts={data} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title={`Recipients (${data.recipientCount})`}>
          <RecipientList recipients={data.recipients} total={data.recipientCount} limit={data.recipientCount} />
        </Section>
        <Section title="Preview">
          <EmailPreview
            subject={data.subject}
            text={data.content}
            label={`E-mail to ${data.recipients[0]?.name ?? 'your first attendee'}`}
          />
          <p className="text-sm text-slate-700">
            {`Each attendee gets their own e-mail, sent for you by SpeakerPro; replies go to you at ${data.speaker.email}. You get one copy of what is sent.`}
          </p>
        </Section>
      </div>

      {pending && <ThankYouEditPanel key={`${data.template.subject}|${data.recipientCount}`} emailId={emailId} data={data} />}

      {pending ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Everyone listed agreed to be contacted. Sending queues one e-mail for each; anyone who opted out of marketing e-mail is skipped.
            This page then shows what happened to every message.
          </p>
          <Button size="lg" onClick={sendOnce} disabled={send.isPending}>
            <Send className="size-5" aria-hidden="true" />
            {send.isPending ? 'Sending...' : `Send to ${data.recipientCount} attendee${data.recipientCount === 1 ? '' : 's'}`}
          </Button>
        </div>
      ) : (
        data.status !== 'approved' && (
          <Link to={dashboardPath} className={buttonClasses({ size: 'lg' })}>
            Back to Dashboard
          </Link>
        )
      )}
    </main>
  );
}

/** /email-approval/:emailId — preview and send the thank-you e-mail. */
export function EmailApprovalPage() {
  const { emailId = '' } = useParams();
  const profile = useOnboardedSpeaker();
  return (
    <div className="min-h-dvh bg-slate-50">
      <SpeakerHeader />
      <ApprovalContent key={emailId} emailId={emailId} dashboardPath={speakerPaths.slugDashboard(profile.slug)} />
    </div>
  );
}
