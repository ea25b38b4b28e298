import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../../shared/domain/email';

/** An unsubscribe link needs no session: it carries the address and a signature over it. */
export function unsubscribeToken(secret: Buffer, email: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${normalizeEmail(email)}`)
    .digest('base64url')
    .slice(0, 32);
}

export function verifyUnsubscribeToken(secret: Buffer, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface UnsubscribeLinks {
  /** The page a person opens from the e-mail's footer (asks before recording). */
  pageUrl: string;
  /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` here. */
  oneClickUrl: string;
}

export function unsubscribeLinks(publicUrl: string, secret: Buffer, email: string): UnsubscribeLinks {
  const query = new URLSearchParams({ email: normalizeEmail(email), token: unsubscribeToken(secret, email) }).toString();
  return { pageUrl: `${publicUrl}/unsubscribe?${query}`, oneClickUrl: `${publicUrl}/api/unsubscribe?${query}` };
}

/** Footer and headers every marketing message carries. */
export function marketingAdditions(links: UnsubscribeLinks) {
  return {
    textFooter: `\n\n--\nYou are receiving this because you gave your e-mail to SpeakerPro. Unsubscribe: ${links.pageUrl}`,
    htmlFooter:
      `<hr style="margin-top:32px;border:none;border-top:1px solid #ddd">` +
      `<p style="font-size:12px;color:#555">You are receiving this because you gave your e-mail to SpeakerPro. ` +
      `<a href="${links.pageUrl.replace(/&/g, '&amp;')}">Unsubscribe</a></p>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
