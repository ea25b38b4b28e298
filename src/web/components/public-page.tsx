import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, PRICING_PATH } from '../lib/paths';
import { BrandLogo } from './brand-logo';

export const textLinkClasses =
  'rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2';

const footerLinkClasses =
  'rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2';

/** The one version label of the app, from the build (package.json's version). */
export const VERSION_LABEL = `v${__APP_VERSION__}`;

/** The words of the frame around a public page: English, or the page's language where it has one. */
export interface SiteWords {
  home: string;
  nav: string;
  blog: string;
  /** The pricing page is in English only: pages in other languages leave its link out. */
  pricing?: string;
  terms: string;
  privacy: string;
  /** Where the footer's privacy link leads: the policy in the page's language. */
  privacyTo: string;
  admin: string;
  rights: (year: string) => string;
  version: (version: string) => string;
}

const ENGLISH_SITE_WORDS: SiteWords = {
  home: 'SpeakerPro home',
  nav: 'Site',
  blog: 'Blog',
  pricing: 'Pricing',
  terms: 'Terms',
  privacy: 'Privacy',
  privacyTo: '/privacy',
  admin: 'Admin',
  rights: (year) => `© ${year} SpeakerPro. All rights reserved.`,
  version: (version) => `Version ${version}`,
};

export function SiteFooter({ className, words = ENGLISH_SITE_WORDS }: { className?: string; words?: SiteWords }) {
  return (
    <footer className={clsx('border-t border-slate-200 bg-white px-4 py-6 text-sm', className)}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3">
        <nav aria-label={words.nav} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={paths.blog} className={footerLinkClasses}>
            {words.blog}
          </Link>
          {words.pricing && (
            // Made on the server, not one of the app's pages: the browser loads it.
            <a href={PRICING_PATH} className={footerLinkClasses}>
              {words.pricing}
            </a>
          )}
          <Link to="/terms" className={footerLinkClasses}>
            {words.terms}
          </Link>
          <Link to={words.privacyTo} className={footerLinkClasses}>
            {words.privacy}
          </Link>
          <Link to={paths.adminSignin} className={footerLinkClasses}>
            {words.admin}
          </Link>
        </nav>
        <p className="text-slate-600">{words.rights(String(new Date().getFullYear()))}</p>
        <p className="text-xs text-slate-600" aria-label={words.version(__APP_VERSION__)}>
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
export function PublicPage({
  children,
  back,
  width = 'md',
  words = ENGLISH_SITE_WORDS,
}: {
  children: ReactNode;
  back?: BackLink;
  width?: 'md' | 'lg' | 'xl';
  words?: SiteWords;
}) {
  const widthClass = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' }[width];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className={clsx('mx-auto flex items-center justify-between gap-4 px-4 py-3', widthClass)}>
          <Link
            to={paths.home}
            aria-label={words.home}
            className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            <BrandLogo className="text-xl" />
          </Link>
          {back && (
            <Link to={back.to} className={clsx(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}>
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {back.label}
            </Link>
          )}
        </div>
      </header>
      <main className={clsx('mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-8 sm:py-12', widthClass)}>{children}</main>
      <SiteFooter words={words} />
    </div>
  );
}
