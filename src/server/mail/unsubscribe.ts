import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../../shared/domain/email';
import { escapeHtml } from '../../shared/domain/markup';
import { translator } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../../shared/i18n/locales';

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

/**
 * The footer's page link opens in the recipient's language (`&lang=`, left out for English, so
 * English links stay as they were); the one-click address is for mail clients, not people, and
 * never carries it.
 */
export function unsubscribeLinks(publicUrl: string, secret: Buffer, email: string, locale: Locale = DEFAULT_LOCALE): UnsubscribeLinks {
  const query = new URLSearchParams({ email: normalizeEmail(email), token: unsubscribeToken(secret, email) }).toString();
  const lang = locale === DEFAULT_LOCALE ? '' : `&${new URLSearchParams({ lang: locale }).toString()}`;
  return { pageUrl: `${publicUrl}/unsubscribe?${query}${lang}`, oneClickUrl: `${publicUrl}/api/public/unsubscriptions?${query}` };
}

/**
 * Why a marketing message reaches its recipient, as its footer says: they gave us their address
 * themselves, or they are a friend someone asked us to invite (once) and never gave it to us.
 */
export type MarketingReason = 'gave-address' | 'invited';

const REASON_KEY = { 'gave-address': 'mail.footer.reason', invited: 'mail.footer.reasonInvited' } as const;

/**
 * Footer and headers every marketing message carries, the footer in the recipient's language (a
 * right-to-left one marks its paragraph so, for mail whose own HTML sets no direction). The
 * headers are the same in every language: mail clients read them, people do not.
 */
export function marketingAdditions(links: UnsubscribeLinks, locale: Locale = DEFAULT_LOCALE, reason: MarketingReason = 'gave-address') {
  const t = translator(locale);
  const dir = directionOf(locale) === 'rtl' ? ' dir="rtl"' : '';
  const why = t(REASON_KEY[reason]);
  return {
    textFooter: `\n\n--\n${why} ${t('mail.footer.unsubscribeAt', { url: links.pageUrl })}`,
    htmlFooter:
      `<hr style="margin-top:32px;border:none;border-top:1px solid #ddd">` +
      `<p${dir} style="font-size:12px;color:#555">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(links.pageUrl)}">${escapeHtml(t('mail.footer.unsubscribe'))}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
