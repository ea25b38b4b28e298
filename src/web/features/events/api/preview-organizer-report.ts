import { organizerReportUrl } from './get-organizer-report';

/**
 * GET /api/speaker-admin/events/{id}/organizer-report/preview (the page) and /preview.pdf: the
 * report with settings not saved yet, opened in a new tab; a preview is not counted as a view.
 */
export function organizerReportPreviewUrl(
  eventId: number,
  settings: { note: string; testimonialIds: readonly number[] | null },
  format: 'page' | 'pdf',
): string {
  const query = new URLSearchParams();
  if (settings.note.trim() !== '') query.set('note', settings.note);
  // Without the parameter, the talk's best testimonials; an empty one, none.
  if (settings.testimonialIds !== null) query.set('testimonialIds', settings.testimonialIds.join(','));
  const search = query.toString();
  return `${organizerReportUrl(eventId)}/preview${format === 'pdf' ? '.pdf' : ''}${search ? `?${search}` : ''}`;
}
