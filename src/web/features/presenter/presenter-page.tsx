import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { ArrowLeft, Download, Maximize, Minimize } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Talk } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { percentage } from '../../../shared/domain/leads';
import { answerCountText, callToAction, goalText, presenterColors } from '../../../shared/domain/presenter';
import { shortLinkText } from '../../../shared/domain/short-link';
import { LoadFailedCard } from '../../components/load-failed-card';
import { EventNotFound } from '../../components/event-not-found';
import { FullPageSpinner } from '../../components/ui/spinner';
import { openSignInPageOperation } from '../../../shared/contract/auth';
import { callUrl } from '../../lib/api/call-operation';
import { errorCodeOf } from '../../lib/api-request';
import { useTalk } from '../../lib/api/get-event';
import { eventQrSvgUrl, eventSlidePdfUrl, eventSlidePngUrl } from '../../lib/api/speaker-events';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { parseTalkId, speakerPaths } from '../../lib/speaker-paths';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import type { LiveCounterState } from './live-counter';
import { useFullscreen } from './use-fullscreen';
import { useLiveCount } from './use-live-count';
import { useWakeLock } from './use-wake-lock';

/** Controls in the page's text colour (black or white on the speaker's colour), with a focus ring in it. */
const CONTROL =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-current/10 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current';

/**
 * The short link on one line, as large as the column allows: a monospaced face makes its width
 * known (each character about 0.6 em), so the size is the column's width over its length, capped
 * at the size of the other large text. A link split over two lines gets typed as two.
 */
function ShortLink({ text, color }: { text: string; color: string }) {
  const fitted = `min(clamp(1.5rem,5.5vmin,4.5rem), calc(100cqw / ${(text.length * 0.62).toFixed(2)}))`;
  return (
    <div className="rounded-[1.5vmin] bg-white px-[2vmin] py-[1vmin]">
      <div className="[container-type:inline-size]">
        <p
          className="font-mono font-bold leading-tight whitespace-nowrap select-all"
          style={{ color, fontSize: fitted }}
          data-testid="short-link"
        >
          {text}
        </p>
      </div>
    </div>
  );
}

/** The speaker's logo on a white panel (any logo reads there, as on the slide) and their name. */
function SpeakerMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <div className="flex items-center justify-center gap-[2vmin] landscape:justify-start">
      {logoUrl && (
        <span className="rounded-[1vmin] bg-white px-[1.5vmin] py-[1vmin]">
          <img src={logoUrl} alt={`${name} logo`} className="block h-[clamp(2rem,7vmin,5rem)] w-auto max-w-[40vw] object-contain" />
        </span>
      )}
      <p className="text-[clamp(1.25rem,3.5vmin,2.5rem)] font-semibold" data-testid="speaker-name">
        {name}
      </p>
    </div>
  );
}

