/**
 * The gift link if it is safe to open: an absolute http(s) URL, or a path on this site (uploaded
 * files). Anything else (javascript:, data:, protocol-relative) is not rendered as a link.
 */
export function safeGiftUrl(url: string | null | undefined, origin = 'http://localhost'): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed, origin);
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^https?:\/\//i.test(trimmed)) return parsed.href;
  } catch {
    // Not a URL.
  }
  return null;
}

/**
 * The thank-you page of an answer, with its key: a permanent link (a reload, a new tab, the gift
 * e-mail). An answer kept until the attendee follows the e-mailed link has a page of its own
 * (`pending`), which says so; its key opens nothing of the answer that stands.
 */
export function thankYouPath(
  presentationId: number,
  answer?: { id: number; thankYouKey: string } | { pendingId: number; thankYouKey: string },
): string {
  const base = `/thank-you/${presentationId}`;
  if (!answer) return base;
  const which = 'pendingId' in answer ? `pending=${answer.pendingId}` : `answer=${answer.id}`;
  return `${base}?${which}&key=${encodeURIComponent(answer.thankYouKey)}`;
}
