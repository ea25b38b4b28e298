import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../shared/contract/owner-leads';
import {
  sendPersonMessageSchema,
  type Person,
  type SendPersonMessage,
  type TimelineEntry,
  type TimelineKind,
} from '../../../shared/contract/people';
import { AdminPageShell } from '../../components/admin-page-shell';
import { dateTimeFormat } from '../../components/admin-table';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { NotFoundCard } from '../../components/not-found-card';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextareaField, TextField } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { peopleSearchPath } from '../../lib/person-path';
import { useAppForm } from '../../lib/use-app-form';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { usePerson } from './api/get-person';
import { SpeakerBillingHistory } from './speaker-billing-history';
import { SpeakerPlanPanel } from './speaker-plan-panel';
import { useAddPersonNote, useSendPersonMessage, useSetPersonLeadStatus } from './api/person-actions';

const KIND_LABELS: Record<TimelineKind, string> = {
  waitlist: 'Waitlist',
  assessment: 'Assessment',
  inquiry: 'Inquiry',
  'free-page': 'Free page',
  'campaign-email': 'Campaign e-mail',
  email: 'E-mail',
  'opt-out': 'Privacy choice',
  'data-request': 'Data request',
  'speaker-account': 'Account',
  lead: 'Leads inbox',
  note: 'Your note',
  message: 'Your message',
};

const OUTCOME_TONES: Record<NonNullable<TimelineEntry['outcome']>, BadgeTone> = {
  pending: 'amber',
  queued: 'sky',
  outbox: 'sky',
  sent: 'green',
  failed: 'red',
  skipped: 'slate',
};

/** /admin/people/{id}: one person across the console, with notes, their lead status and a way to write to them. */
export function PersonPage() {
  const { personId = '' } = useParams();
  const person = usePerson(personId);
  usePageMeta(pageTitle(person.data?.name ?? 'Person'));
  if (person.isPending) return <Spinner />;
  if (person.isError) {
    if (parseApiError(person.error)?.status === 404)
      return (
        <NotFoundCard
          title="No such person"
          description="No one with this id is on record."
          backTo={peopleSearchPath()}
          backLabel="Search people"
        />
      );
    return (
      <AdminPageShell title="Person">
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessageFromApiError(person.error, 'This person could not be loaded. Please reload the page.')}
        </p>
      </AdminPageShell>
    );
  }
  return <PersonRecord person={person.data} />;
}

export function PersonRecord({ person }: { person: Person }) {
  return (
    <AdminPageShell
      title={person.name}
      description={
        <p className="[overflow-wrap:anywhere]">
          {person.emails.join(', ')}
          {' · '}
          {person.nameSource ? `Name from the ${person.nameSource}` : 'No name on record: shown by the address'}
        </p>
      }
    >
      <LeadStatus person={person} />
      {person.speakerAccountId !== null && (
        <>
          <SpeakerPlanPanel speakerId={person.speakerAccountId} />
          <SpeakerBillingHistory speakerId={person.speakerAccountId} />
        </>
      )}
      <section aria-labelledby="timeline-heading" className="space-y-3">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        {person.timeline.length === 0 ? (
          <p className="text-slate-700">Nothing on record yet.</p>
        ) : (
          <ol className="space-y-2" aria-label="Timeline">
            {person.timeline.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <Card className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
                  <time dateTime={e.at} className="text-sm tabular-nums text-slate-600">
                    {dateTimeFormat.format(new Date(e.at))}
                  </time>
                  <span className="font-semibold text-slate-900">{KIND_LABELS[e.kind]}</span>
                  <span className="text-slate-800 [overflow-wrap:anywhere]">{e.summary}</span>
                  {e.outcome && <Badge tone={OUTCOME_TONES[e.outcome]}>{e.outcome}</Badge>}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <NoteForm personId={person.id} />
        <MessageForm person={person} />
      </div>
    </AdminPageShell>
  );
}

function LeadStatus({ person }: { person: Person }) {
  const set = useSetPersonLeadStatus(person.id);
  if (!person.leadStatus) return <p className="text-sm text-slate-700">No requests in the leads inbox.</p>;
  return (
    <section aria-labelledby="lead-heading" className="flex flex-wrap items-center gap-2">
      <h2 id="lead-heading" className="text-lg font-semibold">
        Lead status
      </h2>
      <Badge tone={person.leadStatus === 'done' ? 'green' : person.leadStatus === 'contacted' ? 'sky' : 'amber'}>
        {LEAD_STATUS_LABELS[person.leadStatus]}
      </Badge>
      {LEAD_STATUSES.filter((s) => s !== person.leadStatus).map((s) => (
        <Button key={s} variant="outline" size="sm" disabled={set.isPending} onClick={() => set.mutate(s)}>
          {`Mark ${LEAD_STATUS_LABELS[s]}`}
        </Button>
      ))}
      {set.isError && <FormAlert>{errorMessageFromApiError(set.error, 'The status could not be saved.')}</FormAlert>}
    </section>
  );
}

function NoteForm({ personId }: { personId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = useAddPersonNote(personId);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Add a note
      </h2>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) add.mutate(text, { onSuccess: () => setText('') });
        }}
      >
        <TextareaField label="Note" value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} />
        {add.isError && <FormAlert>{errorMessageFromApiError(add.error, 'The note could not be saved.')}</FormAlert>}
        <Button type="submit" variant="outline" disabled={add.isPending || text.trim() === ''}>
          Save note
        </Button>
      </form>
    </section>
  );
}

function MessageForm({ person }: { person: Person }) {
  const form = useAppForm<SendPersonMessage>({ resolver: zodResolver(sendPersonMessageSchema), defaultValues: { subject: '', text: '' } });
  const send = useSendPersonMessage(person.id);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section aria-labelledby="message-heading" className="space-y-2">
      <h2 id="message-heading" className="text-lg font-semibold">
        E-mail this person
      </h2>
      <form
        noValidate
        className="space-y-3"
        aria-busy={send.isPending}
        onSubmit={form.handleSubmit((values) =>
          send.mutate(values, {
            onSuccess: (sent) => {
              setSentTo(sent.to);
              form.reset();
            },
          }),
        )}
      >
        <FormStatus>{sentTo && `Your message to ${sentTo} is in the outbox; replies come to you.`}</FormStatus>
        {send.isError && <FormAlert>{errorMessageFromApiError(send.error, 'The message could not be sent.')}</FormAlert>}
        <TextField label="Subject" maxLength={200} error={form.formState.errors.subject?.message} {...form.register('subject')} />
        <TextareaField label="Message" rows={6} error={form.formState.errors.text?.message} {...form.register('text')} />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send e-mail'}
        </Button>
      </form>
    </section>
  );
}
