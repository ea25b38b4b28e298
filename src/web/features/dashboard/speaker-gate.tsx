import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { AuthUser } from '../../../shared/contract/auth';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { CenteredLayout } from '../../app/centered-layout';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { LoginRequiredCard } from '../auth/login-required-card';
import { useCurrentUser } from '../auth/use-current-user';
import { useLogout } from '../auth/use-logout';
import { useSpeakerProfile } from '../profile/use-speaker-profile';
import { speakerPaths } from '../events/speaker-paths';
import { LoadFailedCard } from './load-failed-card';

function ExperienceFirst() {
  const { logout, isPending } = useLogout(paths.speakerLogin);
  return (
    <CenteredLayout>
      <BrandLogo className="self-center" />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Experience SpeakerPro First</CardTitle>
          <CardDescription>
            Before your dashboard opens, try SpeakerPro the way your audience will: scan the QR code, rate a talk and leave a testimonial.
            It takes two minutes and shows you exactly what attendees see.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={speakerPaths.discoverSpeakerPro} className={buttonClasses({ className: 'w-full' })}>
            Experience It Now
          </Link>
          <Button variant="ghost" onClick={() => void logout()} disabled={isPending}>
            Log out
          </Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/**
 * Opens a speaker page only for a signed-in, onboarded speaker who has tried the attendee side, in
 * this order: login, then onboarding, then the experience gate.
 */
export function SpeakerGate({ children }: { children: (profile: SpeakerProfile, user: AuthUser) => ReactNode }) {
  const user = useCurrentUser();
  const profile = useSpeakerProfile({ enabled: Boolean(user.data) });

  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <LoadFailedCard onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoginRequiredCard description="You need to sign in to your speaker account to see your dashboard." />;

  if (profile.isPending) return <FullPageSpinner />;
  if (profile.isError) return <LoadFailedCard onRetry={() => void profile.refetch()} />;
  if (!profile.data || !profile.data.isOnboardingComplete) {
    return <Navigate to={speakerPaths.onboardingStep1} replace />;
  }
  if (!profile.data.hasExperiencedSpeakerPro) return <ExperienceFirst />;

  return <>{children(profile.data, user.data)}</>;
}
