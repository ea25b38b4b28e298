import { and, desc, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  DATA_REQUEST_LINK_HOURS,
  type AdminDataRequest,
  type DataRequestStatus,
  type DataRequestView,
  type PersonDataCounts,
} from '../../../shared/contract/data-requests';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';
import {
  assessmentReports,
  assessments,
  campaignFeedback,
  campaignRecipients,
  dataRequests,
  eventInquiries,
  events,
  freeTierSignups,
  graphicBatches,
  graphics,
  mailMessages,
  ownerLeads,
  leadFollowUps,
  pendingAnswers,
  personNotes,
  marketingConsents,
  privacyOptOuts,
  qualifiedLeads,
  responses,
  speakerProfiles,
  users,
  waitlistEntries,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../storage/storage';
import { hashToken, newToken } from '../../tokens';
import { suppressAddress } from '../../domain/opt-outs';
import { sameAddress } from '../../domain/same-address';
import type { Translator } from '../../../shared/i18n/catalogue';
import { renderPrivacyEmail } from '../../mail/email-templates';
import { answersOfResponses, answerValueOf } from '../../domain/talk-questions';

type RequestRow = typeof dataRequests.$inferSelect;

const LINK_LIFETIME_MS = DATA_REQUEST_LINK_HOURS * 3600_000;

/** What a mail row reads as once erased: the row stays for delivery counts, nothing of the person does. */
const ERASED_MARK = '[erased]';

const linkNotFound = () => new AppError(404, 'DATA_REQUEST_NOT_FOUND', 'This link is not valid. Ask for a new one on the privacy page.');
const linkExpired = () =>
  new AppError(
    410,
    'DATA_REQUEST_EXPIRED',
    `This link has expired (links work for ${DATA_REQUEST_LINK_HOURS} hours). Ask for a new one on the privacy page.`,
  );
const linkUsed = () => new AppError(410, 'DATA_REQUEST_USED', 'This link was used to erase your data: nothing is held under it any more.');

/**
 * Records a request and queues the e-mail with its link, for any valid address: whether anything is
 * held is only ever shown to whoever holds the link, so the answer to the form is the same for all.
 * A newer request replaces an older link that is still open.
 */
export async function requestPersonData(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  rawEmail: string,
  t: Translator,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const token = newToken();
  // The link opens the page in the language the form was sent in.
  const link = `${deps.publicUrl}/privacy/request?token=${token}&lang=${encodeURIComponent(t.locale)}`;
  const mail = await renderPrivacyEmail({
    t,
    subject: t('privacy.requestMail.subject'),
    lead: [t('privacy.requestMail.intro'), t('privacy.requestMail.action', { hours: DATA_REQUEST_LINK_HOURS })],
    url: link,
    button: t('privacy.requestMail.button'),
    after: [[t('privacy.requestMail.whatYouCanDo'), t('privacy.requestMail.eraseNote')], [t('privacy.requestMail.notYou')]],
  });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(dataRequests)
      .set({ status: 'expired' })
      .where(and(sql`lower(${dataRequests.email}) = ${email}`, inArray(dataRequests.status, ['requested', 'downloaded'])));
    await tx.insert(dataRequests).values({ email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
    // Transactional, not marketing: it reaches an address that opted out of everything too.
    await deps.mailer.enqueue(tx, { to: email, ...mail, source: 'data-request' });
  });
  deps.mailer.kick();
}

/** The status a request shows: an open link past its time reads as expired. */
function shownStatus(row: RequestRow, now = Date.now()): DataRequestStatus {
  if ((row.status === 'requested' || row.status === 'downloaded') && row.expiresAt.getTime() <= now) return 'expired';
  return row.status;
}

/** The request behind a link that may still be used; 404 when unknown, 410 when expired or used up. */
async function openRequest(db: Db, token: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw linkNotFound();
  const status = shownStatus(row);
  if (status === 'erased') throw linkUsed();
  if (status === 'expired') throw linkExpired();
  return row;
}

// ---------------------------------------------------------------------------------------------
// What is held under an address
// ---------------------------------------------------------------------------------------------

function omit<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Answers with the talk and speaker each belongs to (named by event, title and speaker only), oldest first. */
function answersWithTheirTalk<T extends SelectedFields>(db: Db, columns: T, where: SQL) {
  return db
    .select({
      ...columns,
      eventName: events.eventName,
      talkTitle: events.talkTitle,
      eventDate: events.eventDate,
      profileFirst: speakerProfiles.firstName,
      profileLast: speakerProfiles.lastName,
      userFirst: users.firstName,
      userLast: users.lastName,
    })
    .from(responses)
    .innerJoin(events, eq(events.id, responses.eventId))
    .innerJoin(users, eq(users.id, events.speakerUserId))
    .leftJoin(speakerProfiles, eq(speakerProfiles.userId, events.speakerUserId))
    .where(where)
    .orderBy(responses.submittedAt, responses.id);
}

/**
 * Every record held about the address, as the person may see it. Each answer keeps all of its own
 * columns (consents and whatever consent wording the row stores) except the speaker's private notes
 * and the answer's link secret; the talk it belongs to is named by event, title and speaker only.
 */
export async function collectPersonData(db: Db, email: string) {
  const answers = await answersWithTheirTalk(db, { answer: responses }, sameAddress(responses.attendeeEmail, email));
  const responseIds = answers.map((a) => a.answer.id);
  const pending = await db.select().from(pendingAnswers).where(inArray(pendingAnswers.responseId, responseIds));
  // Their answers to the speakers' own questions, named by each question's words (decision 079).
  const questionAnswers = await answersOfResponses(db, responseIds);
  // How the speaker follows the person up (status, note, reminder day): written about them, so theirs to read.
  const followUps = new Map(
    (
      await db
        .select({
          responseId: leadFollowUps.responseId,
          status: leadFollowUps.status,
          note: leadFollowUps.note,
          remindOn: leadFollowUps.remindOn,
          updatedAt: leadFollowUps.updatedAt,
        })
        .from(leadFollowUps)
        .where(inArray(leadFollowUps.responseId, responseIds))
    ).map(({ responseId, ...followUp }) => [responseId, followUp]),
  );
  // Someone else's answer that passed this address on to a speaker ("Who else should hear this
  // talk?"): the person sees that it happened, by whom it does not say (that is the other's data).
  const referralRows = await answersWithTheirTalk(
    db,
    {
      responseId: responses.id,
      referralName: responses.referralName,
      referralEmail: responses.referralEmail,
      referralConsentAt: responses.referralConsentAt,
      submittedAt: responses.submittedAt,
    },
    sameAddress(sql`coalesce(${responses.referralEmail}, '')`, email),
  );
  // Corrections waiting for their confirmation that would pass the address on.
  const pendingReferrals = await db
    .select({ id: pendingAnswers.id, answer: pendingAnswers.answer, createdAt: pendingAnswers.createdAt })
    .from(pendingAnswers)
    .where(sameAddress(sql`coalesce(${pendingAnswers.answer}->>'referralEmail', '')`, email));
  const graphicRows = await db.select().from(graphics).where(inArray(graphics.responseId, responseIds));
  const assessmentRows = await db.select().from(assessments).where(sameAddress(assessments.email, email));
  const assessmentIds = assessmentRows.map((a) => a.id);
  // A report or qualified-lead row belongs to the person by its own address or by their assessment.
  const assessmentOrEmail = (idColumn: AnyColumn, emailColumn: AnyColumn) =>
    or(sameAddress(emailColumn, email), inArray(idColumn, assessmentIds));
  const reports = await db
    .select()
    .from(assessmentReports)
    .where(assessmentOrEmail(assessmentReports.assessmentId, assessmentReports.speakerEmail));
  const qualified = await db.select().from(qualifiedLeads).where(assessmentOrEmail(qualifiedLeads.assessmentId, qualifiedLeads.email));
  const account = await db.select({ id: users.id }).from(users).where(sameAddress(users.email, email));
  const accountIds = account.map((u) => u.id);
  const freeTier = await db.select().from(freeTierSignups).where(inArray(freeTierSignups.speakerUserId, accountIds));
  const mail = await db
    .select()
    .from(mailMessages)
    .where(sql`${sameAddress(mailMessages.toAddress, email)} or ${sameAddress(sql`coalesce(${mailMessages.ccAddress}, '')`, email)}`)
    .orderBy(mailMessages.id);

  return {
    hasAccount: account.length > 0,
    answers: answers.map((a) => ({
      ...omit(a.answer, ['accessTokenHash', 'notes']),
      speakerFollowUp: followUps.get(a.answer.id) ?? null,
      questionAnswers: (questionAnswers.get(a.answer.id) ?? []).map((q) => ({ question: q.label, kind: q.kind, answer: answerValueOf(q) })),
      talk: {
        eventName: a.eventName,
        talkTitle: a.talkTitle,
        eventDate: a.eventDate,
        speakerName: [a.profileFirst ?? a.userFirst, a.profileLast ?? a.userLast].filter(Boolean).join(' '),
      },
    })),
    pendingAnswers: pending.map((p) => omit(p, ['tokenHash'])),
    referrals: [
      ...referralRows.map((r) => ({
        name: r.referralName,
        email: r.referralEmail,
        agreedAt: r.referralConsentAt,
        passedOnAt: r.submittedAt,
        talk: {
          eventName: r.eventName,
          talkTitle: r.talkTitle,
          eventDate: r.eventDate,
          speakerName: [r.profileFirst ?? r.userFirst, r.profileLast ?? r.userLast].filter(Boolean).join(' '),
        },
      })),
      ...pendingReferrals.map((p) => {
        const answer = (typeof p.answer === 'string' ? JSON.parse(p.answer) : p.answer) as { referralName?: string | null };
        return { name: answer.referralName ?? null, email, agreedAt: null, passedOnAt: null, waitingForConfirmationSince: p.createdAt };
      }),
    ],
    referralResponseIds: referralRows.map((r) => r.responseId),
    pendingReferralIds: pendingReferrals.map((p) => p.id),
    graphics: graphicRows.map((g) => omit(g, ['shareToken', 'speakerUserId', 'approvedByUserId', 'error'])),
    waitlist: await db.select().from(waitlistEntries).where(sameAddress(waitlistEntries.email, email)),
    assessments: assessmentRows,
    assessmentReports: reports.map((r) => omit(r, ['decidedByUserId'])),
    qualifiedLeads: qualified,
    inquiries: await db
      .select()
      .from(eventInquiries)
      .where(sameAddress(sql`coalesce(${eventInquiries.email}, '')`, email)),
    ownerLeads: await db
      .select()
      .from(ownerLeads)
      .where(sameAddress(sql`coalesce(${ownerLeads.email}, '')`, email)),
    freeTierSignups: freeTier.map((f) => omit(f, ['speakerUserId'])),
    productFeedback: await db.select().from(campaignFeedback).where(sameAddress(campaignFeedback.speakerEmail, email)),
    campaignRecipients: await db
      .select({
        id: campaignRecipients.id,
        campaignId: campaignRecipients.campaignId,
        name: campaignRecipients.name,
        email: campaignRecipients.email,
        rating: campaignRecipients.rating,
        personalization: campaignRecipients.personalization,
        status: campaignRecipients.status,
        skipReason: campaignRecipients.skipReason,
        updatedAt: campaignRecipients.updatedAt,
      })
      .from(campaignRecipients)
      .where(sameAddress(campaignRecipients.email, email)),
    // Messages to the address, without who else they were from or answered to.
    mail: mail.map((m) => ({
      id: m.id,
      toAddress: m.toAddress,
      ccAddress: m.ccAddress && normalizeEmail(m.ccAddress) === email ? m.ccAddress : null,
      subject: m.subject,
      textBody: m.textBody,
      source: m.source,
      status: m.status,
      marketing: m.marketing,
      attachments: m.attachments ?? [],
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })),
    optOuts: await db.select().from(privacyOptOuts).where(sameAddress(privacyOptOuts.email, email)),
    // What the owner wrote about the person is theirs to read too; who in the console wrote it is not.
    ownerNotes: (await db.select().from(personNotes).where(sameAddress(personNotes.email, email)).orderBy(personNotes.createdAt)).map(
      (n) => ({ text: n.text, createdAt: n.createdAt }),
    ),
    marketingConsents: await db.select().from(marketingConsents).where(sameAddress(marketingConsents.email, email)),
  };
}

type PersonData = Awaited<ReturnType<typeof collectPersonData>>;

function countsOf(data: PersonData, storedFiles: number): PersonDataCounts {
  return {
    answers: data.answers.length,
    graphics: data.graphics.length,
    storedFiles,
    pendingAnswers: data.pendingAnswers.length,
    referrals: data.referrals.length,
    waitlistEntries: data.waitlist.length,
    assessments: data.assessments.length,
    assessmentReports: data.assessmentReports.length,
    qualifiedLeads: data.qualifiedLeads.length,
    inquiries: data.inquiries.length,
    ownerLeads: data.ownerLeads.length,
    freeTierSignups: data.freeTierSignups.length,
    productFeedback: data.productFeedback.length,
    campaignRecipients: data.campaignRecipients.length,
    mailMessages: data.mail.length,
    ownerNotes: data.ownerNotes.length,
  };
}

export async function viewRequest(deps: { db: Db; storage: Pick<Storage, 'get'> }, token: string): Promise<DataRequestView> {
  const row = await openRequest(deps.db, token);
  const data = await collectPersonData(deps.db, row.email);
  return {
    email: row.email,
    status: shownStatus(row),
    expiresAt: row.expiresAt.toISOString(),
    hasAccount: data.hasAccount,
    // The same files erasing would remove, so the count before erasing is the count erased.
    held: countsOf(data, (await storedFilesAbout(deps, data, row.email)).length),
  };
}

/**
 * The stored files about the person that erasing removes: their graphics, the graphics ZIPs of
 * those talks (which hold their graphic; the speaker can make them again), and the attachments
 * of mail that is about them. A mail attachment may be a file that also lives elsewhere (a QR
 * code); only the copies made for mail count.
 */
async function storedFilesAbout(deps: { db: Db; storage: Pick<Storage, 'get'> }, data: PersonData, email: string): Promise<string[]> {
  const { db, storage } = deps;
  const eventIds = [...new Set(data.answers.map((a) => a.eventId))];
  const fileIds = new Set<string>();
  for (const g of data.graphics) if (g.fileId) fileIds.add(g.fileId);
  if (data.graphics.some((g) => g.fileId) && eventIds.length) {
    const zips = await db
      .select({ fileId: graphicBatches.zipFileId })
      .from(graphicBatches)
      .where(and(inArray(graphicBatches.eventId, eventIds), isNotNull(graphicBatches.zipFileId)));
    for (const z of zips) if (z.fileId) fileIds.add(z.fileId);
  }
  const mailRows = await db.select({ attachments: mailMessages.attachments }).from(mailMessages).where(mailMentioning(email));
  for (const m of mailRows) for (const a of m.attachments ?? []) fileIds.add(a.fileId);
  const kept: string[] = [];
  for (const id of fileIds) {
    const file = await storage.get(id);
    if (file && (file.kind === 'graphic' || file.kind === 'graphics-zip' || file.kind === 'mail-attachment')) kept.push(id);
  }
  return kept;
}

/** The data behind a valid link; the request is marked downloaded (the link stays usable). */
export async function exportRequest(db: Db, token: string): Promise<{ email: string; data: PersonData }> {
  const row = await openRequest(db, token);
  const data = await collectPersonData(db, row.email);
  await db
    .update(dataRequests)
    .set({ status: 'downloaded', downloadedAt: new Date() })
    .where(and(eq(dataRequests.id, row.id), inArray(dataRequests.status, ['requested', 'downloaded'])));
  return { email: row.email, data };
}

// ---------------------------------------------------------------------------------------------
// Erasure
// ---------------------------------------------------------------------------------------------

/**
 * Erases what is held under the link's address and uses the link up. Stored files go first (their
 * rows and bytes), so a failure before the database step leaves a link that can erase again; the
 * rows then go in one transaction that also claims the request, so two clicks erase once. What
 * stays: a suppression entry (every opt-out category) so the address is never mailed again, the
 * request itself, and mail rows stripped of everything about the person (kept for delivery counts).
 * A speaker account under the address is not touched: it is deleted from the speaker area.
 */
export async function eraseRequest(
  deps: { db: Db; storage: Pick<Storage, 'get' | 'remove'> },
  token: string,
): Promise<{ erased: PersonDataCounts; hasAccount: boolean }> {
  const { db, storage } = deps;
  const request = await openRequest(db, token);
  const email = request.email;
  const data = await collectPersonData(db, email);
  const responseIds = data.answers.map((a) => a.id);

  const fileIds = await storedFilesAbout(deps, data, email);
  for (const id of fileIds) await storage.remove(id);
  const storedFiles = fileIds.length;

  const erased = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(dataRequests)
      .set({ status: 'erased', erasedAt: new Date() })
      .where(and(eq(dataRequests.id, request.id), inArray(dataRequests.status, ['requested', 'downloaded'])))
      .returning({ id: dataRequests.id });
    if (!claimed) throw linkUsed();

    // Graphics and unconfirmed corrections go with their answers (foreign keys cascade).
    const answers = await tx.delete(responses).where(inArray(responses.id, responseIds)).returning({ id: responses.id });
    // Someone else's answer keeps its own words, without this person in it: no name, no address,
    // no agreement (so it is a booking lead only if its attendee books speakers).
    const referrals = await tx
      .update(responses)
      .set({ referralName: null, referralEmail: null, referralConsentAt: null })
      .where(inArray(responses.id, data.referralResponseIds))
      .returning({ id: responses.id });
    const pendingReferrals = await tx
      .update(pendingAnswers)
      .set({ answer: sql`${pendingAnswers.answer} - 'referralName' - 'referralEmail' - 'referralConsent'` })
      .where(inArray(pendingAnswers.id, data.pendingReferralIds))
      .returning({ id: pendingAnswers.id });
    const assessmentIds = data.assessments.map((a) => a.id);
    const reports = await tx
      .delete(assessmentReports)
      .where(
        inArray(
          assessmentReports.id,
          data.assessmentReports.map((r) => r.id),
        ),
      )
      .returning({ id: assessmentReports.id });
    const qualified = await tx
      .delete(qualifiedLeads)
      .where(
        inArray(
          qualifiedLeads.id,
          data.qualifiedLeads.map((q) => q.id),
        ),
      )
      .returning({ id: qualifiedLeads.id });
    const assessmentsGone = await tx.delete(assessments).where(inArray(assessments.id, assessmentIds)).returning({ id: assessments.id });
    const waitlist = await tx
      .delete(waitlistEntries)
      .where(sameAddress(waitlistEntries.email, email))
      .returning({ id: waitlistEntries.id });
    const inquiries = await tx
      .delete(eventInquiries)
      .where(sameAddress(sql`coalesce(${eventInquiries.email}, '')`, email))
      .returning({ id: eventInquiries.id });
    const leads = await tx
      .delete(ownerLeads)
      .where(sameAddress(sql`coalesce(${ownerLeads.email}, '')`, email))
      .returning({ id: ownerLeads.id });
    const freeTier = await tx
      .delete(freeTierSignups)
      .where(
        inArray(
          freeTierSignups.id,
          data.freeTierSignups.map((f) => f.id),
        ),
      )
      .returning({ id: freeTierSignups.id });
    const feedback = await tx
      .delete(campaignFeedback)
      .where(sameAddress(campaignFeedback.speakerEmail, email))
      .returning({ id: campaignFeedback.id });
    const recipients = await tx
      .delete(campaignRecipients)
      .where(sameAddress(campaignRecipients.email, email))
      .returning({ id: campaignRecipients.id });
    const mail = await blankMail(tx, email);
    // The owner's notes on the person go too.
    const notes = await tx.delete(personNotes).where(eq(personNotes.email, email)).returning({ id: personNotes.id });
    // So does their yes to SpeakerPro's marketing e-mail: nothing is left to mail them under.
    await tx.delete(marketingConsents).where(sameAddress(marketingConsents.email, email));

    const counts: PersonDataCounts = {
      answers: answers.length,
      graphics: data.graphics.length,
      storedFiles,
      pendingAnswers: data.pendingAnswers.length,
      referrals: referrals.length + pendingReferrals.length,
      waitlistEntries: waitlist.length,
      assessments: assessmentsGone.length,
      assessmentReports: reports.length,
      qualifiedLeads: qualified.length,
      inquiries: inquiries.length,
      ownerLeads: leads.length,
      freeTierSignups: freeTier.length,
      productFeedback: feedback.length,
      campaignRecipients: recipients.length,
      mailMessages: mail,
      ownerNotes: notes.length,
    };
    await suppressAddress(tx, email);
    await tx.update(dataRequests).set({ erasedCounts: counts }).where(eq(dataRequests.id, request.id));
    return counts;
  });
  return { erased, hasAccount: data.hasAccount };
}

