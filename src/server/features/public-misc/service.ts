import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkedinProfile, createLinkedinProfileSchema } from '../../../shared/contract/public-misc';
import type { Db } from '../../db/client';
import { linkedinProfiles } from '../../db/schema';

type Row = typeof linkedinProfiles.$inferSelect;

function toProfile(row: Row): LinkedinProfile {
  return { id: row.id, linkedinProfile: row.linkedinProfile, excitement: row.excitement, submittedAt: row.submittedAt.toISOString() };
}

export async function saveLinkedinProfile(db: Db, input: z.output<typeof createLinkedinProfileSchema>): Promise<LinkedinProfile> {
  // submittedAt is the server's time: a client clock decides nothing that is stored.
  const [row] = await db
    .insert(linkedinProfiles)
    .values({ linkedinProfile: input.linkedinProfile, excitement: input.excitement })
    .returning();
  return toProfile(row!);
}

export async function listLinkedinProfiles(db: Db): Promise<LinkedinProfile[]> {
  const rows = await db.select().from(linkedinProfiles).orderBy(desc(linkedinProfiles.submittedAt), desc(linkedinProfiles.id));
  return rows.map(toProfile);
}

/** Public pages a search engine should know about; the rest need an account or a link. */
export const SITEMAP_PAGES = [
  '/',
  '/explanation',
  '/waitlist',
  '/hire-speaker',
  '/become-speaker',
  '/recommend',
  '/free-qr-landing',
  '/free-tier-signup',
  '/upgrade-to-lite',
  '/pricing',
  '/blog',
  '/terms',
  '/privacy',
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One page of the sitemap: its path under PUBLIC_URL and, when one date records its changes, that date. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Where the sitemap's pages come from besides the fixed ones: the features that publish pages (the
 * blog's posts, the speakers' proof pages) each list theirs. They are handed over where the app is
 * composed (app.ts), so this feature imports none of them.
 */
export type SitemapSource = (db: Db) => Promise<SitemapEntry[]>;

/**
 * sitemaps.org XML: the public pages and every page the sources list (published posts, proof pages
 * that are turned on), with absolute URLs from PUBLIC_URL.
 */
export async function buildSitemap(db: Db, publicUrl: string, sources: readonly SitemapSource[]): Promise<string> {
  const listed = (await Promise.all(sources.map((source) => source(db)))).flat();
  const urls = [
    ...SITEMAP_PAGES.map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`),
    ...listed.map(
      (entry) =>
        `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>` +
        (entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : '') +
        '</url>',
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
