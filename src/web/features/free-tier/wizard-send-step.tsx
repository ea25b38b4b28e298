import { CheckCircle2, Mail, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  CONTENT_TYPE_LABELS,
  FINAL_SEND_REDIRECT_MS,
  FREE_TIER_MESSAGES as M,
  defaultContentTitle,
} from '../../../shared/domain/free-tier';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError, parseApiError } from '../../lib/api-request';
import { browserSessionStorage } from '../../lib/browser-storage';
import { textLinkClasses } from '../../components/public-page';
import { signUpFromWizard } from './api/sign-up-from-wizard';
import { qrEmailOutcome, qrEmailOutcomeSentence } from './qr-email-text';
import { freeTierPaths as p, successPath } from './free-tier-paths';
import type { SuccessPageState } from './free-tier-success-page';
import { useWizardState } from './use-wizard-state';
import { clearWizardState, missingStepFor, toWizardPayload } from './wizard-state';
import { StepError, WizardShell } from './wizard-shell';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string | null; accountExists: boolean }
  | { kind: 'sent'; slug: string; title: string; detail: string };

/** Step 10, /free-qr-email-send: creates the page and e-mails the QR code; then the success page after 2 s. */
export function EmailSendStep() {
  const navigate = useNavigate();
  const [state] = useWizardState();
  const [send, setSend] = useState<SendState>({ kind: 'idle' });

  useEffect(() => {
    if (send.kind !== 'sent') return;
    const timer = setTimeout(() => {
      navigate(successPath(send.slug), { state: { emailOutcome: qrEmailOutcomeSentence(send) } satisfies SuccessPageState });
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
      const { title, detail } = qrEmailOutcome(result.emailStatus, state.personal?.email, result.existing);
      toast({ title, description: detail });
      setSend({ kind: 'sent', slug: result.speakerSlug, title, detail });
    } catch (err) {
      const accountExists = parseApiError(err)?.code === 'ACCOUNT_EXISTS';
      const message = isNetworkError(err) ? M.connectionError : errorMessageFromApiError(err, '') || null;
      toast({ title: M.emailErrorTitle, description: M.emailError, variant: 'destructive' });
      setSend({ kind: 'failed', message, accountExists });
    }
  }

  const personal = state.personal;
  const gift = state.gift;
  return (
    <WizardShell
      step={10}
      title="Get Your QR Code"
      description="We'll create your feedback page and e-mail you its QR code."
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
            <span className="font-semibold">{send.title}</span> {send.detail}
          </p>
        </div>
      ) : send.kind === 'failed' ? (
        <>
          <StepError>
            {M.emailErrorTitle}: {M.emailError}
            {send.message && send.message !== M.emailError && <span className="mt-1 block font-normal">{send.message}</span>}
          </StepError>
          {send.accountExists && (
            <p className="text-sm text-slate-700">
              <Link to={paths.speakerLogin} className={textLinkClasses}>
                Sign in to your account
              </Link>{' '}
              to manage your feedback page.
            </p>
          )}
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
