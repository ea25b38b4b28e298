import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { GraphicTestimonial } from '../../../shared/contract/graphics';
import { SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import { DEFAULT_GRAPHIC_LAYOUT, GRAPHIC_LAYOUTS, graphicQuote, type GraphicLayout } from '../../../shared/domain/graphics';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { graphics, settings } from '../../db/schema';
import { notFound, type AppError } from '../../errors';
import { undrawableAnswer, UndrawableTextError } from '../../graphics/drawable';
import { sharedRenderer, type GraphicRenderer } from '../../graphics/render-pool';
import type { GraphicInput } from '../../graphics/renderer';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../storage/storage';
import { MAY_POST_SOCIAL, SHARES_DETAILS } from '../../domain/consent-rules';
import { speakerLogo } from '../../domain/speaker-card';
import { ATTENDEE_NAME, OFFERED } from '../../domain/testimonials';
import { fileNameWithId } from '../../../shared/domain/slug';

export const GRAPHIC_NOT_FOUND = 'Graphic not found';
export const NOT_FOR_SOCIAL_MEDIA_MESSAGE =
  'This attendee asked not to have their testimonial shared on social media, so it has no share link or LinkedIn post.';
export const NO_TESTIMONIALS_MESSAGE =
  'No testimonials to turn into graphics yet: graphics are made from 4-5 star testimonials whose attendees agreed to publication.';

/** What the graphics code needs from the app; the batch job gets the same. */
export type SecretConfig = Pick<Config, 'appSecret' | 'dataDir'>;

export interface GraphicsDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'> & SecretConfig;
  renderer?: GraphicRenderer;
}

const rendererOf = (deps: GraphicsDeps) => deps.renderer ?? sharedRenderer();

export interface GraphicRow {
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

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export async function graphicRow(db: Db, where: SQL): Promise<GraphicRow | undefined> {
  const [row] = await queryRows<GraphicRow>(db, sql`${graphicSelect} where ${where}`);
  return row;
}

/** The image route; `v` changes with every render so browsers never show a stale PNG. */
export function graphicImageUrl(row: { id: number; generated_at: Date | string | null }): string {
  const version = row.generated_at ? new Date(row.generated_at).getTime() : 0;
  return `/api/account/graphics/${row.id}/image.png?v=${version}`;
}

export function layoutOf(value: string): GraphicLayout {
  return (GRAPHIC_LAYOUTS as readonly string[]).includes(value) ? (value as GraphicLayout) : DEFAULT_GRAPHIC_LAYOUT;
}

export function testimonialOf(row: GraphicRow): GraphicTestimonial {
  return { testimonial: row.testimonial, attendeeName: row.attendee_name, speakerName: row.speaker_name, rating: row.rating };
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

/**
 * The answer (422 UNDRAWABLE_TEXT) when a graphic cannot be drawn: which characters of which text of
 * which answer no font draws. Its message is also what the graphic's row records as its error.
 */
export function undrawableGraphic(err: UndrawableTextError, responseId: number): AppError {
  return undrawableAnswer(err, `The graphic for answer #${responseId}`, { responseId });
}

/**
 * Renders the graphic and stores the PNG, replacing the previous one (the row keeps its id). A new
 * render is a new image, so an earlier approval no longer applies to it. Text no font draws throws
 * undrawableGraphic's 422, and nothing is stored.
 */
export async function renderAndStore(
  deps: GraphicsDeps,
  row: GraphicRow,
  layout: GraphicLayout,
  logo: Buffer | null,
): Promise<{ generated_at: Date | string; file_id: string }> {
  // The speaker's own logo first: the graphic promotes them; the owner's logo setting is the fallback.
  const own = await speakerLogo(deps, row.speaker_user_id);
  const png = await rendererOf(deps)
    .render(graphicInput(row, layout, own ?? logo))
    .catch((err: unknown) => {
      throw err instanceof UndrawableTextError ? undrawableGraphic(err, row.response_id) : err;
    });
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

export async function markFailed(db: Db, graphicId: number, err: unknown) {
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

/** Removes the testimonial from graphics (its PNG and share link go); the response itself stays. */
export async function removeGraphicAndFile(deps: GraphicsDeps, row: Pick<GraphicRow, 'id' | 'file_id'>) {
  const [removed] = await deps.db
    .update(graphics)
    .set({ removedAt: new Date(), shareToken: null, fileId: null, status: 'pending', updatedAt: new Date() })
    .where(and(eq(graphics.id, row.id), isNull(graphics.removedAt)))
    .returning({ id: graphics.id });
  if (!removed) throw notFound(GRAPHIC_NOT_FOUND);
  if (row.file_id) await deps.storage.remove(row.file_id);
}

export interface ServableGraphic {
  fileId: string;
  name: string;
}

export const servable = (row: GraphicRow | undefined): ServableGraphic | null =>
  row && row.offered && row.status === 'generated' && row.file_id
    ? {
        fileId: row.file_id,
        name: `testimonial-${fileNameWithId(row.attendee_name, row.response_id)}.png`,
      }
    : null;

export async function adminGraphicRow(db: Db, responseId: number): Promise<GraphicRow> {
  await db.execute(sql`
    insert into graphics (response_id, event_id, speaker_user_id)
    select r.id, e.id, e.speaker_user_id from responses r join events e on e.id = r.event_id
    where r.id = ${responseId} and ${OFFERED}
    on conflict (response_id) do nothing`);
  const row = await graphicRow(db, sql`g.response_id = ${responseId}`);
  if (!row || !row.offered) throw notFound('Testimonial not found');
  return row;
}
