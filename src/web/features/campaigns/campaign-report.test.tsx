// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignReport } from '../../../shared/contract/campaigns';
import { campaignReportLine } from '../../lib/campaign-report-text';
import { campaignReportQueryOptions } from './api/campaign-report';
import { CampaignReportSection } from './campaign-report';

const ID = 'r'.repeat(22);
const report: CampaignReport = {
  campaignId: ID,
  acceptedCount: 3,
  outboxCount: 0,
  failedCount: 0,
  bouncedCount: 1,
  unsubscribedAfterCount: 1,
  uniqueClickers: 2,
  clickCount: 4,
  links: [
    { url: 'https://talks.example/slides', clickCount: 4, uniqueClickers: 2 },
    { url: 'https://blog.example/post', clickCount: 0, uniqueClickers: 0 },
  ],
};

afterEach(cleanup);

function figure(name: string) {
  const term = within(screen.getByLabelText('Campaign report')).getByText(name);
  return term.nextElementSibling!.textContent;
}

describe("a sent campaign's report", () => {
  it('shows accepted, bounced, failed, unsubscribed after and clicks, and each link with its clickers', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(campaignReportQueryOptions(ID).queryKey, report);
    render(
      <QueryClientProvider client={client}>
        <CampaignReportSection campaignId={ID} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Report' })).toBeTruthy();
    expect(figure('Accepted by the mail server')).toBe('3');
    expect(figure('Bounced')).toBe('1');
    expect(figure('Failed')).toBe('0');
    expect(figure('Unsubscribed after')).toBe('1');
    expect(figure('Clicked')).toBe('2');
    expect(screen.getByText('4 clicks in all')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Clicks per link' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['https://talks.example/slides', '2', '4'],
      ['https://blog.example/post', '0', '0'],
    ]);
  });

  it('a campaign kept in the outbox says so instead of counting it as accepted', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(campaignReportQueryOptions(ID).queryKey, { ...report, acceptedCount: 0, outboxCount: 3, links: [] });
    render(
      <QueryClientProvider client={client}>
        <CampaignReportSection campaignId={ID} />
      </QueryClientProvider>,
    );
    expect(figure('Kept in outbox (no mail server)')).toBe('3');
    expect(screen.queryByText('Accepted by the mail server')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("the campaign list's line names only what happened", () => {
    expect(campaignReportLine(report)).toBe('3 accepted · 1 bounced · 1 unsubscribed after · 2 clicked (4 clicks)');
    expect(
      campaignReportLine({ ...report, acceptedCount: 0, outboxCount: 2, bouncedCount: 0, unsubscribedAfterCount: 0, uniqueClickers: 0 }),
    ).toBe('2 kept in the outbox');
  });
});
