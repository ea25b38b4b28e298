import type { QueryClient } from '@tanstack/react-query';
import { getDashboard, getSpeakerAnalytics, getTalkQrPng, getTalkQrSvg, listTalks } from '../../../shared/contract/events';
import { callUrl } from './call-operation';

/**
 * The talk's routes not yet in the route catalogue (slides, takeaways, the organizer's report, the
 * live count) are still under /api/speaker-admin/events/{id}; ids travel URL-encoded.
 */
const EVENTS_URL = '/api/speaker-admin/events';
export const eventUrl = (id: number) => `${EVENTS_URL}/${encodeURIComponent(String(id))}`;

export const eventsKey = [callUrl(listTalks, {})] as const;
export const dashboardKey = [callUrl(getDashboard, {})] as const;
export const speakerAnalyticsKey = [callUrl(getSpeakerAnalytics, {})] as const;

/** After an event is created, changed or deleted: the lists and counts that show events are read again. */
export async function invalidateEventLists(queryClient: QueryClient) {
  await Promise.all([eventsKey, dashboardKey, speakerAnalyticsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The talk's QR code as SVG and PNG: images and download links, not queries. */
export const eventQrSvgUrl = (id: number) => callUrl(getTalkQrSvg, { params: { id } });
export const eventQrPngUrl = (id: number) => callUrl(getTalkQrPng, { params: { id } });

/** GET /api/speaker-admin/events/{id}/slide.png and slide.pdf: the talk's closing slide, downloaded (attachment). */
export const eventSlidePngUrl = (id: number) => `${eventUrl(id)}/slide.png`;
export const eventSlidePdfUrl = (id: number) => `${eventUrl(id)}/slide.pdf`;
