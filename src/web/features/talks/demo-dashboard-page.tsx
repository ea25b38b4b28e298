import { Mail, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../../lib/use-current-user';
import { ModalDialog } from '../../components/modal-dialog';
import { onboardingPaths } from '../../lib/onboarding-paths';
import { speakerPaths } from '../../lib/speaker-paths';
import { DashboardView } from './dashboard-view';
import { DEMO_DASHBOARD, DEMO_FIRST_NAME, REQUEST_ACCESS_MAILTO } from './demo-data';
import { SpeakerHeaderFrame } from '../../components/speaker-header';

/** Every action on the demo explains itself instead of acting. */
function showDemoNotice() {
  toast({ title: 'Demo Mode', description: 'This is a demo dashboard. Request access to use it with your own events.' });
}

/** A visitor without an account is offered access; a signed-in speaker already has it and is shown the way to their own dashboard. */
function DemoBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-indigo-950">
        <span className="font-semibold">You are viewing a demo.</span> The events and numbers below are sample data.
        {signedIn && ' Your own talks are on My Dashboard.'}
      </p>
      {!signedIn && (
        <a href={REQUEST_ACCESS_MAILTO} className={buttonClasses({ className: 'shrink-0' })}>
          <Mail className="size-4" aria-hidden="true" />
          Request Access
        </a>
      )}
    </div>
  );
}

/** /speaker/demo-dashboard, /speaker/:speakerSlug/demo-dashboard and /speaker-demo: open to anyone. */
export function DemoDashboardPage() {
  const [showWelcome, setShowWelcome] = useState(true);
  const { data: user } = useCurrentUser();

  return (
    <>
      <DashboardView
        header={
          <SpeakerHeaderFrame>
            <Link to={speakerPaths.dashboard} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              My Dashboard
            </Link>
            {user && (
              <Link to={onboardingPaths.discover} className={buttonClasses({ size: 'sm' })}>
                Next: Try It as an Attendee
              </Link>
            )}
          </SpeakerHeaderFrame>
        }
        banner={<DemoBanner signedIn={Boolean(user)} />}
        firstName={user?.firstName ?? DEMO_FIRST_NAME}
        data={DEMO_DASHBOARD}
        digitalGiftTitle="The Confident Speaker Checklist"
        targets={{
          createTalk: showDemoNotice,
          allEvents: showDemoNotice,
          analytics: showDemoNotice,
          bookingLeads: showDemoNotice,
          assessmentReports: showDemoNotice,
          giftSetup: showDemoNotice,
          eventDetail: () => showDemoNotice,
        }}
        eventActions={() => ({
          downloadHotLeads: showDemoNotice,
          downloadAllLeads: showDemoNotice,
          sendThankYou: showDemoNotice,
          generateGraphics: showDemoNotice,
          showQrCode: showDemoNotice,
        })}
      />
      {showWelcome && (
        <ModalDialog
          title="Welcome to your demo dashboard"
          description="This is what SpeakerPro shows you after a talk: ratings, hot leads, testimonials and who was in the room. Everything here is sample data, so click around freely."
          onClose={() => setShowWelcome(false)}
        >
          <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
            <p>
              {user
                ? 'Your own talks, answers and leads are on My Dashboard, at the top, whenever you are ready.'
                : 'When you are ready to use it with your own talks, request access from the banner at the top.'}
            </p>
          </div>
          <Button className="w-full" variant={user ? 'outline' : 'primary'} onClick={() => setShowWelcome(false)}>
            Explore the Demo
          </Button>
          {user && (
            // The next step for a speaker who has just set up their profile: answer as an attendee.
            <Link to={onboardingPaths.discover} className={buttonClasses({ className: 'w-full' })}>
              Next: Try It as an Attendee
            </Link>
          )}
        </ModalDialog>
      )}
    </>
  );
}
