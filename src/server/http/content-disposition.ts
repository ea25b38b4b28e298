/* How a file a reply carries is named: every download (files, CSVs, graphics, reports, slides) uses these. */

/** `attachment` (or `inline`) with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The header for a file name the server built (fileNamePart): a name in plain ASCII as it is; one
 * with letters kept as typed ("qr-王芳论坛-3.png") with its ASCII fallback and the exact UTF-8 name.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  return /^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name) ? `${type}; filename="${name}"` : attachmentDisposition(name, type);
}
