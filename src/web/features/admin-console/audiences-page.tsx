import { Download, List, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AudienceSummary } from '../../../shared/contract/admin-console';
import { skipReasonsText } from '../../../shared/domain/skip-reasons';
import { AdminPageShell } from '../../components/admin-page-shell';
import { AdminTable } from '../../components/admin-table';
import { PersonLink } from '../../components/person-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useFileDownload } from '../../lib/use-file-download';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { getAudienceCsv, useAudience, useAudiences } from './api/get-audiences';
import { campaignForAudiencePath } from './paths';

/** /admin/audiences: every group a campaign can go to, who it e-mails, who not and why. */
export function AudiencesPage() {
  usePageMeta(pageTitle('Audiences'));
  const { data, isPending, isError } = useAudiences();
  return (
    <AdminPageShell
      title="Audiences"
      description="Everyone each campaign group holds. A campaign to a group e-mails the people counted as e-mailed; the others are listed with the reason."
    >
      {isPending ? (
        <Spinner className="py-10" />
      ) : isError ? (
        <Card className="p-6">
          <p role="alert" className="text-center text-red-700">
            The audiences could not be loaded. Reload the page to try again.
          </p>
        </Card>
      ) : (
        <div className="space-y-4">
          {data.map((a) => (
            <AudienceCard key={a.key} audience={a} />
          ))}
        </div>
      )}
    </AdminPageShell>
  );
}

/** '3 e-mailed · 2 not e-mailed (1 opted out of marketing e-mail, 1 gave no marketing consent)'. */
export function audienceCountsText(a: Pick<AudienceSummary, 'memberCount' | 'eligibleCount' | 'excluded'>): string {
  const left = a.memberCount - a.eligibleCount;
  return `${a.eligibleCount} e-mailed` + (left > 0 ? ` · ${left} not e-mailed (${skipReasonsText(a.excluded)})` : '');
}

function AudienceCard({ audience: a }: { audience: AudienceSummary }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const members = useAudience(a.key, open);
  const { downloading, download } = useFileDownload(
    () => getAudienceCsv(a.key),
    `speakerpro-audience-${a.key}.csv`,
    () => toast({ title: 'Error', description: `The ${a.label} list could not be downloaded. Please try again.`, variant: 'destructive' }),
  );

  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {a.label}
        </h2>
        <p className="text-sm tabular-nums text-slate-700">{`${a.memberCount} ${a.memberCount === 1 ? 'person' : 'people'}`}</p>
      </div>
      <p className="text-sm text-slate-700">{a.description}</p>
      <p className="text-sm font-medium text-slate-900">{audienceCountsText(a)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          aria-label={`${open ? 'Hide' : 'Show'} list of ${a.label}`}
        >
          <List className="size-4" aria-hidden="true" />
          {open ? 'Hide list' : 'Show list'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={`Download CSV of ${a.label}`}
        >
          <Download className="size-4" aria-hidden="true" />
          {downloading ? 'Preparing...' : 'Download CSV'}
        </Button>
        <Link to={campaignForAudiencePath(a.key)} className={buttonClasses({ size: 'sm' })} aria-label={`Create a campaign to ${a.label}`}>
          <Mail className="size-4" aria-hidden="true" />
          Create campaign
        </Link>
      </div>
      {open && (
        <AdminTable
          id={`${headingId}-members`}
          title={`Members of ${a.label}`}
          columns={['Name', 'E-mail', 'Why in this audience', 'E-mailed']}
          isPending={members.isPending}
          isError={members.isError}
          empty="Nobody is in this audience yet."
          rows={members.data?.members.map((m) => ({
            key: m.email,
            cells: [
              <PersonLink key="name" email={m.email}>
                {m.name}
              </PersonLink>,
              m.email,
              m.detail,
              m.reason ? `No: ${m.reason}` : 'Yes',
            ],
          }))}
        />
      )}
    </Card>
  );
}
