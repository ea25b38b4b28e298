import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/i18n/catalogue';
import { LOCALES } from '../../shared/i18n/locales';
import { marketingAdditions, unsubscribeLinks, unsubscribeToken } from './unsubscribe';

const secret = randomBytes(32);
const PUBLIC_URL = 'https://speakerpro.example';
const token = unsubscribeToken(secret, 'Reader@Example.com');
const query = `email=reader%40example.com&token=${token}`;

describe('the marketing footer', () => {
  it('in English reads as it always has, and its links carry no language', () => {
    const links = unsubscribeLinks(PUBLIC_URL, secret, 'Reader@Example.com');
    expect(links).toEqual({
      pageUrl: `${PUBLIC_URL}/unsubscribe?${query}`,
      oneClickUrl: `${PUBLIC_URL}/api/public/unsubscriptions?${query}`,
    });
    const footer = marketingAdditions(links);
    expect(footer.textFooter).toBe(
      `\n\n--\nYou are receiving this because you gave your e-mail to SpeakerPro. Unsubscribe: ${PUBLIC_URL}/unsubscribe?${query}`,
    );
    expect(footer.htmlFooter).toBe(
      `<hr style="margin-top:32px;border:none;border-top:1px solid #ddd">` +
        `<p style="font-size:12px;color:#555">You are receiving this because you gave your e-mail to SpeakerPro. ` +
        `<a href="${PUBLIC_URL}/unsubscribe?${query.replace('&', '&amp;')}">Unsubscribe</a></p>`,
    );
    expect(marketingAdditions(unsubscribeLinks(PUBLIC_URL, secret, 'reader@example.com', 'en'), 'en')).toEqual(footer);
  });

  it('in German: German words, and the page link opens the unsubscribe page in German', () => {
    const links = unsubscribeLinks(PUBLIC_URL, secret, 'Reader@Example.com', 'de');
    expect(links.pageUrl).toBe(`${PUBLIC_URL}/unsubscribe?${query}&lang=de`);
    const footer = marketingAdditions(links, 'de');
    expect(footer.textFooter).toBe(
      `\n\n--\nSie erhalten diese E-Mail, weil Sie SpeakerPro Ihre E-Mail-Adresse gegeben haben. Abmelden: ${links.pageUrl}`,
    );
    expect(footer.htmlFooter).toContain(
      `<p style="font-size:12px;color:#555">Sie erhalten diese E-Mail, weil Sie SpeakerPro Ihre E-Mail-Adresse gegeben haben. ` +
        `<a href="${PUBLIC_URL}/unsubscribe?${query.replace('&', '&amp;')}&amp;lang=de">Abmelden</a></p>`,
    );
  });

  it('in Arabic and Hebrew, the paragraph reads right to left', () => {
    for (const locale of ['ar', 'he'] as const) {
      const footer = marketingAdditions(unsubscribeLinks(PUBLIC_URL, secret, 'reader@example.com', locale), locale);
      expect(footer.htmlFooter).toContain(`<p dir="rtl" style="font-size:12px;color:#555">${CATALOGUE[locale]['mail.footer.reason']} `);
      expect(footer.htmlFooter).toContain(`&amp;lang=${locale}">${CATALOGUE[locale]['mail.footer.unsubscribe']}</a>`);
    }
    expect(marketingAdditions(unsubscribeLinks(PUBLIC_URL, secret, 'reader@example.com', 'ja'), 'ja').htmlFooter).not.toContain('dir=');
  });

  it("in every language: that language's words, a link naming it, and the same one-click headers as English", () => {
    const english = marketingAdditions(unsubscribeLinks(PUBLIC_URL, secret, 'reader@example.com'));
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const links = unsubscribeLinks(PUBLIC_URL, secret, 'reader@example.com', locale);
      expect(links.pageUrl).toBe(`${PUBLIC_URL}/unsubscribe?${query}&lang=${encodeURIComponent(locale)}`);
      expect(links.oneClickUrl).toBe(`${PUBLIC_URL}/api/public/unsubscriptions?${query}`);
      const footer = marketingAdditions(links, locale);
      const words = CATALOGUE[locale];
      expect(footer.textFooter, locale).toContain(words['mail.footer.reason']);
      expect(footer.textFooter, locale).toContain(words['mail.footer.unsubscribeAt'].replace('{url}', links.pageUrl));
      expect(footer.textFooter, locale).not.toContain('You are receiving this');
      expect(footer.htmlFooter, locale).toContain(`>${words['mail.footer.unsubscribe']}</a></p>`);
      expect(footer.headers, locale).toEqual(english.headers);
    }
  });
});
