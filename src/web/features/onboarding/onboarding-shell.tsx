import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { EmailVerificationBanner } from '../../components/resend-verification';
import { ONBOARDING_FORM_STEPS, type OnboardingStep } from '../../lib/onboarding-paths';

/** The frame of every onboarding screen: logo, 'Step N of 3' (or the review title) and a progress bar. */
export function OnboardingShell({
  step,
  heading,
  intro,
  children,
}: {
  step: OnboardingStep;
  /** Only the review screen names itself; the form steps are headed 'Step N of 3'. */
  heading?: string;
  intro: string;
  children: ReactNode;
}) {
  const title = heading ?? `Step ${step} of ${ONBOARDING_FORM_STEPS}`;
  // Segments before the current step are filled; the review fills all three.
  const done = step - 1;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex justify-center">
        <BrandLogo />
      </header>
      <EmailVerificationBanner boxed />
      <div className="space-y-3">
        <div className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: ONBOARDING_FORM_STEPS }, (_, i) => (
            <span
              key={i}
              className={clsx('h-1.5 flex-1 rounded-full', i < done ? 'bg-indigo-700' : i === done ? 'bg-indigo-300' : 'bg-slate-200')}
            />
          ))}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-700">{intro}</p>
      </div>
      {children}
    </main>
  );
}
