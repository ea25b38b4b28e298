import { sql } from 'drizzle-orm';
import { isSignedCapability } from '../../secrets';
import { type Db } from '../../db/client';
import { notFound } from '../../errors';
import {
  GRAPHIC_NOT_FOUND,
  type GraphicRow,
  type GraphicsDeps,
  type SecretConfig,
  type ServableGraphic,
  adminGraphicRow,
  graphicRow,
  layoutOf,
  markFailed,
  readLogo,
  renderAndStore,
  servable,
} from './service';

// ---------------------------------------------------------------------------------------------
// The attendee's own graphic (from the thank-you page)

function checkAttendeeToken(config: SecretConfig, responseId: number, token: string): void {
  if (!isSignedCapability(config, 'attendee-graphic', responseId, token)) throw notFound(GRAPHIC_NOT_FOUND);
}

export function attendeeGraphicUrls(responseId: number, token: string) {
  const imageUrl = `/api/public/feedback/${responseId}/graphic.png?token=${encodeURIComponent(token)}`;
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
