import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminTestimonial, GraphicApproval, GraphicTestimonial } from '../../../shared/contract/graphics';
import { HOT_LEAD_MIN_RATING, SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import {
  DEFAULT_GRAPHIC_LAYOUT,
  GRAPHIC_EXCERPT_MAX_LENGTH,
  GRAPHIC_LAYOUTS,
  graphicExcerptProblem,
  graphicQuote,
  linkedinPostText,
  type GraphicLayout,
} from '../../../shared/domain/graphics';
import { isSignedCapability, signedCapability } from '../../secrets';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { graphics, settings, speakerProfiles } from '../../db/schema';
import { badRequest, conflict, invalidField, notFound } from '../../errors';
import { sharedRenderer, type GraphicRenderer } from '../../graphics/render-pool';
import type { GraphicInput } from '../../graphics/renderer';
import type { Mailer } from '../../mail/mailer';
import { readStoredFile, type Storage } from '../../storage/storage';
import { MAY_POST_SOCIAL, MAY_QUOTE, SHARES_DETAILS } from '../privacy/consent-rules';

export const GRAPHIC_NOT_FOUND = 'Graphic not found';
export const NOT_FOR_SOCIAL_MEDIA_MESSAGE =
  'This attendee asked not to have their testimonial shared on social media, so it has no share link or LinkedIn post.';
export const NO_TESTIMONIALS_MESSAGE =
  'No testimonials to turn into graphics yet: graphics are made from 4-5 star testimonials whose attendees agreed to publication.';

/** What the graphics code needs from the app; the batch job gets the same. */
type SecretConfig = Pick<Config, 'appSecret' | 'dataDir'>;

export interface GraphicsDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'> & SecretConfig;
  renderer?: GraphicRenderer;
}

const rendererOf = (deps: GraphicsDeps) => deps.renderer ?? sharedRenderer();

/**
 * A testimonial may become a graphic when it is rated 4-5, its attendee agreed to publication, it
 * says something, the attendee's e-mail has not opted out of testimonials (MAY_QUOTE), and the
 * speaker has not removed it from graphics. `r` is the responses row.
 */
export const OFFERED = sql`r.rating >= ${HOT_LEAD_MIN_RATING}
  and r.publish_consent_at is not null
  and length(trim(r.testimonial)) > 0
  and ${MAY_QUOTE}
  and not exists (select 1 from graphics gr where gr.response_id = r.id and gr.removed_at is not null)`;

interface GraphicRow {
  id: number;
  response_id: number;
  event_id: number;
  speaker_user_id: number;
  layout: string;
  status: 'pending' | 'generated' | 'failed';
  file_id: string | null;
  generated_at: Date | string | null;
  approved_at: Date | string | null;
  approved_by: string | null;
  excerpt: string | null;
  share_token: string | null;
  rating: number;
  testimonial: string;
  attendee_name: string;
  attendee_role: string;
  submitted_at: Date | string;
  event_name: string;
  talk_title: string | null;
  hashtag: string | null;
  speaker_name: string;
  speaker_email: string;
  brand_primary: string;
  brand_secondary: string;
  offered: boolean;
  may_post_social: boolean;
}

// A graphic drawn for an attendee who opted out of data sharing is anonymous (no name, no role): the
// renderer draws "Anonymous", and file and ZIP entry names fall back to the answer's number.
const ATTENDEE_NAME = sql`case when ${SHARES_DETAILS} then r.attendee_name else '' end`;
const ATTENDEE_ROLE = sql`case when ${SHARES_DETAILS} then r.attendee_role else '' end`;

const graphicSelect = sql`
  select g.id, g.response_id, g.event_id, g.speaker_user_id, g.layout, g.status, g.file_id, g.generated_at,
         g.approved_at, a.email as approved_by, g.share_token, g.excerpt,
         r.rating, r.testimonial, ${ATTENDEE_NAME} as attendee_name, ${ATTENDEE_ROLE} as attendee_role, r.submitted_at,
         e.event_name, e.talk_title, e.hashtag,
         trim(coalesce(p.first_name, u.first_name) || ' ' || coalesce(p.last_name, u.last_name)) as speaker_name,
         u.email as speaker_email,
         coalesce(p.brand_color_primary, '#2563eb') as brand_primary,
         coalesce(p.brand_color_secondary, '#1e40af') as brand_secondary,
         (${OFFERED}) as offered,
         ${MAY_POST_SOCIAL} as may_post_social
  from graphics g
  join responses r on r.id = g.response_id
  join events e on e.id = g.event_id
  join users u on u.id = e.speaker_user_id
  left join speaker_profiles p on p.user_id = e.speaker_user_id
  left join users a on a.id = g.approved_by_user_id`;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

