/** POST: makes (or finds) the attendee's own testimonial graphic; the body carries the answer's graphic token. */
export const attendeeGraphicUrl = (responseId: number | string) => `/api/public/feedback/${encodeURIComponent(String(responseId))}/graphic`;

/** Starts the browser's download of a same-site URL. */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
