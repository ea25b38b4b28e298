import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type {
  OrganizerReport,
  OrganizerReportLinks,
  OrganizerReportSettings,
  OrganizerReportState,
} from '../../../shared/contract/organizer-report';
import { reportExpiryDay, reportExpiryMoment } from '../../../shared/domain/organizer-report';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { organizerReports } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { isSignedCapability, signedCapability } from '../../secrets';
import { OFFERED } from '../../domain/testimonials';
import { defaultTestimonialIds, reportTestimonials } from './content';

type ReportRow = typeof organizerReports.$inferSelect;
type SecretConfig = Pick<Config, 'appSecret' | 'dataDir'>;
type LinkConfig = SecretConfig & Pick<Config, 'publicUrl'>;

const PURPOSE = 'organizer-report';
/** 16 random bytes in base64url: the stored half of a report's token. */
const NONCE_LENGTH = 22;
/** The nonce, then the HMAC-SHA256 of it under the app's secret (43 characters of base64url). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{65}$/;

/**
 * A report's token: its stored random nonce (128 bits), then the nonce signed with a key derived
 * from the app's secret. The speaker can copy the link again (it is computed, not kept), and a copy
 * of the database alone opens nothing: the signature needs the secret.
 */
function reportToken(config: SecretConfig, nonce: string): string {
  return `${nonce}${signedCapability(config, PURPOSE, nonce)}`;
}

export function reportLinks(config: LinkConfig, nonce: string): OrganizerReportLinks {
  const url = `${config.publicUrl}/r/${reportToken(config, nonce)}`;
  return { url, pdfUrl: `${url}.pdf` };
}

const notExpired = or(isNull(organizerReports.expiresAt), gt(organizerReports.expiresAt, sql`now()`));

/**
 * The report a token opens right now, or null: malformed, unknown, revoked (the row is gone),
 * expired, or signed under another secret. Read from the database on every request, so a
 * revocation holds at once in every process. The nonce finds the row; the signature is compared
 * in constant time.
 */
export async function reportForToken(db: Db, config: SecretConfig, token: string): Promise<ReportRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const nonce = token.slice(0, NONCE_LENGTH);
  const [row] = await db
    .select()
    .from(organizerReports)
    .where(and(eq(organizerReports.linkNonce, nonce), notExpired));
  if (!row || !isSignedCapability(config, PURPOSE, nonce, token.slice(NONCE_LENGTH))) return null;
  return row;
}

/** Someone opened the report's page: one more view, and when. */
export async function recordView(db: Db, reportId: number): Promise<void> {
  await db
    .update(organizerReports)
    .set({ viewCount: sql`${organizerReports.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(organizerReports.id, reportId));
}

/** One of the speaker's own talks; another speaker's (or a missing) id is the same 404. */
async function assertOwnEvent(db: Db, userId: number, eventId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from events where id = ${eventId} and speaker_user_id = ${userId}`);
  if (rows.length === 0) throw notFound('Event not found');
}

/**
 * Chosen testimonials must be the talk's own and publishable now (OFFERED); the report would leave
 * any other out anyway, but the speaker should learn of it where they chose.
 */
export async function checkTestimonialIds(db: Db, eventId: number, ids: readonly number[] | null): Promise<void> {
  if (ids === null || ids.length === 0) return;
  const found = await queryRows<{ id: number }>(
    db,
    sql`select r.id from responses r
        where r.event_id = ${eventId} and ${OFFERED} and r.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  if (found.length !== ids.length) {
    throw invalidField('testimonialIds', "must be this talk's testimonials that may be published (4-5 stars, publication agreed)");
  }
}

const iso = (d: Date) => d.toISOString();

function toReport(config: LinkConfig, row: ReportRow): OrganizerReport {
  return {
    ...reportLinks(config, row.linkNonce),
    note: row.note,
    testimonialIds: row.testimonialIds ?? null,
    expiresOn: row.expiresAt ? reportExpiryDay(row.expiresAt) : null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= Date.now(),
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt ? iso(row.lastViewedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function reportRow(db: Db, eventId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(organizerReports).where(eq(organizerReports.eventId, eventId));
  return row;
}

/** The speaker's view: the report (or null before it is made) and the testimonials it may show. */
export async function reportState(db: Db, config: LinkConfig, userId: number, eventId: number): Promise<OrganizerReportState> {
  await assertOwnEvent(db, userId, eventId);
  const [row, testimonials] = await Promise.all([reportRow(db, eventId), reportTestimonials(db, eventId)]);
  return {
    report: row ? toReport(config, row) : null,
    testimonials: testimonials.map(({ author: _author, ...t }) => t),
    defaultTestimonialIds: defaultTestimonialIds(testimonials),
  };
}

const settingsColumns = (settings: OrganizerReportSettings) => ({
  note: settings.note,
  testimonialIds: settings.testimonialIds,
  expiresAt: settings.expiresOn ? reportExpiryMoment(settings.expiresOn) : null,
});

/**
 * Makes the talk's report with `settings`, or finds the one it already has: a talk has one report,
 * and creating it again (a second click, a second tab) answers the link already handed out, unchanged,
 * rather than breaking it. A new link takes revoking the old one first.
 */
export async function createReport(
  db: Db,
  config: LinkConfig,
  userId: number,
  eventId: number,
  settings: OrganizerReportSettings,
): Promise<{ created: boolean; links: OrganizerReportLinks }> {
  await assertOwnEvent(db, userId, eventId);
  const existing = await reportRow(db, eventId);
  if (existing) return { created: false, links: reportLinks(config, existing.linkNonce) };
  await checkTestimonialIds(db, eventId, settings.testimonialIds);
  const nonce = randomBytes(16).toString('base64url');
  const [inserted] = await db
    .insert(organizerReports)
    .values({ eventId, linkNonce: nonce, ...settingsColumns(settings) })
    .onConflictDoNothing({ target: organizerReports.eventId })
    .returning({ linkNonce: organizerReports.linkNonce });
  if (inserted) return { created: true, links: reportLinks(config, inserted.linkNonce) };
  // Another request made it between the read and the insert: that one is the report.
  const raced = await reportRow(db, eventId);
  if (!raced) throw notFound('Event not found');
  return { created: false, links: reportLinks(config, raced.linkNonce) };
}

/** Replaces the report's note, testimonials and expiry; the link stays the same. */
export async function updateReport(
  db: Db,
  config: LinkConfig,
  userId: number,
  eventId: number,
  settings: OrganizerReportSettings,
): Promise<OrganizerReport> {
  await assertOwnEvent(db, userId, eventId);
  await checkTestimonialIds(db, eventId, settings.testimonialIds);
  const [row] = await db
    .update(organizerReports)
    .set({ ...settingsColumns(settings), updatedAt: sql`now()` })
    .where(eq(organizerReports.eventId, eventId))
    .returning();
  if (!row) throw notFound('This talk has no report yet: create its link first');
  return toReport(config, row);
}

/**
 * Revokes the talk's report: the row goes, so both links answer 404 at once in every process (each
 * request reads the database). Revoking a talk without a report is the same success.
 */
export async function deleteReport(db: Db, userId: number, eventId: number): Promise<void> {
  await assertOwnEvent(db, userId, eventId);
  await db.delete(organizerReports).where(eq(organizerReports.eventId, eventId));
}

/** The testimonials a preview may show: the same check as saving them. */
export async function previewSettings(
  db: Db,
  userId: number,
  eventId: number,
  settings: { note: string | null; testimonialIds: number[] | null },
) {
  await assertOwnEvent(db, userId, eventId);
  await checkTestimonialIds(db, eventId, settings.testimonialIds);
  return settings;
}
