import type { QueryClient } from '@tanstack/react-query';

/** The speaker's own events under /api/speaker-admin/events; ids travel URL-encoded. */
export const EVENTS_URL = '/api/speaker-admin/events';
export const eventUrl = (id: number) => `${EVENTS_URL}/${encodeURIComponent(String(id))}`;

export const eventsKey = [EVENTS_URL] as const;
export const dashboardKey = ['/api/speaker-admin/dashboard'] as const;
export const speakerAnalyticsKey = ['/api/speaker-admin/analytics'] as const;

/** After an event is created, changed or deleted: the lists and counts that show events are read again. */
export async function invalidateEventLists(queryClient: QueryClient) {
  await Promise.all([eventsKey, dashboardKey, speakerAnalyticsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** GET /api/speaker-admin/events/{id}/qr.svg and qr.png: images and download links, not queries. */
export const eventQrSvgUrl = (id: number) => `${eventUrl(id)}/qr.svg`;
export const eventQrPngUrl = (id: number) => `${eventUrl(id)}/qr.png`;

/** GET /api/speaker-admin/events/{id}/slide.png and slide.pdf: the talk's closing slide, downloaded (attachment). */
export const eventSlidePngUrl = (id: number) => `${eventUrl(id)}/slide.png`;
export const eventSlidePdfUrl = (id: number) => `${eventUrl(id)}/slide.pdf`;
