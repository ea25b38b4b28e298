import { eq, sql } from 'drizzle-orm';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../shared/contract/owner-leads';
import type { Person, PersonSummary, SendPersonMessage, TimelineEntry } from '../../../shared/contract/people';
import { renderEmail, type TemplateValues } from '../../../shared/domain/campaign-templates';
import { nameFromEmail } from '../../../shared/domain/email';
import { emailOfPersonId, personIdOf } from '../../../shared/domain/person-id';
import { queryRows, type Db } from '../../db/client';
import {
  assessmentReports,
  assessments,
  campaignRecipients,
  campaigns,
  dataRequests,
  eventInquiries,
  freeTierSignups,
  mailMessages,
  ownerLeads,
  personNotes,
  privacyOptOuts,
  users,
  waitlistEntries,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { Config } from '../../config';
import { ownerReplyTo } from '../../mail/owner';
import { sameAddress } from '../../domain/same-address';
import { emailMarketingOptOuts } from '../../domain/consent-rules';
import { bestNamesWithSource, NAMES_ON_RECORD } from '../../domain/best-name';

/** The source of the owner's one-off messages in the outbox; the timeline reads them back by it. */
export const OWNER_MESSAGE_SOURCE = 'owner-message';
const SEARCH_LIMIT = 50;

/**
 * Every address the console knows a person by, with a name where the row has one: the names the
 * best-name rule reads, and the rows that carry an address only. Erased mail rows keep no address.
 */
const PEOPLE_ON_RECORD = sql`
  select email, name from (${NAMES_ON_RECORD}) names
  union all select lower(trim(email)), trim(name) from event_inquiries where email is not null
  union all select lower(trim(email)), trim(name) from owner_leads where email is not null
  union all select lower(trim(email)), trim(name) from campaign_recipients
  union all select lower(trim(email)), null from assessments
  union all select lower(trim(email)), null from data_requests
  union all select lower(trim(email)), null from privacy_opt_outs
  union all select lower(trim(to_address)), null from mail_messages
  union all select email, null from person_notes`;

async function summaries(db: Db, emails: string[]): Promise<Map<string, PersonSummary & { nameSource: string | null }>> {
  const named = await bestNamesWithSource(db, emails);
  return new Map(
    emails.map((email) => {
      const best = named.get(email);
      return [
        email,
        { id: personIdOf(email), name: best?.name ?? nameFromEmail(email), nameSource: best?.source ?? null, emails: [email] },
      ];
    }),
  );
}

/** The people whose address or a name on record contains `q` (case-insensitive), by address. */
export async function searchPeople(db: Db, q: string): Promise<PersonSummary[]> {
  const needle = q.trim().toLowerCase();
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select distinct email from (${PEOPLE_ON_RECORD}) people
        where email like '%_@_%' and (position(${needle} in email) > 0 or position(${needle} in lower(coalesce(name, ''))) > 0)
        order by email limit ${SEARCH_LIMIT}`,
  );
  const found = await summaries(
    db,
    rows.map((r) => r.email),
  );
  return [...found.values()].map(({ id, name, emails }) => ({ id, name, emails }));
}

/** The address behind an id of someone the console knows; 404 for any other id. */
async function personEmail(db: Db, id: string): Promise<string> {
  const email = emailOfPersonId(id);
  if (email) {
    const [row] = await queryRows<{ n: number }>(db, sql`select 1 as n from (${PEOPLE_ON_RECORD}) people where email = ${email} limit 1`);
    if (row) return email;
  }
  throw notFound('No one with this id is on record');
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The status the person's requests in the leads inbox stand at together: new while any is new, done
 * once all are; null when they made none.
 */
function leadStatusOf(statuses: LeadStatus[]): LeadStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('new')) return 'new';
  return statuses.includes('contacted') ? 'contacted' : 'done';
}

const OPT_OUT_LABELS = {
  emailMarketing: 'marketing e-mail',
  socialMedia: 'social media',
  testimonials: 'testimonials',
  dataSharing: 'data sharing',
} as const;

/** What is held under an address, as far as the timeline reads it. */
export interface HeldUnderAddress {
  waitlist: Pick<typeof waitlistEntries.$inferSelect, 'joinedAt' | 'heardAbout'>[];
  assessments: Pick<typeof assessments.$inferSelect, 'createdAt' | 'score' | 'maxScore' | 'passed'>[];
  assessmentReports: Pick<typeof assessmentReports.$inferSelect, 'generatedAt' | 'percentage' | 'adminStatus'>[];
  inquiries: Pick<typeof eventInquiries.$inferSelect, 'createdAt' | 'eventType' | 'company' | 'eventDate' | 'description'>[];
  freeTierSignups: Pick<typeof freeTierSignups.$inferSelect, 'createdAt' | 'source'>[];
  ownerLeads: Pick<typeof ownerLeads.$inferSelect, 'createdAt' | 'kind' | 'status' | 'detail' | 'note'>[];
  mail: Pick<typeof mailMessages.$inferSelect, 'id' | 'source' | 'createdAt' | 'subject' | 'status'>[];
  optOuts: Pick<typeof privacyOptOuts.$inferSelect, 'updatedAt' | keyof typeof OPT_OUT_LABELS>[];
}

/** Everything held under a (normalised) address: the data-requests feature's collection, which the person downloads. */
export type CollectHeldData = (db: Db, email: string) => Promise<HeldUnderAddress>;

/** The values a campaign e-mail to this recipient was written with (the campaigns feature's rule). */
export type CampaignRecipientValues = (
  publicUrl: string,
  recipient: Pick<typeof campaignRecipients.$inferSelect, 'name' | 'email' | 'personalization'>,
) => TemplateValues;

/** What the people feature borrows from others, handed over where the app is composed. */
export interface PeopleBorrowed {
  heldData: CollectHeldData;
  campaignValues: CampaignRecipientValues;
}

/**
 * Everything the console holds about one person, in time order. What is held under the address is
 * read once, by the same code that answers the person's own data request (`heldData`), so the
 * owner's view and the person's download cannot disagree; talk answers are the speakers' data and
 * stay out of the owner's view.
 */
export async function getPerson(db: Db, publicUrl: string, id: string, borrowed: PeopleBorrowed): Promise<Person> {
  const email = await personEmail(db, id);
  const [held, recipients, account, requests, notes, summary] = await Promise.all([
    borrowed.heldData(db, email),
    db
      .select({
        subject: campaigns.subject,
        name: campaignRecipients.name,
        email: campaignRecipients.email,
        personalization: campaignRecipients.personalization,
        status: campaignRecipients.status,
        skipReason: campaignRecipients.skipReason,
        mailMessageId: campaignRecipients.mailMessageId,
        updatedAt: campaignRecipients.updatedAt,
      })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(sameAddress(campaignRecipients.email, email)),
    db.select({ id: users.id, createdAt: users.createdAt, role: users.role }).from(users).where(sameAddress(users.email, email)),
    db.select().from(dataRequests).where(sameAddress(dataRequests.email, email)),
    db.select().from(personNotes).where(eq(personNotes.email, email)),
    summaries(db, [email]).then((m) => m.get(email)!),
  ]);
  const campaignMail = new Set(recipients.map((r) => r.mailMessageId).filter((m) => m !== null));
  const entry = (at: Date | string, kind: TimelineEntry['kind'], summary: string, outcome: TimelineEntry['outcome'] = null) => ({
    at: iso(at),
    kind,
    summary,
    outcome,
  });

  const timeline: TimelineEntry[] = [
    ...held.waitlist.map((w) =>
      entry(w.joinedAt, 'waitlist', `Joined the waitlist${w.heardAbout ? ` (heard about it: ${w.heardAbout})` : ''}`),
    ),
    ...held.assessments.map((a) =>
      entry(
        a.createdAt,
        'assessment',
        `Took the readiness assessment: ${a.score}/${a.maxScore}, ${a.passed ? 'qualified' : 'not qualified'}`,
      ),
    ),
    ...held.assessmentReports.map((r) =>
      entry(r.generatedAt, 'assessment', `Readiness report written (${r.percentage}%), ${r.adminStatus}`),
    ),
    ...held.inquiries.map((i) =>
      entry(i.createdAt, 'inquiry', [`Inquiry: ${i.eventType}`, i.company, i.eventDate, i.description].filter(Boolean).join(' · ')),
    ),
    ...held.freeTierSignups.map((f) => entry(f.createdAt, 'free-page', `Made a free QR feedback page (${f.source})`)),
    ...account.map((u) => entry(u.createdAt, 'speaker-account', u.role === 'admin' ? 'Owner account' : 'Signed up as a speaker')),
    ...held.ownerLeads.map((l) =>
      entry(
        l.createdAt,
        'lead',
        [`${LEAD_KIND_LABELS[l.kind]} (${LEAD_STATUS_LABELS[l.status].toLowerCase()})`, l.detail, l.note && `Note: ${l.note}`]
          .filter(Boolean)
          .join(' · '),
      ),
    ),
    ...recipients.map((r) =>
      entry(
        r.updatedAt,
        'campaign-email',
        `Campaign e-mail "${renderEmail({ subject: r.subject, textTemplate: '', htmlTemplate: '' }, borrowed.campaignValues(publicUrl, r)).subject}"${r.skipReason ? `: ${r.skipReason}` : ''}`,
        r.status,
      ),
    ),
    ...held.mail
      .filter((m) => !campaignMail.has(m.id))
      .map((m) =>
        m.source === OWNER_MESSAGE_SOURCE
          ? entry(m.createdAt, 'message', `You wrote "${m.subject}"`, m.status === 'sending' ? 'queued' : m.status)
          : entry(m.createdAt, 'email', `E-mail "${m.subject}" (${m.source})`, m.status === 'sending' ? 'queued' : m.status),
      ),
    ...held.optOuts.map((o) => {
      const out = (Object.keys(OPT_OUT_LABELS) as (keyof typeof OPT_OUT_LABELS)[]).filter((k) => o[k]).map((k) => OPT_OUT_LABELS[k]);
      return entry(o.updatedAt, 'opt-out', out.length ? `Opted out of ${out.join(', ')}` : 'Opted back in to everything');
    }),
    ...requests.map((r) => entry(r.createdAt, 'data-request', `Asked for their data (link ${r.status})`)),
    ...notes.map((n) => entry(n.createdAt, 'note', n.text)),
  ];
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const leadStatus = leadStatusOf(held.ownerLeads.map((l) => l.status));
  const speakerAccountId = account.find((u) => u.role === 'speaker')?.id ?? null;
  return { ...summary, leadStatus, speakerAccountId, timeline };
}

export async function addPersonNote(db: Db, id: string, text: string, authorUserId: number) {
  const email = await personEmail(db, id);
  const [note] = await db.insert(personNotes).values({ email, text, authorUserId }).returning();
  return { id: note!.id, text: note!.text, createdAt: note!.createdAt.toISOString() };
}

/** Sets the status of every request the person made in the leads inbox. */
export async function setPersonLeadStatus(db: Db, id: string, status: LeadStatus): Promise<{ leadStatus: LeadStatus }> {
  const email = await personEmail(db, id);
  const changed = await db
    .update(ownerLeads)
    .set({ status, updatedAt: new Date() })
    .where(sql`lower(trim(coalesce(${ownerLeads.email}, ''))) = ${email}`)
    .returning({ id: ownerLeads.id });
  if (changed.length === 0) throw conflict('This person has made no request in the leads inbox, so there is no lead status to set.');
  return { leadStatus: status };
}

/**
 * A one-off e-mail from the owner, through the outbox like all mail, answered to the owner. It is
 * the owner's own personal message, so it carries no unsubscribe footer; an address that opted out
 * of e-mail (every erased address is) gets none all the same (decision 049).
 */
export async function sendPersonMessage(
  deps: { db: Db; mailer: Mailer; config: Config },
  id: string,
  message: SendPersonMessage,
): Promise<{ id: number; to: string; replyTo: string; status: 'queued' | 'outbox' }> {
  const { db, mailer } = deps;
  const email = await personEmail(db, id);
  if ((await emailMarketingOptOuts(db, [email])).size > 0) {
    throw new AppError(
      409,
      'RECIPIENT_OPTED_OUT',
      'This person opted out of e-mail from SpeakerPro (or had their data erased), so no message is sent to them.',
    );
  }
  const replyTo = ownerReplyTo(deps.config);
  const queued = await db.transaction((tx) =>
    mailer.enqueue(tx, { to: email, replyTo, subject: message.subject, text: message.text, source: OWNER_MESSAGE_SOURCE }),
  );
  mailer.kick();
  return { id: queued.id, to: email, replyTo, status: mailer.transport === 'outbox' ? 'outbox' : 'queued' };
}
