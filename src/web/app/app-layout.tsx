import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MobileBanner } from '../components/mobile-banner';
import { FullPageSpinner } from '../components/ui/spinner';
import { PageViewTracker } from './page-view-tracker';

export function AppLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
      <PageViewTracker />
      <MobileBanner />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
