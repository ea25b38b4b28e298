import { BrandLogo } from '../../components/brand-logo';
import { DEMO_STEP_COUNT } from './first-presentation-paths';

/** Logo and 'Step N of 5' with a progress bar, on top of each screen of the demo path. */
export function DemoStepHeader({ step }: { step: number | null }) {
  return (
    <header className="space-y-4">
      <div className="flex justify-center">
        <BrandLogo />
      </div>
      {step !== null && (
        <div className="space-y-1.5">
          <p className="text-center text-sm font-medium text-slate-700">
            Step {step} of {DEMO_STEP_COUNT}
          </p>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-indigo-700" style={{ width: `${(step / DEMO_STEP_COUNT) * 100}%` }} />
          </div>
        </div>
      )}
    </header>
  );
}