async function graphicRow(db: Db, where: SQL): Promise<GraphicRow | undefined> {
  const [row] = await queryRows<GraphicRow>(db, sql`${graphicSelect} where ${where}`);
  return row;
}

/** The image route; `v` changes with every render so browsers never show a stale PNG. */
export function graphicImageUrl(row: { id: number; generated_at: Date | string | null }): string {
  const version = row.generated_at ? new Date(row.generated_at).getTime() : 0;
  return `/api/graphics/${row.id}/image.png?v=${version}`;
}

function layoutOf(value: string): GraphicLayout {
  return (GRAPHIC_LAYOUTS as readonly string[]).includes(value) ? (value as GraphicLayout) : DEFAULT_GRAPHIC_LAYOUT;
}

function testimonialOf(row: GraphicRow): GraphicTestimonial {
  return { testimonial: row.testimonial, attendeeName: row.attendee_name, speakerName: row.speaker_name, rating: row.rating };
}

export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/graphics/shared/${token}.png`;
}

/** Formats the renderer draws; a logo uploaded in another (WebP) leaves the fallback in place. */
const DRAWABLE_LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The bytes of the logo the speaker uploaded in their profile, or null when there is none to draw. */
export async function speakerLogo(deps: Pick<GraphicsDeps, 'db' | 'storage'>, userId: number): Promise<Buffer | null> {
  const [profile] = await deps.db
    .select({ logoUrl: speakerProfiles.logoUrl })
    .from(speakerProfiles)
    .where(eq(speakerProfiles.userId, userId))
    .limit(1);
  const id = /^\/api\/files\/([A-Za-z0-9_-]+)\//.exec(profile?.logoUrl ?? '')?.[1];
  if (!id) return null;
  const file = await deps.storage.get(id);
  if (!file || file.kind !== 'logo' || file.ownerUserId !== userId || !DRAWABLE_LOGO_TYPES.has(file.mimeType)) return null;
  return readStoredFile(deps.storage, file);
}

/** The stored logo setting's bytes, or null (then the graphic shows the text logo). */
export async function readLogo(db: Db): Promise<Buffer | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_LOGO_KEY)).limit(1);
  return row ? Buffer.from(row.value, 'base64') : null;
}

function graphicInput(row: GraphicRow, layout: GraphicLayout, logo: Buffer | null): GraphicInput {
  return {
    layout,
    quote: graphicQuote(row.testimonial, row.excerpt),
    rating: row.rating,
    attendeeName: row.attendee_name,
    attendeeDetail: row.attendee_role,
    speakerName: row.speaker_name,
    talkTitle: row.talk_title ?? row.event_name,
    hashtag: row.hashtag,
    brandColorPrimary: row.brand_primary,
    brandColorSecondary: row.brand_secondary,
    logo,
  };
}

// ---------------------------------------------------------------------------------------------
// The speaker's graphics

/** The event's publishable testimonials in order, with their graphic rows (created when missing). */
export async function offeredGraphics(db: Db, eventId: number): Promise<{ responseId: number; graphicId: number }[]> {
  // One graphics row per response (unique index): re-running never duplicates.
  await db.execute(sql`
    insert into graphics (response_id, event_id, speaker_user_id)
    select r.id, e.id, e.speaker_user_id
    from responses r join events e on e.id = r.event_id
    where r.event_id = ${eventId} and ${OFFERED}
    on conflict (response_id) do nothing`);
  const rows = await queryRows<{ response_id: number; graphic_id: number }>(
    db,
    sql`select r.id as response_id, g.id as graphic_id
        from responses r join graphics g on g.response_id = r.id
        where r.event_id = ${eventId} and ${OFFERED}
        order by r.submitted_at, r.id`,
  );
  return rows.map((r) => ({ responseId: r.response_id, graphicId: r.graphic_id }));
}

async function assertOwnEvent(db: Db, userId: number, eventId: number): Promise<{ id: number; event_name: string }> {
  const [event] = await queryRows<{ id: number; event_name: string }>(
    db,
    sql`select id, event_name from events where id = ${eventId} and speaker_user_id = ${userId}`,
  );
  if (!event) throw notFound('Event not found');
  return event;
}

/** 'Generate Graphics' on the event card: the first publishable testimonial's graphic. */
export async function startGraphics(db: Db, userId: number, eventId: number): Promise<{ graphicId: number }> {
  await assertOwnEvent(db, userId, eventId);
  const offered = await offeredGraphics(db, eventId);
  if (offered.length === 0) throw badRequest(NO_TESTIMONIALS_MESSAGE);
  return { graphicId: offered[0]!.graphicId };
}

/**
 * One of the speaker's own graphics that is still offered. Another speaker's id, a removed
 * testimonial and one whose consent was withdrawn (or e-mail opted out) all answer the same 404.
 */
async function ownGraphic(db: Db, userId: number, graphicId: number): Promise<GraphicRow> {
  const row = await graphicRow(db, sql`g.id = ${graphicId}`);
  if (!row || row.speaker_user_id !== userId || !row.offered) throw notFound(GRAPHIC_NOT_FOUND);
  return row;
}

export async function getApproval(db: Db, userId: number, graphicId: number, publicUrl: string): Promise<GraphicApproval> {
  const row = await ownGraphic(db, userId, graphicId);
  const offered = await offeredGraphics(db, row.event_id);
  const index = offered.findIndex((o) => o.graphicId === row.id);
  const generated = row.status === 'generated' && row.file_id !== null;
  return {
    graphicId: row.id,
    testimonial: { ...testimonialOf(row), attendeeRole: row.attendee_role },
    event: { id: row.event_id, name: row.event_name, talkTitle: row.talk_title, hashtag: row.hashtag },
    speaker: {
      name: row.speaker_name,
      email: row.speaker_email,
      brandColorPrimary: row.brand_primary,
      brandColorSecondary: row.brand_secondary,
    },
    existingGraphic: generated ? { imageUrl: graphicImageUrl(row), generatedAt: iso(row.generated_at!) } : null,
    testimonialPosition: index + 1,
    totalTestimonials: offered.length,
    navigation: { nextId: offered[index + 1]?.graphicId ?? null, eventId: row.event_id },
    layout: layoutOf(row.layout),
    // Nothing made for posting when the attendee opted out of social media (MAY_POST_SOCIAL).
    linkedinPostText: row.may_post_social
      ? linkedinPostText({
          talkTitle: row.talk_title,
          eventName: row.event_name,
          testimonial: row.testimonial,
          attendeeName: row.attendee_name,
          rating: row.rating,
          hashtag: row.hashtag,
        })
      : null,
    shareUrl: row.may_post_social && row.share_token ? shareUrl(publicUrl, row.share_token) : null,
    approvedAt: row.approved_at ? iso(row.approved_at) : null,
    quote: { text: graphicQuote(row.testimonial, row.excerpt), chosen: row.excerpt !== null, maxLength: GRAPHIC_EXCERPT_MAX_LENGTH },
  };
}

/**
 * The speaker picks the part of a long testimonial the graphic quotes (null goes back to the
 * default). It must be the attendee's own words; an existing graphic is drawn again with it, and
 * as a new image it needs approving again.
 */
export async function setOwnExcerpt(
  deps: GraphicsDeps,
  userId: number,
  graphicId: number,
  excerpt: string | null,
): Promise<GraphicApproval> {
  const row = await ownGraphic(deps.db, userId, graphicId);
  const chosen = excerpt === null ? null : excerpt.replace(/\s+/g, ' ').trim();
  if (chosen !== null) {
    const problem = graphicExcerptProblem(row.testimonial, chosen);
    if (problem) throw invalidField('excerpt', problem);
  }
  await deps.db.update(graphics).set({ excerpt: chosen, updatedAt: new Date() }).where(eq(graphics.id, row.id));
  if (row.status === 'generated' && row.file_id !== null) await generateOwnGraphic(deps, userId, graphicId);
  return getApproval(deps.db, userId, graphicId, deps.config.publicUrl);
}

/**
 * Renders the graphic and stores the PNG, replacing the previous one (the row keeps its id). A new
 * render is a new image, so an earlier approval no longer applies to it.
 */
async function renderAndStore(
  deps: GraphicsDeps,
  row: GraphicRow,
  layout: GraphicLayout,
  logo: Buffer | null,
): Promise<{ generated_at: Date | string; file_id: string }> {
  // The speaker's own logo first: the graphic promotes them; the owner's logo setting is the fallback.
  const own = await speakerLogo(deps, row.speaker_user_id);
  const png = await rendererOf(deps).render(graphicInput(row, layout, own ?? logo));
  const file = await deps.storage.save({
    ownerUserId: row.speaker_user_id,
    kind: 'graphic',
    originalName: `testimonial-${row.response_id}.png`,
    mimeType: 'image/png',
    bytes: png,
  });
  const [updated] = await queryRows<{ old_file_id: string | null; generated_at: Date | string }>(
    deps.db,
    sql`with old as (select id, file_id from graphics where id = ${row.id} and removed_at is null for update)
        update graphics g
        set file_id = ${file.id}, status = 'generated', layout = ${layout}, error = null,
            generated_at = now(), updated_at = now(), approved_at = null, approved_by_user_id = null
        from old where g.id = old.id
        returning old.file_id as old_file_id, g.generated_at`,
  );
  if (!updated) {
    // Removed while it was being drawn.
    await deps.storage.remove(file.id);
    throw notFound(GRAPHIC_NOT_FOUND);
  }
  if (updated.old_file_id && updated.old_file_id !== file.id) await deps.storage.remove(updated.old_file_id);
  return { generated_at: updated.generated_at, file_id: file.id };
}

async function markFailed(db: Db, graphicId: number, err: unknown) {
  await db
    .update(graphics)
    // A graphic that already has an image keeps it (and its status); one without becomes 'failed'.
    .set({
      error: err instanceof Error ? err.message.slice(0, 500) : 'render failed',
      status: sql`case when ${graphics.fileId} is null then 'failed' else ${graphics.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(graphics.id, graphicId));
}

