import type { UseFormReturn } from 'react-hook-form';
import type { Login } from '../../../shared/contract/auth';
import { TextField } from '../../components/ui/input';

/** The e-mail and password pair shared by the speaker login and the admin sign-in. */
export function CredentialFields({ form }: { form: UseFormReturn<Login> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
    </>
  );
}
