import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { GraphicApproval } from '../../../shared/contract/graphics';
import {
  GRAPHIC_EXCERPT_MAX_LENGTH,
  graphicExcerptProblem,
  graphicQuote,
  linkedinPostText,
  quotedTestimonial,
  type GraphicLayout,
} from '../../../shared/domain/graphics';
import { queryRows, type Db } from '../../db/client';
import { events, graphics } from '../../db/schema';
import { badRequest, conflict, invalidField, notFound } from '../../errors';
import {
  GRAPHIC_NOT_FOUND,
  type GraphicRow,
  type GraphicsDeps,
  NOT_FOR_SOCIAL_MEDIA_MESSAGE,
  NO_TESTIMONIALS_MESSAGE,
  type ServableGraphic,
  graphicImageUrl,
  graphicRow,
  iso,
  layoutOf,
  markFailed,
  readLogo,
  removeGraphicAndFile,
  renderAndStore,
  servable,
  testimonialOf,
} from './service';
import { OFFERED, shareUrl } from '../../domain/testimonials';

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
  const [talk] = await db.select({ status: events.status, eventDate: events.eventDate }).from(events).where(eq(events.id, row.event_id));
  return {
    graphicId: row.id,
    testimonial: { ...testimonialOf(row), attendeeRole: row.attendee_role },
    event: {
      id: row.event_id,
      name: row.event_name,
      talkTitle: row.talk_title,
      hashtag: row.hashtag,
      status: talk!.status,
      eventDate: talk!.eventDate.toISOString(),
    },
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
          testimonial: quotedTestimonial(row.testimonial, row.excerpt),
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
  const shared = await sharedGraphic(db, token);
  if (!shared) throw notFound(GRAPHIC_NOT_FOUND);
  return shared.file;
}

/**
 * The graphic behind a share link with its row (its page shows the words and names the image),
 * or null whenever the PNG would be a 404: a revoked or unknown token, a testimonial no longer
 * offered, an attendee who opted out of social media.
 */
export async function sharedGraphic(db: Db, token: string): Promise<{ row: GraphicRow; file: ServableGraphic } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await graphicRow(db, sql`g.share_token = ${token}`);
  const file = row?.may_post_social ? servable(row) : null;
  return row && file ? { row, file } : null;
}
