// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePageMailedMessage } from '../../../shared/domain/free-tier';
import { LIMITS } from '../../../server/test/limits';
import { FreeTierSignupPage } from './free-tier-signup-page';
import { FreeTierSuccessPage } from './free-tier-success-page';
import { EmailSendStep } from './wizard-send-step';
import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, type WizardState } from './wizard-state';
import { freeTierPaths } from './free-tier-paths';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

/*
 * A free-page sign-up answers every address alike (decision 088): the screens after it say only
 * that the page's link and QR code were e-mailed, and show no page, link or QR code of their own.
 */

const EMAIL = 'maya@example.com';
const ANSWER = { success: true, message: freePageMailedMessage(EMAIL, 'smtp') };

/** The server's one answer for every sign-up; returns what was posted. */
function answerSignUps() {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json(ANSWER, { status: 202 });
      }
      if (url === '/api/public/default-gift') return Response.json({ available: false, gift: null });
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return posts;
}

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={freeTierPaths.emailSend} element={<EmailSendStep />} />
          <Route path={freeTierPaths.signup} element={<FreeTierSignupPage />} />
          <Route path={freeTierPaths.success} element={<FreeTierSuccessPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Neither a page address nor a QR code image anywhere on the screen. */
function expectNoPageShown() {
  expect(document.body.innerHTML).not.toContain('/feedback/');
  expect(screen.queryByRole('img', { name: /QR code/i })).toBeNull();
  expect(screen.queryByRole('link', { name: /Download QR Code/i })).toBeNull();
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wizard’s last step', () => {
  it('says the page and QR code were e-mailed, then the success page says it again, showing no page', async () => {
    const state: WizardState = {
      ...EMPTY_WIZARD,
      contentType: 'webinar',
      personal: { name: 'Maya Okafor', email: EMAIL, phone: '+44 7700 900123' },
      ownGift: true,
      gift: {
        title: 'Checklist',
        mode: 'url',
        url: 'https://maya.example/list',
        fileUrl: null,
        fileName: null,
        accessCode: '',
        contentTitle: '',
      },
    };
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
    const posts = answerSignUps();
    renderAt(freeTierPaths.emailSend);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send My QR Code' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Check Your E-mail');
    expect(status.textContent).toContain(ANSWER.message);
    expectNoPageShown();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/api/public/free-page-wizard-signups', body: { email: EMAIL } });
    // Progress is gone once asked for: the wizard cannot be sent twice by a reload.
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your E-mail' }, { timeout: LIMITS.expectMs })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ANSWER.message);
    expectNoPageShown();
  });
});

describe('the single-page sign-up', () => {
  it('opens the success page with the server’s sentence and no page of its own', async () => {
    const posts = answerSignUps();
    renderAt(freeTierPaths.signup);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Maya Okafor');
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Phone'), '+44 7700 900123');
    await user.click(screen.getByLabelText('Webinar'));
    await user.click(screen.getByLabelText(/my own gift/i));
    await user.type(screen.getByLabelText('Gift title'), 'Checklist');
    await user.type(screen.getByLabelText('Gift link'), 'maya.example/list');
    await user.click(screen.getByRole('button', { name: /Get My Free QR Page|Create/i }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ANSWER.message);
    expectNoPageShown();
    expect(posts).toEqual([expect.objectContaining({ url: '/api/public/free-page-signups' })]);
  });
});

describe('/free-tier-success', () => {
  it('opened by itself, says where the page and QR code are without claiming one was made', () => {
    answerSignUps();
    renderAt(freeTierPaths.success);
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeTruthy();
    expect(screen.getByText(/Open the e-mail we sent about your free feedback page/)).toBeTruthy();
    expectNoPageShown();
  });

  it('with ?id= (an older link) shows that public page and its QR code', () => {
    answerSignUps();
    renderAt(`${freeTierPaths.success}?id=maya-okafor`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Feedback Page Is Live!' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code for .*\/feedback\/maya-okafor/ })).toBeTruthy();
  });
});
