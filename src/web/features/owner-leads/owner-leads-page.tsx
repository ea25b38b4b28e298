import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type OwnerLead,
} from '../../../shared/contract/owner-leads';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { ownerLeadsCsvUrl, useOwnerLeads } from '../../lib/api/get-owner-leads';
import { useUpdateOwnerLead } from './api/update-owner-lead';
import { AdminPageShell } from '../../components/admin-page-shell';
import { dateTimeFormat } from '../../components/admin-table';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { personPath } from '../../lib/person-path';
import { normalizeEmail } from '../../../shared/domain/email';

const statusTones: Record<LeadStatus, BadgeTone> = { new: 'amber', contacted: 'sky', done: 'green' };

/** '12 h left' / '3 h overdue' for a promise with a deadline, as of `now`. */
function dueText(dueAt: string, now: number): { text: string; overdue: boolean } {
  const hours = Math.round((new Date(dueAt).getTime() - now) / 3600_000);
  if (hours < 0) return { text: `${-hours} h overdue`, overdue: true };
  return { text: `${hours} h left`, overdue: false };
}

/** /admin/leads: everything people asked of the owner, with a status and a note each. */
export function OwnerLeadsPage() {
  usePageMeta(pageTitle('Leads inbox'));
  return <Inbox />;
}

function Inbox() {
  // The filter lives in the address (?kind=&status=), so the dashboard can link to one kind of
  // request and a reload keeps what the owner chose; a value that is not a kind or status is ignored.
  const [params, setParams] = useSearchParams();
  const kind = (LEAD_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? params.get('kind')! : '';
  const status = (LEAD_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '';
  const setFilter = (key: 'kind' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const setKind = (value: string) => setFilter('kind', value);
  const setStatus = (value: string) => setFilter('status', value);
  const filter = { kind, status };
  const list = useOwnerLeads(filter);
  // Deadlines as of the last refresh (every minute), so the page shows one consistent moment.
  const now = list.dataUpdatedAt;

  return (
    <AdminPageShell
      title="Leads inbox"
      description="Everything people asked of you: free pages, WhatsApp and agent requests, hire inquiries, waitlist joins and qualified assessments. Agent introductions are promised within 48 hours."
      actions={
        <a href={ownerLeadsCsvUrl(filter)} download className={buttonClasses({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      {list.data && (
        <p className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800" role="status">
          {list.data.newCounts.total === 0
            ? 'Nothing new: every request is contacted or done.'
            : `${list.data.newCounts.total} new: ` +
              LEAD_KINDS.filter((k) => list.data.newCounts.byKind[k] > 0)
                .map((k) => `${list.data.newCounts.byKind[k]} ${LEAD_KIND_LABELS[k].toLowerCase()}`)
                .join(' · ')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          Kind
          <select
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">All kinds</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {LEAD_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="text-sm font-medium text-red-700">The leads could not be loaded. Please reload the page.</p>
      ) : list.data.leads.length === 0 ? (
        <p className="text-slate-700">No leads match these filters.</p>
      ) : (
        <ul className="space-y-3" aria-label="Leads">
          {leadsByPerson(list.data.leads).map((person) => (
            <PersonCard key={person.key} leads={person.leads} now={now} />
          ))}
        </ul>
      )}
    </AdminPageShell>
  );
}

/**
 * The leads grouped by person (one normalised address, decision 049), in the order of each
 * person's newest request; a request without an address is a person of its own.
 */
export function leadsByPerson(leads: OwnerLead[]): { key: string; leads: OwnerLead[] }[] {
  const people = new Map<string, OwnerLead[]>();
  for (const lead of leads) {
    const key = lead.email ? normalizeEmail(lead.email) : `lead:${lead.id}`;
    people.set(key, [...(people.get(key) ?? []), lead]);
  }
  return [...people].map(([key, grouped]) => ({ key, leads: grouped }));
}

/** One person's card: who they are, a link to their record, and each of their requests with its own status and note. */
function PersonCard({ leads, now }: { leads: OwnerLead[]; now: number }) {
  const newest = leads[0]!;
  const name = leads.find((l) => l.name)?.name ?? '';
  const label = name || newest.email || 'no name';
  return (
    <li>
      <Card className="space-y-3 p-4" role="group" aria-label={label}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900 [overflow-wrap:anywhere]">
          <span className="text-lg font-semibold">{name || '(no name)'}</span>
          {newest.email && (
            <>
              <a href={`mailto:${newest.email}`} className="text-indigo-700 underline">
                {newest.email}
              </a>
              <Link to={personPath(newest.email)} className="text-sm font-medium text-indigo-800 underline">
                {`Open ${name || newest.email}'s record`}
              </Link>
            </>
          )}
          <span className="text-sm text-slate-600">{leads.length === 1 ? '1 request' : `${leads.length} requests`}</span>
        </p>
        <ul className="space-y-2" aria-label={`Requests from ${label}`}>
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} now={now} />
          ))}
        </ul>
      </Card>
    </li>
  );
}

function LeadCard({ lead, now }: { lead: OwnerLead; now: number }) {
  const noteId = useId();
  const [note, setNote] = useState(lead.note);
  const save = useUpdateOwnerLead(lead.id, {
    onSuccess: (updated) =>
      toast({
        title: 'Lead updated',
        description: `${updated.name || updated.email || 'The lead'} is now ${LEAD_STATUS_LABELS[updated.status].toLowerCase()}.`,
      }),
    onError: (err) =>
      toast({ title: 'Not saved', description: errorMessageFromApiError(err, 'The lead could not be updated.'), variant: 'destructive' }),
  });
  const due = lead.dueAt && lead.status !== 'done' ? dueText(lead.dueAt, now) : null;
  return (
    <li>
      <Card
        className="space-y-2 bg-slate-50 p-3"
        role="group"
        aria-label={`${LEAD_KIND_LABELS[lead.kind]}: ${lead.name || lead.email || 'no name'}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{LEAD_KIND_LABELS[lead.kind]}</span>
          <Badge tone={statusTones[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          {due && (
            <span className={due.overdue ? 'text-sm font-semibold text-red-700' : 'text-sm font-medium text-amber-800'}>{due.text}</span>
          )}
          <span className="ml-auto text-sm text-slate-600">{dateTimeFormat.format(new Date(lead.createdAt))}</span>
        </div>
        <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">
          {lead.name || '(no name)'}
          {lead.email && ` · ${lead.email}`}
        </p>
        {lead.detail && <p className="text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{lead.detail}</p>}
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={noteId} className="sr-only">
            Note
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={2000}
            placeholder="Note (who called whom, what is next)"
            onChange={(e) => setNote(e.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <Button variant="outline" size="sm" disabled={save.isPending || note === lead.note} onClick={() => save.mutate({ note })}>
            Save Note
          </Button>
          {LEAD_STATUSES.filter((s) => s !== lead.status).map((s) => (
            <Button
              key={s}
              variant={s === 'done' ? 'primary' : 'outline'}
              size="sm"
              disabled={save.isPending}
              onClick={() => save.mutate({ status: s })}
            >
              {`Mark ${LEAD_STATUS_LABELS[s]}`}
            </Button>
          ))}
        </div>
      </Card>
    </li>
  );
}
