import { ArrowRight, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { buttonClasses } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';

const linkClasses =
  'rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2';

export function LandingPage() {
  const { pathname } = useLocation();
  const year = new Date().getFullYear();

  const trackClick = (elementId: string, label: string) => () =>
    trackEvent({ event_type: 'button_click', page_path: pathname, element_id: elementId, element_label: label });

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-4 pt-8">
        <BrandLogo />
      </header>

      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-8 px-4 py-10">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">What do you want?</h1>
          <h2 className="text-lg text-slate-700">I want to...</h2>
        </div>

        <nav aria-label="Get started" className="flex flex-col gap-3">
          <Link
            to={paths.speakerSignup}
            className={buttonClasses({ size: 'lg', className: 'w-full' })}
            onClick={trackClick('landing-create-speaker-account', 'Create Speaker Account')}
          >
            Create Speaker Account
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link
            to={paths.speakerLogin}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
            onClick={trackClick('landing-sign-in', 'Already have an account? Sign in')}
          >
            <LogIn className="size-4" aria-hidden="true" />
            Already have an account? Sign in
          </Link>
        </nav>
      </main>

      <footer className="border-t border-slate-200 bg-white px-4 py-6 text-sm">
        <div className="mx-auto flex max-w-md flex-col items-center gap-3">
          <nav aria-label="More" className="flex gap-6">
            <Link to={paths.blog} className={linkClasses} onClick={trackClick('landing-blog', 'Blog')}>
              Blog
            </Link>
            <Link to={paths.adminSignin} className={linkClasses} onClick={trackClick('landing-admin', 'Admin')}>
              Admin
            </Link>
          </nav>
          <p className="text-slate-600">© {year} SpeakerPro</p>
          <p className="text-xs text-slate-600">v{__APP_VERSION__}</p>
        </div>
      </footer>
    </div>
  );
}
