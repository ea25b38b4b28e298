import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAccountOperation, signUpOperation } from '../../../shared/contract/auth';
import { receiveStripeEvent } from '../../../shared/contract/billing';
import { createFreePageWizardSignup, getSpeakerData, getSpeakerPageQrCode, submitFreePageAnswer } from '../../../shared/contract/free-tier';
import { setSpeakerPlan } from '../../../shared/contract/plans';
import { listHotLeads, listTalkResponses } from '../../../shared/contract/talks';
import { freeTierSignups, speakerProfiles, users } from '../../db/schema';
import { decodeQr, wizardSignupBody } from '../../test/free-tier';
import { createTestApp, linkTokenFromMail, sessionCookie, signInAdmin, type TestContext } from '../../test/harness';

/*
 * Issue 31, item 6: a free QR page's owner who claims the account and then gets Lite (paid through
 * Stripe, or granted by the owner) keeps the same page address, QR code, answers and gift. The QR
 * code is printed and e-mailed, so its bytes and the address it encodes must not move.
 */

const WEBHOOK_SECRET = 'whsec_upgrade_in_place';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  // The Stripe server is never called: the checkout's event is delivered as Stripe would send it.
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' });
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: `10.31.6.${++ip}` });
const post = (url: string, payload: object, cookie?: string) => send('POST', url, payload, cookie);
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const pathOf = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name]));
/** The owner's grant of Lite, by hand, with its reason. */
const grantLite = (userId: number) =>
  send('PUT', pathOf(setSpeakerPlan.path, { id: userId }), { plan: 'lite', reason: 'Upgraded from a free page' }, adminCookie);

/** What an attendee and a visitor see of a free page, and what the speaker reads back. */
async function pageState(slug: string) {
  const page = await get(`/feedback/${slug}`);
  const qr = await get(pathOf(getSpeakerPageQrCode.path, { slug }));
  const data = await get(pathOf(getSpeakerData.path, { slug }));
  return { pageStatus: page.statusCode, pageHtml: page.body, qrStatus: qr.statusCode, qr: qr.rawPayload, data: data.json() };
}

const answer = (slug: string, email: string) => ({
  speakerSlug: slug,
  firstName: 'Priya',
  workEmail: email,
  rating: 5,
  testimonial: 'Practical, funny and full of ideas I can use on Monday.',
  jobRole: 'Head of People',
  contactConsent: true,
  publishConsent: true,
});

/** A free page made by the wizard, answered once, its account claimed and onboarded under the same name. */
async function claimedFreePage(name: { first: string; last: string }, email: string, onboardingName = name) {
  const signup = await post(
    createFreePageWizardSignup.path,
    wizardSignupBody({
      name: `${name.first} ${name.last}`,
      email,
      speakerFriends: [],
      whatsappInterest: undefined,
      agentIntroInterest: undefined,
    }),
  );
  expect(signup.statusCode).toBe(202);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [profile] = await t.database.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, user!.id));
  const slug = profile!.slug;

  const first = await post(submitFreePageAnswer.path, answer(slug, `priya.${user!.id}@brightline.example`));
  expect(first.statusCode).toBe(201);
  const gift = first.json().gift;
  expect(gift).toMatchObject({ title: 'Hybrid Team Checklist', url: 'https://maya.example/checklist', accessCode: 'TEAM25' });
  const before = await pageState(slug);
  expect([before.pageStatus, before.qrStatus]).toEqual([200, 200]);
  expect(decodeQr(before.qr)).toBe(`http://localhost:5000/feedback/${slug}`);

  // The owner of the page claims it: sign-up with the address e-mails a link, the link sets the password.
  const password = 'my-own-pass-2026';
  expect((await post(signUpOperation.path, { firstName: name.first, lastName: name.last, email, password })).statusCode).toBe(202);
  const token = await linkTokenFromMail(t.database, email, '/claim-account');
  const claimed = await post(claimAccountOperation.path, { token, password });
  expect(claimed.statusCode).toBe(200);
  const cookie = sessionCookie(claimed);
  // Onboarding, with the names the page already had unless others are given.
  const onboarded = await post(
    '/api/speaker-admin/profile',
    {
      firstName: onboardingName.first,
      lastName: onboardingName.last,
      workEmail: email,
      emailProvider: 'gmail',
      isOnboardingComplete: true,
    },
    cookie,
  );
  expect(onboarded.statusCode).toBe(200);
  expect((await get('/api/account/plan', cookie)).json()).toMatchObject({ plan: 'free' });
  return { userId: user!.id, slug, cookie, gift, before, eventId: before.data.presentationId as number };
}