export async function generateOwnGraphic(deps: GraphicsDeps, userId: number, graphicId: number, layout?: GraphicLayout) {
  const row = await ownGraphic(deps.db, userId, graphicId);
  const chosen = layout ?? layoutOf(row.layout);
  try {
    const stored = await renderAndStore(deps, row, chosen, await readLogo(deps.db));
    return {
      imageUrl: graphicImageUrl({ id: row.id, generated_at: stored.generated_at }),
      testimonial: testimonialOf(row),
      layout: chosen,
    };
  } catch (err) {
    if (!(err instanceof Error && err.message === GRAPHIC_NOT_FOUND)) await markFailed(deps.db, row.id, err);
    throw err;
  }
}

export async function deleteOwnTestimonial(deps: GraphicsDeps, userId: number, graphicId: number) {
  const row = await ownGraphic(deps.db, userId, graphicId);
  const offered = await offeredGraphics(deps.db, row.event_id);
  const index = offered.findIndex((o) => o.graphicId === row.id);
  await removeGraphicAndFile(deps, row);
  return { success: true as const, nextId: offered[index + 1]?.graphicId ?? null, eventId: row.event_id };
}

/** Removes the testimonial from graphics (its PNG and share link go); the response itself stays. */
async function removeGraphicAndFile(deps: GraphicsDeps, row: Pick<GraphicRow, 'id' | 'file_id'>) {
  const [removed] = await deps.db
    .update(graphics)
    .set({ removedAt: new Date(), shareToken: null, fileId: null, status: 'pending', updatedAt: new Date() })
    .where(and(eq(graphics.id, row.id), isNull(graphics.removedAt)))
    .returning({ id: graphics.id });
  if (!removed) throw notFound(GRAPHIC_NOT_FOUND);
  if (row.file_id) await deps.storage.remove(row.file_id);
}

