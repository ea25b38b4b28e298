import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AdminPageShell } from '../../components/admin-page-shell';
import { campaignPaths } from '../../lib/campaign-paths';
import { CampaignStatusBanner, DeliveryCounts, Section } from './campaign-ui';
import { useCampaignDraft } from './api/get-campaign-draft';

/** Live delivery of the campaign just approved: the figures come from the server, not the URL. */
function Delivery({ id }: { id: string }) {
  const { data, isPending, isError } = useCampaignDraft(id);
  if (isPending) return <Spinner className="py-4" />;
  if (isError) return <p className="text-slate-700">The campaign's delivery could not be loaded.</p>;
  return (
    <div className="space-y-3">
      <CampaignStatusBanner campaign={data} />
      {data.status !== 'rejected' && data.status !== 'pending' && <DeliveryCounts counts={data} />}
    </div>
  );
}

function BackLinks() {
  return (
    <>
      <Link to={paths.admin} className={buttonClasses()}>
        Back to Dashboard
      </Link>
      <Link to={campaignPaths.emailApprovals} className={buttonClasses({ variant: 'outline' })}>
        Email Approvals
      </Link>
    </>
  );
}

/** /campaign-success?campaign=&recipients=&action= — where approving or rejecting a campaign lands. */
export function CampaignSuccessPage() {
  const [params] = useSearchParams();
  const campaign = params.get('campaign') ?? '';
  const recipients = Number(params.get('recipients') ?? '0') || 0;
  const action = params.get('action');
  const approved = action === 'approved';
  // Opened without saying what happened (a bookmark, a typed address): say nothing happened here.
  if (!campaign || (action !== 'approved' && action !== 'rejected')) {
    return (
      <AdminPageShell title="No Campaign Selected">
        <p className="text-slate-800">
          This page shows a campaign just approved or rejected. Open a campaign from the dashboard or from Email Approvals.
        </p>
        <div className="flex flex-wrap gap-2">
          <BackLinks />
        </div>
      </AdminPageShell>
    );
  }
  return (
    <AdminPageShell title={approved ? 'Campaign Approved' : 'Campaign Rejected'}>
      <Section title={approved ? 'What happens now' : 'Nothing was sent'}>
        <p className="flex items-start gap-2 text-slate-800">
          {approved ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          )}
          {approved
            ? `The campaign is approved and one personalised e-mail is queued for each of its ${recipients} recipient${recipients === 1 ? '' : 's'}. Anyone who opted out of marketing e-mail is skipped. The figures below show what happens to each message as delivery goes on.`
            : 'The campaign was rejected. None of its e-mails were sent, and it can no longer be approved.'}
        </p>
        {campaign && approved && <Delivery id={campaign} />}
      </Section>
      <div className="flex flex-wrap gap-2">
        <BackLinks />
        {campaign && (
          <Link to={campaignPaths.adminCampaignApproval(campaign)} className={buttonClasses({ variant: 'outline' })}>
            View Campaign
          </Link>
        )}
      </div>
    </AdminPageShell>
  );
}
