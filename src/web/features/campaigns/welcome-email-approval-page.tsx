import { CheckCircle2, Trash2 } from 'lucide-react';
import { useParams } from 'react-router';
import { previewText, WELCOME_PREVIEW_CHARS } from '../../../shared/domain/campaign-templates';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { AdminPageShell } from '../../components/admin-page-shell';
import { LoadFailedCard } from '../../components/load-failed-card';
import { campaignPaths } from '../../lib/campaign-paths';
import { Banner, EmailPreview, formatDateTime, Section } from './campaign-ui';
import { NotFoundCard } from '../../components/not-found-card';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useApproveWelcomeCampaign, useWelcomeCampaign } from './api/welcome-campaign';
import { useRejectCampaign } from './api/decide-campaign';
import { Badge } from '../../components/ui/badge';

function WelcomeApproval({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useWelcomeCampaign(id);

  const approve = useApproveWelcomeCampaign(id, {
    onSuccess: (result) => {
      toast(
        result.skipReason
          ? {
              title: 'Welcome e-mail skipped',
              description: `Nothing was sent to ${result.recipientEmail ?? 'the recipient'}: ${result.skipReason}.`,
            }
          : {
              title: 'Welcome e-mail approved',
              description: `It is queued for ${result.recipientEmail ?? 'the new member'}; this page shows when it is sent.`,
            },
      );
    },
    onError: (err) => {
      // An obsolete draft is explained on the page itself (read again below), with the way out.
      if (errorCodeOf(err) !== 'DRAFT_OBSOLETE') {
        toast({
          title: 'Approval Failed',
          description: errorMessageFromApiError(err, 'Could not approve the welcome e-mail.'),
          variant: 'destructive',
        });
      }
      void refetch();
    },
  });
  const discard = useRejectCampaign(id, {
    onSuccess: () => {
      toast({ title: 'Draft discarded', description: 'Nothing was sent.' });
      void refetch();
    },
    onError: (err) =>
      toast({ title: 'Could not discard', description: errorMessageFromApiError(err, 'Try again.'), variant: 'destructive' }),
  });

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Campaign Not Found"
          description="This welcome e-mail could not be found or has expired."
          backTo={campaignPaths.emailApprovals}
          backLabel="Back to Email Approvals"
        />
      );
    }
    return <LoadFailedCard onRetry={() => void refetch()} />;
  }

  return (
    <AdminPageShell title="Welcome Email Approval" description="The welcome e-mail drafted when this person joined the waitlist.">
      {data.obsoleteReason && (
        <Banner tone="warning" title="This draft is obsolete">
          {`${data.recipientEmail} was ${data.obsoleteReason} by another e-mail, so this one can no longer be sent. Discard it to clear it from Email Approvals.`}
        </Banner>
      )}
      {data.status === 'sent' &&
        (data.skipReason ? (
          <Banner tone="info" title="Welcome e-mail skipped">{`Nothing was sent to ${data.recipientEmail}: ${data.skipReason}.`}</Banner>
        ) : data.outboxCount > 0 ? (
          <Banner tone="warning" title="Welcome e-mail kept in the outbox">
            {`No mail server is configured, so the e-mail to ${data.recipientEmail} was kept in the outbox and not sent.`}
          </Banner>
        ) : data.failedCount > 0 ? (
          <Banner
            tone="danger"
            title="Welcome e-mail not sent"
          >{`The mail server refused the e-mail to ${data.recipientEmail}; the outbox says why.`}</Banner>
        ) : (
          <Banner tone="success" title="Welcome e-mail sent">
            {`Sent to ${data.recipientEmail} on ${formatDateTime(data.sentAt)} (accepted by the mail server).`}
          </Banner>
        ))}
      {data.status === 'approved' && <Banner tone="info" title="Emails are being sent..." />}
      {data.status === 'rejected' && (
        <Banner tone="danger" title="This welcome e-mail was rejected">
          Nothing was sent.
        </Banner>
      )}
      {data.status === 'failed' && <Banner tone="danger" title="Sending failed" />}

      <Section
        title="Recipient"
        actions={
          data.status === 'sent' && data.skipReason ? (
            <Badge tone="slate">skipped</Badge>
          ) : (
            <StatusBadge status={data.status === 'pending_approval' ? 'pending' : data.status} />
          )
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Name</dt>
          <dd className="font-medium">{data.recipientName}</dd>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{data.recipientEmail}</dd>
          <dt className="text-slate-600">Subject</dt>
          <dd className="font-medium">{data.emailSubject}</dd>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium">{formatDateTime(data.createdAt)}</dd>
          <dt className="text-slate-600">Total members</dt>
          <dd className="font-medium tabular-nums">{data.campaignData.totalMembers}</dd>
        </dl>
        {data.skipReason && !data.obsoleteReason && data.status === 'pending_approval' && (
          <p className="text-sm text-slate-700">{`Approving sends nothing to this address (${data.skipReason}); it records the decision.`}</p>
        )}
      </Section>

      <Section title="Email preview">
        <EmailPreview subject={data.emailSubject} text={previewText(data.emailText, WELCOME_PREVIEW_CHARS)} />
      </Section>

      {data.status === 'pending_approval' &&
        (data.obsoleteReason ? (
          <Button size="lg" variant="outline" onClick={() => discard.mutate('')} disabled={discard.isPending}>
            <Trash2 className="size-5" aria-hidden="true" />
            {discard.isPending ? 'Discarding...' : 'Discard draft'}
          </Button>
        ) : (
          <Button size="lg" onClick={() => approve.mutate()} disabled={approve.isPending}>
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {approve.isPending ? 'Sending...' : 'Approve & Send'}
          </Button>
        ))}
    </AdminPageShell>
  );
}

/** /welcome-email-approvals/:campaignId */
export function WelcomeEmailApprovalPage() {
  const { campaignId = '' } = useParams();
  return <WelcomeApproval key={campaignId} id={campaignId} />;
}