export async function createShareLink(db: Db, userId: number, graphicId: number, publicUrl: string) {
  const row = await ownGraphic(db, userId, graphicId);
  if (!row.may_post_social) throw conflict(NOT_FOR_SOCIAL_MEDIA_MESSAGE);
  if (row.status !== 'generated' || !row.file_id) throw badRequest('Generate the graphic before sharing it');
  if (row.share_token) return { shareUrl: shareUrl(publicUrl, row.share_token) };
  const token = randomBytes(24).toString('base64url');
  await db.update(graphics).set({ shareToken: token, updatedAt: new Date() }).where(eq(graphics.id, row.id));
  return { shareUrl: shareUrl(publicUrl, token) };
}

export async function revokeShareLink(db: Db, userId: number, graphicId: number) {
  const row = await ownGraphic(db, userId, graphicId);
  await db.update(graphics).set({ shareToken: null, updatedAt: new Date() }).where(eq(graphics.id, row.id));
  return { shareUrl: null };
}

export interface ServableGraphic {
  fileId: string;
  name: string;
}

const servable = (row: GraphicRow | undefined): ServableGraphic | null =>
  row && row.offered && row.status === 'generated' && row.file_id
    ? {
        fileId: row.file_id,
        name: `testimonial-${
          row.attendee_name
            .replace(/[^A-Za-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase() || row.response_id
        }.png`,
      }
    : null;

