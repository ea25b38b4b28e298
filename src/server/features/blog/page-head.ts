import fs from 'node:fs';
import { blogPostDocumentDescription, blogPostDocumentTitle } from '../../../shared/domain/blog';
import type { Db } from '../../db/client';
import { findPublishedPost } from './service';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The picture link previews show for the site's pages (a 1200x630 PNG the web build serves). */
export const SOCIAL_CARD_PATH = '/social-card.png';

/** The landing page's words for link previews. */
const LANDING = {
  title: 'SpeakerPro — feedback, testimonials and leads from every talk',
  description:
    'Show one QR code at the end of a talk: attendees rate it, write a testimonial and get your gift; you get leads, graphics and the numbers.',
};

interface PageHead {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'article';
}

/** The head tags crawlers and link previews read: description, Open Graph and Twitter card, canonical address. */
function headTags(head: PageHead, publicUrl: string): string {
  const title = escapeAttr(head.title);
  const description = escapeAttr(head.description);
  const image = escapeAttr(`${publicUrl}${SOCIAL_CARD_PATH}`);
  return (
    `<meta name="description" content="${description}" />` +
    `<meta property="og:type" content="${head.type}" />` +
    `<meta property="og:site_name" content="SpeakerPro" />` +
    `<meta property="og:title" content="${title}" />` +
    `<meta property="og:description" content="${description}" />` +
    `<meta property="og:url" content="${escapeAttr(head.url)}" />` +
    `<meta property="og:image" content="${image}" />` +
    `<meta property="og:image:width" content="1200" />` +
    `<meta property="og:image:height" content="630" />` +
    `<meta name="twitter:card" content="summary_large_image" />` +
    `<meta name="twitter:title" content="${title}" />` +
    `<meta name="twitter:description" content="${description}" />` +
    `<meta name="twitter:image" content="${image}" />` +
    `<link rel="canonical" href="${escapeAttr(head.url)}" />`
  );
}

/** index.html with `head`'s tags in <head> and, when given, `body` (already safe HTML) in the app's root. */
function withHead(indexHtml: string, head: PageHead, publicUrl: string, body?: string): string {
  const page = indexHtml
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeAttr(head.title)}</title>`)
    .replace(/<\/head>/i, `${headTags(head, publicUrl)}</head>`);
  // The script replaces the root's contents when it starts; until then (and for a crawler that runs
  // no script) the post is there to read.
  return body === undefined ? page : page.replace(/<div id="root"><\/div>/i, `<div id="root">${body}</div>`);
}

/** index.html as the landing page, with its link-preview tags. */
export function landingPage(indexHtml: string, publicUrl: string): string {
  return withHead(indexHtml, { ...LANDING, url: `${publicUrl}/`, type: 'website' }, publicUrl);
}

/** index.html with a post's head tags and its title and body in the page itself. */
export function withPostHead(
  indexHtml: string,
  head: { title: string; description: string; url: string },
  publicUrl: string,
  post?: { heading: string; content: string },
): string {
  const body = post && `<main><article><h1>${escapeAttr(post.heading)}</h1>${post.content}</article></main>`;
  return withHead(indexHtml, { ...head, type: 'article' }, publicUrl, body);
}

/**
 * What the SPA fallback serves for /blog/{slug}: index.html with the published post's head, or
 * with status 404 when there is no such post (the page itself says 'Blog post not found').
 * Null for paths that are not a post (e.g. /blog/a/b); the plain fallback handles those.
 */
export async function renderBlogPostShell(
  db: Db,
  indexHtmlPath: string,
  pathname: string,
  publicUrl: string,
): Promise<{ status: number; html: string } | null> {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const indexHtml = await fs.promises.readFile(indexHtmlPath, 'utf8');
  const post = slug.length <= 200 ? await findPublishedPost(db, slug) : undefined;
  if (!post) return { status: 404, html: indexHtml };
  return {
    status: 200,
    html: withPostHead(
      indexHtml,
      {
        title: blogPostDocumentTitle(post),
        description: blogPostDocumentDescription(post),
        url: `${publicUrl}/blog/${encodeURIComponent(post.slug)}`,
      },
      publicUrl,
      // The content was cleaned when written and again when read (findPublishedPost).
      { heading: post.title, content: post.content },
    ),
  };
}
