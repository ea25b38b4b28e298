import type { AuthUser } from '../../../shared/contract/auth';
import type { Talk } from '../../../shared/contract/talks';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { qrPng } from '../../graphics/qr';

/** The event's day as people write it ("14 May 2026"), in UTC: the server does not know the speaker's zone. */
const eventDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The attached QR code: plenty for a slide or a print-out, light enough for an e-mail. */
const QR_MAIL_WIDTH = 1024;

/**
 * Queues the "ready for feedback" e-mail for a new event, whichever page created it: the feedback
 * link and its QR code (attached as a PNG) so the speaker can put them on the last slide; and a
 * line to the owner about the new talk. One of each per event, ever (idempotency keys).
 */
export async function announceNewTalk(deps: { mailer: Mailer; config: Pick<Config, 'admin' | 'publicUrl'> }, user: AuthUser, event: Talk) {
  const { mailer, config } = deps;
  const talk = event.talkTitle ?? event.eventName;
  const where = event.talkTitle && event.eventName !== event.talkTitle ? ` at ${event.eventName}` : event.venue ? ` at ${event.venue}` : '';
  const qr = await qrPng(event.feedbackUrl, QR_MAIL_WIDTH);
  await mailer.send({
    to: user.email,
    subject: `Your talk "${talk}" is ready for feedback`,
    text:
      `Your talk "${talk}"${where} on ${eventDay(event.eventDate)} is set up in SpeakerPro.` +
      `${event.hashtag ? ` Hashtag: ${event.hashtag}.` : ''}\n\n` +
      `Attendees answer here: ${event.feedbackUrl}\n` +
      `Short link to read out or show under the code: ${event.shortUrl}\n` +
      `The QR code for that page is attached: show it on your last slide or print it.\n\n` +
      `Answers appear in your dashboard as they come in: ${config.publicUrl}/speaker/dashboard`,
    attachments: [{ filename: `feedback-qr-${event.id}.png`, content: qr, contentType: 'image/png' }],
    source: 'event-created',
    idempotencyKey: `event-ready:${event.id}`,
  });
  await tellOwnerAboutTalk(deps, user, { talk, where, hashtag: event.hashtag, idempotencyKey: `event-created-owner:${event.id}` });
}

/** The owner hears about every new talk (who, what, where), when an owner address is configured. */
export async function tellOwnerAboutTalk(
  deps: { mailer: Mailer; config: Pick<Config, 'admin' | 'publicUrl'> },
  user: AuthUser,
  talk: { talk: string; where: string; hashtag: string | null | undefined; idempotencyKey?: string },
) {
  const { mailer, config } = deps;
  if (!config.admin) return;
  await mailer.send({
    to: config.admin.email,
    replyTo: user.email,
    subject: `New talk on SpeakerPro: "${talk.talk}"`,
    text:
      `${user.firstName} ${user.lastName} (${user.email}) set up "${talk.talk}"${talk.where}.` +
      `${talk.hashtag ? ` Hashtag: ${talk.hashtag}.` : ''}\n\nAdmin dashboard: ${config.publicUrl}/admin`,
    source: 'event-created-owner',
    idempotencyKey: talk.idempotencyKey,
  });
}