/** The PNG for its owner or an admin; anyone else gets the same 404 as for a missing graphic. */
export async function graphicForViewer(db: Db, viewer: { id: number; role: string }, graphicId: number): Promise<ServableGraphic> {
  const row = await graphicRow(db, sql`g.id = ${graphicId}`);
  if (!row || (viewer.role !== 'admin' && row.speaker_user_id !== viewer.id)) throw notFound(GRAPHIC_NOT_FOUND);
  const file = servable(row);
  if (!file) throw notFound(GRAPHIC_NOT_FOUND);
  return file;
}

/**
 * The PNG behind a share link; a revoked (or never issued) token is a 404, and so is a link made
 * before the attendee opted out of social media.
 */
export async function graphicForShareToken(db: Db, token: string): Promise<ServableGraphic> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(GRAPHIC_NOT_FOUND);
  const row = await graphicRow(db, sql`g.share_token = ${token}`);
  const file = row?.may_post_social ? servable(row) : null;
  if (!file) throw notFound(GRAPHIC_NOT_FOUND);
  return file;
}

// ---------------------------------------------------------------------------------------------
// The admin's testimonial graphics

interface AdminRow {
  response_id: number;
  speaker_name: string;
  rating: number;
  testimonial: string;
  attendee_name: string;
  event_name: string;
  graphic_id: number | null;
  status: string | null;
  file_id: string | null;
  generated_at: Date | string | null;
  approved_at: Date | string | null;
  approved_by: string | null;
}

async function adminRows(db: Db, where: SQL = sql`true`): Promise<AdminRow[]> {
  return queryRows<AdminRow>(
    db,
    sql`select r.id as response_id,
               trim(coalesce(p.first_name, u.first_name) || ' ' || coalesce(p.last_name, u.last_name)) as speaker_name,
               r.rating, r.testimonial, ${ATTENDEE_NAME} as attendee_name, e.event_name,
               g.id as graphic_id, g.status, g.file_id, g.generated_at, g.approved_at, a.email as approved_by
        from responses r
        join events e on e.id = r.event_id
        join users u on u.id = e.speaker_user_id
        left join speaker_profiles p on p.user_id = e.speaker_user_id
        left join graphics g on g.response_id = r.id
        left join users a on a.id = g.approved_by_user_id
        where ${OFFERED} and ${where}
        order by r.submitted_at desc, r.id desc`,
  );
}

function toAdminTestimonial(row: AdminRow): AdminTestimonial {
  const generated = row.graphic_id !== null && row.status === 'generated' && row.file_id !== null;
  return {
    id: row.response_id,
    speakerName: row.speaker_name,
    rating: row.rating,
    testimonial: row.testimonial,
    attendeeName: row.attendee_name,
    eventName: row.event_name,
    ...(generated ? { imageUrl: graphicImageUrl({ id: row.graphic_id!, generated_at: row.generated_at }) } : {}),
    approvedAt: generated && row.approved_at ? iso(row.approved_at) : null,
    approvedBy: generated && row.approved_at ? row.approved_by : null,
  };
}

export async function listAdminTestimonials(db: Db): Promise<AdminTestimonial[]> {
  return (await adminRows(db)).map(toAdminTestimonial);
}

async function adminGraphicRow(db: Db, responseId: number): Promise<GraphicRow> {
  await db.execute(sql`
    insert into graphics (response_id, event_id, speaker_user_id)
    select r.id, e.id, e.speaker_user_id from responses r join events e on e.id = r.event_id
    where r.id = ${responseId} and ${OFFERED}
    on conflict (response_id) do nothing`);
  const row = await graphicRow(db, sql`g.response_id = ${responseId}`);
  if (!row || !row.offered) throw notFound('Testimonial not found');
  return row;
}

