// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRequestView } from '../../../shared/contract/data-requests';
import { dataRequestQueryOptions } from './api/get-data-request';
import { DataRequestPage } from './data-request-page';

// The site's footer shows the build's version, which Vite defines for the browser build only.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

// The page a data-request e-mail's link opens is in the language the link names.
const TOKEN = 'k'.repeat(43);
const VIEW: DataRequestView = {
  email: 'lena@example.de',
  status: 'requested',
  expiresAt: '2026-11-28T10:00:00.000Z',
  hasAccount: false,
  held: {
    answers: 2,
    graphics: 0,
    storedFiles: 0,
    pendingAnswers: 0,
    referrals: 0,
    waitlistEntries: 0,
    assessments: 0,
    assessmentReports: 0,
    qualifiedLeads: 0,
    inquiries: 0,
    ownerLeads: 0,
    freeTierSignups: 0,
    productFeedback: 0,
    campaignRecipients: 0,
    mailMessages: 1,
    ownerNotes: 0,
  },
};

function renderRequest(lang: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(dataRequestQueryOptions(TOKEN).queryKey, VIEW);
  const router = createMemoryRouter([{ path: '/privacy/request', element: <DataRequestPage /> }], {
    initialEntries: [`/privacy/request?token=${TOKEN}&lang=${lang}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the data-request page in the link’s language', () => {
  it('is German with lang=de', async () => {
    renderRequest('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Daten bei SpeakerPro' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    const held = screen.getByRole('group', { name: 'Was wir gespeichert haben' });
    expect(held.textContent).toContain('Feedback-Antworten');
    expect(held.textContent).toContain('E-Mails');
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meine Daten löschen' })).toBeTruthy();
    expect(screen.getByText(/Dieser Link gilt bis/).textContent).toContain('lena@example.de');
    // The way back and the footer's link both lead to the German policy.
    const links = screen.getAllByRole('link', { name: 'Datenschutz' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/privacy?lang=de', '/privacy?lang=de']);
  });

  it('is Arabic and right to left with lang=ar', async () => {
    renderRequest('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'بياناتك في SpeakerPro' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('group', { name: 'ما نحتفظ به' }).textContent).toContain('إجابات الملاحظات');
    expect(screen.getByRole('button', { name: 'محو بياناتي' })).toBeTruthy();
    // The address reads left to right inside the Arabic sentence.
    expect(screen.getByText('lena@example.de').getAttribute('dir')).toBe('ltr');
  });
});
