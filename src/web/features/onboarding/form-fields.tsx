import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface FieldChromeProps {
  label: string;
  hint?: ReactNode;
  /** A whole sentence ('First name is required'), shown as written. */
  error?: string;
  className?: string;
}

function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint ? hintId : null, error ? errorId : null) || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled input whose error is a complete sentence. The shared TextField prefixes the label to
 * a fragment; the onboarding's messages are whole sentences in the spec.
 */
export function Field({ label, hint, error, className, ...inputProps }: FieldChromeProps & Omit<ComponentProps<'input'>, 'id'>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  className,
  ...textareaProps
}: FieldChromeProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        rows={4}
        className={clsx(
          'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900',
          'placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600',
          'aria-[invalid=true]:border-red-700',
        )}
        {...textareaProps}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

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
