import { and, count, desc, gte, sql } from 'drizzle-orm';
import type { AnalyticsDashboard, TrackEvent } from '../../../shared/contract/analytics';
import { ANALYTICS_WINDOW_DAYS } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export async function recordEvent(db: Db, e: TrackEvent) {
  await db
    .insert(analyticsEvents)
    .values({ eventType: e.eventType, pagePath: e.pagePath, elementId: e.elementId, elementLabel: e.elementLabel });
}

/** Counts over the last 30 days, grouped in SQL so the cost does not grow with page views held in memory. */
export async function getDashboard(db: Db, now = new Date()): Promise<AnalyticsDashboard> {
  const since = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const inWindow = and(gte(analyticsEvents.createdAt, since));
  const [summary] = await db
    .select({
      totalEvents: count(),
      pageViews: sql<number>`count(*) filter (where ${analyticsEvents.eventType} = 'page_view')`.mapWith(Number),
      buttonClicks: sql<number>`count(*) filter (where ${analyticsEvents.eventType} = 'button_click')`.mapWith(Number),
      cardClicks: sql<number>`count(*) filter (where ${analyticsEvents.eventType} = 'card_click')`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(inWindow);
  const total = count();
  const rows = await db
    .select({
      elementLabel: analyticsEvents.elementLabel,
      eventType: analyticsEvents.eventType,
      pagePath: analyticsEvents.pagePath,
      count: total,
    })
    .from(analyticsEvents)
    .where(inWindow)
    .groupBy(analyticsEvents.elementLabel, analyticsEvents.eventType, analyticsEvents.pagePath)
    .orderBy(desc(total), analyticsEvents.pagePath)
    .limit(100);
  return { analytics: rows, summary: summary! };
}
