import { Smartphone, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Windows narrower than this (phones, small tablets) get the banner. */
const BANNER_MAX_WIDTH_PX = 1024;
const DISMISSED_KEY = 'mobileBannerDismissed';
// The speaker area (/speaker/…, /speaker-admin/…, /speaker-demo) only: attendees, visitors of the
// public site and the free wizard are not setting up talks.
const SPEAKER_AREA_PREFIX = '/speaker';
// The presenter's page fills a projector (or a phone held up to the room): no banner over it.
const PRESENTER_SUFFIX = '/present';

const narrowQuery = `(max-width: ${BANNER_MAX_WIDTH_PX - 1}px)`;

function subscribeToWidth(onChange: () => void) {
  const media = window.matchMedia(narrowQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isNarrowWidth() {
  return window.matchMedia(narrowQuery).matches;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * On a window narrower than 1024 px the speaker sees SpeakerPro the way attendees do; the banner
 * says so and suggests keeping a phone at hand when setting up a talk. Dismissed once, it stays
 * away (local storage).
 */
export function MobileBanner() {
  const { pathname } = useLocation();
  const isNarrow = useSyncExternalStore(subscribeToWidth, isNarrowWidth, () => false);
  const [isDismissed, setIsDismissed] = useState(readDismissed);

  if (!isNarrow || isDismissed || !pathname.startsWith(SPEAKER_AREA_PREFIX) || pathname.endsWith(PRESENTER_SUFFIX)) return null;

  return (
    <aside aria-label="Mobile recommendation" className="border-b border-indigo-200 bg-indigo-50 text-indigo-950">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5 text-sm">
        <Smartphone className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
        <p className="flex-1">
          <span className="font-semibold">Made for mobile.</span> Your attendees answer on their phones, and what you see here is what they
          see.
        </p>
        <button
          type="button"
          aria-label="Dismiss mobile banner"
          className="rounded-md p-1.5 text-indigo-900 hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          onClick={() => {
            setIsDismissed(true);
            try {
              window.localStorage.setItem(DISMISSED_KEY, 'true');
            } catch {
              // Storage blocked: it stays dismissed for this page's life only.
            }
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
