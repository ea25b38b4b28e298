import { CheckCircle2, ExternalLink, Send, Users, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApproveCampaignResponse, PendingEmailApproval, SendApprovalEmailResponse } from '../../../shared/contract/campaigns';
import { APPROVAL_PREVIEW_CHARS, previewText } from '../../../shared/domain/campaign-templates';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { AdminPageShell } from '../../components/admin-page-shell';
import { campaignPaths } from '../../lib/campaign-paths';
import { campaignTypeLabel, formatDateTime, RecipientList } from './campaign-ui';
import { useCampaignRecipients } from './api/campaign-recipients';
import { useDecidePendingApproval, type PendingApprovalAction } from './api/decide-pending-approval';
import { usePendingApprovals } from './api/get-pending-approvals';

/** The page's alerts: the server's message when there is one, else a plain failure. */
function failure(action: PendingApprovalAction, err: unknown) {
  if (isNetworkError(err)) {
    const text = { approve: 'Error approving email', reject: 'Error rejecting email', request: 'Error sending approval email' }[action];
    return { title: text, description: 'Check your connection and try again.' };
  }
  const message = errorMessageFromApiError(err, 'Unknown error');
  if (action === 'approve') return { title: 'Failed to approve', description: message };
  if (action === 'reject') return { title: 'Failed to reject', description: message };
  return { title: 'Failed to send approval email', description: message };
}

function Recipients({ id }: { id: string }) {
  const { data, isPending, isError } = useCampaignRecipients(id);
  if (isPending) return <Spinner className="justify-start py-2 text-sm" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the recipients.</p>;
  return <RecipientList recipients={data.recipients} total={data.recipientCount} limit={data.recipientCount} linkToPeople />;
}

function ApprovalItem({ item }: { item: PendingEmailApproval }) {
  const [showRecipients, setShowRecipients] = useState(false);
  const isDraft = item.sourceType === 'campaign_draft';

  const act = useDecidePendingApproval(item, {
    onSuccess: (result, action) => {
      if (action === 'request') {
        const request = result as SendApprovalEmailResponse;
        toast({
          title: request.emailStatus === 'outbox' ? 'Approval Email in the Outbox' : 'Approval Email Sent',
          description: request.message,
        });
        return;
      }
      toast(
        action === 'approve'
          ? { title: 'Approved', description: (result as ApproveCampaignResponse).message }
          : { title: 'Rejected', description: 'Nothing was sent.' },
      );
    },
    onError: (err, action) => toast({ ...failure(action, err), variant: 'destructive' }),
  });

  const pageUrl = isDraft ? campaignPaths.campaignApproval(item.id) : campaignPaths.welcomeEmailApproval(item.id);
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-0.5">
            <h2 className="font-semibold text-slate-900">{item.subject}</h2>
            <p className="text-sm text-slate-700">
              <span className="font-medium">{item.recipientName}</span>{' '}
              <span className="[overflow-wrap:anywhere]">{item.recipientEmail}</span>
            </p>
            <p className="text-xs text-slate-600">
              {isDraft ? `Campaign draft · ${campaignTypeLabel(item.campaignType)}` : 'Welcome e-mail'} · waiting since{' '}
              {formatDateTime(item.scheduledAt)}
            </p>
          </div>
          <Link to={pageUrl} className={buttonClasses({ variant: 'link', className: 'text-sm' })}>
            Open approval page
            <ExternalLink className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {item.obsoleteReason && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {`Obsolete: ${item.recipientEmail} was ${item.obsoleteReason} by another e-mail, so this draft can no longer be sent. Discard it.`}
          </p>
        )}
        <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {previewText(item.content, APPROVAL_PREVIEW_CHARS)}
        </p>
        {isDraft && (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setShowRecipients((v) => !v)} aria-expanded={showRecipients}>
              <Users className="size-4" aria-hidden="true" />
              {showRecipients ? 'Hide recipients' : `Show recipients (${item.recipientCount})`}
            </Button>
            {showRecipients && <Recipients id={item.id} />}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {!item.obsoleteReason && (
            <Button size="sm" onClick={() => act.mutate('approve')} disabled={act.isPending}>
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Approve
            </Button>
          )}
          <Button size="sm" variant="destructive" onClick={() => act.mutate('reject')} disabled={act.isPending}>
            <XCircle className="size-4" aria-hidden="true" />
            {item.obsoleteReason ? 'Discard' : 'Reject'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => act.mutate('request')} disabled={act.isPending}>
            <Send className="size-4" aria-hidden="true" />
            Send Approval Email
          </Button>
        </div>
      </Card>
    </li>
  );
}

function ApprovalsList() {
  const { data, isPending, isError, refetch } = usePendingApprovals();
  if (isPending) return <Spinner className="py-10" />;
  if (isError) {
    return (
      <Card className="space-y-3 p-6" role="alert">
        <p className="text-red-700">Could not load the e-mails waiting for approval.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  if (data.length === 0) {
    return (
      <Card className="p-6 text-center">
        <p className="font-medium text-slate-900">No e-mails are waiting for approval.</p>
        <p className="text-sm text-slate-700">
          Welcome e-mails appear here when someone joins the waitlist; campaign drafts when you save one from the dashboard.
        </p>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="E-mails waiting for approval">
      {data.map((item) => (
        <ApprovalItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** /email-approvals — every e-mail waiting for the owner: campaign drafts and welcome e-mails. */
export function EmailApprovalsPage() {
  return (
    <AdminPageShell
      title="Email Approvals"
      description="Nothing here is sent until you approve it. Opted-out addresses are always skipped."
    >
      <ApprovalsList />
    </AdminPageShell>
  );
}
