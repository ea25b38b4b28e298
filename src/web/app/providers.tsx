import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { TOAST_DURATION_MS } from '../../shared/domain/constants';
import { useToast } from '../components/ui/use-toast';
import { isWithoutQueryClient } from '../lib/route-handles';

// The attendee's feedback page is opened on a phone on conference Wi-Fi and has a download budget
// (bench/feedback-page-size.ts, 120 KB gzip). It needs neither TanStack Query (~10 KB) nor Radix
// Toast (~12 KB), so both load on demand instead of with the app's entry chunk.

/**
 * Layout route that provides TanStack Query to the pages under it; the query library arrives in
 * its own chunk, together with the first such page.
 */
export const QueryLayout = lazy(async () => {
  const [{ QueryClientProvider }, { queryClient }] = await Promise.all([import('@tanstack/react-query'), import('../lib/query-client')]);
  return {
    default: function QueryLayout() {
      return (
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      );
    },
  };
});

/**
 * The routes marked WITHOUT_QUERY_CLIENT stay as they are; all others go under QueryLayout. Route
 * matching does not change: a layout route without a path adds no URL segment.
 */
export function withQueryClient(routes: RouteObject[]): RouteObject[] {
  return [...routes.filter(isWithoutQueryClient), { element: <QueryLayout />, children: routes.filter((r) => !isWithoutQueryClient(r)) }];
}

/**
 * While Radix's toaster loads, or if it cannot load (a toast often reports a lost connection),
 * the same toasts as plain text in a live region.
 */
function PlainToaster() {
  const { toasts, dismiss } = useToast();
  useEffect(() => {
    const timers = toasts.filter((t) => t.open).map((t) => setTimeout(() => dismiss(t.id), TOAST_DURATION_MS));
    return () => timers.forEach(clearTimeout);
  }, [toasts, dismiss]);
  return (
    <div role="status" aria-live="polite" className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 sm:max-w-sm">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div
            key={t.id}
            className={
              t.variant === 'destructive'
                ? 'rounded-lg border border-red-800 bg-red-700 p-4 text-white shadow-lg'
                : 'rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg'
            }
          >
            <p className="text-sm font-semibold">{t.title}</p>
            {t.description && <p className="text-sm opacity-90">{t.description}</p>}
          </div>
        ))}
    </div>
  );
}

const Toaster = lazy(() =>
  import('../components/ui/toast').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: PlainToaster }),
  ),
);

/** Mounts Radix's toaster while there is a toast to show. */
function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={<PlainToaster />}>
      <Toaster />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DeferredToaster />
    </>
  );
}