/** Everything the free page had is still there, on Lite: the address, the QR code's bytes, the answer, the gift. */
async function expectKeptOnLite(page: Awaited<ReturnType<typeof claimedFreePage>>, shownName = page.before.data.name as string) {
  expect((await get('/api/account/plan', page.cookie)).json()).toMatchObject({ plan: 'lite' });
  const after = await pageState(page.slug);
  expect(after.pageStatus).toBe(200);
  expect(after.pageHtml).toContain('Hybrid Teams That Work');
  expect(after.qrStatus).toBe(200);
  expect(Buffer.compare(after.qr, page.before.qr)).toBe(0);
  expect(after.data).toEqual({ ...page.before.data, name: shownName });
  const [profile] = await t.database.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, page.userId));
  expect(profile!.slug).toBe(page.slug);
  expect(await t.database.db.select().from(freeTierSignups).where(eq(freeTierSignups.speakerUserId, page.userId))).toHaveLength(1);

  // The answer given on Free is the speaker's on Lite, and a Lite feature reads it: a hot lead.
  const responses = await get(pathOf(listTalkResponses.path, { id: page.eventId }), page.cookie);
  expect(responses.statusCode).toBe(200);
  expect(JSON.stringify(responses.json())).toContain('Practical, funny and full of ideas I can use on Monday.');
  const hot = await get(listHotLeads.path, page.cookie);
  expect(hot.statusCode).toBe(200);
  expect(JSON.stringify(hot.json())).toContain(`priya.${page.userId}@brightline.example`);

  // A new answer on the same page gets the same gift.
  const next = await post(submitFreePageAnswer.path, answer(page.slug, `tom.${page.userId}@northwind.example`));
  expect(next.statusCode).toBe(201);
  expect(next.json().gift).toEqual(page.gift);
  expect(next.json().presentationId).toBe(page.eventId);
}

describe('a free QR page upgrades in place', () => {
  it("keeps its address, QR code, answers and gift when the claimed account buys Lite (Stripe's signed checkout event)", async () => {
    const page = await claimedFreePage({ first: 'Maya', last: 'Okafor' }, 'maya.upgrade@example.com');
    const event = {
      id: `evt_upgrade_${page.userId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_upgrade_${page.userId}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          client_reference_id: String(page.userId),
          metadata: { speakerId: String(page.userId), plan: 'lite' },
          customer: `cus_upgrade_${page.userId}`,
          payment_intent: `pi_upgrade_${page.userId}`,
        },
      },
    };
    const payload = JSON.stringify(event);
    const delivered = await t.app.inject({
      method: 'POST',
      url: receiveStripeEvent.path,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(delivered.json()).toEqual({ outcome: 'applied' });
    await expectKeptOnLite(page);
  });

  it('keeps its address, QR code, answers and gift when the owner grants the claimed account Lite', async () => {
    const page = await claimedFreePage({ first: 'Ruth', last: 'Mensah' }, 'ruth.upgrade@example.com');
    expect((await grantLite(page.userId)).statusCode).toBe(200);
    await expectKeptOnLite(page);
  });

  it('keeps its address and QR code when the owner corrects their name at onboarding; the page shows the new name', async () => {
    const page = await claimedFreePage({ first: 'Ama', last: 'Boateng' }, 'ama.upgrade@example.com', {
      first: 'Ama',
      last: 'Boateng-Hall',
    });
    expect((await grantLite(page.userId)).statusCode).toBe(200);
    await expectKeptOnLite(page, 'Ama Boateng-Hall');
  });
});
