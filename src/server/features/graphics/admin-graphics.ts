import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminTestimonial } from '../../../shared/contract/graphics';
import { queryRows, type Db } from '../../db/client';
import { graphics } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  type GraphicsDeps,
  adminGraphicRow,
  graphicImageUrl,
  iso,
  layoutOf,
  markFailed,
  readLogo,
  removeGraphicAndFile,
  renderAndStore,
} from './service';
import { ATTENDEE_NAME, OFFERED } from '../../domain/testimonials';

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
