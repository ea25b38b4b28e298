import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { ComplaintsOnNavigation } from './complaints-on-navigation';

// Only desktops see the banner; phones opening an attendee page should not download it.
const MobileBanner = lazy(() => import('../components/mobile-banner').then((m) => ({ default: m.MobileBanner })));

export function AppLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
      <ComplaintsOnNavigation />
      <Suspense fallback={null}>
        <MobileBanner />
      </Suspense>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
