import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inProcessRenderer, type GraphicRenderer } from '../../graphics/render-pool';
import type { GraphicInput } from '../../graphics/renderer';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp';
import { mimeAttachment } from '../../test/free-tier';
import { pngSize, waitForBatch } from '../../test/graphics-fixtures';
import { startTestReceiver, type TestReceiver } from '../../test/webhook-receiver';

// Issue 15: every opt-out category on /privacy holds on every surface it governs. For each
// category and surface, the person who opted out of that category is not there, and a person who
// did not opt out is. All five answered the same talk with 5 stars, agreed to be contacted and to
// have their testimonial published; each of four then opted out of exactly one category.

interface Person {
  name: string;
  email: string;
  role: string;
  testimonial: string;
}

// The words carry no name: an anonymous answer's testimonial is still shown.
let quoteNumber = 0;
const person = (name: string, domain: string, role: string): Person => ({
  name,
  email: `${name.toLowerCase()}@${domain}`,
  role,
  testimonial: `Three ideas I will use, written down as note ${(quoteNumber += 1)} of this talk.`,
});

const KEPT = person('Kimberly', 'openhouse.example', 'Head of Growth');
const OUT = {
  email_marketing: person('Marcus', 'quietmail.example', 'Sales Director'),
  testimonials: person('Tessa', 'unquoted.example', 'Product Manager'),
  social_media: person('Solveig', 'offline.example', 'Brand Strategist'),
  data_sharing: person('Dariusz', 'discreetco.example', 'Chief Privacy Officer'),
} as const;
type Category = keyof typeof OUT;
const EVERYONE = [KEPT, ...Object.values(OUT)];
const NO_OPT_OUT = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };

let smtp: TestSmtpServer;
let t: TestContext;
let speaker: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;
let eventId: number;
const answers = new Map<string, { id: number; thankYouKey: string; graphicToken?: string }>();
/** What each rendered PNG was drawn with: the graphic is what its viewers see. */
const drawn: GraphicInput[] = [];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
  const res = await call(method, url, cookie, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};

/** Marks of a person's identity a speaker must not read when they opted out of data sharing. */
const identifies = (text: string, p: Person) => text.includes(p.email) || text.includes(p.role) || new RegExp(`\\b${p.name}\\b`).test(text);

/** A received message's readable content: headers, decoded text parts and decoded CSV/ZIP attachments. */
function readable(mail: ReceivedMail): string {
  const parts = [mail.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))];
  const csv = mimeAttachment(mail.raw, 'text/csv');
  if (csv) parts.push(csv.filename ?? '', csv.bytes.toString('utf8'));
  const zip = mimeAttachment(mail.raw, 'application/zip');
  if (zip) parts.push(zip.filename ?? '', ...Object.keys(unzipSync(new Uint8Array(zip.bytes))));
  return parts.join('\n');
}
const mailTo = (address: string, subject: RegExp) =>
  smtp.received.filter((m) => m.to.map((a) => a.toLowerCase()).includes(address.toLowerCase()) && subject.test(readable(m)));

