import type { DataExport, DataIntegrityReportResponse } from '../../../shared/contract/admin-console';
import { buildExportTables, checkDataIntegrity, exportDate, type PersonRecord } from './aggregation';
import { type ExportListKey } from '../../../shared/domain/admin-console';
import type { Db } from '../../db/client';
import { assessments, campaignFeedback, qualifiedLeads, waitlistEntries } from '../../db/schema';
import { toCsv } from '../../http/csv';
import { bestNames } from '../../domain/best-name';

/*
 * The owner's lists are small (people who signed up or answered a form), so each report reads the
 * tables whole and applies the shared rules in src/shared/domain/admin-console.ts.
 */

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
