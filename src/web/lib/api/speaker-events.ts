import type { QueryClient } from '@tanstack/react-query';
import { getDashboard, getSpeakerAnalytics, getTalkQrPng, getTalkQrSvg, listTalks } from '../../../shared/contract/talks';
import { getTalkSlidePdf, getTalkSlidePng } from '../../../shared/contract/presenter';
import { callUrl } from './call-operation';

export const eventsKey = [callUrl(listTalks, {})] as const;
export const dashboardKey = [callUrl(getDashboard, {})] as const;
export const speakerAnalyticsKey = [callUrl(getSpeakerAnalytics, {})] as const;

/** After an event is created, changed or deleted: the lists and counts that show events are read again. */
export async function invalidateTalkLists(queryClient: QueryClient) {
  await Promise.all([eventsKey, dashboardKey, speakerAnalyticsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The talk's QR code as SVG and PNG: images and download links, not queries. */
export const eventQrSvgUrl = (id: number) => callUrl(getTalkQrSvg, { params: { id } });
export const eventQrPngUrl = (id: number) => callUrl(getTalkQrPng, { params: { id } });

/** The talk's closing slide as PNG and PDF, downloaded (attachment). */
export const eventSlidePngUrl = (id: number) => callUrl(getTalkSlidePng, { params: { id } });
export const eventSlidePdfUrl = (id: number) => callUrl(getTalkSlidePdf, { params: { id } });
