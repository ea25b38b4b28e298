import type { DataExport, DataIntegrityReportResponse } from '../../../shared/contract/admin-console';
import {
  buildExportTables,
  checkDataIntegrity,
  computeEngagementSegments,
  exportDate,
  type EngagementSegments,
  type PersonRecord,
} from './aggregation';
import { type ExportListKey } from '../../../shared/domain/admin-console';
import type { Db } from '../../db/client';
import { assessments, campaignFeedback, qualifiedLeads, waitlistEntries } from '../../db/schema';
import { toCsv } from '../../http/csv';
import { bestNames } from '../../domain/best-name';
import { allEmailMarketingOptOuts } from '../../domain/consent-rules';

/*
 * The owner's lists are small (people who signed up or answered a form), so each report reads the
 * tables whole and applies the shared rules in src/shared/domain/admin-console.ts.
 */

/**
 * `optedOut`: the addresses to leave out; by default everyone who opted out of marketing e-mail.
 * The audiences pass none, to list every member and say why some are not e-mailed.
 */
export async function getEngagementSegments(db: Db, now = new Date(), optedOut?: ReadonlySet<string>): Promise<EngagementSegments> {
  const [waitlist, assessed, feedback, optOuts] = await Promise.all([
    db.select({ name: waitlistEntries.name, email: waitlistEntries.email, joinedAt: waitlistEntries.joinedAt }).from(waitlistEntries),
    db
      .select({ email: assessments.email, score: assessments.score, passed: assessments.passed, createdAt: assessments.createdAt })
      .from(assessments),
    db
      .select({
        speakerName: campaignFeedback.speakerName,
        speakerEmail: campaignFeedback.speakerEmail,
        speakerproRating: campaignFeedback.speakerproRating,
        submittedAt: campaignFeedback.submittedAt,
      })
      .from(campaignFeedback),
    optedOut ?? allEmailMarketingOptOuts(db),
  ]);
  const knownNames = await bestNames(db, [...waitlist, ...assessed].map((r) => r.email).concat(feedback.map((f) => f.speakerEmail)));
  return computeEngagementSegments({
    waitlist,
    assessments: assessed,
    feedback,
    optedOut: optOuts,
    now,
    knownNames,
  });
}

export async function runDataIntegrityCheck(db: Db): Promise<DataIntegrityReportResponse> {
  const [waitlist, assessed, leads, feedback] = await Promise.all([
    db.select({ id: waitlistEntries.id, email: waitlistEntries.email, name: waitlistEntries.name }).from(waitlistEntries),
    db.select({ id: assessments.id, email: assessments.email }).from(assessments),
    db.select({ id: qualifiedLeads.id, email: qualifiedLeads.email, name: qualifiedLeads.name }).from(qualifiedLeads),
    db.select({ id: campaignFeedback.id, email: campaignFeedback.speakerEmail, name: campaignFeedback.speakerName }).from(campaignFeedback),
  ]);
  const records: PersonRecord[] = [
    ...waitlist.map((r) => ({ ...r, source: 'waitlist' as const })),
    ...assessed.map((r) => ({ ...r, name: null, source: 'assessment' as const })),
    ...leads.map((r) => ({ ...r, source: 'qualified_lead' as const })),
    ...feedback.map((r) => ({ ...r, source: 'campaign_feedback' as const })),
  ];
  return checkDataIntegrity(records);
}

export async function getDataExport(db: Db, now = new Date()): Promise<DataExport> {
  const [waitlist, assessed, leads, feedback] = await Promise.all([
    db.select().from(waitlistEntries).orderBy(waitlistEntries.joinedAt, waitlistEntries.id),
    db.select().from(assessments).orderBy(assessments.createdAt, assessments.id),
    db.select().from(qualifiedLeads).orderBy(qualifiedLeads.createdAt, qualifiedLeads.id),
    db.select().from(campaignFeedback).orderBy(campaignFeedback.submittedAt, campaignFeedback.id),
  ]);
  const knownNames = await bestNames(
    db,
    [...waitlist, ...assessed, ...leads].map((r) => r.email).concat(feedback.map((f) => f.speakerEmail)),
  );
  const lists = buildExportTables({ waitlist, assessments: assessed, qualifiedLeads: leads, feedback, knownNames });
  return { generatedAt: now.toISOString(), lists };
}

/** One list as a CSV file (formula cells neutralised) and the file name to save it under. */
export async function exportListCsv(db: Db, key: ExportListKey, now = new Date()): Promise<{ filename: string; csv: string }> {
  const { lists } = await getDataExport(db, now);
  const table = lists.find((l) => l.key === key)!;
  return { filename: `speakerpro-${key}-${exportDate(now)}.csv`, csv: toCsv(table.header, table.rows) };
}
