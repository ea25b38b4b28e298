// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptOutResponse } from '../../../shared/contract/privacy';
import { PrivacyPage } from './legal-pages';

// The site's footer shows the build's version, which Vite defines for the browser build only.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

// The privacy page and its opt-out form are written in the page's language and send it along:
// the e-mail that confirms opting back in is written in it.
function renderPrivacy(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/privacy', element: <PrivacyPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the opt-out form in the page’s language', () => {
  it('is German with ?lang=de, sends language "de" and confirms in German', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        const answer: OptOutResponse = {
          message: 'Ihre Datenschutzeinstellungen wurden aktualisiert.',
          email: 'jonas@example.de',
          optOutCategories: { email_marketing: true, social_media: false, testimonials: false, data_sharing: false },
          updatedAt: '2026-11-27T10:00:00.000Z',
          optInConfirmation: null,
        };
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPrivacy('/privacy?lang=de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('heading', { name: 'Widersprechen Sie der Nutzung Ihrer Daten für Marketing' })).toBeTruthy();
    expect(screen.queryByText('Update Privacy Preferences')).toBeNull();
    // The frame around the page speaks German too.
    expect(screen.getByRole('link', { name: 'SpeakerPro Startseite' })).toBeTruthy();
    const site = screen.getByRole('navigation', { name: 'Website' });
    expect(Array.from(site.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Blog',
      'Nutzungsbedingungen',
      'Datenschutz',
      'Admin',
    ]);
    expect(screen.getByText(/Alle Rechte vorbehalten\.$/)).toBeTruthy();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail', { exact: true }), 'jonas@example.de');
    await user.click(screen.getByLabelText('E-Mail-Marketing: Keine Newsletter, Kampagnen oder Einladungen'));
    await user.click(screen.getByRole('button', { name: 'Datenschutzeinstellungen speichern' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      email: 'jonas@example.de',
      optOutCategories: { email_marketing: true, social_media: false, testimonials: false, data_sharing: false },
      language: 'de',
    });
    const status = await screen.findByText(/Ihre Auswahl für/);
    expect(status.closest('[role="status"]')?.textContent).toBe(
      'Ihre Auswahl für jonas@example.de ist gespeichert. Widersprochen: E-Mail-Marketing.',
    );
  });

  it('is Arabic and right to left with ?lang=ar', async () => {
    renderPrivacy('/privacy?lang=ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'إلغاء الاشتراك في استخدام بياناتك لأغراض تسويقية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديث تفضيلات الخصوصية' })).toBeTruthy();
    // The address is typed left to right in a right-to-left page.
    expect(screen.getByLabelText('البريد الإلكتروني', { exact: true }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('اللغة')).toBeTruthy();
  });
});
