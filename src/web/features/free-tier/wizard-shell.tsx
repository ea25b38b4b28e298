import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_WIZARD_STEP_COUNT } from '../../../shared/domain/free-tier';
import { BrandLogo } from '../../components/brand-logo';
import { textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

/** One wizard step: 'Step n of 10', a progress bar, the step's title and its content. Phone first. */
export function WizardShell({
  step,
  title,
  description,
  back,
  children,
}: {
  step: number;
  title: string;
  description?: ReactNode;
  back?: string;
  children: ReactNode;
}) {
  usePageMeta(pageTitle(`${title} (Step ${step} of ${FREE_WIZARD_STEP_COUNT})`));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Each step replaces the page: focus follows for keyboard and screen-reader users.
    headingRef.current?.focus();
  }, [step]);
  const percent = Math.round((step / FREE_WIZARD_STEP_COUNT) * 100);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center justify-between gap-3 px-4 py-3">
          <BrandLogo className="text-xl" />
          {back && (
            <Link to={back} className={clsx(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-5 px-4 py-6">
        <div className="space-y-2">
          <p className="text-sm font-medium text-indigo-700">
            Step {step} of {FREE_WIZARD_STEP_COUNT}
          </p>
          <div
            role="progressbar"
            aria-label="Wizard progress"
            aria-valuemin={0}
            aria-valuemax={FREE_WIZARD_STEP_COUNT}
            aria-valuenow={step}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-indigo-700 transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <div className="space-y-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
            {title}
          </h1>
          {description && <p className="text-slate-700">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}

/** A problem with the step's answers, read out when it appears. */
export function StepError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
