import fs from 'node:fs';
import { blogPostDocumentDescription, blogPostDocumentTitle } from '../../../shared/domain/blog';
import type { Db } from '../../db/client';
import { findPublishedPost } from './service';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * index.html with the post's title and description in <head>, for crawlers and link previews that
 * do not run the page's JavaScript.
 */
export function withPostHead(indexHtml: string, head: { title: string; description: string; url: string }): string {
  const title = escapeAttr(head.title);
  const description = escapeAttr(head.description);
  const tags =
    `<meta name="description" content="${description}" />` +
    `<meta property="og:type" content="article" />` +
    `<meta property="og:title" content="${title}" />` +
    `<meta property="og:description" content="${description}" />` +
    `<meta property="og:url" content="${escapeAttr(head.url)}" />` +
    `<link rel="canonical" href="${escapeAttr(head.url)}" />`;
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`)
    .replace(/<\/head>/i, `${tags}</head>`);
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
    html: withPostHead(indexHtml, {
      title: blogPostDocumentTitle(post),
      description: blogPostDocumentDescription(post),
      url: `${publicUrl}/blog/${encodeURIComponent(post.slug)}`,
    }),
  };
}
