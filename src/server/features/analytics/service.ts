import { and, count, countDistinct, desc, eq, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsDashboard, TrackEvent, VisitorFunnel } from '../../../shared/contract/analytics';
import { ANALYTICS_WINDOW_DAYS } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import { analyticsEvents, assessments, eventInquiries, freeTierSignups, pageViewCounts, users, waitlistEntries } from '../../db/schema';

/** The owner's page of sample events: the only page whose events the public endpoint still records (decision 080). */
export const ANALYTICS_TEST_PATH = '/analytics-test';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows in each of the report's lists (referrers, campaigns, pages). */
export const VISITOR_FUNNEL_LIST_ROWS = 20;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function recordEvent(db: Db, e: TrackEvent) {
  await db
    .insert(analyticsEvents)
    .values({ eventType: e.eventType, pagePath: e.pagePath, elementId: e.elementId, elementLabel: e.elementLabel });
}

/**
 * Counts over the last 30 days, grouped in SQL so the cost does not grow with page views held in
 * memory. Page views are the server's own count (page_view_counts); the events table adds only what
 * is no page view sent by a page, which since decision 080 is the owner's test events (and clicks
 * recorded before it, until they leave the window).
 */
export async function getDashboard(db: Db, now = new Date()): Promise<AnalyticsDashboard> {
  const since = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS);
  const inWindow = and(
    gte(analyticsEvents.createdAt, since),
    or(ne(analyticsEvents.eventType, 'page_view'), eq(analyticsEvents.pagePath, ANALYTICS_TEST_PATH)),
  );
  const total = count();
  const viewsTotal = sql<number>`sum(${pageViewCounts.views})`.mapWith(Number);
  const [events, pageViews] = await Promise.all([
    db
      .select({
        elementLabel: analyticsEvents.elementLabel,
        eventType: analyticsEvents.eventType,
        pagePath: analyticsEvents.pagePath,
        count: total,
      })
      .from(analyticsEvents)
      .where(inWindow)
      .groupBy(analyticsEvents.elementLabel, analyticsEvents.eventType, analyticsEvents.pagePath),
    db
      .select({ pagePath: pageViewCounts.path, count: viewsTotal })
      .from(pageViewCounts)
      .where(gte(pageViewCounts.day, utcDay(since)))
      .groupBy(pageViewCounts.path),
  ]);
  const rows = [...events, ...pageViews.map((row) => ({ elementLabel: null, eventType: 'page_view', ...row }))];
  const sumOf = (type?: string) => rows.filter((row) => !type || row.eventType === type).reduce((n, row) => n + row.count, 0);
  rows.sort((a, b) => b.count - a.count || a.pagePath.localeCompare(b.pagePath));
  return {
    analytics: rows.slice(0, 100),
    summary: {
      totalEvents: sumOf(),
      pageViews: sumOf('page_view'),
      buttonClicks: sumOf('button_click'),
      cardClicks: sumOf('card_click'),
    },
  };
}

/**
 * The owner's visitor funnel over the last `days` UTC days, today included: page views as the
 * server counted them, and the rows visitors made in the same days (by their created day).
 */
export async function getVisitorFunnel(db: Db, days: number, now = new Date()): Promise<VisitorFunnel> {
  const todayStart = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const since = new Date(todayStart - (days - 1) * DAY_MS);
  const from = utcDay(since);
  const inRange = gte(pageViewCounts.day, from);
  const total = sql<number>`sum(${pageViewCounts.views})`.mapWith(Number);
  const rowsSince = (column: AnyPgColumn) => gte(column, since);
  const topBy = (column: typeof pageViewCounts.path | typeof pageViewCounts.referrerHost) =>
    db
      .select({ key: column, views: total })
      .from(pageViewCounts)
      .where(inRange)
      .groupBy(column)
      .orderBy(desc(total), column)
      .limit(VISITOR_FUNNEL_LIST_ROWS);
  const [byDay, referrers, campaigns, pages, [landing], [waitlist], [freePages], [assessed], [inquired], [accounts]] = await Promise.all([
    db.select({ day: pageViewCounts.day, views: total }).from(pageViewCounts).where(inRange).groupBy(pageViewCounts.day),
    topBy(pageViewCounts.referrerHost).then((rows) => rows.map(({ key, views }) => ({ host: key, views }))),
    db
      .select({ source: pageViewCounts.utmSource, medium: pageViewCounts.utmMedium, campaign: pageViewCounts.utmCampaign, views: total })
      .from(pageViewCounts)
      .where(
        and(inRange, sql`(${pageViewCounts.utmSource} <> '' or ${pageViewCounts.utmMedium} <> '' or ${pageViewCounts.utmCampaign} <> '')`),
      )
      .groupBy(pageViewCounts.utmSource, pageViewCounts.utmMedium, pageViewCounts.utmCampaign)
      .orderBy(desc(total), pageViewCounts.utmSource, pageViewCounts.utmMedium, pageViewCounts.utmCampaign)
      .limit(VISITOR_FUNNEL_LIST_ROWS),
    topBy(pageViewCounts.path).then((rows) => rows.map(({ key, views }) => ({ path: key, views }))),
    db
      .select({ n: total })
      .from(pageViewCounts)
      .where(and(inRange, eq(pageViewCounts.path, '/'))),
    db.select({ n: count() }).from(waitlistEntries).where(rowsSince(waitlistEntries.joinedAt)),
    db
      .select({ n: countDistinct(freeTierSignups.speakerUserId) })
      .from(freeTierSignups)
      .where(rowsSince(freeTierSignups.createdAt)),
    db.select({ n: count() }).from(assessments).where(rowsSince(assessments.createdAt)),
    db.select({ n: count() }).from(eventInquiries).where(rowsSince(eventInquiries.createdAt)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'speaker'), isNotNull(users.passwordHash), rowsSince(users.createdAt))),
  ]);
  const viewsOn = new Map(byDay.map((row) => [row.day, row.views]));
  const visitsByDay = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(since.getTime() + i * DAY_MS));
    return { day, views: viewsOn.get(day) ?? 0 };
  });
  return {
    from,
    to: utcDay(now),
    visitsByDay,
    referrers,
    campaigns,
    pages,
    conversion: {
      landingVisits: landing?.n ?? 0,
      waitlistEntries: waitlist?.n ?? 0,
      freePages: freePages?.n ?? 0,
      assessments: assessed?.n ?? 0,
      inquiries: inquired?.n ?? 0,
      speakerAccounts: accounts?.n ?? 0,
    },
  };
}