/**
 * A pattern that finds the address as a whole address in text: not as the tail of a longer one
 * (`xi.ana@x.com` for `ana@x.com`) nor as the start of a longer domain.
 */
function wholeAddressPattern(email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[^a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** Mail to, copied to or answering the address, or whose words name it (the owner's notice of their inquiry). */
function mailMentioning(email: string): SQL {
  return sql`(${sameAddress(mailMessages.toAddress, email)}
    or ${sameAddress(sql`coalesce(${mailMessages.ccAddress}, '')`, email)}
    or (coalesce(${mailMessages.replyTo}, '') || ' ' || ${mailMessages.subject} || ' ' || ${mailMessages.textBody} || ' ' || coalesce(${mailMessages.htmlBody}, '')) ~* ${wholeAddressPattern(email)})`;
}

/**
 * Strips every message about the address of its words, attachments, tracked links and the address
 * itself; a message not yet delivered is never delivered. Rows stay so campaign and delivery counts add up.
 */
async function blankMail(tx: Db, email: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update mail_messages set
          to_address = case when lower(trim(to_address)) = ${email} then ${ERASED_MARK} else to_address end,
          cc_address = case when lower(trim(coalesce(cc_address, ''))) = ${email} then null else cc_address end,
          reply_to = case when lower(trim(coalesce(reply_to, ''))) = ${email} then null else reply_to end,
          subject = ${ERASED_MARK},
          text_body = '',
          html_body = null,
          headers = null,
          attachments = null,
          idempotency_key = null,
          error = case when status in ('queued', 'sending') then 'Erased at the person''s request before delivery' else error end,
          status = case when status in ('queued', 'sending') then 'skipped' else status end
        where ${mailMentioning(email)}
        returning id`,
  );
  // Which links of these messages the person clicked is about them too: it goes with the words
  // (the click addresses stop working, and the campaign's click counts no longer include them).
  if (rows.length > 0) {
    await tx.execute(
      sql`delete from mail_links where mail_message_id in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
  }
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// The owner's view
// ---------------------------------------------------------------------------------------------

export async function listDataRequests(db: Db): Promise<AdminDataRequest[]> {
  const rows = await db.select().from(dataRequests).orderBy(desc(dataRequests.createdAt), desc(dataRequests.id));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    status: shownStatus(r, now),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    downloadedAt: r.downloadedAt?.toISOString() ?? null,
    erasedAt: r.erasedAt?.toISOString() ?? null,
    // Requests erased before referrals were counted have none recorded.
    erased: r.erasedCounts ? { referrals: 0, ...(r.erasedCounts as Omit<PersonDataCounts, 'referrals'>) } : null,
  }));
}
