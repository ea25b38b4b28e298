import { Smartphone, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Spec §9: the banner's width threshold. */
const DESKTOP_MIN_WIDTH_PX = 1024;
const DISMISSED_KEY = 'mobileBannerDismissed';
// Attendees are already on their phones; the banner is for speakers looking on a desktop.
const ATTENDEE_PATH_PREFIXES = ['/feedback/', '/qr/', '/thank-you/'];

const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

function subscribeToWidth(onChange: () => void) {
  const media = window.matchMedia(desktopQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isDesktopWidth() {
  return window.matchMedia(desktopQuery).matches;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Tells desktop visitors (window at least 1024 px wide) that the attendee experience is made for
 * phones. The spec says both "desktop banner recommends mobile use" and "shows below 1024 px";
 * recommending a phone to someone already on one makes no sense, so it shows at desktop widths.
 */
export function MobileBanner() {
  const { pathname } = useLocation();
  const isDesktop = useSyncExternalStore(subscribeToWidth, isDesktopWidth, () => false);
  const [isDismissed, setIsDismissed] = useState(readDismissed);

  if (!isDesktop || isDismissed || ATTENDEE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;

  return (
    <aside aria-label="Mobile recommendation" className="border-b border-indigo-200 bg-indigo-50 text-indigo-950">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5 text-sm">
        <Smartphone className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
        <p className="flex-1">
          <span className="font-semibold">SpeakerPro is made for phones.</span> Your attendees leave feedback on their
          mobiles: open SpeakerPro on yours to see exactly what they see.
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
