import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from './label';
import { fieldErrorText } from '../../../shared/domain/answer-form';

const controlClasses = clsx(
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900',
  'placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:border-indigo-600',
  'disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus-visible:ring-red-700',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx('min-h-11', controlClasses, className)} {...props} />;
}

// Also for forms that lay out their own fields (the inquiry form).
export { fieldErrorText };

interface FieldChromeProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** What a problem's wording follows when the label is a whole question ('Your takeaway must be …'). */
  errorLabel?: string;
}

/** Ids that tie a control to its hint and error, so screen readers announce them with it. */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint ? hintId : null, error ? errorId : null) || undefined;
  return { id, hintId, errorId, describedBy };
}

function Field({
  label,
  hint,
  error,
  errorLabel,
  className,
  children,
}: FieldChromeProps & { className?: string; children: (ids: ReturnType<typeof useFieldIds>) => ReactNode }) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={ids.id}>{label}</Label>
      {children(ids)}
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {fieldErrorText(errorLabel ?? label, error)}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldChromeProps & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled input whose hint and error are announced with it by screen readers. */
export function TextField({ label, hint, error, errorLabel, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} errorLabel={errorLabel} className={className}>
      {({ id, describedBy }) => <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />}
    </Field>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  errorLabel,
  className,
  ...textareaProps
}: FieldChromeProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error} errorLabel={errorLabel} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClasses, 'min-h-28 resize-y')}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
