import type { ReactNode } from 'react';
import type { AuthUser } from '../../../shared/contract/auth';
import { FullPageSpinner } from '../../components/ui/spinner';
import { LoginRequiredCard } from '../auth/login-required-card';
import { useCurrentUser } from '../auth/use-current-user';

/** Renders its children for a signed-in user, and the login card for anyone else. */
export function RequireSpeaker({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <LoginRequiredCard />;
  return <>{children(user)}</>;
}
