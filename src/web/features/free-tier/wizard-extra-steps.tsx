import { Copy, ExternalLink, Handshake, MessageCircle, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  AGENT_FEE_RANGE,
  AGENT_INTRO_HOURS,
  CONTENT_TYPE_LABELS,
  FREE_TIER_MESSAGES as M,
  MAX_SPEAKER_FRIENDS,
  isValidPhone,
} from '../../../shared/domain/free-tier';
import { SIMPLE_EMAIL_PATTERN, linkedInShareUrl } from '../../../shared/domain/waitlist';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { CheckboxField } from '../../components/form-fields';
import { copyWithToast, openInNewTab } from '../../lib/clipboard';
import { textLinkClasses } from '../../components/public-page';
import { sendReferrals } from './api/send-referrals';
import { freeTierPaths as p } from './free-tier-paths';
import { useWizardState } from './use-wizard-state';
import { missingStepFor, type WizardState } from './wizard-state';
import { WizardShell } from './wizard-shell';

function SkipButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="ghost" className="w-full" onClick={onClick}>
      Skip this step
    </Button>
  );
}

export function shareMessage(state: WizardState): string {
  const where = state.contentType ? CONTENT_TYPE_LABELS[state.contentType].toLowerCase() : 'talk';
  const title = state.gift?.contentTitle.trim();
  const gift = state.gift?.title.trim();
  return (
    `I've just set up a feedback page${title ? ` for "${title}"` : ''} with SpeakerPro. ` +
    `At the end of my next ${where}, scan the QR code to tell me what you thought` +
    `${gift ? ` and get my free gift: ${gift}` : ''}.\n\n#PublicSpeaking #SpeakerPro`
  );
}

/** Step 6, /free-qr-share: a LinkedIn post to copy and share; may be skipped. */
export function ShareStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const redirect = missingStepFor(state, 6);
  if (redirect) return <Navigate to={redirect} replace />;
  const message = shareMessage(state);

  return (
    <WizardShell step={6} title="Share the News" description="Let your network know where to leave feedback." back={p.gift}>
      <blockquote className="rounded-md border border-slate-200 bg-white p-4 text-sm whitespace-pre-line text-slate-800">
        {message}
      </blockquote>
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          className="w-full"
          onClick={() =>
            void copyWithToast(
              message,
              { title: 'Copied to clipboard!', description: 'Paste it into your LinkedIn post' },
              { title: M.copyFailedTitle, description: M.copyFailed },
            )
          }
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy Message
        </Button>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            commit({ hasShared: true });
            openInNewTab(linkedInShareUrl(`${window.location.origin}/`));
          }}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Share on LinkedIn
        </Button>
      </div>
      <Button size="lg" className="w-full" onClick={() => navigate(p.friends)}>
        Continue
      </Button>
      <SkipButton
        onClick={() => {
          commit({ hasShared: false });
          navigate(p.friends);
        }}
      />
    </WizardShell>
  );
}

/** What the toast says after step 7: each address is invited once, ever, and opt-outs get nothing. */
function invitationSummary(sent: number, skipped: number): string {
  // Queued is what the server knows when it answers (decision 019): with no mail server configured
  // they stay in the outbox, so "sent" or "on their way" would not be true.
  const queued = sent === 1 ? '1 invitation is queued to be sent.' : `${sent} invitations are queued to be sent.`;
  if (skipped === 0) return queued;
  const notSent = `${skipped === 1 ? '1 address was' : `${skipped} addresses were`} already invited or asked not to receive e-mail.`;
  return sent === 0 ? notSent : `${queued} ${notSent}`;
}

