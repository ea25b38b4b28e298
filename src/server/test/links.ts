import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailLinks } from '../db/schema';

/**
 * A marketing message's text (or HTML, escaped as such) with each click address (`/l/{token}`,
 * decision 051) put back to the address it leads to: what a recipient reaches by clicking, for
 * tests that check where a message's links go.
 */
export async function withLinksResolved(db: Db, body: string, options: { html?: boolean } = {}): Promise<string> {
  const pattern = /https?:\/\/[^\s"<>]+?\/l\/([A-Za-z0-9_-]{16,64})/g;
  const tokens = [...body.matchAll(pattern)].map((m) => m[1]!);
  if (tokens.length === 0) return body;
  const links = await db.select({ token: mailLinks.token, url: mailLinks.url }).from(mailLinks).where(inArray(mailLinks.token, tokens));
  const byToken = new Map(links.map((l) => [l.token, l.url]));
  return body.replace(pattern, (whole, token: string) => {
    const url = byToken.get(token);
    if (url === undefined) return whole;
    return options.html ? url.replace(/&/g, '&amp;') : url;
  });
}
