import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isValidWebhookImageLink, type LinkConfig } from '../../domain/webhook-image-link';
import { notFound } from '../../errors';
import { graphicRow, servable, type ServableGraphic } from './service';

const NOT_FOUND = 'Graphic not found';

/**
 * The PNG behind a webhook's image link; an expired, altered or foreign signature is the same 404
 * as a graphic that does not exist, so a wrong guess learns nothing.
 */
export async function graphicForWebhookLink(
  db: Db,
  config: LinkConfig,
  link: { graphicId: number; expires: number; sig: string },
): Promise<ServableGraphic> {
  const { graphicId, expires, sig } = link;
  if (!isValidWebhookImageLink(config, { graphicId, expires, sig })) throw notFound(NOT_FOUND);
  const file = servable(await graphicRow(db, sql`g.id = ${graphicId}`));
  if (!file) throw notFound(NOT_FOUND);
  return file;
}
