import { useEffect, useState } from 'react';
import type { SpeakerData } from '../../../shared/contract/free-tier';
import { requestJson } from './api/request-json';

export type SpeakerDataState =
  { status: 'loading' } | { status: 'ready'; speaker: SpeakerData } | { status: 'not-found' } | { status: 'unavailable' };

export function speakerDataUrl(slug: string): string {
  return `/api/public/speaker-data/${encodeURIComponent(slug)}`;
}

/** The free page's public data; 'unavailable' (network, server, busy) can be retried. */
export function useSpeakerData(slug: string): { state: SpeakerDataState; retry(): void } {
  const [state, setState] = useState<SpeakerDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void requestJson<SpeakerData>('GET', speakerDataUrl(slug), { signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'ok') setState({ status: 'ready', speaker: outcome.data });
      else if (outcome.kind === 'client-error' && outcome.error.code === 'NOT_FOUND') setState({ status: 'not-found' });
      else setState({ status: 'unavailable' });
    });
    return () => controller.abort();
  }, [slug, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((a) => a + 1);
    },
  };
}
