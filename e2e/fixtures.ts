import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';

/**
 * The user agent of Chromium as a person runs it. The server leaves headless browsers out of the
 * owner's page views (decision 080), so a spec whose pages must count says it is a person's browser.
 */
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const E2E_ADMIN = { email: 'owner@e2e.speakerpro.test', password: 'e2e-owner-password' };

export function newSpeaker() {
  const id = randomBytes(4).toString('hex');
  return { firstName: 'Nadia', lastName: 'Brooks', email: `nadia.${id}@example.com`, password: 'stage-ready-2026' };
}

/**
 * A new speaker made through the API, signed in on `request`, with a finished profile (plus any
 * profile fields given, and the `logo` PNG uploaded as theirs) and, when `experienced`, past the
 * try-it-as-an-attendee step.
 */
export async function speakerViaApi(
  request: APIRequestContext,
  options: { profile?: Record<string, unknown>; experienced?: boolean; logo?: Buffer } = {},
) {
  const speaker = newSpeaker();
  await signUpViaApi(request, speaker);
  let logoUrl: string | undefined;
  if (options.logo) {
    const upload = await request.post('/api/speaker-admin/logos', {
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: options.logo } },
    });
    expect(upload.status()).toBe(200);
    logoUrl = ((await upload.json()) as { logoUrl: string }).logoUrl;
  }
  const profile = await request.post('/api/speaker-admin/profile', {
    data: {
      firstName: speaker.firstName,
      lastName: speaker.lastName,
      workEmail: speaker.email,
      emailProvider: 'gmail',
      ...(logoUrl ? { logoUrl } : {}),
      ...options.profile,
    },
  });
  expect(profile.status()).toBe(200);
  if (options.experienced)
    expect((await request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  return speaker;
}

/**
 * Signs up through the API, then signs in on `request` with the same password: sign-up answers
 * every address alike and opens no session.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  speaker: { firstName: string; lastName: string; email: string; password: string },
  baseURL = '',
) {
  expect((await request.post(`${baseURL}/api/speaker/signup`, { data: speaker })).status()).toBe(202);
  expect(
    (await request.post(`${baseURL}/api/public/sessions`, { data: { email: speaker.email, password: speaker.password } })).status(),
  ).toBe(200);
}

/** Fills in and sends the sign-up form, then signs in with the new password, as a new speaker would. */
/**
 * Fills in and sends the sign-up form, and waits for its answer: the same sentence for every
 * address (a new one, a free page's, an account's), saying a message is on its way to it.
 */
export async function submitSignUpForm(page: Page, speaker: ReturnType<typeof newSpeaker>) {
  await page.goto('/speaker/signup');
  await page.getByLabel('First name').fill(speaker.firstName);
  await page.getByLabel('Last name').fill(speaker.lastName);
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(status).toContainText(`we have sent a message to ${speaker.email.toLowerCase()}`);
  return status;
}

export async function signUpInBrowser(page: Page, speaker: ReturnType<typeof newSpeaker> = newSpeaker()) {
  await submitSignUpForm(page, speaker);
  // Sign-up opens no session (its answer is the same for every address): the speaker signs in.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  // The sign-up page (which has Email and Password fields too) stays on screen until the sign-in
  // page's code has loaded: type only once the sign-in page is there.
  await expect(page.getByRole('heading', { name: 'Speaker Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return speaker;
}

// The e2e server runs without SMTP, so every e-mail is a row in the outbox; the admin API reads the
// links out of them, as the person would out of their inbox.

export type EmailLinkPage = 'verify-email' | 'reset-password' | 'claim-account' | 'confirm-answer' | 'speaker/delete-account';

/** Signs the E2E admin in on `request` (an API context whose cookies are kept apart from the pages'). */
export async function signInAdmin(request: APIRequestContext) {
  expect((await request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
}

/**
 * The newest link to `page` e-mailed to `to` (only mail after `afterId`, when given), as the path a
 * browser opens; `admin` is signed in with signInAdmin.
 */
export async function linkFromOutbox(
  admin: APIRequestContext,
  to: string,
  page: EmailLinkPage,
  afterId = 0,
): Promise<{ path: string; token: string; mailId: number }> {
  const pattern = new RegExp(`https?://[^\\s/]+(/${page}\\?token=([A-Za-z0-9_-]+))`);
  const { match, mailId } = await matchInOutbox(admin, to, pattern, `${page} link`, afterId);
  return { path: match[1]!, token: match[2]!, mailId };
}

/**
 * The slug of the free QR page whose link was last e-mailed to `to` (read through the owner's
 * outbox, `admin` signed in): a free-page sign-up answers every address alike and names no page.
 */
export async function freePageSlugFromOutbox(admin: APIRequestContext, to: string): Promise<string> {
  const { match } = await matchInOutbox(admin, to, /https?:\/\/[^\s/]+\/feedback\/([^\s/]+)/, 'free page link');
  return decodeURIComponent(match[1]!);
}

/** The newest e-mail to `to` (after `afterId`) whose text matches `pattern`, waited for. */
async function matchInOutbox(
  admin: APIRequestContext,
  to: string,
  pattern: RegExp,
  what: string,
  afterId = 0,
): Promise<{ match: RegExpExecArray; mailId: number }> {
  let found: { match: RegExpExecArray; mailId: number } | null = null;
  await expect(async () => {
    const list = await admin.get(`/api/admin/mail-messages?q=${encodeURIComponent(to)}`);
    expect(list.status()).toBe(200);
    const { messages } = (await list.json()) as { messages: { id: number; toAddress: string }[] };
    // Newest first: the first message that matches is the latest one.
    for (const m of messages.filter((x) => x.toAddress.toLowerCase() === to.toLowerCase() && x.id > afterId)) {
      const detail = (await (await admin.get(`/api/admin/mail-messages/${m.id}`)).json()) as { textBody: string };
      const match = pattern.exec(detail.textBody);
      if (match) {
        found = { match, mailId: m.id };
        return;
      }
    }
    throw new Error(`no ${what} e-mailed to ${to} yet`);
  }).toPass({ timeout: LIMITS.backgroundWorkMs });
  return found!;
}

export async function confirmEmailFromOutbox(admin: APIRequestContext, email: string) {
  const { token } = await linkFromOutbox(admin, email, 'verify-email');
  const res = await admin.post('/api/public/email-verifications', { data: { token } });
  expect(res.status()).toBe(200);
}

/** A signed-in speaker (on `request`) with a brand colour, a digital gift with an access code, and one talk. */
export async function speakerWithGiftEvent(request: APIRequestContext) {
  await speakerViaApi(request, { profile: { brandColorPrimary: '#0f766e' } });
  const gift = await request.patch('/api/speaker-admin/profile/digital-gift', {
    data: {
      digitalGiftTitle: 'Five-Minute Follow-Up Checklist',
      digitalGiftUrl: 'https://speaker.example/checklist',
      digitalGiftAccessCode: 'STAGE25',
    },
  });
  expect(gift.status()).toBe(200);
  const event = await request.post('/api/speaker-admin/events', { data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' } });
  expect(event.status()).toBe(201);
  return (await event.json()) as { id: number; feedbackUrl: string };
}
