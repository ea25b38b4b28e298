import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { Label } from '../../components/ui/label';

const controlClasses = clsx(
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900',
  'placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:border-indigo-600',
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus-visible:ring-red-700',
);

function FieldError({ id, label, error }: { id: string; label: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {label} {error}
    </p>
  );
}

/** A labelled textarea whose error (a fragment such as 'is required') follows the label, as TextField does. */
export function TextAreaField({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={clsx('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(controlClasses, 'min-h-28 resize-y')}
        {...props}
      />
      <FieldError id={`${id}-error`} label={label} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  errorLabel,
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: string; error?: string; errorLabel: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} label={errorLabel} error={error} />
    </div>
  );
}
