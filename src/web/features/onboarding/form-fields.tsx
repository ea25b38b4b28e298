import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useFieldIds } from '../../components/ui/input';

/** A group of radio buttons drawn as tappable cards. */
export function RadioCardGroup({
  legend,
  hint,
  error,
  options,
  renderInput,
  isStacked = false,
}: {
  /** One option per row at every width, for options with longer descriptions. */
  isStacked?: boolean;
  legend: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string; description?: string }[];
  renderInput: (value: string, describedBy: string | undefined) => ReactNode;
}) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={clsx('grid gap-2', !isStacked && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm',
              'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
            )}
          >
            {renderInput(option.value, describedBy)}
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description && <span className="block text-slate-600">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export const radioInputClasses = 'mt-0.5 size-4 shrink-0 accent-indigo-700';
