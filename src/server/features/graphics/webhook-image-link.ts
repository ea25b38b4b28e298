import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { isSignedCapability, signedCapability } from '../../secrets';
import { graphicRow, servable, type ServableGraphic } from './service';

/*
 * The image link a `graphic.created` webhook carries. The receiver is another company's service (a
 * Zap, a CRM) with no SpeakerPro session, so the link itself is the permission: the graphic's id and
 * an expiry time, signed with a key derived from the app's secret for this purpose only. Nothing is
 * stored per link, every process checks it alike, and it stops working after a week, long enough
 * for a retried delivery and the receiver's own retries, short enough that a link copied into some
 * log does not open the image for good. It also stops as soon as the graphic is no longer offered
 * (removed, or its attendee withdrew consent), like every other way to the image.
 */

type LinkConfig = Pick<Config, 'appSecret' | 'dataDir'>;

export const WEBHOOK_IMAGE_LINK_DAYS = 7;
const PURPOSE = 'webhook-graphic-image';
const NOT_FOUND = 'Graphic not found';

const capability = (config: LinkConfig, graphicId: number, expires: number) => signedCapability(config, PURPOSE, `${graphicId}.${expires}`);

/** A link to the graphic's PNG that opens without a session until `WEBHOOK_IMAGE_LINK_DAYS` from `now`. */
export function webhookImageUrl(config: LinkConfig, publicUrl: string, graphicId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + WEBHOOK_IMAGE_LINK_DAYS * 24 * 60 * 60;
  return `${publicUrl}/api/public/webhook-graphics/${graphicId}.png?expires=${expires}&sig=${capability(config, graphicId, expires)}`;
}

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
  if (expires * 1000 <= Date.now() || !isSignedCapability(config, PURPOSE, `${graphicId}.${expires}`, sig)) throw notFound(NOT_FOUND);
  const file = servable(await graphicRow(db, sql`g.id = ${graphicId}`));
  if (!file) throw notFound(NOT_FOUND);
  return file;
}