async function adminTestimonial(db: Db, responseId: number): Promise<AdminTestimonial> {
  const [row] = await adminRows(db, sql`r.id = ${responseId}`);
  if (!row) throw notFound('Testimonial not found');
  return toAdminTestimonial(row);
}

export async function adminGenerate(deps: GraphicsDeps, responseId: number) {
  const row = await adminGraphicRow(deps.db, responseId);
  try {
    await renderAndStore(deps, row, layoutOf(row.layout), await readLogo(deps.db));
  } catch (err) {
    await markFailed(deps.db, row.id, err);
    throw err;
  }
  const testimonial = await adminTestimonial(deps.db, responseId);
  return { imageUrl: testimonial.imageUrl!, testimonial };
}

/** Generates every offered testimonial that has no graphic yet, one after another. */
export async function adminGenerateAll(deps: GraphicsDeps) {
  const pending = (await adminRows(deps.db)).filter((r) => !(r.status === 'generated' && r.file_id));
  const logo = await readLogo(deps.db);
  let successful = 0;
  let failed = 0;
  for (const item of pending) {
    try {
      const row = await adminGraphicRow(deps.db, item.response_id);
      await renderAndStore(deps, row, layoutOf(row.layout), logo);
      successful += 1;
    } catch {
      failed += 1;
    }
  }
  return { summary: { successful, failed } };
}

export async function adminDelete(deps: GraphicsDeps, responseId: number) {
  const row = await adminGraphicRow(deps.db, responseId);
  await removeGraphicAndFile(deps, row);
  return { success: true as const };
}

/** Persists the admin's approval of the current image, so the approval outlives the page. */
export async function adminApprove(db: Db, admin: { id: number; email: string }, responseId: number) {
  const [row] = await adminRows(db, sql`r.id = ${responseId}`);
  if (!row) throw notFound('Testimonial not found');
  if (row.graphic_id === null || row.status !== 'generated' || !row.file_id) {
    throw badRequest('Generate the graphic before approving it');
  }
  const [updated] = await db
    .update(graphics)
    .set({ approvedAt: new Date(), approvedByUserId: admin.id, updatedAt: new Date() })
    .where(eq(graphics.id, row.graphic_id))
    .returning({ approvedAt: graphics.approvedAt });
  return { id: responseId, approvedAt: updated!.approvedAt!.toISOString(), approvedBy: admin.email };
}

// ---------------------------------------------------------------------------------------------
// The attendee's own graphic (from the thank-you page)

/** The capability an attendee gets with their answer: signed, nothing stored per answer. */
export function attendeeGraphicToken(config: SecretConfig, responseId: number): string {
  return signedCapability(config, 'attendee-graphic', responseId);
}

function checkAttendeeToken(config: SecretConfig, responseId: number, token: string): void {
  if (!isSignedCapability(config, 'attendee-graphic', responseId, token)) throw notFound(GRAPHIC_NOT_FOUND);
}

export function attendeeGraphicUrls(responseId: number, token: string) {
  const imageUrl = `/api/feedback/${responseId}/graphic.png?token=${encodeURIComponent(token)}`;
  return { imageUrl, downloadUrl: `${imageUrl}&download=1` };
}

/** Makes (or reuses) the attendee's graphic; only for a publishable testimonial, like the speaker's. */
export async function attendeeGraphic(deps: GraphicsDeps, responseId: number, token: string) {
  checkAttendeeToken(deps.config, responseId, token);
  let row: GraphicRow;
  try {
    row = await adminGraphicRow(deps.db, responseId);
  } catch {
    throw notFound(GRAPHIC_NOT_FOUND);
  }
  if (!(row.status === 'generated' && row.file_id)) {
    try {
      await renderAndStore(deps, row, layoutOf(row.layout), await readLogo(deps.db));
    } catch (err) {
      await markFailed(deps.db, row.id, err);
      throw err;
    }
  }
  return attendeeGraphicUrls(responseId, token);
}

export async function attendeeGraphicFile(db: Db, config: SecretConfig, responseId: number, token: string): Promise<ServableGraphic> {
  checkAttendeeToken(config, responseId, token);
  const file = servable(await graphicRow(db, sql`g.response_id = ${responseId}`));
  if (!file) throw notFound(GRAPHIC_NOT_FOUND);
  return file;
}

// Kept for the batch module: rows and rendering share one implementation.
export { graphicRow, renderAndStore, markFailed, layoutOf, type GraphicRow };
