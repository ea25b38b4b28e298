import { FileText, LogOut, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLogout } from '../auth/use-logout';

/** The bar above every speaker page: brand on the left, page actions and 'Log out' on the right. */
export function SpeakerHeader({ children }: { children?: ReactNode }) {
  const { logout, isPending } = useLogout(paths.speakerLogin);
  return (
    <SpeakerHeaderFrame>
      {children}
      <Link to="/email-integration" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Mail className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Email account</span>
      </Link>
      <Link to="/speaker-admin/assessment-reports" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <FileText className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Reports</span>
      </Link>
      <Button variant="outline" size="sm" onClick={() => void logout()} disabled={isPending}>
        <LogOut className="size-4" aria-hidden="true" />
        Log out
      </Button>
    </SpeakerHeaderFrame>
  );
}

export function SpeakerHeaderFrame({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <BrandLogo className="text-xl" />
        <div className="flex items-center gap-2">{children}</div>
      </div>
    </header>
  );
}
