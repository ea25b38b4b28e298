import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/modal-dialog';
import { useLogout } from '../../lib/use-logout';
import { firstPresentationPaths, welcomePath } from './first-presentation-paths';

/** Spec §4/§9: after the event is created the dialog logs the speaker out when this countdown reaches 0. */
export const AUTO_LOGOUT_SECONDS = 30;

export function logoutCountdownText(seconds: number): string {
  return `Logging out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Seconds left until `deadline`, rounded up, never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * 'Event Created!' with the auto-logout countdown. 'Got it!' (also Escape) continues to the QR
 * step of this presentation; 'Logout Now' and the end of the countdown log out.
 */
export function EventCreatedDialog({ presentationId, talkTitle }: { presentationId: number; talkTitle: string }) {
  const navigate = useNavigate();
  const { logout, isPending } = useLogout(firstPresentationPaths.speakerLogin);
  // Counted against a deadline, not by ticks: background tabs slow timers down.
  const [deadline] = useState(() => Date.now() + AUTO_LOGOUT_SECONDS * 1000);
  const [secondsLeft, setSecondsLeft] = useState(AUTO_LOGOUT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(secondsUntil(deadline, Date.now())), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    if (secondsLeft === 0 && !isPending) void logout();
  }, [secondsLeft, isPending, logout]);

  const gotIt = () => navigate(welcomePath(presentationId));

  return (
    <ModalDialog
      title="Event Created!"
      description={`"${talkTitle}" is ready; we e-mailed you its feedback link and QR code. Next you'll get the QR code your audience scans to leave feedback.`}
      onClose={gotIt}
    >
      <p role="timer" aria-live="off" className="text-sm text-slate-700">
        {logoutCountdownText(secondsLeft)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="sm:flex-1" onClick={gotIt}>
          Got it!
        </Button>
        <Button variant="outline" className="sm:flex-1" disabled={isPending} onClick={() => void logout()}>
          Logout Now
        </Button>
      </div>
    </ModalDialog>
  );
}
