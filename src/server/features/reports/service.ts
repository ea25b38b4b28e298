import { operationUrl } from '../../../shared/contract/operation';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  REPORT_MESSAGES,
  getSpeakerReportDocx,
  type AdminReport,
  type AdminReportDetail,
  type ReportAction,
  type ReportAdminStatus,
  type SpeakerReport,
  type SpeakerReportDetail,
  type SpeakerReportList,
} from '../../../shared/contract/reports';
import type { AuthUser } from '../../../shared/contract/auth';
import { firstNameOf } from '../../../shared/domain/campaign-templates';
import { greeting } from '../../../shared/domain/greeting';
import { normalizeEmail } from '../../../shared/domain/email';
import { entitlement, type PlanName } from '../../../shared/domain/plans';
import { effectivePlan, planRequired } from '../../domain/plans';
import type { Db } from '../../db/client';
import { assessmentReports, assessments, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { Mailer, SentMail } from '../../mail/mailer';
import { ownerMailOutcome, sendToOwner } from '../../mail/owner';
import { bestName, bestNames } from '../../domain/best-name';
import { parseReportContent, reportBody } from './report-content';

/** The pages show the title and the facts themselves; they get the sections only. */
const bodyBlocks = (content: string) => reportBody(parseReportContent(content));

type ReportRow = typeof assessmentReports.$inferSelect;

const decider = alias(users, 'decider');
const lowerEq = (a: AnyPgColumn, b: AnyPgColumn) => sql`lower(${a}) = lower(${b})`;

/** Reports with what the admin screens show beside them: the assessment's date, the speaker's account, who decided. */
function selectReports(db: Db) {
  return db
    .select({
      report: assessmentReports,
      assessmentDate: assessments.createdAt,
      speakerId: users.id,
      decidedBy: decider.email,
    })
    .from(assessmentReports)
    .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
    .leftJoin(users, and(lowerEq(users.email, assessmentReports.speakerEmail), eq(users.role, 'speaker')))
    .leftJoin(decider, eq(decider.id, assessmentReports.decidedByUserId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];
/** A report row with the name it is shown under. */
type Joined = Selected & { speakerName: string };

/**
 * The name each report is shown under: the best name known for its address now (the report may
 * predate the account or profile that names the person), else the name stored with the report,
 * which is the address's local part when none was known then.
 */
async function withNames(db: Db, rows: Selected[]): Promise<Joined[]> {
  const names = await bestNames(
    db,
    rows.map((j) => j.report.speakerEmail),
  );
  return rows.map((j) => ({ ...j, speakerName: names.get(normalizeEmail(j.report.speakerEmail)) ?? j.report.speakerName }));
}

function baseFields(j: Joined) {
  const r = j.report;
  return {
    id: r.id,
    speakerName: j.speakerName,
    speakerEmail: r.speakerEmail,
    email: r.speakerEmail,
    score: r.score,
    maxScore: r.maxScore,
    percentage: r.percentage,
    status: r.passed ? ('QUALIFIED' as const) : ('NOT_QUALIFIED' as const),
    passed: r.passed,
    generatedAt: r.generatedAt.toISOString(),
    assessmentDate: j.assessmentDate.toISOString(),
    approvedAt: r.adminStatus === 'approved' && r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

function toAdminReport(j: Joined): AdminReport {
  const r = j.report;
  return {
    ...baseFields(j),
    speakerId: j.speakerId,
    adminStatus: r.adminStatus,
    approvalRequestedAt: r.approvalRequestedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: j.decidedBy,
  };
}

function toAdminDetail(j: Joined): AdminReportDetail {
  return { ...toAdminReport(j), reportContent: j.report.reportContent, blocks: bodyBlocks(j.report.reportContent) };
}

/**
 * The owner's reports, newest first. The search matches the name a report is shown under, the
 * name stored with it and the address, as plain text (case-insensitive); names come from the one
 * rule, so it runs over the owner's list (small: one report per assessment) after the read.
 */
export async function listAdminReports(
  db: Db,
  filter: { search?: string; status?: 'all' | ReportAdminStatus } = {},
): Promise<AdminReport[]> {
  const conditions: SQL[] = [];
  if (filter.status && filter.status !== 'all') conditions.push(eq(assessmentReports.adminStatus, filter.status));
  const rows = await withNames(
    db,
    await selectReports(db)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(assessmentReports.generatedAt), desc(assessmentReports.id)),
  );
  const needle = filter.search?.trim().toLowerCase();
  const matches = (j: Joined) =>
    !needle || [j.speakerName, j.report.speakerName, j.report.speakerEmail].some((text) => text.toLowerCase().includes(needle));
  return rows.filter(matches).map(toAdminReport);
}

async function findJoined(db: Db, id: number): Promise<Joined | undefined> {
  const rows = await selectReports(db).where(eq(assessmentReports.id, id)).limit(1);
  return (await withNames(db, rows))[0];
}

export async function getAdminReport(db: Db, id: number): Promise<AdminReportDetail> {
  const row = await findJoined(db, id);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return toAdminDetail(row);
}

export const approvalPageUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/report-approval/${id}`;

/**
 * E-mails the owner a link to the approval page. Only a pending report can be sent; sending again
 * is allowed (a lost e-mail is the usual reason) and moves approvalRequestedAt on.
 */
export async function sendReportForApproval(
  deps: { db: Db; mailer: Mailer; publicUrl: string; ownerEmail: string | undefined },
  id: number,
) {
  const row = await findJoined(deps.db, id);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  if (row.report.adminStatus !== 'pending') throw conflict(REPORT_MESSAGES.sendNotPending(row.report.adminStatus));

  const report = toAdminReport(row);
  const approvalUrl = approvalPageUrl(deps.publicUrl, id);
  const sent = await sendToOwner(deps.mailer, deps.ownerEmail, {
    subject: `Assessment report to approve: ${report.speakerName} (${report.score}/${report.maxScore})`,
    text: [
      'A readiness assessment report is waiting for your approval.',
      '',
      `Speaker: ${report.speakerName} <${report.speakerEmail}>`,
      `Score: ${report.score} / ${report.maxScore} (${report.percentage}%), ${report.passed ? 'qualified' : 'not qualified'}`,
      `Generated: ${report.generatedAt.slice(0, 10)}`,
      '',
      `Review it and approve or reject it here: ${approvalUrl}`,
      '',
      'Once approved, the speaker can read and download it from their dashboard.',
    ].join('\n'),
    source: 'report-approval',
  });

  const now = new Date();
  await deps.db.update(assessmentReports).set({ approvalRequestedAt: now }).where(eq(assessmentReports.id, id));
  return {
    success: true as const,
    message: ownerMailOutcome(sent.status, sent.to),
    approvalUrl,
    approvalRequestedAt: now.toISOString(),
    emailStatus: sent.status,
  };
}

/**
 * Approves or rejects a pending report, once: the update only matches a pending row, so two
 * admins deciding at the same moment cannot both win. Who decided comes from the session.
 */
export async function decideReport(deps: { db: Db; mailer: Mailer; publicUrl: string }, id: number, action: ReportAction, admin: AuthUser) {
  const status = action === 'approve' ? 'approved' : 'rejected';
  const updated = await deps.db
    .update(assessmentReports)
    .set({ adminStatus: status, decidedAt: new Date(), decidedByUserId: admin.id })
    .where(and(eq(assessmentReports.id, id), eq(assessmentReports.adminStatus, 'pending')))
    .returning({ id: assessmentReports.id });
  if (updated.length === 0) {
    const [existing] = await deps.db
      .select({ adminStatus: assessmentReports.adminStatus })
      .from(assessmentReports)
      .where(eq(assessmentReports.id, id));
    if (!existing) throw notFound(REPORT_MESSAGES.notFound);
    throw conflict(REPORT_MESSAGES.notPending(existing.adminStatus));
  }
  const row = (await findJoined(deps.db, id))!;
  const report = toAdminReport(row);

  // Only an approval is news for the speaker: it is what opens the report on their side.
  let speakerNotification: SentMail['status'] | 'none' = 'none';
  if (status === 'approved') {
    // Greeted by the first name known for the address (the report's own may be its local part: not a name).
    const known = await bestName(deps.db, report.speakerEmail);
    const hello = greeting(known ? firstNameOf(known) : null);
    const sent = await deps.mailer.send({
      to: report.speakerEmail,
      subject: 'Your SpeakerPro readiness report is ready',
      text: [
        hello,
        '',
        `Your readiness assessment report (${report.score} / ${report.maxScore}) has been reviewed and is ready.`,
        `Read it and download it as a Word document from your speaker dashboard: ${deps.publicUrl}/speaker-admin/assessment-reports`,
        '',
        `No speaker account yet? Create one with this e-mail address at ${deps.publicUrl}/speaker/signup and confirm the address with the link we send you: the report opens only then.`,
        '',
        'The SpeakerPro team',
      ].join('\n'),
      source: 'report-approved',
    });
    speakerNotification = sent.status;
  }
  return {
    success: true as const,
    message: status === 'approved' ? 'Report Approved' : 'Report Rejected',
    report,
    speakerNotification,
  };
}

// ---------------------------------------------------------------------------------------------
// The speaker's side

/** How many approved reports a plan opens: Lite includes 3, the free plan none (reports are a Lite feature). */
export function includedReports(plan: PlanName): number {
  return entitlement(plan, 'assessmentReports');
}

/**
 * Splits a speaker's approved reports, oldest first, into the ones the plan opens and the rest.
 * Counting from the oldest means a report, once opened, stays open when newer ones arrive.
 */
export function splitByPlan<T>(approvedOldestFirst: T[], plan: PlanName): { open: T[]; locked: T[] } {
  const n = includedReports(plan);
  return { open: approvedOldestFirst.slice(0, n), locked: approvedOldestFirst.slice(n) };
}

export function limitMessage(plan: PlanName): string {
  return plan === 'free' ? REPORT_MESSAGES.freeTier : REPORT_MESSAGES.liteLimit;
}

async function speakerIdentity(db: Db, user: AuthUser) {
  // Only the account's own address (unique among accounts): the profile's work e-mail is free text
  // a speaker could set to anyone's address.
  const emails = [normalizeEmail(user.email)];
  return { emails, tier: await effectivePlan(db, user.id) };
}

async function approvedReportsOf(db: Db, emails: string[]) {
  const rows = await selectReports(db)
    .where(and(eq(assessmentReports.adminStatus, 'approved'), inArray(sql`lower(${assessmentReports.speakerEmail})`, emails)))
    .orderBy(asc(assessmentReports.generatedAt), asc(assessmentReports.id));
  return withNames(db, rows);
}

function toSpeakerReport(j: Joined): SpeakerReport {
  return { ...baseFields(j), downloadUrl: operationUrl(getSpeakerReportDocx, { id: j.report.id }) };
}

export async function listSpeakerReports(db: Db, user: AuthUser): Promise<SpeakerReportList> {
  const { emails, tier } = await speakerIdentity(db, user);
  const { open, locked } = splitByPlan(await approvedReportsOf(db, emails), tier);
  return {
    reports: open.map(toSpeakerReport).reverse(),
    plan: {
      tier,
      included: includedReports(tier),
      locked: locked.length,
      message: locked.length > 0 ? limitMessage(tier) : null,
    },
  };
}

/**
 * One of the speaker's own approved reports. Someone else's report, a pending or rejected one, or
 * no report at all are the same 404; an own report beyond the plan is a 403 naming the limit.
 */
export async function getSpeakerReport(db: Db, user: AuthUser, id: number): Promise<{ row: ReportRow; detail: SpeakerReportDetail }> {
  const { emails, tier } = await speakerIdentity(db, user);
  const approved = await approvedReportsOf(db, emails);
  const index = approved.findIndex((j) => j.report.id === id);
  if (index === -1) throw notFound(REPORT_MESSAGES.notFound);
  if (includedReports(tier) === 0) throw planRequired('assessmentReports', REPORT_MESSAGES.freeTier);
  if (index >= includedReports(tier)) throw new AppError(403, 'PLAN_LIMIT', limitMessage(tier), { tier, included: includedReports(tier) });
  const j = approved[index]!;
  return { row: j.report, detail: { ...toSpeakerReport(j), blocks: bodyBlocks(j.report.reportContent) } };
}
