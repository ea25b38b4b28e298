import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A problem with what was just sent; role=alert so screen readers say it at once. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx('flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800', className)}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/**
 * The outcome of a request. The live region is always in the page, even when empty, because screen
 * readers only announce changes inside a region they already know about.
 */
export function FormStatus({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      {children ? (
        <div className="flex items-start gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}

/** Why a form is switched off: the account holds the most it may of something. */
export function LimitNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{children}</p>;
}
