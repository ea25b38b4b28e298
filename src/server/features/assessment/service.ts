import { desc, eq } from 'drizzle-orm';
import type { Assessment } from '../../../shared/contract/assessment';
import {
  ASSESSMENT_PASS_SCORE,
  ASSESSMENT_QUESTIONS,
  invalidAnswers,
  scoreAssessment,
  type AssessmentAnswers,
  type AssessmentResult,
} from '../../../shared/domain/assessment';
import { nameFromEmail, normalizeEmail } from '../../../shared/domain/email';
import type { Db } from '../../db/client';
import { assessmentReports, assessments, campaignFeedback, qualifiedLeads } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { recordLead } from '../../domain/owner-leads';
import { bestName, bestNames } from '../../domain/best-name';
import { writeReport } from '../../domain/assessment-report';

function toAssessment(row: typeof assessments.$inferSelect, name: string | null): Assessment {
  const result = scoreAssessment(row.answers);
  return {
    id: row.id,
    name,
    email: row.email,
    score: row.score,
    maxScore: row.maxScore,
    passed: row.passed,
    percentage: result.percentage,
    level: result.level,
    tips: result.tips,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The result e-mail: the score, what it means and where to grow. Transactional: the person asked for it. */
function resultEmail(id: number, to: string, result: AssessmentResult, publicUrl: string) {
  const site = publicUrl.replace(/\/+$/, '');
  return {
    to,
    subject: `Your speaker readiness score: ${result.score} of ${result.maxScore}`,
    text: [
      'Hello,',
      '',
      `You scored ${result.score} out of ${result.maxScore} (${result.percentage}%) in the SpeakerPro readiness assessment: ${result.level}.`,
      result.passed
        ? `That is ${ASSESSMENT_PASS_SCORE} or more, so you qualify for priority access to SpeakerPro. We will be in touch about your place.`
        : `Speakers who score ${ASSESSMENT_PASS_SCORE} or more qualify for priority access; the steps below are the quickest way there.`,
      '',
      'Where to grow:',
      ...(result.tips.length ? result.tips.map((t) => `- ${t.tip}`) : ['- Every area scored well. Keep going.']),
      '',
      `Take the assessment again whenever you like: ${site}/readiness-assessment`,
      '',
      'The SpeakerPro team',
    ].join('\n'),
    source: 'assessment-result',
    idempotencyKey: `assessment-result:${id}`,
  };
}

export async function submitAssessment(
  db: Db,
  email: string,
  answers: AssessmentAnswers,
  mail: { mailer: Mailer; publicUrl: string },
): Promise<Assessment> {
  const invalid = invalidAnswers(answers);
  if (invalid.length > 0) {
    throw badRequest(`Invalid body: answers must include a valid option for ${invalid.join(', ')}`, {
      fields: invalid.map((q) => ({ field: `answers.${q}`, message: 'is required' })),
    });
  }
  // Only the twelve known answers are kept; the score is ours, whatever the client claimed.
  const kept = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, answers[q.id]!]));
  const result = scoreAssessment(kept);
  const normalized = normalizeEmail(email);
  const known = await bestName(db, normalized);
  // The report needs some name to print; the address's local part only where none is known.
  const name = known ?? nameFromEmail(normalized);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assessments)
      .values({ email: normalized, score: result.score, maxScore: result.maxScore, passed: result.passed, answers: kept })
      .returning();
    await tx.insert(assessmentReports).values({
      assessmentId: row!.id,
      speakerName: name,
      speakerEmail: normalized,
      score: result.score,
      maxScore: result.maxScore,
      percentage: result.percentage,
      passed: result.passed,
      reportContent: writeReport(name, normalized, kept),
    });
    // The qualified lead is the server's own record of this pass, written with it: no client call
    // decides whether it exists or what it says.
    if (result.passed) {
      const [lead] = await tx
        .insert(qualifiedLeads)
        .values({ name, email: normalized, assessmentId: row!.id, score: result.score, status: 'pending' })
        .onConflictDoNothing({ target: qualifiedLeads.assessmentId })
        .returning();
      if (lead) {
        await recordLead(tx, {
          kind: 'qualified_assessment',
          sourceId: lead.id,
          name: lead.name,
          email: lead.email,
          detail: `Readiness score ${lead.score} of ${result.maxScore}`,
        });
      }
    }
    // The page promises the results by e-mail: queued with the assessment, sent by the mail worker.
    await mail.mailer.enqueue(tx, resultEmail(row!.id, normalized, result, mail.publicUrl));
    return toAssessment(row!, known);
  });
}

export async function listAssessments(db: Db): Promise<Assessment[]> {
  const rows = await db.select().from(assessments).orderBy(desc(assessments.createdAt), desc(assessments.id));
  const names = await bestNames(
    db,
    rows.map((r) => r.email),
  );
  return rows.map((r) => toAssessment(r, names.get(normalizeEmail(r.email)) ?? null));
}

/**
 * What POST /api/qualified-leads answers: the lead the server recorded when the assessment passed,
 * read only. The route stays for pages that still call it after a pass, but a client naming an
 * e-mail and an id (ids are sequential) must not create a lead or rename one.
 */
export async function findQualifiedLead(db: Db, input: { email: string; assessmentId: number }) {
  const [assessment] = await db.select().from(assessments).where(eq(assessments.id, input.assessmentId)).limit(1);
  if (!assessment || assessment.email !== normalizeEmail(input.email)) throw notFound('Assessment not found');
  if (!assessment.passed) throw badRequest('This assessment did not reach the qualifying score of 80.');
  const [row] = await db.select().from(qualifiedLeads).where(eq(qualifiedLeads.assessmentId, assessment.id)).limit(1);
  if (!row) throw notFound('Qualified lead not found');
  return toLead(row, await bestName(db, row.email));
}

function toLead(row: typeof qualifiedLeads.$inferSelect, name: string | null) {
  return {
    id: row.id,
    name: name ?? row.name,
    email: row.email,
    assessmentId: row.assessmentId,
    score: row.score,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listQualifiedLeads(db: Db) {
  const rows = await db.select().from(qualifiedLeads).orderBy(desc(qualifiedLeads.score), desc(qualifiedLeads.id));
  const names = await bestNames(
    db,
    rows.map((r) => r.email),
  );
  return rows.map((r) => toLead(r, names.get(normalizeEmail(r.email)) ?? null));
}

export async function saveCampaignFeedback(
  db: Db,
  input: {
    speakerName: string;
    speakerEmail: string;
    emailPlatform: string;
    speakerproRating: number;
    speakerproFeedback: string;
    speakingChallenge: string;
    source: string;
  },
) {
  const { speakerName, emailPlatform, speakerproRating, speakerproFeedback, speakingChallenge, source } = input;
  // The browser's submittedAt is not trusted as the record's time: the database stamps it.
  const [row] = await db
    .insert(campaignFeedback)
    .values({
      speakerName,
      speakerEmail: normalizeEmail(input.speakerEmail),
      emailPlatform,
      speakerproRating,
      speakerproFeedback,
      speakingChallenge,
      source,
    })
    .returning();
  return toFeedback(row!);
}

function toFeedback(row: typeof campaignFeedback.$inferSelect) {
  return { ...row, submittedAt: row.submittedAt.toISOString() };
}

export async function listCampaignFeedback(db: Db) {
  const rows = await db.select().from(campaignFeedback).orderBy(desc(campaignFeedback.submittedAt), desc(campaignFeedback.id));
  return rows.map(toFeedback);
}
