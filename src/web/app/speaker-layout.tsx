import { Link, Navigate, Outlet } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';
import { paths } from '../lib/paths';
import { BrandLogo } from '../components/brand-logo';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { FullPageSpinner } from '../components/ui/spinner';
import type { SpeakerGateKind } from '../lib/route-handles';
import type { SpeakerOutletContext } from '../lib/speaker-context';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import { LoginRequiredCard } from '../features/auth/login-required-card';
import { useCurrentUser } from '../lib/use-current-user';
import { useLogout } from '../lib/use-logout';
import { useSpeakerProfile } from '../lib/use-speaker-profile';
import { speakerPaths } from '../lib/speaker-paths';
import { LoadFailedCard } from '../components/load-failed-card';

/** What each gate tells a visitor who is not signed in (undefined: the login card's own words). */
const LOGIN_DESCRIPTION: Record<SpeakerGateKind, string | undefined> = {
  'signed-in': undefined,
  account: 'Please log in to your speaker account to change your account settings.',
  'speaker-role': 'Please log in to your speaker account to see your assessment reports.',
  onboarded: 'You need to sign in to your speaker account to see your dashboard.',
};

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

/** Assessment reports belong to the speaker they were written for; an administrator's session is sent to the speaker login. */
function SpeakerAccountRequired() {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Speaker account required</CardTitle>
          <CardDescription>Assessment reports are shown to the speaker they belong to. Sign in with a speaker account.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={paths.speakerLogin} className={buttonClasses({ className: 'w-full' })}>
            Go to speaker login
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/**
 * The speaker pages' gate: asks the server who is signed in and renders the page under it only
 * for a visitor the gate lets through, handing it the user (and, behind the onboarded gate, the
 * finished profile) through the outlet context. The API refuses everyone else as well.
 * The onboarded gate checks in this order: login, then onboarding, then the experience gate.
 */
export default function SpeakerLayout({ gate, pageName }: { gate: SpeakerGateKind; pageName?: string }) {
  usePageMeta(pageName === undefined ? null : pageTitle(pageName));
  const user = useCurrentUser();
  const profile = useSpeakerProfile({ enabled: gate === 'onboarded' && Boolean(user.data) });

  if (user.isPending) return <FullPageSpinner />;
  // A failed lookup on the plain signed-in gate reads as nobody signed in: the login card.
  if (user.isError && gate !== 'signed-in') return <LoadFailedCard onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoginRequiredCard description={LOGIN_DESCRIPTION[gate]} />;
  if (gate === 'speaker-role' && user.data.role !== 'speaker') return <SpeakerAccountRequired />;

  if (gate !== 'onboarded') return <Outlet context={{ user: user.data, profile: null } satisfies SpeakerOutletContext} />;

  if (profile.isPending) return <FullPageSpinner />;
  if (profile.isError) return <LoadFailedCard onRetry={() => void profile.refetch()} />;
  if (!profile.data || !profile.data.isOnboardingComplete) {
    return <Navigate to={speakerPaths.onboardingStep1} replace />;
  }
  if (!profile.data.hasExperiencedSpeakerPro) return <ExperienceFirst />;

  return <Outlet context={{ user: user.data, profile: profile.data } satisfies SpeakerOutletContext} />;
}