/** Step 7, /free-qr-friends: invite up to three speaker friends; blank rows are dropped; may be skipped. */
export function FriendsStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const [rows, setRows] = useState<string[]>(state.speakerFriends.length > 0 ? state.speakerFriends : ['']);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);
  const redirect = missingStepFor(state, 7);
  if (redirect) return <Navigate to={redirect} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const emails = rows.map((r) => r.trim().toLowerCase());
    const problems: Record<number, string> = {};
    emails.forEach((email, i) => {
      if (email !== '' && !SIMPLE_EMAIL_PATTERN.test(email)) problems[i] = M.invalidEmail;
    });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const friends = emails.filter((email) => email !== '');
    if (friends.length === 0) {
      commit({ speakerFriends: [] });
      navigate(p.whatsapp);
      return;
    }
    setSending(true);
    try {
      const result = await sendReferrals({ referrerName: state.personal?.name ?? '', speakerFriends: friends.map((email) => ({ email })) });
      commit({ speakerFriends: friends });
      toast({
        title: result.emailsSent > 0 ? 'Invitations Queued' : 'No Invitations Sent',
        description: invitationSummary(result.emailsSent, result.skipped),
      });
      navigate(p.whatsapp);
    } catch (err) {
      toast({
        title: 'Invitations Not Sent',
        description: isNetworkError(err) ? M.connectionError : errorMessageFromApiError(err, 'Please try again, or skip this step.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <WizardShell
      step={7}
      title="Invite Speaker Friends"
      description={`Know speakers who'd like this? Invite up to ${MAX_SPEAKER_FRIENDS}.`}
      back={p.share}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending} className="space-y-4">
        <p className="text-sm text-slate-600">
          Each friend gets one short invitation from SpeakerPro, once. It does not include your name or a message.
        </p>
        {rows.map((value, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Friend ${i + 1} email`}
              type="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={value}
              onChange={(e) => {
                setRows((r) => r.map((x, j) => (j === i ? e.target.value : x)));
                setErrors((er) => ({ ...er, [i]: '' }));
              }}
              error={errors[i] || undefined}
            />
            {rows.length > 1 && (
              <Button
                variant="ghost"
                aria-label={`Remove friend ${i + 1}`}
                onClick={() => {
                  setRows((r) => r.filter((_, j) => j !== i));
                  setErrors({});
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {rows.length < MAX_SPEAKER_FRIENDS && (
          <Button variant="outline" className="w-full" onClick={() => setRows((r) => [...r, ''])}>
            <Plus className="size-4" aria-hidden="true" />
            Add Another Friend
          </Button>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send Invitations'}
        </Button>
        <SkipButton
          onClick={() => {
            commit({ speakerFriends: [] });
            navigate(p.whatsapp);
          }}
        />
      </form>
    </WizardShell>
  );
}

/** Step 8, /free-qr-whatsapp: interest in the speakers' WhatsApp community; joining needs consent. */
export function WhatsappStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const [choice, setChoice] = useState<'undecided' | 'interested'>(state.whatsappInterest?.interested ? 'interested' : 'undecided');
  const [phone, setPhone] = useState(state.whatsappInterest?.phoneNumber ?? state.personal?.phone ?? '');
  const [agreed, setAgreed] = useState(state.whatsappInterest?.agreedToTerms ?? false);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const redirect = missingStepFor(state, 8);
  if (redirect) return <Navigate to={redirect} replace />;

  const decline = () => {
    commit({ whatsappInterest: { interested: false, phoneNumber: null, timestamp: new Date().toISOString(), agreedToTerms: false } });
    navigate(p.agent);
  };

  function join(e: FormEvent) {
    e.preventDefault();
    if (!isValidPhone(phone)) {
      setPhoneError(M.invalidPhone);
      return;
    }
    if (!agreed) return;
    commit({ whatsappInterest: { interested: true, phoneNumber: phone.trim(), timestamp: new Date().toISOString(), agreedToTerms: true } });
    navigate(p.agent);
  }

  return (
    <WizardShell
      step={8}
      title="Join the Speaker Community"
      description="A WhatsApp group where speakers share gigs, tips and introductions."
      back={p.friends}
    >
      {choice === 'undecided' ? (
        <div className="space-y-3">
          <Button size="lg" className="w-full" onClick={() => setChoice('interested')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Yes, I'm interested
          </Button>
          <Button variant="outline" size="lg" className="w-full" onClick={decline}>
            No thanks
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={join} className="space-y-4">
          <TextField
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setPhoneError(undefined);
            }}
            error={phoneError}
          />
          <CheckboxField
            label="I agree to the terms and to receiving WhatsApp messages from the SpeakerPro community"
            errorLabel="Consent"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <p className="text-sm text-slate-600">
            Read the{' '}
            <Link to="/terms" target="_blank" className={textLinkClasses}>
              terms
            </Link>
            .
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={!agreed || phone.trim() === ''}>
            Join
          </Button>
          {!agreed && <p className="text-center text-sm text-slate-600">{M.whatsappConsent}.</p>}
          <Button variant="outline" className="w-full" onClick={decline}>
            No thanks
          </Button>
        </form>
      )}
      <SkipButton onClick={decline} />
    </WizardShell>
  );
}

/** Step 9, /free-qr-agent: an introduction to a speaking agent; yes or no; may be skipped. */
export function AgentStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const redirect = missingStepFor(state, 9);
  if (redirect) return <Navigate to={redirect} replace />;

  const decide = (interested: boolean) => {
    commit({ agentIntroInterest: { interested, timestamp: new Date().toISOString() } });
    navigate(p.emailSend);
  };

  return (
    <WizardShell step={9} title="Meet a Speaking Agent" back={p.whatsapp}>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <Handshake className="mt-0.5 size-6 shrink-0 text-indigo-700" aria-hidden="true" />
        <p className="text-slate-800">
          Within {AGENT_INTRO_HOURS} hours we can introduce you to agents who book {AGENT_FEE_RANGE} engagements. Would you like an
          introduction?
        </p>
      </div>
      <Button size="lg" className="w-full" onClick={() => decide(true)}>
        Yes, introduce me
      </Button>
      <Button variant="outline" size="lg" className="w-full" onClick={() => decide(false)}>
        No thanks
      </Button>
      <SkipButton onClick={() => decide(false)} />
    </WizardShell>
  );
}
