/** Blog rules: derived fields, read time, and text views of a post. */

import { asciiLetters } from './slug';

export const BLOG_SLUG_MAX_LENGTH = 50;
export const BLOG_META_TITLE_MAX_LENGTH = 60;
export const BLOG_META_DESCRIPTION_MAX_LENGTH = 160;
export const BLOG_EXCERPT_MAX_LENGTH = 200;
export const BLOG_WORDS_PER_MINUTE = 200;
const ELLIPSIS = '...';

/** `text` if it fits in `max` characters, else its first max-3 characters and '...'. */
export function truncateWithEllipsis(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - ELLIPSIS.length)}${ELLIPSIS}`;
}

/**
 * Slug from a title: letters transliterated as in every slug (asciiLetters: "Zoë’s" → "zoes"), lower-cased; characters other than letters, digits, spaces and hyphens
 * removed; spaces to hyphens; repeated hyphens collapsed; at most 50 characters. Hyphens at either
 * end are dropped too (a title with surrounding spaces would otherwise give '-title-').
 */
export function deriveBlogSlug(title: string): string {
  return asciiLetters(title)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, BLOG_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** A slug the public URL accepts: what deriveBlogSlug can produce (also after the admin edits it). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidBlogSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX_LENGTH && BLOG_SLUG_PATTERN.test(slug);
}

/** The title, or its first 57 characters and '...' when longer than 60. */
export function deriveMetaTitle(title: string): string {
  return truncateWithEllipsis(title.trim(), BLOG_META_TITLE_MAX_LENGTH);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+|#39);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/**
 * The text of a post's content (HTML, or text with **bold**): tags removed, block ends kept as
 * line breaks, entities decoded, the bold markers dropped.
 */
export function blogPlainText(content: string): string {
  return decodeEntities(
    content
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr|ul|ol)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\*\*/g, '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** Words in the post's text. */
export function blogWordCount(content: string): number {
  const text = blogPlainText(content);
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** Minutes to read: the word count divided by 200, rounded up. */
export function blogReadTimeMinutes(content: string): number {
  return Math.ceil(blogWordCount(content) / BLOG_WORDS_PER_MINUTE);
}

/**
 * From the content with tags stripped: the first sentence if it has 160 characters or fewer,
 * else the first 157 characters and '...'.
 */
export function deriveMetaDescription(content: string): string {
  const text = blogPlainText(content).replace(/\s+/g, ' ');
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  const firstSentence = match ? match[0] : text;
  if (firstSentence.length <= BLOG_META_DESCRIPTION_MAX_LENGTH) return firstSentence;
  return truncateWithEllipsis(firstSentence, BLOG_META_DESCRIPTION_MAX_LENGTH);
}

/** The content's first (non-empty) line if it has 200 characters or fewer, else its first 197 and '...'. */
export function deriveExcerpt(content: string): string {
  const firstLine =
    blogPlainText(content)
      .split('\n')
      .find((line) => line.trim() !== '') ?? '';
  return truncateWithEllipsis(firstLine.trim(), BLOG_EXCERPT_MAX_LENGTH);
}

/** The four derived fields the blog form fills in from title and content (each may be edited afterwards). */
export function deriveBlogFields(title: string, content: string) {
  return {
    slug: deriveBlogSlug(title),
    metaTitle: deriveMetaTitle(title),
    metaDescription: deriveMetaDescription(content),
    excerpt: deriveExcerpt(content),
  };
}

/**
 * The HTML to show for stored (already sanitised) content: **bold** becomes <strong>, and content
 * written as plain text gets paragraphs and line breaks. Adds no attributes and no other tags.
 */
export function blogContentToHtml(content: string): string {
  const withBold = content.replace(/\*\*([^*]+?)\*\*/g, '<strong>$1</strong>');
  if (/<(p|div|h[1-6]|ul|ol|blockquote|pre|table)[\s>]/i.test(withBold)) return withBold;
  return withBold
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A post's page title, in the browser tab and in search results (server-rendered head and page alike). */
export function blogPostDocumentTitle(post: { title: string; metaTitle: string | null }): string {
  return `${post.metaTitle?.trim() || post.title} | SpeakerPro Blog`;
}

/** A post's description for the page head: its meta description, else its excerpt, else its title. */
export function blogPostDocumentDescription(post: { title: string; metaDescription: string | null; excerpt: string | null }): string {
  return post.metaDescription?.trim() || post.excerpt?.trim() || post.title;
}

/** The editor's Bold action: the selection (or an empty spot at the caret) between double asterisks, still selected. */
export function wrapSelectionInBold(text: string, start: number, end: number): { text: string; start: number; end: number } {
  return { text: `${text.slice(0, start)}**${text.slice(start, end)}**${text.slice(end)}`, start: start + 2, end: end + 2 };
}
