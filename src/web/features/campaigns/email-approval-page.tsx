import { NotFoundCard } from '../../components/not-found-card';
import { ArrowLeft, Send } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useBlocker, useParams } from 'react-router';
import { renderEmail } from '../../../shared/domain/campaign-templates';
import { ModalDialog } from '../../components/modal-dialog';
import { TalkSummary } from '../../components/event-status';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { useAppForm } from '../../lib/use-app-form';
import type { ThankYouEmail } from '../../../shared/contract/campaigns';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { speakerPaths } from '../../lib/speaker-paths';
import { CampaignStatusBanner, DeliveryCounts, EmailPreview, RecipientList, Section } from './campaign-ui';
import { StatusBadge } from '../../components/campaign-status-badge';
import { useSendThankYouEmail, useThankYouEmail, useUpdateThankYouEmail } from './api/thank-you-email';
import { thankYouDeliveredToast } from './delivery-text';
import { ThankYouEditPanel, type ThankYouEdits } from './thank-you-edit-panel';
import { useDeliveryWatch } from './use-delivery-watch';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { isIncluded } from '../../../shared/domain/plans';
import { PlanNotice } from '../../components/plan-notice';
import { useAccountPlan } from '../../lib/api/account-plan';

function ApprovalContent({ emailId, dashboardPath }: { emailId: string; dashboardPath: string }) {
  const { data, isPending, isError, error, refetch } = useThankYouEmail(emailId);

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Email not found"
          description="This thank-you e-mail does not exist or belongs to another speaker."
          backTo={dashboardPath}
          backLabel="Back to Dashboard"
        />
      );
    }
    return <LoadFailedCard onRetry={() => void refetch()} />;
  }
  return <ThankYouApproval emailId={emailId} data={data} dashboardPath={dashboardPath} refetch={() => void refetch()} />;
}

const draftKey = (emailId: string) => `thank-you-email:${emailId}`;

function savedEdits(data: ThankYouEmail, emailId?: string): ThankYouEdits {
  const words = { subject: data.template.subject, body: data.template.body };
  return { ...(emailId ? readFormDraft(draftKey(emailId), words) : words), sendTo: data.recipients.map((r) => r.email) };
}

/** Whether the page shows anything the draft on the server does not hold. */
function differsFromDraft(data: ThankYouEmail, edits: ThankYouEdits): boolean {
  const saved = savedEdits(data);
  const ticked = new Set(edits.sendTo);
  return (
    edits.subject !== saved.subject ||
    edits.body !== saved.body ||
    ticked.size !== saved.sendTo.length ||
    saved.sendTo.some((email) => !ticked.has(email))
  );
}

const attendees = (n: number) => `${n} attendee${n === 1 ? '' : 's'}`;

