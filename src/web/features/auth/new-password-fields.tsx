import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordSchema } from '../../../shared/contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/constants';
import { TextField } from '../../components/ui/input';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** A new password typed twice (reset and claim): the contract's rules, and both copies the same. */
export const choosePasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
export type ChoosePasswordForm = z.infer<typeof choosePasswordFormSchema>;

/** The pair of inputs for a password being chosen; `names` maps them onto the form's own fields. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names,
  label = 'New password',
}: {
  form: UseFormReturn<T>;
  names: { password: Path<T>; confirm: Path<T> };
  label?: string;
}) {
  const { errors } = form.formState;
  const message = (name: Path<T>) => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
        error={message(names.password)}
        {...form.register(names.password)}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        error={message(names.confirm)}
        {...form.register(names.confirm)}
      />
    </>
  );
}
