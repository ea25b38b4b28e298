import { CONTENT_TYPE_LABELS, type ContentType } from '../../../shared/domain/free-tier';
import type { Mailer, SentMail } from '../../mail/mailer';
import { qrPng } from '../events/qr';

export const QR_ATTACHMENT_NAME = 'speakerpro-qr-code.png';

/** The public page a free speaker's QR code opens. */
export function speakerPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/feedback/${encodeURIComponent(slug)}`;
}

/** One line, no control characters: safe in a greeting or a subject. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The wizard's last step: the speaker's real QR code (a PNG encoding their page's address) and the
 * link, sent to the address they gave. Plain text only, so nothing they typed is ever read as HTML.
 */
export async function sendQrCodeEmail(
  mailer: Mailer,
  publicUrl: string,
  speaker: { email: string; name: string; slug: string; contentTitle: string; giftTitle: string | null; contentType?: ContentType },
): Promise<SentMail> {
  const url = speakerPageUrl(publicUrl, speaker.slug);
  const where = speaker.contentType ? ` at the end of your ${CONTENT_TYPE_LABELS[speaker.contentType].toLowerCase()}` : '';
  const lines = [
    `Hi ${oneLine(speaker.name)},`,
    '',
    `Your free SpeakerPro feedback page for "${oneLine(speaker.contentTitle)}" is live:`,
    url,
    '',
    `Your QR code is attached (${QR_ATTACHMENT_NAME}). Show it${where}: people scan it, rate you from 1 to 5 stars,` +
      ' leave a testimonial' +
      (speaker.giftTitle ? ` and receive your gift "${oneLine(speaker.giftTitle)}".` : '.'),
    '',
    `To read your feedback, create your password with this e-mail address at ${publicUrl}/speaker/signup`,
    '',
    `Want your logo, testimonial graphics and hot-lead exports? See SpeakerPro Lite: ${publicUrl}/upgrade-to-lite`,
    '',
    'The SpeakerPro team',
  ];
  return mailer.send({
    to: speaker.email,
    subject: 'Your SpeakerPro QR code is ready',
    text: lines.join('\n'),
    attachments: [{ filename: QR_ATTACHMENT_NAME, content: await qrPng(url), contentType: 'image/png' }],
    source: 'free-tier-qr',
  });
}

/** An invitation from a speaker to a friend (wizard step 7). */
export function sendReferralEmail(mailer: Mailer, publicUrl: string, to: string, referrerName: string): Promise<SentMail> {
  const referrer = oneLine(referrerName).slice(0, 100);
  return mailer.send({
    to,
    subject: `${referrer} invited you to SpeakerPro`,
    text: [
      'Hello,',
      '',
      `${referrer} uses SpeakerPro to collect feedback, testimonials and leads with a QR code at the end of every talk,` +
        ' and thought you would like it too.',
      '',
      `Get your own free QR feedback page: ${publicUrl}/free-qr-landing`,
      '',
      `You received this e-mail because ${referrer} entered your address. We will not write again unless you sign up.`,
    ].join('\n'),
    source: 'free-tier-referral',
    // An invitation to someone who never signed up: it carries the unsubscribe link and headers.
    marketing: true,
  });
}