async function graphicIdOf(p: Person): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select g.id from graphics g join responses r on r.id = g.response_id
        where lower(r.attendee_email) = ${p.email} and g.removed_at is null`,
  );
  return row?.id ?? null;
}

/** Every graphic the speaker's approval pages walk through, from the first to the last. */
async function approvalPages(): Promise<Record<string, unknown>[]> {
  const { graphicId } = (await ok('POST', `/api/speaker-admin/events/${eventId}/generate-graphics`, speaker.cookie)).json();
  const pages: Record<string, unknown>[] = [];
  for (let id: number | null = graphicId; id !== null;) {
    const page = (await ok('GET', `/api/graphics-approval/${id}`, speaker.cookie)).json();
    pages.push(page);
    id = page.navigation.nextId;
  }
  return pages;
}

// The thank-you e-mail is drafted once: the speaker reads its recipients, then approves it.
let thankYouId: string | undefined;
async function thankYouDraft(): Promise<string> {
  thankYouId ??= (await ok('POST', `/api/speaker-admin/events/${eventId}/create-thank-you-email`, speaker.cookie)).json().emailId as string;
  return thankYouId;
}

/** The proof page, the framed wall and the wall's JSON, with the page turned on and every testimonial in it. */
async function proofPageBodies() {
  const res = await call('PUT', '/api/speaker-admin/proof-page', speaker.cookie, { published: true, testimonials: [] });
  expect(res.statusCode).toBe(200);
  return {
    proof: (await ok('GET', '/s/maya-okafor-consent')).body,
    frame: (await ok('GET', '/embed/wall/maya-okafor-consent')).body,
    json: (await ok('GET', '/api/public/speakers/maya-okafor-consent/testimonials')).body,
  };
}

let batchDone: { zipUrl: string } | undefined;
async function graphicsBatch() {
  if (!batchDone) {
    const { batchId } = (await ok('POST', `/api/speaker-admin/events/${eventId}/generate-all-graphics`, speaker.cookie)).json();
    batchDone = await waitForBatch(t.app, speaker.cookie, batchId);
    await t.deps.mailer.deliverDue();
  }
  return batchDone!;
}

/** The organizer's impact report of the talk, as its page and its PDF's text read it, opened now. */
async function organizerReportText(): Promise<string> {
  const { url, pdfUrl } = (await ok('POST', `/api/speaker-admin/talks/${eventId}/organizer-report`, speaker.cookie)).json();
  const page = (await ok('GET', new URL(url).pathname)).body;
  const pdf = await getDocumentProxy(new Uint8Array((await ok('GET', new URL(pdfUrl).pathname)).rawPayload));
  return `${page}\n${(await extractText(pdf, { mergePages: true })).text}`;
}
// A webhook of the speaker's, as if added before the answers came, and every body it received.
let receiver: TestReceiver | undefined;
let webhookBodies: string[] | undefined;
async function webhookPayloads(): Promise<string[]> {
  if (webhookBodies) return webhookBodies;
  await graphicsBatch();
  receiver = await startTestReceiver();
  const hook = (
    await ok('POST', '/api/speaker-admin/webhooks', speaker.cookie, { url: receiver.url, events: ['response.created', 'graphic.created'] })
  ).json();
  await t.database.db.execute(
    sql`update webhook_endpoints set after_response_id = 0, created_at = now() - interval '1 day' where id = ${hook.id}`,
  );
  await t.jobQueue();
  // One turn queues every answer's and graphic's delivery together: once the answers have arrived
  // and nothing waits, everything has.
  const deadline = Date.now() + LIMITS.backgroundWorkMs;
  while (receiver.received.length < EVERYONE.length || (await unsettledDeliveries()) > 0) {
    if (Date.now() > deadline) throw new Error(`the webhook got ${receiver.received.length} events`);
    await new Promise((r) => setTimeout(r, 100));
  }
  webhookBodies = receiver.received.map((w) => w.body);
  return webhookBodies;
}
const unsettledDeliveries = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_deliveries where status in ('queued', 'sending')`,
    )
  )[0]?.n ?? 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const recording: GraphicRenderer = {
    render: async (input) => {
      drawn.push(input);
      return inProcessRenderer.render(input);
    },
    close: async () => {},
  };
  // The batch's worker renders with it (the queue's jobs), and so do the routes.
  t = await createTestApp({ SMTP_URL: smtp.url }, { renderer: recording });
  (t.deps as { renderer?: GraphicRenderer }).renderer = recording;
  speaker = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, speaker.user, { slug: 'maya-okafor-consent' });
  eventId = (
    await ok('POST', '/api/speaker-admin/events', speaker.cookie, {
      eventName: 'Consent Summit',
      talkTitle: 'Trust at Scale',
      eventDate: daysFromNow(-3),
    })
  ).json().id;
  for (const p of EVERYONE) {
    const res = await ok('POST', '/api/feedback', undefined, {
      presentationId: eventId,
      rating: 5,
      testimonial: p.testimonial,
      firstName: p.name,
      jobRole: p.role,
      workEmail: p.email,
      contactConsent: true,
      publishConsent: true,
      booksSpeakers: true,
    });
    answers.set(p.email, res.json());
  }
  for (const [category, p] of Object.entries(OUT)) {
    await ok('POST', '/api/privacy/opt-out', undefined, { email: p.email, optOutCategories: { ...NO_OPT_OUT, [category]: true } });
  }
  // The answers' gift e-mails are out of the way: what arrives from here on, the surfaces caused.
  await t.deps.mailer.deliverDue();
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver?.close();
});

type Seen = (p: Person) => boolean;
interface Surface {
  category: Category;
  surface: string;
  /** Runs the surface once for everyone and tells whose data came out of it. */
  run(): Promise<Seen>;
}