function ThankYouApproval({
  emailId,
  data,
  dashboardPath,
  refetch,
}: {
  emailId: string;
  data: ThankYouEmail;
  dashboardPath: string;
  refetch: () => void;
}) {
  const onDelivered = useCallback((done: ThankYouEmail) => toast(thankYouDeliveredToast(done)), []);
  const delivery = useDeliveryWatch(data, onDelivered);
  const pending = data.status === 'pending';
  // A draft made while the plan included thank-you e-mails stays readable; editing and sending it wait for an upgrade.
  const account = useAccountPlan();
  const readOnly = pending && account.data !== undefined && !isIncluded(account.data.plan, 'thankYouEmails');

  // What is typed survives a reload; the ticks start again from the saved list.
  const form = useAppForm<ThankYouEdits>({ defaultValues: savedEdits(data, emailId) });
  useFormDraft(form, draftKey(emailId), ['subject', 'body']);
  const [subject, body, sendTo] = useWatch({ control: form.control, name: ['subject', 'body', 'sendTo'] });
  const shown = { subject, body, sendTo: Array.isArray(sendTo) ? sendTo : [] };
  const ticked = data.recipients.filter((r) => shown.sendTo.includes(r.email));

  const save = useUpdateThankYouEmail(emailId, {
    onSuccess: (updated) => {
      clearFormDraft(draftKey(emailId));
      form.reset(savedEdits(updated));
      toast({ title: 'Changes saved', description: `The e-mail now goes to ${attendees(updated.recipientCount)}.` });
    },
    onError: (err) =>
      toast({ title: 'Not saved', description: errorMessageFromApiError(err, 'Your changes could not be saved.'), variant: 'destructive' }),
  });

  // A double click sends one request (and the server answers a repeated one as the same success).
  const clicked = useRef(false);
  const send = useSendThankYouEmail(emailId, {
    onSuccess: () => {
      clearFormDraft(draftKey(emailId));
      delivery.watch();
    },
    onError: (err) => {
      clicked.current = false;
      toast({ title: 'Send Failed', description: errorMessageFromApiError(err, 'Could not send thank you email'), variant: 'destructive' });
      refetch();
    },
  });
  const sendAsShown = () =>
    void form.handleSubmit((edits) => {
      if (clicked.current) return;
      clicked.current = true;
      send.mutate({ subject: edits.subject, body: edits.body, recipients: edits.sendTo });
    })();

  const unsaved = pending && !send.isSuccess && differsFromDraft(data, shown);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // Before sending, the preview is the e-mail being edited, as the first ticked attendee gets it.
  const previewed = pending ? (ticked[0] ?? data.recipients[0]) : undefined;
  const preview = previewed
    ? renderEmail({ subject: shown.subject, textTemplate: shown.body, htmlTemplate: '' }, previewed.values)
    : { subject: data.subject, text: data.content };
  const listed = pending ? ticked : data.recipients;
  const count = pending ? ticked.length : data.recipientCount;

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <Link to={dashboardPath} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Send Thank-you Email</h1>
          {data.event.status && data.event.eventDate ? (
            <TalkSummary
              eventName={data.event.name}
              talkTitle={data.event.talkTitle}
              status={data.event.status}
              eventDate={data.event.eventDate}
            />
          ) : (
            <p className="text-slate-700">{data.event.name}</p>
          )}
        </div>
        <StatusBadge status={data.status} delivery={{ sent: data.sentCount, outbox: data.outboxCount }} />
      </div>

      <CampaignStatusBanner campaign={{ ...data, rejectionReason: null }} />
      {!pending && data.status !== 'rejected' && <DeliveryCounts counts={data} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title={`Recipients (${count})`}>
          <RecipientList recipients={listed} total={count} limit={count} />
        </Section>
        <Section title="Preview">
          <EmailPreview
            subject={preview.subject}
            text={preview.text}
            label={`E-mail to ${(previewed ?? data.recipients[0])?.name ?? 'your first attendee'}`}
          />
          <p className="text-sm text-slate-700">
            {`Each attendee gets their own e-mail, sent for you by SpeakerPro; replies go to you at ${data.speaker.email}. You get one copy of what is sent.`}
          </p>
        </Section>
      </div>

      {pending && !readOnly && (
        <ThankYouEditPanel
          form={form}
          recipients={data.recipients}
          saving={save.isPending}
          onSave={(edits) =>
            save.mutate({
              subject: edits.subject,
              body: edits.body,
              removeRecipients: data.recipients.filter((r) => !edits.sendTo.includes(r.email)).map((r) => r.email),
            })
          }
        />
      )}

      {readOnly ? (
        <div className="space-y-2">
          <PlanNotice feature="thankYouEmails" />
          <p className="text-sm text-slate-700">This draft is kept as it is; nothing has been sent.</p>
        </div>
      ) : pending ? (
        <div className="space-y-2">
          {unsaved && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Your changes are not saved yet. Sending sends the e-mail exactly as shown on this page.
            </p>
          )}
          <p className="text-sm text-slate-700">
            Everyone listed agreed to be contacted. Sending queues one e-mail for each; anyone who opted out of marketing e-mail is skipped.
            This page then shows what happened to every message.
          </p>
          {ticked.length === 0 && <p className="text-sm text-slate-700">Tick at least one attendee to send this e-mail.</p>}
          <Button size="lg" onClick={sendAsShown} disabled={send.isPending || ticked.length === 0}>
            <Send className="size-5" aria-hidden="true" />
            {send.isPending ? 'Sending...' : `Send to ${attendees(ticked.length)}`}
          </Button>
        </div>
      ) : (
        data.status !== 'approved' && (
          <Link to={dashboardPath} className={buttonClasses({ size: 'lg' })}>
            Back to Dashboard
          </Link>
        )
      )}

      {blocker.state === 'blocked' && (
        <ModalDialog
          role="alertdialog"
          title="Leave without saving?"
          description="Your changes to this thank-you e-mail are not saved and nothing has been sent."
          onClose={() => blocker.reset()}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => blocker.reset()} autoFocus>
              Stay on this page
            </Button>
            <Button onClick={() => blocker.proceed()}>Leave without saving</Button>
          </div>
        </ModalDialog>
      )}
    </main>
  );
}

/** /email-approval/:emailId — preview and send the thank-you e-mail. */
export function EmailApprovalPage() {
  const { emailId = '' } = useParams();
  const profile = useOnboardedSpeaker();
  return (
    <div className="min-h-dvh bg-slate-50">
      <SpeakerHeader />
      <ApprovalContent key={emailId} emailId={emailId} dashboardPath={speakerPaths.slugDashboard(profile.slug)} />
    </div>
  );
}
