import { previewOrganizerReport, previewOrganizerReportPdf } from '../../../../shared/contract/organizer-report';
import { callUrl } from '../../../lib/api/call-operation';

/**
 * The report with settings not saved yet (the page, or the PDF), opened in a new tab; a preview is
 * not counted as a view.
 */
export function organizerReportPreviewUrl(
  eventId: number,
  settings: { note: string; testimonialIds: readonly number[] | null },
  format: 'page' | 'pdf',
): string {
  return callUrl(format === 'pdf' ? previewOrganizerReportPdf : previewOrganizerReport, {
    params: { id: eventId },
    query: {
      note: settings.note.trim() !== '' ? settings.note : undefined,
      // Without the parameter, the talk's best testimonials; an empty one, none.
      testimonialIds: settings.testimonialIds !== null ? settings.testimonialIds.join(',') : undefined,
    },
  });
}
