import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '../../../shared/contract/webhooks';
import { FormAlert, LimitNotice } from '../../components/form-notices';
import { RequestAlert } from '../../components/request-alert';
import { LoadFailedCard } from '../../components/load-failed-card';
import { ConfirmRemovalDialog } from '../../components/confirm-removal-dialog';
import { ModalDialog } from '../../components/modal-dialog';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import { SpeakerHeader } from '../../components/speaker-header';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { FullPageSpinner, Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { paths } from '../../lib/paths';
import { useCreateWebhook } from './api/create-webhook';
import { useDeleteWebhook } from './api/delete-webhook';
import { useWebhook } from './api/get-webhook';
import { useWebhooks } from './api/list-webhooks';
import { useRedeliver } from './api/redeliver';
import { useRotateWebhookSecret } from './api/rotate-secret';
import { useSendTestEvent } from './api/send-test-event';
import { useAppForm } from '../../lib/use-app-form';

type WebhookForm = z.input<typeof createWebhookSchema>;
const DRAFT_KEY = 'speakerpro.webhookDraft';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const date = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function statusOf(d: Pick<WebhookDelivery, 'status' | 'attempts'>): { label: string; tone: BadgeTone } {
  if (d.status === 'delivered') return { label: 'Delivered', tone: 'green' };
  if (d.status === 'failed') return { label: 'Failed', tone: 'red' };
  if (d.status === 'sending') return { label: 'Sending', tone: 'blue' };
  return d.attempts > 0 ? { label: 'Retrying', tone: 'amber' } : { label: 'Queued', tone: 'slate' };
}

const LAST_STATUS: Record<WebhookDelivery['status'], string> = {
  queued: 'waiting to be sent',
  sending: 'being sent',
  delivered: 'delivered',
  failed: 'failed',
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A new secret (a new endpoint's, or a rotated one), shown this once with a copy button; the heading takes focus when it appears. */
function SecretPanel({ secret, url, rotated, onDone }: { secret: string; url: string; rotated: boolean; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card role="region" aria-labelledby="webhook-secret-heading" className="border-emerald-300 bg-emerald-50">
      <CardHeader>
        <CardTitle id="webhook-secret-heading" tabIndex={-1} ref={headingRef} className="focus:outline-none">
          {rotated ? 'New secret: copy it now' : 'Endpoint added: copy its signing secret now'}
        </CardTitle>
        <CardDescription className="text-slate-800">
          Requests to <span className="break-all font-medium">{url}</span> are signed with this secret
          {rotated ? ' from now on; the old one no longer works' : ''}. It is shown only this once: keep it in your automation tool or
          server to check the webhook-signature header.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ShownOnceSecret
          label="Signing secret"
          value={secret}
          copyLabel="Copy secret"
          copied={{ title: 'Secret copied', description: 'Paste it where your receiver checks signatures.' }}
        />
      </CardContent>
      <CardFooter>
        <Button type="button" onClick={onDone} className="self-start">
          I have copied it
        </Button>
      </CardFooter>
    </Card>
  );
}

function AddEndpointCard({ full, max, onCreated }: { full: boolean; max: number; onCreated: (secret: string, url: string) => void }) {
  const create = useCreateWebhook();
  const form = useAppForm<WebhookForm>({
    resolver: zodResolver(createWebhookSchema),
    // The address survives a reload; the choice of events starts again from the usual two.
    defaultValues: { ...readFormDraft(DRAFT_KEY, { url: '' }), events: ['response.created', 'lead.hot'] },
  });
  useFormDraft(form, DRAFT_KEY, ['url']);
  const { errors } = form.formState;
  const eventsErrorId = useId();

  function submit(values: WebhookForm) {
    create.mutate(values, {
      onSuccess: ({ secret }) => {
        clearFormDraft(DRAFT_KEY);
        form.reset({ url: '', events: ['response.created', 'lead.hot'] });
        onCreated(secret, values.url.trim());
      },
      onError: (err) => {
        const fields = parseApiError(err)?.fields ?? {};
        if (fields.url) form.setError('url', { message: fields.url }, { shouldFocus: true });
        if (fields.events) form.setError('events', { message: fields.events }, { shouldFocus: !fields.url });
      },
    });
  }

  return (
    <Card>
      <form onSubmit={form.handleSubmit(submit)} aria-busy={create.isPending} noValidate>
        <div className="space-y-5 p-5 sm:p-6">
          <RequestAlert request={create} failure="The endpoint could not be added. Please try again." />
          {full && <LimitNotice>You have {max} endpoints, the most an account may have. Delete one to add another.</LimitNotice>}
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://hooks.zapier.com/hooks/catch/..."
            hint="The address your automation tool gives you for a webhook trigger (Zapier's Catch Hook, Make's or n8n's Webhook). It starts with https://."
            error={errors.url?.message}
            disabled={full}
            {...form.register('url')}
          />
          <fieldset aria-describedby={errors.events ? eventsErrorId : undefined} className="space-y-3" disabled={full}>
            <legend className="text-sm font-medium text-slate-900">Events to send</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  value={type}
                  className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-700"
                  aria-invalid={errors.events ? true : undefined}
                  {...form.register('events')}
                />
                <span className="text-sm text-slate-800">
                  <span className="font-medium text-slate-900">{WEBHOOK_EVENT_LABELS[type].label}</span>{' '}
                  <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">{type}</code>
                  <span className="block text-slate-600">{WEBHOOK_EVENT_LABELS[type].description}</span>
                </span>
              </label>
            ))}
            {errors.events && (
              <p id={eventsErrorId} className="text-sm font-medium text-red-700">
                Events to send:{' '}
                {errors.events.message === 'must name at least one event type' ? 'choose at least one.' : errors.events.message}
              </p>
            )}
          </fieldset>
        </div>
        <CardFooter>
          <Button type="submit" className="self-start" disabled={full || create.isPending}>
            {create.isPending ? 'Adding...' : 'Add endpoint'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function AttemptList({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attemptLog.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-indigo-700 underline-offset-4 hover:underline">
        {delivery.attemptLog.length === 1 ? '1 attempt' : `${delivery.attemptLog.length} attempts`}
      </summary>
      <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
        {delivery.attemptLog.map((a) => (
          <li key={`${a.attempt}-${a.at}`} className="text-slate-700">
            <span className="font-medium text-slate-900">#{a.attempt}</span> {dateTime(a.at)} ·{' '}
            {a.responseCode !== null ? `HTTP ${a.responseCode}` : 'no answer'}
            {a.durationMs !== null && ` · ${a.durationMs} ms`}
            {a.error && <span className="block break-words text-red-800">{a.error}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function DeliveryItem({ webhookId, delivery }: { webhookId: number; delivery: WebhookDelivery }) {
  const again = useRedeliver();
  const status = statusOf(delivery);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{WEBHOOK_EVENT_LABELS[delivery.event].label}</span>
        {delivery.test && <Badge tone="purple">Test</Badge>}
        {delivery.redeliveryOf !== null && <Badge tone="slate">Sent again</Badge>}
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="text-sm text-slate-700">
          {delivery.responseCode !== null ? `HTTP ${delivery.responseCode}` : 'No answer yet'}
          {' · '}
          {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        <time dateTime={delivery.createdAt}>{dateTime(delivery.createdAt)}</time>
        {delivery.nextAttemptAt && delivery.attempts > 0 && <> · next try at {dateTime(delivery.nextAttemptAt)}</>}
        {' · '}
        <span className="font-mono text-xs break-all">{delivery.eventId}</span>
      </p>
      {delivery.error && <p className="text-sm break-words text-red-800">{delivery.error}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <AttemptList delivery={delivery} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={again.isPending}
          onClick={() =>
            again.mutate(
              { id: webhookId, deliveryId: delivery.id },
              {
                onSuccess: () => toast({ title: 'Sending again', description: 'The same event is queued as a new delivery.' }),
                onError: (err) =>
                  toast({
                    title: 'Not sent again',
                    description: errorMessageFromApiError(err, 'Please try again.'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {again.isPending ? 'Queuing...' : 'Send again'}
        </Button>
      </div>
    </li>
  );
}

function DeliveryLog({ webhookId, id }: { webhookId: number; id: string }) {
  const detail = useWebhook(webhookId, true);
  return (
    <div id={id} className="border-t border-slate-200 pt-3">
      <h4 className="text-base font-semibold text-slate-900">Last 50 deliveries</h4>
      {detail.isPending ? (
        <Spinner label="Loading deliveries..." className="justify-start py-3 text-sm" />
      ) : detail.isError ? (
        <FormAlert className="mt-2">
          The deliveries could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void detail.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : detail.data.deliveries.length === 0 ? (
        <p className="py-3 text-sm text-slate-700">Nothing sent yet. Send a test event to try the endpoint.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-live="polite">
          {detail.data.deliveries.map((d) => (
            <DeliveryItem key={d.id} webhookId={webhookId} delivery={d} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeleteDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmRemovalDialog
      title="Delete this endpoint?"
      description="SpeakerPro stops sending events to it at once; deliveries not sent yet are dropped, and its log goes with it."
      removal={remove}
      failure="The endpoint could not be deleted. Please try again."
      confirmLabel="Delete endpoint"
      pendingLabel="Deleting..."
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(webhook.id, {
          onSuccess: () => {
            toast({ title: 'Endpoint deleted', description: 'No more events are sent to it.' });
            onClose();
          },
        })
      }
    >
      <p className="text-sm break-all text-slate-800">{webhook.url}</p>
    </ConfirmRemovalDialog>
  );
}

function RotateDialog({ webhook, onClose, onRotated }: { webhook: Webhook; onClose: () => void; onRotated: (secret: string) => void }) {
  const rotate = useRotateWebhookSecret();
  return (
    <ModalDialog
      role="alertdialog"
      title="Rotate this endpoint's secret?"
      description="A new secret signs every request from now on, retries included; the old one stops working at once. Put the new one in your receiver straight away."
      onClose={onClose}
    >
      <p className="text-sm break-all text-slate-800">{webhook.url}</p>
      {rotate.isError && (
        <FormAlert>{errorMessageFromApiError(rotate.error, 'The secret could not be rotated. Please try again.')}</FormAlert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(webhook.id, {
              onSuccess: ({ secret }) => {
                onClose();
                onRotated(secret);
              },
            })
          }
        >
          {rotate.isPending ? 'Rotating...' : 'Rotate secret'}
        </Button>
      </div>
    </ModalDialog>
  );
}

function EndpointCard({
  webhook,
  open,
  onToggle,
  onRotated,
}: {
  webhook: Webhook;
  open: boolean;
  onToggle: (open: boolean) => void;
  onRotated: (secret: string) => void;
}) {
  const headingId = useId();
  const logId = useId();
  const selectId = useId();
  const test = useSendTestEvent();
  const [event, setEvent] = useState<WebhookEventType>(webhook.events[0] ?? 'response.created');
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const last = webhook.lastDelivery;

  return (
    <li>
      <Card role="region" aria-labelledby={headingId}>
        <CardHeader>
          <h3 id={headingId} className="text-lg font-semibold break-all text-slate-900">
            {webhook.url}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {webhook.events.map((e) => (
              <Badge key={e} tone="indigo">
                {WEBHOOK_EVENT_LABELS[e].label}
              </Badge>
            ))}
          </div>
          <p className="text-sm text-slate-700">
            Secret ending in <span className="font-mono">…{webhook.secretHint}</span> · added {date(webhook.createdAt)}
            {last && (
              <>
                {' · '}last delivery {LAST_STATUS[last.status]}
                {last.responseCode !== null && ` (HTTP ${last.responseCode})`}
              </>
            )}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-900">
                Test event
              </label>
              <select
                id={selectId}
                value={event}
                onChange={(e) => setEvent(e.target.value as WebhookEventType)}
                className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none sm:w-80"
              >
                {webhook.events.map((e) => (
                  <option key={e} value={e}>
                    {WEBHOOK_EVENT_LABELS[e].label} ({e})
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(
                  { id: webhook.id, event },
                  {
                    onSuccess: () => {
                      onToggle(true);
                      toast({
                        title: 'Test event queued',
                        description: 'It is signed and sent like a real event; the log shows the outcome.',
                      });
                    },
                    onError: (err) =>
                      toast({
                        title: 'Test event not sent',
                        description: errorMessageFromApiError(err, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              <Send className="size-4" aria-hidden="true" />
              {test.isPending ? 'Queuing...' : 'Send test event'}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" aria-expanded={open} aria-controls={logId} onClick={() => onToggle(!open)}>
              {open ? 'Hide deliveries' : 'Show deliveries'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRotating(true)}>
              <KeyRound className="size-4" aria-hidden="true" />
              Rotate secret
            </Button>
            <Button type="button" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
          {open && <DeliveryLog webhookId={webhook.id} id={logId} />}
        </CardContent>
      </Card>
      {confirming && <DeleteDialog webhook={webhook} onClose={() => setConfirming(false)} />}
      {rotating && <RotateDialog webhook={webhook} onClose={() => setRotating(false)} onRotated={onRotated} />}
    </li>
  );
}

function SignatureHelp() {
  return (
    <details className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-slate-900">What is sent, and how to check it comes from SpeakerPro</summary>
      <div className="mt-3 space-y-3">
        <p>
          Each event is a POST with a JSON body <code>{'{ id, type, createdAt, test, data }'}</code>: the talk, the answer&apos;s rating and
          date, and, for a testimonial graphic, the graphic. An attendee&apos;s name, e-mail and job role are included only when they agreed
          to be contacted and did not opt out of sharing their details; their words only when they allowed publication. Failed deliveries
          are tried again after about 10 seconds, 1 minute, 5 minutes, 30 minutes and 2 hours.
        </p>
        <p>
          Requests are signed the{' '}
          <a href="https://www.standardwebhooks.com" className="text-indigo-700 underline">
            Standard Webhooks
          </a>{' '}
          way, so a Standard Webhooks library checks them as they are. <code>webhook-id</code> is the event&apos;s id: a retry or a
          &quot;Send again&quot; carries the same one, so ignore an id you have already handled. <code>webhook-timestamp</code> is the time
          of sending in seconds since 1970; refuse one more than 5 minutes old. <code>webhook-signature</code> is <code>v1,</code> followed
          by the base64 HMAC-SHA256 of the id, a dot, the timestamp, a dot and the raw body, keyed with the bytes your secret&apos;s base64
          (after <code>whsec_</code>) stands for.
        </p>
        <pre className="overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
          {`import { Webhook } from 'standardwebhooks';

// rawBody: the body exactly as received, before any JSON parsing.
// Throws when the signature or the time is wrong.
const event = new Webhook(secret).verify(rawBody, headers);`}
        </pre>
        <p>
          An endpoint with an older secret (one that does not end in <code>=</code>) also gets the <code>X-SpeakerPro-*</code> headers its
          receiver may check; &quot;Rotate secret&quot; gives it a secret of the standard form.
        </p>
      </div>
    </details>
  );
}

function WebhooksContent() {
  const list = useWebhooks();
  const [created, setCreated] = useState<{ secret: string; url: string; rotated: boolean } | null>(null);
  const [openLogs, setOpenLogs] = useState<Set<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (list.isPending) return <FullPageSpinner />;
  if (list.isError) return <LoadFailedCard onRetry={() => void list.refetch()} />;
  const { webhooks, maxWebhooks } = list.data;

  const toggle = (id: number, open: boolean) =>
    setOpenLogs((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="min-h-dvh">
      <SpeakerHeader />
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-6 sm:py-10">
        <Link to={paths.speakerAccount} className={buttonClasses({ variant: 'link', className: 'px-0' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Account settings
        </Link>
        <div className="space-y-2">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
            Webhooks
          </h1>
          <p className="text-slate-700">
            Send new answers, hot leads, booking leads and testimonial graphics to Zapier, Make, n8n or your CRM as they arrive. SpeakerPro
            POSTs each event to your endpoint within seconds, signed with a secret only you and SpeakerPro know.
          </p>
        </div>

        {created && (
          <SecretPanel
            secret={created.secret}
            url={created.url}
            rotated={created.rotated}
            onDone={() => {
              setCreated(null);
              headingRef.current?.focus();
            }}
          />
        )}

        <Section title="Add an endpoint" id="add-endpoint-heading">
          <AddEndpointCard
            full={webhooks.length >= maxWebhooks}
            max={maxWebhooks}
            onCreated={(secret, url) => setCreated({ secret, url, rotated: false })}
          />
        </Section>

        <Section title="Your endpoints" id="endpoints-heading">
          {webhooks.length === 0 ? (
            <p className="text-slate-700">No endpoints yet. Add one above, then send a test event to see it arrive.</p>
          ) : (
            <ul className="space-y-4">
              {webhooks.map((w) => (
                <EndpointCard
                  key={w.id}
                  webhook={w}
                  open={openLogs.has(w.id)}
                  onToggle={(open) => toggle(w.id, open)}
                  onRotated={(secret) => setCreated({ secret, url: w.url, rotated: true })}
                />
              ))}
            </ul>
          )}
        </Section>

        <SignatureHelp />
      </main>
    </div>
  );
}

/** /speaker/webhooks: the speaker's outgoing webhooks, their secrets (once) and delivery logs. */
export function WebhooksPage() {
  return <WebhooksContent />;
}
