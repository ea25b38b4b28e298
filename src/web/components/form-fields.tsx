import { useId, type ComponentProps } from 'react';
import { fieldErrorText } from './ui/input';

function FieldError({ id, label, error }: { id: string; label: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {fieldErrorText(label, error)}
    </p>
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
