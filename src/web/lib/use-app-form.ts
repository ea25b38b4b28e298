import { useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldErrors, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * The first field of the form (in the order a reader meets them) whose value was refused, or
 * null when none of them is a named control of this form.
 */
function firstRefusedControl(errors: FieldErrors, event: BaseSyntheticEvent | undefined): HTMLElement | null {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return null;
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name');
    if (name && get(errors, name) && control instanceof HTMLElement) return control;
  }
  return null;
}

/**
 * react-hook-form's form, with the caret moved to the first refused field once, at the moment a
 * submit is refused. The library would also move it again on a timer; on a busy phone that timer
 * can fire after the person has already gone on to another field, and what they type next lands
 * in the field they left.
 */
export function useAppForm<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformed>,
): UseFormReturn<TFieldValues, TContext, TTransformed> {
  const form = useForm<TFieldValues, TContext, TTransformed>({ ...props, shouldFocusError: false });
  const [handleSubmit] = useState(
    (): UseFormReturn<TFieldValues, TContext, TTransformed>['handleSubmit'] => (onValid, onInvalid) =>
      form.handleSubmit(onValid, async (errors, event) => {
        const control = firstRefusedControl(errors, event);
        if (control) control.focus();
        else {
          const first = Object.keys(errors)[0];
          if (first) form.setFocus(first as Parameters<typeof form.setFocus>[0]);
        }
        await onInvalid?.(errors, event);
      }),
  );
  return { ...form, handleSubmit };
}
