import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailLinks } from '../db/schema';

/** A link of a marketing message as the recipient gets it: `/l/{token}` on our server, leading to `url`. */
export interface TrackedLink {
  token: string;
  url: string;
}

/** The click address of a token: a path on our own server, never carrying the destination itself. */
export function clickUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/l/${token}`;
}

// The characters a URL in running text may end with but that belong to the sentence around it.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]]+$/;
const TEXT_URL = /https?:\/\/[^\s<>"]+/g;
const HTML_HREF = /(href\s*=\s*")(https?:\/\/[^"]+)(")/gi;

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Replaces every http(s) link of a marketing message's text and HTML with a click address of
 * ours, one random token per distinct address (so a person who clicks the same link in the text
 * and the HTML part, or twice, is one clicker of one link). The token is random and stored rather
 * than signed: the redirect looks it up and can only lead where this message's link led, so the
 * click address is no open redirect. Links to our own unsubscribe addresses are left alone (the
 * footer with them is added afterwards anyway), as is anything already rewritten.
 */
export function trackLinks(
  publicUrl: string,
  text: string,
  html: string | null,
): { text: string; html: string | null; links: TrackedLink[] } {
  const byUrl = new Map<string, TrackedLink>();
  const untouched = [
    `${publicUrl}/unsubscribe`,
    `${publicUrl}/api/unsubscribe`,
    `${publicUrl}/api/public/unsubscriptions`,
    `${publicUrl}/l/`,
  ];
  const rewrite = (url: string): string | null => {
    if (untouched.some((prefix) => url.startsWith(prefix))) return null;
    let link = byUrl.get(url);
    if (!link) {
      link = { token: randomBytes(16).toString('base64url'), url };
      byUrl.set(url, link);
    }
    return clickUrl(publicUrl, link.token);
  };
  const newText = text.replace(TEXT_URL, (found) => {
    const tail = TRAILING_PUNCTUATION.exec(found)?.[0] ?? '';
    const url = found.slice(0, found.length - tail.length);
    const replaced = rewrite(url);
    return replaced === null ? found : replaced + tail;
  });
  const newHtml =
    html === null
      ? null
      : html.replace(HTML_HREF, (whole, open: string, href: string, close: string) => {
          const replaced = rewrite(unescapeHtml(href));
          return replaced === null ? whole : `${open}${replaced}${close}`;
        });
  return { text: newText, html: newHtml, links: [...byUrl.values()] };
}

/**
 * Counts a click on a tracked link and returns where it leads, or null for a token we never
 * issued (or whose message was erased): the caller answers 404 then, never a redirect.
 */
export async function recordClick(db: Db, token: string): Promise<string | null> {
  const [link] = await db
    .update(mailLinks)
    .set({
      clicks: sql`${mailLinks.clicks} + 1`,
      firstClickedAt: sql`coalesce(${mailLinks.firstClickedAt}, now())`,
      lastClickedAt: sql`now()`,
    })
    .where(eq(mailLinks.token, token))
    .returning({ url: mailLinks.url });
  return link?.url ?? null;
}
