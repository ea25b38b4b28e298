import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphicRequest } from '../../../shared/domain/graphics';
import { DEMO_STEPS, makeDemoGraphic, storedDemoGraphic } from './demo-graphic';

export type DemoState =
  | { status: 'working'; progress: number }
  | { status: 'ready'; progress: 100; url: string; objectUrl: string }
  | { status: 'failed'; progress: number };

/** Runs the demo generation on mount (reusing the session's graphic when there is one). */
export function useDemoGraphic(request: GraphicRequest, options: { auto: boolean; reuse: boolean }) {
  const [state, setState] = useState<DemoState>({ status: 'working', progress: 0 });
  const run = useRef(0);
  const objectUrl = useRef<string | null>(null);

  // Sets state only from the generation's callbacks, so the mount effect may call it.
  const launch = useCallback(
    (reuse: boolean) => {
      const id = (run.current += 1);
      makeDemoGraphic(request, (progress) => id === run.current && setState({ status: 'working', progress }), {
        reuse: reuse ? storedDemoGraphic() : null,
      }).then(
        (result) => {
          if (id !== run.current) return URL.revokeObjectURL(result.objectUrl);
          if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
          objectUrl.current = result.objectUrl;
          setState({ status: 'ready', progress: DEMO_STEPS.shown, url: result.url, objectUrl: result.objectUrl });
        },
        (err: unknown) => {
          // A failed demo render is logged; the page offers to try again.
          console.error('Demo graphic generation failed', err);
          if (id === run.current) setState((s) => ({ status: 'failed', progress: s.progress }));
        },
      );
    },
    [request],
  );

  const restart = (reuse: boolean) => {
    setState({ status: 'working', progress: 0 });
    launch(reuse);
  };

  const { auto, reuse } = options;
  useEffect(() => {
    if (auto) launch(reuse);
    return () => {
      run.current += 1;
    };
  }, [auto, reuse, launch]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  return { state, generate: () => restart(false), retry: () => restart(reuse) };
}
