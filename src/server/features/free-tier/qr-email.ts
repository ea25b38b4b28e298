import { CONTENT_TYPE_LABELS, type ContentType } from '../../../shared/domain/free-tier';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { qrPng } from '../../graphics/qr';
import { greeting } from '../../../shared/domain/greeting';
import { oneLine } from '../../mail/one-line';

export const QR_ATTACHMENT_NAME = 'speakerpro-qr-code.png';

/** The public page a free speaker's QR code opens. */
export function speakerPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/feedback/${encodeURIComponent(slug)}`;
}

/**
 * A free page's link and its QR code (a PNG encoding the page's address), queued in the sign-up's
 * transaction to the page's address: the only place the page's link is given, so only whoever
 * reads that inbox learns it. `existing`: the address already had this page, which stays as it
 * was. Plain text only, so nothing they typed is ever read as HTML.
 */
export async function queueQrCodeEmail(
  mailer: Mailer,
  tx: Db,
  publicUrl: string,
  speaker: {
    email: string;
    name: string;
    slug: string;
    contentTitle: string;
    giftTitle: string | null;
    contentType?: ContentType;
    existing: boolean;
  },
): Promise<void> {
  const url = speakerPageUrl(publicUrl, speaker.slug);
  const where = speaker.contentType ? ` at the end of your ${CONTENT_TYPE_LABELS[speaker.contentType].toLowerCase()}` : '';
  const lines = [
    greeting(oneLine(speaker.name) || null),
    '',
    `Your free SpeakerPro feedback page for "${oneLine(speaker.contentTitle)}" is live:`,
    url,
    ...(speaker.existing
      ? [
          '',
          'Someone (we hope you) asked for a free page with this address again. This address already had the page above, and it stays' +
            ' exactly as it was: the details given this time were not used.',
        ]
      : []),
    '',
    `Your QR code is attached (${QR_ATTACHMENT_NAME}). Show it${where}: people scan it, rate you from 1 to 5 stars,` +
      ' leave a testimonial' +
      (speaker.giftTitle ? ` and receive your gift "${oneLine(speaker.giftTitle)}".` : '.'),
    '',
    `To read your feedback, sign up with this e-mail address at ${publicUrl}/speaker/signup: we will e-mail you a link here to set your password.`,
    '',
    `Want your logo, testimonial graphics and hot-lead exports? See SpeakerPro Lite: ${publicUrl}/upgrade-to-lite`,
    '',
    'The SpeakerPro team',
  ];
  await mailer.enqueue(tx, {
    to: speaker.email,
    subject: 'Your SpeakerPro QR code is ready',
    text: lines.join('\n'),
    attachments: [{ filename: QR_ATTACHMENT_NAME, content: await qrPng(url), contentType: 'image/png' }],
    source: 'free-tier-qr',
  });
}

/**
 * To an address with an account, when someone asked for a free page with it: the sign-up answers
 * every address alike, so this e-mail is the only place that says the account exists.
 */
export async function queueFreePageAttemptEmail(mailer: Mailer, tx: Db, publicUrl: string, account: { email: string; name: string }) {
  const lines = [
    greeting(oneLine(account.name) || null),
    '',
    'Someone asked for a free SpeakerPro QR feedback page with this e-mail address, which already has a SpeakerPro account.' +
      ' No page was made and nothing about your account has changed.',
    '',
    `If it was you, sign in here to make QR codes for your talks: ${publicUrl}/speaker/login`,
    `If you have forgotten your password, choose a new one here: ${publicUrl}/forgot-password`,
    '',
    'If it was not you, you can ignore this e-mail: nobody can sign in to your account without your password.',
    '',
    'The SpeakerPro team',
  ];
  await mailer.enqueue(tx, {
    to: account.email,
    subject: 'Someone asked for a free QR page with your address at SpeakerPro',
    text: lines.join('\n'),
    source: 'free-tier-attempt',
  });
}

/** One invitation per address, ever, whoever asks and however often. */
export function referralIdempotencyKey(email: string): string {
  return `referral:${normalizeEmail(email)}`;
}

/**
 * An invitation to a friend (wizard step 7), queued for delivery. Anyone may ask for one without
 * proving who they are, so the text is fixed: nothing the sender typed (not even their name) goes
 * into a mail sent from the product's domain, and each address is invited at most once.
 * `created` is false when the address was already invited.
 */
export async function queueReferralEmail(mailer: Mailer, db: Db, publicUrl: string, to: string): Promise<{ id: number; created: boolean }> {
  const queued = await mailer.enqueue(db, {
    to,
    subject: "You're invited to try SpeakerPro",
    text: [
      'Hello,',
      '',
      'A speaker who uses SpeakerPro to collect feedback, testimonials and leads with a QR code at the end of every talk' +
        ' thought you would like it too, and asked us to invite you.',
      '',
      `Get your own free QR feedback page: ${publicUrl}/free-qr-landing`,
      '',
      'This is the only invitation we will send to this address. We will not write again unless you sign up.',
    ].join('\n'),
    source: 'free-tier-referral',
    idempotencyKey: referralIdempotencyKey(to),
    // An invitation to someone who never signed up: it carries the unsubscribe link and headers,
    // and its footer says who asked for it rather than that they gave us their address.
    marketing: true,
    marketingReason: 'invited',
  });
  if (queued.created) mailer.kick();
  return queued;
}
