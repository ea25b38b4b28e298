import type sanitizeHtml from 'sanitize-html';
import { lazy } from '../../lazy';

// The HTML parser and sanitiser load with the first post written or read.
const sanitizer = lazy(async () => (await import('sanitize-html')).default);

/**
 * Stored blog HTML: the usual text and layout tags, links (http, https, mailto) and images; no
 * scripts, styles, event handlers, frames or forms. Links to other sites open without access
 * to this page (rel=noopener) and pass no ranking (nofollow).
 */
const options = (defaults: sanitizeHtml.IDefaults): sanitizeHtml.IOptions => ({
  allowedTags: [...defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer nofollow' },
    }),
  },
});

export async function sanitizeBlogHtml(content: string): Promise<string> {
  const sanitizeHtml = await sanitizer();
  return sanitizeHtml(content, options(sanitizeHtml.defaults));
}