function timeOf(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The answers so far: the number (against the expected audience, with a bar, when there is one), read out politely as it changes. */
function AnswerCounter({
  live,
  expected,
  eventsPath,
  barColor,
}: {
  live: LiveCounterState;
  expected: number | null;
  eventsPath: string;
  barColor: string;
}) {
  if (live.status === 'gone') {
    return (
      <p role="alert" className="text-[clamp(1.25rem,3vmin,2rem)]">
        This talk was deleted, so its answers are no longer counted.{' '}
        <Link to={eventsPath} className="font-semibold underline underline-offset-4">
          Your events
        </Link>
      </p>
    );
  }
  if (live.status === 'signed-out') {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <p role="alert" className="text-[clamp(1.25rem,3vmin,2rem)]">
        You were signed out, so the count has stopped.{' '}
        <a href={callUrl(openSignInPageOperation, { query: { returnTo: here } })} className="font-semibold underline underline-offset-4">
          Sign in again
        </a>
      </p>
    );
  }
  const { count } = live;
  const stale = live.status === 'reconnecting';
  const text = count === null ? 'Counting answers…' : expected !== null ? goalText(count, expected) : answerCountText(count);
  return (
    <div className="space-y-[1.5vmin]">
      <h2 className="text-[clamp(1rem,2.6vmin,1.75rem)] font-semibold uppercase tracking-wide">Answers so far</h2>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="answer-count"
        className={clsx('text-[clamp(2.25rem,8vmin,7rem)] font-extrabold leading-none tabular-nums', stale && 'opacity-60')}
      >
        {text}
      </p>
      {expected !== null && count !== null && (
        <div
          role="progressbar"
          aria-label="Answers against the expected audience"
          aria-valuemin={0}
          aria-valuemax={expected}
          aria-valuenow={Math.min(count, expected)}
          aria-valuetext={goalText(count, expected)}
          className="h-[clamp(0.75rem,2vmin,1.5rem)] w-full overflow-hidden rounded-full bg-current/20"
        >
          <div
            className="h-full rounded-full transition-[width] duration-500"
            style={{ width: `${Math.min(100, percentage(count, expected))}%`, backgroundColor: barColor }}
          />
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-[1.5em] text-[clamp(1rem,2.4vmin,1.5rem)]">
        {stale ? (live.countAt === null ? 'Reconnecting…' : `Reconnecting… the number above is from ${timeOf(live.countAt)}.`) : ''}
      </p>
    </div>
  );
}

export function Presenter({ event, profile }: { event: Talk; profile: SpeakerProfile }) {
  const title = event.talkTitle ?? event.eventName;
  const colors = presenterColors(profile);
  usePageMeta(pageTitle(`Presenting ${title}`));
  useWakeLock();
  const fullscreen = useFullscreen();
  const live = useLiveCount(event.id);

  return (
    <div
      className="fixed inset-0 flex flex-col overflow-auto"
      style={{ backgroundColor: colors.background, color: colors.text } satisfies CSSProperties}
      data-testid="presenter"
    >
      <nav
        aria-label="Presenter controls"
        className={clsx(
          'flex flex-wrap items-center gap-1 px-3 py-2 transition-opacity',
          // In full screen the controls step back until pointed at or focused.
          fullscreen.active && 'opacity-0 focus-within:opacity-100 hover:opacity-100',
        )}
      >
        <Link to={speakerPaths.eventDetail(profile.slug, event.id)} className={CONTROL}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Back to event</span>
        </Link>
        <div className="ms-auto flex flex-wrap items-center gap-1">
          <a href={eventSlidePngUrl(event.id)} download className={CONTROL}>
            <Download className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Slide (PNG)</span>
          </a>
          <a href={eventSlidePdfUrl(event.id)} download className={CONTROL}>
            <Download className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Slide (PDF)</span>
          </a>
          {fullscreen.supported && (
            <button type="button" onClick={fullscreen.toggle} className={CONTROL}>
              {fullscreen.active ? <Minimize className="size-4" aria-hidden="true" /> : <Maximize className="size-4" aria-hidden="true" />}
              <span className="max-sm:sr-only">{fullscreen.active ? 'Leave full screen (Esc)' : 'Full screen'}</span>
            </button>
          )}
        </div>
      </nav>
      <main className="flex flex-1 flex-col items-center justify-center gap-[4vmin] px-4 pb-6 landscape:flex-row landscape:px-[4vw]">
        {/* Square and as large as the screen allows: the height bounds it in landscape, the width in portrait. */}
        <div className="shrink-0 rounded-[2vmin] bg-white p-[2vmin] portrait:w-[min(calc(100vw-2rem),48dvh)] landscape:w-[min(calc(100dvh-6rem),50vw)]">
          <img
            src={eventQrSvgUrl(event.id)}
            alt={`QR code: scan to rate ${title}`}
            width={512}
            height={512}
            className="block aspect-square h-auto w-full"
          />
        </div>
        <section
          aria-labelledby="talk-title"
          className="flex min-w-0 flex-1 flex-col gap-[3vmin] text-center portrait:self-stretch landscape:text-left"
        >
          <SpeakerMark name={`${profile.firstName} ${profile.lastName}`.trim()} logoUrl={profile.logoUrl} />
          <h1 id="talk-title" className="text-[clamp(1.75rem,6vmin,5rem)] font-extrabold leading-tight text-balance">
            {title}
          </h1>
          <p className="text-[clamp(1.25rem,4vmin,3rem)] leading-snug">{callToAction(profile.digitalGiftTitle)}</p>
          <div>
            <p className="text-[clamp(1rem,2.6vmin,1.75rem)]">Or type this link:</p>
            <ShortLink text={shortLinkText(event.shortUrl)} color={colors.link} />
          </div>
          <AnswerCounter
            live={live}
            expected={event.expectedAudienceSize}
            eventsPath={speakerPaths.allEvents(profile.slug)}
            barColor={colors.bar}
          />
        </section>
      </main>
    </div>
  );
}

/** /speaker/events/:id/present and /speaker/:speakerSlug/events/:id/present: the talk's last slide, live, for the projector. */
export function PresenterPage() {
  const profile = useOnboardedSpeaker();
  const eventId = parseTalkId(useParams().id);
  const eventQuery = useTalk(eventId);
  const code = errorCodeOf(eventQuery.error);
  if (eventId === null || code === 'NOT_FOUND' || code === 'VALIDATION_ERROR')
    return <EventNotFound dashboardPath={speakerPaths.slugDashboard(profile.slug)} />;
  if (eventQuery.isPending) return <FullPageSpinner />;
  if (eventQuery.isError) return <LoadFailedCard onRetry={() => void eventQuery.refetch()} />;
  return <Presenter key={eventQuery.data.id} event={eventQuery.data} profile={profile} />;
}
