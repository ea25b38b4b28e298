import { useSearchParams } from 'react-router';
import { emailTokenSchema } from '../../../shared/contract/auth';

/** The `?token=` of a link we e-mailed, or null when it is missing or cannot be one (nothing is sent then). */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const parsed = emailTokenSchema.safeParse(params.get('token') ?? '');
  return parsed.success ? parsed.data : null;
}
