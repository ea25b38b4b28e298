import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { AttendeeLayout } from './attendee-layout';
import { browserSessionStorage } from '../../lib/browser-storage';
import { loadThankYouRecord } from '../../lib/thank-you-store';

/** /magic — the closing screen after the gift, kept simple: the attendee is done. */
export function MagicPage() {
  const { state } = useLocation();
  const speakerName = useMemo(() => {
    const fromState = (state as { speakerName?: unknown } | null)?.speakerName;
    if (typeof fromState === 'string' && fromState) return fromState;
    return loadThankYouRecord(browserSessionStorage())?.speakerName || 'the speaker';
  }, [state]);

  return (
    <AttendeeLayout>
      <div className="mt-16 space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">Thanks for helping {speakerName} improve</h1>
        <p className="text-slate-700">Every answer makes the next talk better. You can close this page now.</p>
        <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mx-auto' })}>
          Back to home
        </Link>
      </div>
    </AttendeeLayout>
  );
}
