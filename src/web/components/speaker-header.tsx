import { ArrowLeft, FileText, Handshake, LogOut, Mail, MessageSquareQuote, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { speakerPaths } from '../lib/speaker-paths';
import { BrandLogo } from './brand-logo';
import { Button, buttonClasses } from './ui/button';
import { EmailVerificationBanner } from './resend-verification';
import { useLogout } from '../lib/use-logout';

/**
 * The bar above every speaker page: brand on the left, page actions and 'Log out' on the right; under
 * it, until the address is confirmed, the reminder to confirm it.
 */
export function SpeakerHeader({ children }: { children?: ReactNode }) {
  const { logout, isPending } = useLogout(paths.speakerLogin);
  return (
    <SpeakerHeaderFrame after={<EmailVerificationBanner />}>
      {children}
      <Link to={speakerPaths.bookingLeadsAnySlug} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Handshake className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Booking leads</span>
      </Link>
      <Link to={speakerPaths.proofPage} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <MessageSquareQuote className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Proof page</span>
      </Link>
      <Link to="/email-integration" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Mail className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Email account</span>
      </Link>
      <Link to="/speaker-admin/assessment-reports" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <FileText className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Reports</span>
      </Link>
      <Link to={paths.speakerAccount} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <UserCog className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Account</span>
      </Link>
      <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={() => void logout()} disabled={isPending}>
        <LogOut className="size-4" aria-hidden="true" />
        Log out
      </Button>
    </SpeakerHeaderFrame>
  );
}

export function SpeakerHeaderFrame({ children, after }: { children?: ReactNode; after?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wraps rather than overflowing a phone's width when a page adds its own links. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <BrandLogo className="text-xl" />
        <div className="flex flex-wrap items-center justify-end gap-2">{children}</div>
      </div>
      {after}
    </header>
  );
}

const frameWidths = { '3xl': 'max-w-3xl', '5xl': 'max-w-5xl' } as const;

/**
 * A speaker page under the speaker's bar: the way back to the dashboard, then the page's content;
 * `after` goes outside the page's column (a dialog laid over the page).
 */
export function SpeakerPageFrame({
  back,
  width,
  children,
  after,
}: {
  back: string;
  width: keyof typeof frameWidths;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="min-h-dvh">
      <SpeakerHeader />
      <main className={`mx-auto ${frameWidths[width]} space-y-6 px-4 py-6 sm:py-10`}>
        <Link to={back} className={buttonClasses({ variant: 'link', className: 'px-0' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        {children}
      </main>
      {after}
    </div>
  );
}
