import sanitizeHtml from 'sanitize-html';

/**
 * Stored blog HTML: the usual text and layout tags, links (http, https, mailto) and images; no
 * scripts, styles, event handlers, frames or forms. Links to other sites open without access
 * to this page (rel=noopener) and pass no ranking (nofollow).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
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
};

export function sanitizeBlogHtml(content: string): string {
  return sanitizeHtml(content, OPTIONS);
}
