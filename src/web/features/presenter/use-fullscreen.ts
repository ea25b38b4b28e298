import { useCallback, useEffect, useState } from 'react';

/**
 * The browser's full screen for the whole page (Fullscreen API). `supported` is false where the page
 * may not ask for it (iPhone Safari, some embedded browsers); the page then shows no button.
 */
export function useFullscreen() {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    // Browsers leave full screen on Esc themselves; this also covers one that passes the key on.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    document.addEventListener('fullscreenchange', update);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the page as it is; there is nothing to report.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);

  return { supported, active, toggle };
}
