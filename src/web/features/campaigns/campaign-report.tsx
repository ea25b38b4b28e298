import { RefreshCw } from 'lucide-react';
import type { CampaignReport } from '../../../shared/contract/campaigns';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCampaignReport } from './api/campaign-report';
import { Figures, Section } from './campaign-ui';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What became of a sent campaign's messages: the counts, then each link's clicks. */
export function CampaignReportView({ report }: { report: CampaignReport }) {
  const anyClicks = report.uniqueClickers > 0;
  return (
    <div className="space-y-3">
      <Figures
        label="Campaign report"
        items={[
          [
            report.outboxCount > 0 && report.acceptedCount === 0 ? 'Kept in outbox (no mail server)' : 'Accepted by the mail server',
            report.outboxCount > 0 && report.acceptedCount === 0 ? report.outboxCount : report.acceptedCount,
            null,
          ],
          ['Bounced', report.bouncedCount, report.bouncedCount > 0 ? 'Refused for good by the recipient’s server' : null],
          ['Failed', report.failedCount, report.failedCount > 0 ? 'Could not be delivered (not a bounce)' : null],
          ['Unsubscribed after', report.unsubscribedAfterCount, null],
          ['Clicked', report.uniqueClickers, anyClicks ? plural(report.clickCount, 'click in all', 'clicks in all') : null],
        ]}
      />
      {report.links.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clicks per link</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Link
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                People who clicked
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {report.links.map((l) => (
              <tr key={l.url} className="border-b border-slate-100">
                <td className="py-1 pr-2 [overflow-wrap:anywhere]">{l.url}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{l.uniqueClickers}</td>
                <td className="py-1 text-right tabular-nums">{l.clickCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-600">
        Clicks are counted when a recipient follows a link through SpeakerPro; opens are not tracked. Bounces that arrive later appear once
        they are fed back (see the README).
      </p>
    </div>
  );
}

/** The report section of a sent campaign's page; the numbers change as people click, so it can be read again. */
export function CampaignReportSection({ campaignId }: { campaignId: string }) {
  const { data, isPending, isError, refetch, isFetching } = useCampaignReport(campaignId);
  return (
    <Section
      title="Report"
      actions={
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      {isPending ? (
        <Spinner className="py-4" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load the report.
        </p>
      ) : (
        <CampaignReportView report={data} />
      )}
    </Section>
  );
}