const SURFACES: Surface[] = [
  // First, while the thank-you draft is still pending (the e-mail surfaces below approve it).
  {
    category: 'data_sharing',
    surface: 'a thank-you draft made before the opt-out: approval page and campaign detail',
    async run() {
      // As if the opt-out came after the draft: lifted while the draft is made, then given again.
      const out = OUT.data_sharing;
      await t.database.db.execute(sql`update privacy_opt_outs set data_sharing = false where email = ${out.email}`);
      const id = await thankYouDraft();
      expect(identifies((await ok('GET', `/api/email-approval/${id}`, speaker.cookie)).body, out)).toBe(true);
      await ok('POST', '/api/privacy/opt-out', undefined, { email: out.email, optOutCategories: { ...NO_OPT_OUT, data_sharing: true } });
      const page = (await ok('GET', `/api/email-approval/${id}`, speaker.cookie)).body;
      const detail = (await ok('GET', `/api/speaker/campaigns/${id}`, speaker.cookie)).body;
      return (p) => identifies(page, p) && identifies(detail, p);
    },
  },

  // --- email_marketing: no marketing e-mail reaches the address --------------------------------
  {
    category: 'email_marketing',
    surface: "the owner's campaign to a list of addresses (received mail)",
    async run() {
      const gen = await ok('POST', '/api/generate-bulk-emails', adminCookie, {
        recipients: EVERYONE.map((p) => ({ name: p.name, email: p.email })),
        campaignType: 'custom',
        customMessage: 'Our spring workshop opens on 1 May.',
        saveAsDraft: true,
      });
      await ok('POST', `/api/campaigns/${gen.json().campaign.id}/approve`, adminCookie);
      await t.deps.mailer.deliverDue();
      return (p) => mailTo(p.email, /Our spring workshop opens on 1 May/).length > 0;
    },
  },
  {
    category: 'email_marketing',
    surface: "the speaker's thank-you e-mail (received mail)",
    async run() {
      await ok('POST', `/api/email-approval/${await thankYouDraft()}/send`, speaker.cookie);
      await t.deps.mailer.deliverDue();
      return (p) => mailTo(p.email, /Subject: Thank you for your feedback/).length > 0;
    },
  },
  {
    category: 'email_marketing',
    surface: "the free wizard's invitations to friends (received mail)",
    async run() {
      // At most three friends a request.
      const friends = [KEPT, OUT.email_marketing].map((p) => ({ email: p.email }));
      await ok('POST', '/api/free-tier/send-referrals', undefined, { speakerFriends: friends });
      await t.deps.mailer.deliverDue();
      return (p) => mailTo(p.email, /Subject: You're invited to try SpeakerPro/).length > 0;
    },
  },
  {
    category: 'email_marketing',
    surface: 'the welcome e-mail to a waitlist member (received mail)',
    async run() {
      let n = 0;
      for (const p of EVERYONE) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { name: p.name, email: p.email },
          remoteAddress: `10.9.0.${++n}`,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const pending = (await ok('GET', '/api/pending-email-approvals', adminCookie)).json() as { id: string; source_type: string }[];
      for (const w of pending.filter((x) => x.source_type === 'welcome_email'))
        await ok('POST', `/api/welcome-email-approval/${w.id}/approve`, adminCookie);
      await t.deps.mailer.deliverDue();
      return (p) => mailTo(p.email, /Subject: Welcome to the SpeakerPro waitlist/).length > 0;
    },
  },

  // --- testimonials: the words are not used anywhere -----------------------------------------
  {
    category: 'testimonials',
    surface: "the speaker's graphics approval pages",
    async run() {
      const text = JSON.stringify(await approvalPages());
      return (p) => text.includes(p.testimonial);
    },
  },
  {
    category: 'testimonials',
    surface: 'the graphics batch: PNGs stored and the ZIP',
    async run() {
      const done = await graphicsBatch();
      const zip = unzipSync(new Uint8Array((await ok('GET', done.zipUrl, speaker.cookie)).rawPayload));
      const pngs = Object.values(zip).map((bytes) => pngSize(Buffer.from(bytes)));
      expect(pngs.every((s) => s.width === 1080)).toBe(true);
      const stored = await queryRows<{ email: string }>(
        t.database.db,
        sql`select lower(r.attendee_email) as email from graphics g join responses r on r.id = g.response_id
            join files f on f.id = g.file_id where g.event_id = ${eventId} and g.status = 'generated'`,
      );
      const quoted = drawn.map((d) => d.quote).join('\n');
      expect(Object.keys(zip)).toHaveLength(stored.length);
      return (p) => stored.some((s) => s.email === p.email) && quoted.includes(p.testimonial);
    },
  },
  {
    category: 'testimonials',
    surface: "the attendee's own graphic: thank-you page link and PNG",
    async run() {
      const seen = new Set<string>();
      for (const p of EVERYONE) {
        const a = answers.get(p.email)!;
        const page = (await ok('POST', '/api/public/thank-you-pages', undefined, { answer: a.id, key: a.thankYouKey })).json();
        const made = await call('POST', `/api/feedback/${a.id}/graphic`, undefined, { token: a.graphicToken ?? 'none' });
        const png = made.statusCode === 200 ? await call('GET', made.json().imageUrl) : null;
        const offered = page.graphicToken !== undefined;
        const served = png?.statusCode === 200 && pngSize(png.rawPayload).width === 1080;
        // The page offers the graphic exactly when it can be served.
        expect(offered, p.email).toBe(served);
        if (served) seen.add(p.email);
      }
      return (p) => seen.has(p.email);
    },
  },
  {
    category: 'testimonials',
    surface: "the owner's testimonial review list",
    async run() {
      const text = (await ok('GET', '/api/testimonial-graphics/data', adminCookie)).body;
      return (p) => text.includes(p.testimonial);
    },
  },

  {
    category: 'testimonials',
    surface: "the organizer's impact report: page and PDF",
    async run() {
      const text = await organizerReportText();
      return (p) => text.includes(p.testimonial);
    },
  },

  // --- social_media: nothing made for posting ------------------------------------------------
  {
    category: 'social_media',
    surface: 'the LinkedIn post text on the approval page',
    async run() {
      const pages = (await approvalPages()) as { linkedinPostText: string | null; testimonial: { testimonial: string } }[];
      return (p) =>
        pages.some((page) => page.testimonial.testimonial === p.testimonial && (page.linkedinPostText ?? '').includes(p.testimonial));
    },
  },
  {
    category: 'social_media',
    surface: 'a new share link and its public PNG',
    async run() {
      const seen = new Set<string>();
      for (const p of EVERYONE) {
        const id = await graphicIdOf(p);
        if (id === null) continue;
        await ok('POST', `/api/graphics-approval/${id}/generate`, speaker.cookie, {});
        const share = await call('POST', `/api/speaker-admin/graphics/${id}/public-link`, speaker.cookie);
        const url = share.statusCode === 200 ? (share.json().shareUrl as string | null) : null;
        if (!url) continue;
        // The link opens the graphic's page, whose preview image is the PNG.
        const page = await call('GET', new URL(url).pathname);
        const image = /<meta property="og:image" content="([^"]+)">/.exec(page.body)?.[1];
        if (page.statusCode !== 200 || !image) continue;
        const png = await call('GET', new URL(image).pathname);
        if (png.statusCode === 200 && pngSize(png.rawPayload).width === 1080) seen.add(p.email);
      }
      return (p) => seen.has(p.email);
    },
  },
  {
    category: 'social_media',
    surface: 'a share link made before the opt-out',
    async run() {
      const seen = new Set<string>();
      for (const p of EVERYONE) {
        const id = await graphicIdOf(p);
        if (id === null) continue;
        const token = `before-opt-out-${id}-aaaaaaaaaaaaaaaa`;
        await t.database.db.execute(sql`update graphics set share_token = ${token} where id = ${id} and file_id is not null`);
        const png = await call('GET', `/api/graphics/shared/${token}.png`);
        const page = await call('GET', `/g/${token}`);
        if (png.statusCode === 200 && page.statusCode === 200) seen.add(p.email);
      }
      return (p) => seen.has(p.email);
    },
  },

  // --- data_sharing: the speaker reads the answer, never who gave it -------------------------
  {
    category: 'data_sharing',
    surface: "the event's responses list",
    async run() {
      const body = (await ok('GET', `/api/speaker-admin/events/${eventId}/responses`, speaker.cookie)).body;
      // The answer itself is still there, anonymous.
      expect(body).toContain(OUT.data_sharing.testimonial);
      return (p) => identifies(body, p);
    },
  },
  {
    category: 'data_sharing',
    surface: 'all responses',
    async run() {
      const body = (await ok('GET', '/api/speaker-admin/all-responses', speaker.cookie)).body;
      expect(body).toContain(OUT.data_sharing.testimonial);
      return (p) => identifies(body, p);
    },
  },
  {
    category: 'data_sharing',
    surface: "the spec's feedback list (GET /api/feedback)",
    async run() {
      const body = (await ok('GET', '/api/feedback', speaker.cookie)).body;
      expect(body).toContain(OUT.data_sharing.testimonial);
      return (p) => identifies(body, p);
    },
  },
  {
    category: 'data_sharing',
    surface: 'the hot-leads and all-leads CSV downloads (bytes)',
    async run() {
      const hot = (await ok('POST', `/api/speaker-admin/events/${eventId}/download-hot-leads?email=0`, speaker.cookie)).body;
      const all = (await ok('POST', `/api/speaker-admin/events/${eventId}/download-all-leads?email=0`, speaker.cookie)).body;
      return (p) => identifies(hot, p) && identifies(all, p);
    },
  },
  {
    category: 'data_sharing',
    surface: 'the booking leads list and its CSV (everyone said they book speakers)',
    async run() {
      const body = (await ok('GET', '/api/speaker-admin/booking-leads', speaker.cookie)).body;
      const csv = (await ok('GET', '/api/speaker-admin/booking-leads.csv', speaker.cookie)).body;
      // The lead itself is still there, anonymous and counted.
      expect(JSON.parse(body)).toMatchObject({ total: 5, anonymousCount: 1 });
      return (p) => identifies(body, p) && identifies(csv, p);
    },
  },
  {
    category: 'data_sharing',
    surface: 'the e-mailed lead files (received mail and attachments)',
    async run() {
      const before = smtp.received.length;
      await ok('POST', `/api/speaker-admin/events/${eventId}/download-hot-leads`, speaker.cookie);
      await ok('POST', `/api/speaker-admin/events/${eventId}/download-all-leads`, speaker.cookie);
      await t.deps.mailer.deliverDue();
      const mails = smtp.received
        .slice(before)
        .filter((m) => m.to.includes(speaker.user.email))
        .map(readable)
        .filter((text) => /Subject: (Hot|All) leads from/.test(text));
      expect(mails).toHaveLength(2);
      return (p) => mails.every((m) => identifies(m, p));
    },
  },
  {
    category: 'data_sharing',
    surface: "the thank-you e-mail's recipient list",
    async run() {
      const body = (await ok('GET', `/api/email-approval/${await thankYouDraft()}`, speaker.cookie)).body;
      return (p) => identifies(body, p);
    },
  },
  {
    category: 'data_sharing',
    surface: 'dashboard and analytics: job roles and companies',
    async run() {
      const dashboard = (await ok('GET', '/api/speaker-admin/dashboard', speaker.cookie)).body;
      const analytics = (await ok('GET', '/api/speaker-admin/analytics', speaker.cookie)).body;
      const domain = (p: Person) => p.email.split('@')[1]!;
      return (p) => dashboard.includes(p.role) && analytics.includes(p.role) && analytics.includes(domain(p));
    },
  },
  {
    category: 'data_sharing',
    surface: 'testimonial graphics: approval page, LinkedIn text, drawn PNG, file and ZIP names',
    async run() {
      // The batch has drawn every offered graphic by now (or draws them here).
      const done = await graphicsBatch();
      const pages = JSON.stringify(await approvalPages());
      const zipNames = Object.keys(unzipSync(new Uint8Array((await ok('GET', done.zipUrl, speaker.cookie)).rawPayload))).join('\n');
      const drawnText = drawn.map((d) => `${d.attendeeName}\n${d.attendeeDetail ?? ''}`).join('\n');
      const fileNames: string[] = [];
      for (const p of EVERYONE) {
        const id = await graphicIdOf(p);
        if (id === null) continue;
        const res = await call('GET', `/api/graphics/${id}/image.png?download=1`, speaker.cookie);
        if (res.statusCode === 200) fileNames.push(String(res.headers['content-disposition']));
      }
      const names = fileNames.join('\n');
      return (p) =>
        identifies(pages, p) &&
        drawnText.includes(p.name) &&
        drawnText.includes(p.role) &&
        zipNames.toLowerCase().includes(p.name.toLowerCase()) &&
        names.toLowerCase().includes(p.name.toLowerCase());
    },
  },
  {
    category: 'testimonials',
    surface: "the speaker's public proof page, its framed wall and the wall's JSON",
    async run() {
      const { proof, frame, json } = await proofPageBodies();
      return (p) => proof.includes(p.testimonial) && frame.includes(p.testimonial) && json.includes(p.testimonial);
    },
  },
  {
    category: 'data_sharing',
    surface: "the speaker's public proof page, its framed wall and the wall's JSON",
    async run() {
      const { proof, frame, json } = await proofPageBodies();
      // The words are still published, without who wrote them.
      for (const body of [proof, frame, json]) expect(body).toContain(OUT.data_sharing.testimonial);
      return (p) => identifies(proof, p) && identifies(frame, p) && identifies(json, p);
    },
  },
  {
    category: 'data_sharing',
    surface: "the organizer's impact report: page and PDF (testimonials' names and roles, role and company counts)",
    async run() {
      const text = await organizerReportText();
      // The answer is still quoted, anonymous.
      expect(text).toContain(OUT.data_sharing.testimonial);
      return (p) => identifies(text, p);
    },
  },
  {
    category: 'data_sharing',
    surface: "a webhook's payloads (answers and graphics, received by the endpoint)",
    async run() {
      const bodies = await webhookPayloads();
      // The answer itself is still sent, anonymous.
      expect(bodies.some((b) => b.includes(OUT.data_sharing.testimonial))).toBe(true);
      return (p) => bodies.some((b) => identifies(b, p));
    },
  },
  {
    category: 'testimonials',
    surface: "a webhook's payloads: the words and the graphic",
    async run() {
      const bodies = (await webhookPayloads()).map(
        (b) => JSON.parse(b) as { type: string; data: { response: { testimonial: string | null } } },
      );
      return (p) =>
        bodies.some((b) => b.type === 'response.created' && b.data.response.testimonial === p.testimonial) &&
        bodies.some((b) => b.type === 'graphic.created' && b.data.response.testimonial === p.testimonial);
    },
  },
  {
    category: 'data_sharing',
    // Last: every e-mail the speaker got while the surfaces above ran.
    surface: 'every e-mail to the speaker',
    async run() {
      await t.deps.mailer.deliverDue();
      const mails = smtp.received
        .filter((m) => m.to.includes(speaker.user.email))
        .map(readable)
        .join('\n');
      return (p) => identifies(mails, p);
    },
  },
];

