import type { Config } from '../config';
import { isSignedCapability, signedCapability } from '../secrets';

/*
 * The image link a `graphic.created` webhook carries. The receiver is another company's service (a
 * Zap, a CRM) with no SpeakerPro session, so the link itself is the permission: the graphic's id and
 * an expiry time, signed with a key derived from the app's secret for this purpose only. Nothing is
 * stored per link, every process checks it alike, and it stops working after a week, long enough
 * for a retried delivery and the receiver's own retries, short enough that a link copied into some
 * log does not open the image for good. It also stops as soon as the graphic is no longer offered
 * (removed, or its attendee withdrew consent), like every other way to the image.
 */

export type LinkConfig = Pick<Config, 'appSecret' | 'dataDir'>;

export const WEBHOOK_IMAGE_LINK_DAYS = 7;
const PURPOSE = 'webhook-graphic-image';

const capability = (config: LinkConfig, graphicId: number, expires: number) => signedCapability(config, PURPOSE, `${graphicId}.${expires}`);

/** A link to the graphic's PNG that opens without a session until `WEBHOOK_IMAGE_LINK_DAYS` from `now`. */
export function webhookImageUrl(config: LinkConfig, publicUrl: string, graphicId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + WEBHOOK_IMAGE_LINK_DAYS * 24 * 60 * 60;
  return `${publicUrl}/api/public/webhook-graphics/${graphicId}.png?expires=${expires}&sig=${capability(config, graphicId, expires)}`;
}

/** Whether a link's expiry is still ahead and its signature is the one this server made for it. */
export function isValidWebhookImageLink(config: LinkConfig, link: { graphicId: number; expires: number; sig: string }, now = Date.now()) {
  return link.expires * 1000 > now && isSignedCapability(config, PURPOSE, `${link.graphicId}.${link.expires}`, link.sig);
}
