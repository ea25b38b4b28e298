import { ATTENDEE_GRAPHIC_PATH } from '../../../shared/contract/public-paths';

/**
 * POST: makes (or finds) the attendee's own testimonial graphic; the body carries the answer's
 * graphic token. The createAttendeeGraphic operation's path, filled in here rather than by
 * operationUrl: the attendee script carries neither the operation's module (zod) nor more code than
 * its one parameter needs.
 */
export const attendeeGraphicUrl = (responseId: number | string) =>
  ATTENDEE_GRAPHIC_PATH.replace('{responseId}', encodeURIComponent(String(responseId)));

/** Starts the browser's download of a same-site URL. */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
