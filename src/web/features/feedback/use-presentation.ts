import { useEffect, useRef, useState } from 'react';
import type { Presentation } from '../../../shared/contract/feedback';
import { getPresentation } from './api/get-presentation';
import type { TransientProblem } from './feedback-submitter';
import { retryDelayMs } from './retry-schedule';

export type PresentationState =
  | { status: 'loading' }
  | { status: 'ready'; presentation: Presentation }
  | { status: 'not-found' }
  /** No usable answer yet; the hook keeps retrying with backoff and when the browser is back online. */
  | { status: 'unavailable'; problem: TransientProblem };

interface Loaded {
  presentationId: number;
  state: PresentationState;
}

/** The public presentation for the attendee's page, fetched without TanStack Query to keep the page small. */
export function usePresentation(presentationId: number | null): { state: PresentationState; retry(): void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retries = useRef(0);

  useEffect(() => {
    if (presentationId === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retryNow = () => setAttempt((a) => a + 1);
    void getPresentation(presentationId, controller.signal).then((outcome) => {
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'ok') {
        retries.current = 0;
        setLoaded({ presentationId, state: { status: 'ready', presentation: outcome.data } });
        return;
      }
      if (outcome.kind === 'client-error' && outcome.error.code !== 'RATE_LIMITED') {
        retries.current = 0;
        setLoaded({ presentationId, state: { status: 'not-found' } });
        return;
      }
      const problem: TransientProblem = outcome.kind === 'network' ? 'network' : outcome.kind === 'server-error' ? 'server' : 'busy';
      retries.current += 1;
      const atLeast = outcome.kind === 'client-error' ? (outcome.retryAfterMs ?? 0) : 0;
      timer = setTimeout(retryNow, retryDelayMs(retries.current, Math.random, atLeast));
      setLoaded({ presentationId, state: { status: 'unavailable', problem } });
      window.addEventListener('online', retryNow, { once: true });
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('online', retryNow);
    };
  }, [presentationId, attempt]);

  const state: PresentationState =
    presentationId === null ? { status: 'not-found' } : loaded?.presentationId === presentationId ? loaded.state : { status: 'loading' };

  return {
    state,
    retry: () => {
      retries.current = 0;
      setAttempt((a) => a + 1);
    },
  };
}
