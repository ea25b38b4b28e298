import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkedinProfile, createLinkedinProfileSchema } from '../../../shared/contract/public-misc';
import type { Db } from '../../db/client';
import { linkedinProfiles } from '../../db/schema';
import { listPublishedSlugs } from '../blog/service';
import { publishedProofPages } from '../proof-page/service';

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
  '/blog',
  '/terms',
  '/privacy',
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * sitemaps.org XML: the public pages, every published post and every speaker's proof page that is
 * turned on, with absolute URLs from PUBLIC_URL.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const [posts, proofPages] = await Promise.all([listPublishedSlugs(db), publishedProofPages(db)]);
  const urls = [
    ...SITEMAP_PAGES.map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`),
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(`${publicUrl}/blog/${encodeURIComponent(post.slug)}`)}</loc>` +
        `<lastmod>${post.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
    // No lastmod: a proof page changes with every new testimonial, which no single date records.
    ...proofPages.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
