// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Talk } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { Presenter } from './presenter-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));
// The live count is its own tested unit (live-counter.test.ts); here it has counted 12 answers.
vi.mock('./use-live-count', () => ({ useLiveCount: () => ({ status: 'live', count: 12, countAt: 0, via: 'stream' }) }));

const event = {
  id: 7,
  eventName: 'Growth Summit',
  talkTitle: 'Stories That Sell',
  shortUrl: 'https://speakerpro.app/t/K7P2QX',
  expectedAudienceSize: 40,
} as Talk;

function renderPresenter(profile: Partial<SpeakerProfile>) {
  const full = {
    slug: 'nadia-brooks',
    firstName: 'Nadia',
    lastName: 'Brooks',
    logoUrl: null,
    digitalGiftTitle: null,
    ...profile,
  } as SpeakerProfile;
  const router = createMemoryRouter([{ path: '/present', element: <Presenter event={event} profile={full} /> }], {
    initialEntries: ['/present'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the presenter page', () => {
  it("is in the speaker's colours, with their logo and name, and the short link on one line in the secondary colour", () => {
    renderPresenter({ brandColorPrimary: '#9d174d', brandColorSecondary: '#1e3a8a', logoUrl: '/api/files/abc/logo.png' });
    const page = screen.getByTestId('presenter');
    expect(page.style.backgroundColor).toBe('rgb(157, 23, 77)');
    expect(page.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('img', { name: 'Nadia Brooks logo' }).getAttribute('src')).toBe('/api/files/abc/logo.png');
    expect(screen.getByTestId('speaker-name').textContent).toBe('Nadia Brooks');
    const link = screen.getByTestId('short-link');
    expect(link.textContent).toBe('speakerpro.app/t/K7P2QX');
    expect(link.className).toContain('whitespace-nowrap');
    expect(link.style.color).toBe('rgb(30, 58, 138)');
    expect(screen.getByTestId('answer-count').textContent).toBe('12 of 40 — 30%');
  });

  it('keeps the text readable on a pale brand colour, and shows the name alone without a logo', () => {
    renderPresenter({ brandColorPrimary: '#fde68a', brandColorSecondary: '#fef9c3' });
    const page = screen.getByTestId('presenter');
    expect(page.style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByTestId('short-link').style.color).toBe('rgb(15, 23, 42)');
    expect(screen.queryByRole('img', { name: /logo/ })).toBeNull();
    expect(screen.getByTestId('speaker-name').textContent).toBe('Nadia Brooks');
  });
});
