import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { BrandLogo } from './brand-logo';

export const textLinkClasses =
  'rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2';

const footerLinkClasses =
  'rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2';

/** The one version label of the app, from the build (package.json's version). */
export const VERSION_LABEL = `v${__APP_VERSION__}`;

export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer className={clsx('border-t border-slate-200 bg-white px-4 py-6 text-sm', className)}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3">
        <nav aria-label="Site" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={paths.blog} className={footerLinkClasses}>
            Blog
          </Link>
          <Link to="/terms" className={footerLinkClasses}>
            Terms
          </Link>
          <Link to="/privacy" className={footerLinkClasses}>
            Privacy
          </Link>
          <Link to={paths.adminSignin} className={footerLinkClasses}>
            Admin
          </Link>
        </nav>
        <p className="text-slate-600">© {new Date().getFullYear()} SpeakerPro. All rights reserved.</p>
        <p className="text-xs text-slate-600" aria-label={`Version ${__APP_VERSION__}`}>
          {VERSION_LABEL}
        </p>
      </div>
    </footer>
  );
}

export interface BackLink {
  to: string;
  label: string;
}

/** Header, a centred column and the footer: the frame of every public page. */
export function PublicPage({ children, back, width = 'md' }: { children: ReactNode; back?: BackLink; width?: 'md' | 'lg' | 'xl' }) {
  const widthClass = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' }[width];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className={clsx('mx-auto flex items-center justify-between gap-4 px-4 py-3', widthClass)}>
          <Link
            to={paths.home}
            aria-label="SpeakerPro home"
            className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            <BrandLogo className="text-xl" />
          </Link>
          {back && (
            <Link to={back.to} className={clsx(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
          )}
        </div>
      </header>
      <main className={clsx('mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-8 sm:py-12', widthClass)}>{children}</main>
      <SiteFooter />
    </div>
  );
}
