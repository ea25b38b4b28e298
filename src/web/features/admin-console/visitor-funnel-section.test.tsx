// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorFunnel } from '../../../shared/contract/analytics';
import { VisitorFunnelSection } from './visitor-funnel-section';

beforeEach(() => {
  // jsdom has no layout: the charts' container measures with ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUNNEL: VisitorFunnel = {
  from: '2026-11-22',
  to: '2026-11-28',
  visitsByDay: [
    { day: '2026-11-22', views: 0 },
    { day: '2026-11-23', views: 4 },
    { day: '2026-11-24', views: 0 },
    { day: '2026-11-25', views: 0 },
    { day: '2026-11-26', views: 6 },
    { day: '2026-11-27', views: 0 },
    { day: '2026-11-28', views: 30 },
  ],
  referrers: [
    { host: '', views: 25 },
    { host: 'www.linkedin.com', views: 15 },
  ],
  campaigns: [{ source: 'newsletter', medium: 'email', campaign: '', views: 3 }],
  pages: [
    { path: '/', views: 32 },
    { path: '/waitlist', views: 8 },
  ],
  conversion: { landingVisits: 32, waitlistEntries: 4, freePages: 2, assessments: 1, inquiries: 0, speakerAccounts: 3 },
};

function show(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VisitorFunnelSection />
    </QueryClientProvider>,
  );
  return fetch;
}

const rowsOf = async (caption: string) => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
};

describe('the owner’s visitor figures', () => {
  it('gives every chart its numbers as a table: conversion with shares, days, referrers, campaigns and pages', async () => {
    show(() => Response.json(FUNNEL));
    expect(await rowsOf('From the landing page to sign-ups')).toEqual([
      ['Landing page visits', '32', '100 %'],
      ['Waitlist entries', '4', '12.5 %'],
      ['Free pages', '2', '6.3 %'],
      ['Assessments', '1', '3.1 %'],
      ['Inquiries', '0', '0 %'],
      ['Speaker accounts', '3', '9.4 %'],
    ]);
    expect(await rowsOf('Page views per day')).toContainEqual(['28 Nov 2026', '30']);
    expect(screen.getByText(/40 page views from 22 Nov 2026 to 28 Nov 2026/)).toBeTruthy();
    expect(await rowsOf('Referrers')).toEqual([
      ['No referrer (typed, bookmarked or from this site)', '25'],
      ['www.linkedin.com', '15'],
    ]);
    expect(await rowsOf('Campaigns (UTM tags)')).toEqual([['newsletter / email / —', '3']]);
    expect(await rowsOf('Most viewed pages')).toEqual([
      ['/', '32'],
      ['/waitlist', '8'],
    ]);
  });

  it('asks for another period when one is chosen', async () => {
    const fetch = show(() => Response.json(FUNNEL));
    await screen.findByRole('table', { name: 'Referrers' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/visitor-funnel?days=30');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    await vi.waitFor(() => expect(fetch.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('days=7')));
  });

  it('says when there is nothing yet, and shows a failure plainly', async () => {
    show(() =>
      Response.json({
        ...FUNNEL,
        visitsByDay: FUNNEL.visitsByDay.map((d) => ({ ...d, views: 0 })),
        referrers: [],
        campaigns: [],
        pages: [],
        conversion: { landingVisits: 0, waitlistEntries: 1, freePages: 0, assessments: 0, inquiries: 0, speakerAccounts: 0 },
      }),
    );
    expect(await screen.findAllByText('No page views in these days.')).toHaveLength(2);
    expect(screen.getByText('No page view carried campaign tags in these days.')).toBeTruthy();
    expect(await rowsOf('From the landing page to sign-ups')).toContainEqual(['Waitlist entries', '1', '—']);
    cleanup();
    show(() => Response.json({ message: 'x', code: 'INTERNAL' }, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the visitor figures.');
  });
});
