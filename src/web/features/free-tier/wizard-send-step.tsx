import { CheckCircle2, Mail, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  CONTENT_TYPE_LABELS,
  FINAL_SEND_REDIRECT_MS,
  FREE_TIER_MESSAGES as M,
  defaultContentTitle,
} from '../../../shared/domain/free-tier';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { browserSessionStorage } from '../../lib/browser-storage';
import { signUpFromWizard } from './api/sign-up-from-wizard';
import { freeTierPaths as p } from './free-tier-paths';
import type { SuccessPageState } from './free-tier-success-page';
import { useWizardState } from './use-wizard-state';
import { clearWizardState, missingStepFor, toWizardPayload } from './wizard-state';
import { StepError, WizardShell } from './wizard-shell';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string | null } | { kind: 'sent'; message: string };

/**
 * Step 10, /free-qr-email-send: asks for the page and says only that it was e-mailed; then the
 * success page after 2 s. The answer is the same for every address (decision 088), so neither
 * this step nor the next shows the page or its QR code: they arrive by e-mail.
 */
export function EmailSendStep() {
  const navigate = useNavigate();
  const [state] = useWizardState();
  const [send, setSend] = useState<SendState>({ kind: 'idle' });

  useEffect(() => {
    if (send.kind !== 'sent') return;
    const timer = setTimeout(() => {
      navigate(p.success, { state: { emailOutcome: send.message } satisfies SuccessPageState });
    }, FINAL_SEND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [send, navigate]);

  // Once sent, the stored progress is gone on purpose; the page keeps what it shows in memory.
  const redirect = send.kind === 'sent' ? null : missingStepFor(state, 10);
  if (redirect) return <Navigate to={redirect} replace />;

  async function sendNow() {
    setSend({ kind: 'sending' });
    try {
      const result = await signUpFromWizard(toWizardPayload(state));
      clearWizardState(browserSessionStorage());
      toast({ title: M.qrMailedTitle, description: result.message });
      setSend({ kind: 'sent', message: result.message });
    } catch (err) {
      const message = isNetworkError(err) ? M.connectionError : errorMessageFromApiError(err, '') || null;
      toast({ title: M.emailErrorTitle, description: M.emailError, variant: 'destructive' });
      setSend({ kind: 'failed', message });
    }
  }

  const personal = state.personal;
  const gift = state.gift;
  return (
    <WizardShell
      step={10}
      title="Get Your QR Code"
      description="We'll e-mail you your feedback page's link and its QR code."
      back={send.kind === 'sent' ? undefined : p.agent}
    >
      {personal && gift && (
        <dl className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">Send to</dt>
            <dd className="break-all text-slate-900">{personal.email}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Feedback page for</dt>
            <dd className="text-slate-900">{gift.contentTitle || defaultContentTitle(personal.name)}</dd>
          </div>
          {state.contentType && (
            <div>
              <dt className="font-medium text-slate-600">Used at</dt>
              <dd className="text-slate-900">{CONTENT_TYPE_LABELS[state.contentType]}</dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-slate-600">Gift</dt>
            <dd className="text-slate-900">{gift.title}</dd>
          </div>
        </dl>
      )}

      {send.kind === 'sent' ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{M.qrMailedTitle}</span> {send.message}
          </p>
        </div>
      ) : send.kind === 'failed' ? (
        <>
          <StepError>
            {M.emailErrorTitle}: {M.emailError}
            {send.message && send.message !== M.emailError && <span className="mt-1 block font-normal">{send.message}</span>}
          </StepError>
          <Button size="lg" className="w-full" onClick={() => void sendNow()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Retry Email Send
          </Button>
        </>
      ) : (
        <Button size="lg" className="w-full" disabled={send.kind === 'sending'} onClick={() => void sendNow()}>
          <Mail className="size-4" aria-hidden="true" />
          {send.kind === 'sending' ? 'Sending...' : 'Send My QR Code'}
        </Button>
      )}
    </WizardShell>
  );
}
