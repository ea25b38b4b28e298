import { useEffect } from 'react';

/**
 * Keeps the screen on while the page is shown, where the browser offers a screen wake lock: a
 * laptop that dims in the middle of the Q&A hides the code from the room. The browser drops the
 * lock when the tab is hidden, so it is asked for again when the tab comes back.
 */
export function useWakeLock() {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const request = async () => {
      try {
        const next = await navigator.wakeLock.request('screen');
        if (done) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, a hidden tab): the screen follows its usual timeout.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
