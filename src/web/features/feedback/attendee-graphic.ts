import { ATTENDEE_GRAPHIC_PATH } from '../../../shared/contract/attendee-paths';
import { operationUrl } from '../../../shared/contract/operation';

/**
 * POST: makes (or finds) the attendee's own testimonial graphic; the body carries the answer's
 * graphic token. The createAttendeeGraphic operation's path, without its module (zod) in the attendee script.
 */
export const attendeeGraphicUrl = (responseId: number | string) => operationUrl({ path: ATTENDEE_GRAPHIC_PATH }, { responseId });

/** Starts the browser's download of a same-site URL. */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
