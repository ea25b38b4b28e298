import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../shared/domain/constants';
import { ownerSessionTokens } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { pageViewCounts } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page views this process has counted and not yet written (decision 080). */
    pageViews: PageViewCounter;
  }
}

/**
 * User agents that are not a person reading a page: search and social crawlers (which fetch a page
 * to index it or draw its link preview), monitors, command-line and library HTTP clients, and
 * browsers driven by a script without a screen (HeadlessChrome, PhantomJS). A request without a
 * user agent at all is a script too. Matching is by substring, case-insensitive.
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|telegram|slack|discord|vkshare|pinterest|redditbot|bingpreview|headless|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|httpclient|scrapy|feedfetcher|validator/i;

export const isBotUserAgent = (userAgent: string | undefined) => !userAgent || BOT_USER_AGENT.test(userAgent);

/** How long counted views wait in memory before they are written, at most. */
export const PAGE_VIEW_FLUSH_MS = 5_000;
/** Views held in memory before they are written without waiting for the timer. */
const PAGE_VIEW_BUFFER_MAX = 500;

const PATH_MAX = 300;
const HOST_MAX = 255;
const UTM_MAX = 100;

export interface PageView {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  /** The referring site's host name; '' when none, or when it is this site. */
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

interface Pending {
  view: PageView;
  /** The session cookie's token, held in memory until the flush decides whether it is the owner's; never stored. */
  sessionToken: string | null;
}

const clip = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

function referrerHostOf(referer: string | undefined, ownHost: string): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return host === ownHost ? '' : clip(host, HOST_MAX);
  } catch {
    return '';
  }
}

/**
 * The page view a finished request was, or null when it was none: only a browser's GET of a whole
 * page (an HTML document answered 200, or 304 to a reload; not fetched into a frame or ahead of
 * time) by a user agent that is not a bot.
 */
export function pageViewOf(request: FastifyRequest, reply: FastifyReply, ownHost: string, now = new Date()): Pending | null {
  if (request.method !== 'GET') return null;
  const [pathname = '/', query = ''] = request.url.split('?', 2);
  if (pathname.startsWith('/api/')) return null;
  // A reload revalidates the page (it is no-cache): 304 Not Modified is a view of it too, sent
  // without a content type, so the browser's Accept says it asked for a page.
  const isPage =
    reply.statusCode === 200
      ? String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      : reply.statusCode === 304 && String(request.headers.accept ?? '').includes('text/html');
  if (!isPage) return null;
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined && dest !== 'document') return null;
  const purpose = request.headers['sec-purpose'] ?? request.headers['purpose'];
  if (purpose !== undefined && String(purpose).includes('prefetch')) return null;
  if (isBotUserAgent(request.headers['user-agent'])) return null;
  const params = new URLSearchParams(query);
  return {
    view: {
      day: now.toISOString().slice(0, 10),
      path: clip(pathname, PATH_MAX),
      referrerHost: referrerHostOf(request.headers.referer, ownHost),
      utmSource: clip(params.get('utm_source')?.toLowerCase(), UTM_MAX),
      utmMedium: clip(params.get('utm_medium')?.toLowerCase(), UTM_MAX),
      utmCampaign: clip(params.get('utm_campaign'), UTM_MAX),
    },
    sessionToken: request.cookies?.[SESSION_COOKIE] ?? null,
  };
}

export interface PageViewCounter {
  add(pending: Pending): void;
  /** Writes every view counted so far; resolves once they are in the database (rejects if the write failed). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Counts page views in memory and writes them in one statement per flush (every few seconds, or
 * when many are waiting), so a page request never waits for the database. The owner's own views are
 * dropped at the flush, with one read-only lookup of the session tokens seen.
 */
export function createPageViewCounter(db: Db, log: FastifyBaseLogger): PageViewCounter {
  let buffer: Pending[] = [];
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function write(batch: Pending[]) {
    if (batch.length === 0) return;
    const owner = await ownerSessionTokens(db, [...new Set(batch.flatMap((p) => (p.sessionToken ? [p.sessionToken] : [])))]);
    const counts = new Map<string, { view: PageView; views: number }>();
    for (const { view, sessionToken } of batch) {
      if (sessionToken && owner.has(sessionToken)) continue;
      const key = JSON.stringify(view);
      const entry = counts.get(key);
      if (entry) entry.views++;
      else counts.set(key, { view, views: 1 });
    }
    if (counts.size === 0) return;
    await db
      .insert(pageViewCounts)
      .values([...counts.values()].map(({ view, views }) => ({ ...view, views })))
      .onConflictDoUpdate({
        target: [
          pageViewCounts.day,
          pageViewCounts.path,
          pageViewCounts.referrerHost,
          pageViewCounts.utmSource,
          pageViewCounts.utmMedium,
          pageViewCounts.utmCampaign,
        ],
        set: { views: sql`${pageViewCounts.views} + excluded.views` },
      });
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = buffer;
    buffer = [];
    // One write at a time, in order: a flush awaited after another resolves after both.
    const done = chain.then(() => write(batch));
    chain = done.catch(() => undefined);
    return done;
  }

  function flushInBackground() {
    flush().catch((err: unknown) => log.warn({ err }, 'page views could not be written; these views are not counted'));
  }

  return {
    add(pending) {
      buffer.push(pending);
      if (buffer.length >= PAGE_VIEW_BUFFER_MAX) flushInBackground();
      else if (!timer) {
        timer = setTimeout(flushInBackground, PAGE_VIEW_FLUSH_MS);
        timer.unref();
      }
    },
    flush,
    async stop() {
      await flush().catch((err: unknown) => log.warn({ err }, 'page views could not be written at shutdown'));
    },
  };
}

/**
 * Counts every page a browser loads from this server (the web app's pages and the pages made on the
 * server) as its answer goes out: a push onto the in-memory list, so nothing waits for the database,
 * and done before the answer ends so whoever awaits the answer and then flushes finds it counted.
 * Registered on the root instance so it sees every route.
 */
export function registerPageViewCounting(app: FastifyInstance, db: Db, publicUrl: string): PageViewCounter {
  const counter = createPageViewCounter(db, app.log);
  const ownHost = new URL(publicUrl).hostname.toLowerCase();
  app.decorate('pageViews', counter);
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pageViewOf(request, reply, ownHost);
    if (pending) counter.add(pending);
    return payload;
  });
  app.addHook('onClose', async () => counter.stop());
  return counter;
}
