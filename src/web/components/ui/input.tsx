import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { Label } from './label';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900',
        'placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:border-indigo-600',
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        'aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus-visible:ring-red-700',
        className,
      )}
      {...props}
    />
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** A fragment that follows the label, as the shared zod schemas word them ('is required'). */
  error?: string;
}

/** A labelled input whose hint and error are announced with it by screen readers. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {label} {error}
        </p>
      )}
    </div>
  );
}