describe('every opt-out category holds on every surface it governs', () => {
  it.each(SURFACES)('$category: $surface', async ({ category, run }) => {
    const seen = await run();
    expect(seen(KEPT), `${KEPT.email} did not opt out`).toBe(true);
    expect(seen(OUT[category]), `${OUT[category].email} opted out of ${category}`).toBe(false);
  });

  it('every category has its surfaces in the table', () => {
    expect(new Set(SURFACES.map((s) => s.category))).toEqual(new Set(Object.keys(OUT)));
  });

  it('an anonymous answer still counts; the pages say how many are not named', async () => {
    const event = (await ok('GET', `/api/speaker-admin/events/${eventId}`, speaker.cookie)).json();
    // Everyone answered 5 stars; only the data-sharing opt-out is not named; only the testimonial
    // opt-out is not a testimonial.
    expect(event).toMatchObject({
      responseCount: 5,
      hotLeadCount: 5,
      contactableResponseCount: 4,
      contactableHotLeadCount: 4,
      testimonialCount: 4,
    });
    const analytics = (await ok('GET', '/api/speaker-admin/analytics', speaker.cookie)).json();
    expect(analytics.totals).toMatchObject({ attendees: 5, hotLeads: 5 });
    expect(analytics.perEvent[0]).toMatchObject({ responses: 5, hotLeads: 5, testimonials: 4 });
    const hot = await ok('POST', `/api/speaker-admin/events/${eventId}/download-hot-leads?email=0`, speaker.cookie);
    expect(hot.headers['x-not-contactable']).toBe('1');
    expect(hot.body.trim().split('\r\n')).toHaveLength(5);
    const responses = (await ok('GET', `/api/speaker-admin/events/${eventId}/responses`, speaker.cookie)).json() as Record<
      string,
      unknown
    >[];
    expect(responses).toHaveLength(5);
    expect(responses.find((r) => r.testimonial === OUT.data_sharing.testimonial)).toMatchObject({
      attendeeName: null,
      attendeeEmail: null,
      attendeeRole: null,
      rating: 5,
      isHotLead: true,
    });
  });
});
