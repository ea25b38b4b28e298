import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { LeadFollowUp } from '../../../shared/contract/lead-follow-up';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../shared/domain/lead-follow-up';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { clearFormDraft, readFormDraft, writeFormDraft } from '../../lib/form-draft';
import { errorMessageFromApiError } from '../../lib/api-request';
import { useSaveLeadFollowUp } from './api/update-lead';

const selectClasses =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none';

const statusOptions = LEAD_STATUSES.map((s) => (
  <option key={s} value={s}>
    {LEAD_STATUS_LABELS[s]}
  </option>
));

/** Where a lead's unsaved follow-up is kept in this tab, so a reload loses nothing typed. */
export const leadDraftKey = (responseId: number) => `lead-follow-up:${responseId}`;

interface Fields extends Record<string, string> {
  status: string;
  note: string;
  remindOn: string;
}

const fieldsOf = (followUp: LeadFollowUp): Fields => ({ status: followUp.status, note: followUp.note, remindOn: followUp.remindOn ?? '' });

/** "Reminder e-mailed on 2026-12-03 from 08:00 (Europe/Oslo)." or that none is set. */
function reminderWords(remindOn: string | null, timeZone: string | null) {
  if (!remindOn) return 'No reminder set.';
  return `We will e-mail you a reminder on ${remindOn} from 08:00${timeZone ? ` (${timeZone})` : ''}.`;
}

/**
 * A lead's status, note and reminder day, saved on the server with "Save follow-up". What is typed
 * and not yet saved stays in this tab's storage until it is saved, so a reload keeps it.
 */
export function LeadFollowUpForm({ responseId, followUp, who }: { responseId: number; followUp: LeadFollowUp; who: string }) {
  const key = leadDraftKey(responseId);
  const [fields, setFields] = useState<Fields>(() => readFormDraft(key, fieldsOf(followUp)));
  const [saved, setSaved] = useState<{ remindOn: string | null; timeZone: string } | null>(null);
  const save = useSaveLeadFollowUp();
  const id = useId();
  const unsaved = fields.status !== followUp.status || fields.note !== followUp.note || fields.remindOn !== (followUp.remindOn ?? '');

  useEffect(() => {
    if (unsaved) writeFormDraft(key, fields);
    else clearFormDraft(key);
  }, [key, fields, unsaved]);

  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setSaved(null);
    setFields((f) => ({ ...f, [name]: e.target.value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { responseId, body: { status: fields.status as LeadStatus, note: fields.note, remindOn: fields.remindOn || null } },
      {
        onSuccess: (lead) => {
          clearFormDraft(key);
          setSaved({ remindOn: lead.remindOn, timeZone: lead.timeZone });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`Follow-up of ${who}`} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select id={`${id}-status`} value={fields.status} onChange={set('status')} className={selectClasses}>
            {statusOptions}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-remind`}>Remind me on</Label>
          <Input id={`${id}-remind`} type="date" value={fields.remindOn} onChange={set('remindOn')} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          value={fields.note}
          onChange={set('note')}
          className="block min-h-16 w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending || !unsaved}>
          {save.isPending ? 'Saving...' : 'Save follow-up'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {save.isError
            ? errorMessageFromApiError(save.error, 'The follow-up was not saved. Please try again.')
            : saved
              ? `Saved. ${reminderWords(saved.remindOn, saved.timeZone)}`
              : unsaved
                ? 'Not saved yet.'
                : reminderWords(followUp.remindOn, null)}
        </p>
      </div>
    </form>
  );
}

/** The status filter of a lead list: every lead, or those in one status. */
export function LeadStatusFilter({ value, onChange }: { value: LeadStatus | ''; onChange: (status: LeadStatus | '') => void }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Show leads</Label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as LeadStatus | '')} className={selectClasses}>
        <option value="">Every status</option>
        {statusOptions}
      </select>
    </div>
  );
}

/** The `?status=` of the page's address, when it is one of the statuses. */
export function useStatusParam(): [LeadStatus | '', (status: LeadStatus | '') => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (LEAD_STATUSES as readonly string[]).includes(raw) ? (raw as LeadStatus) : '';
  const setStatus = (next: LeadStatus | '') =>
    setParams(
      (p) => {
        if (next) p.set('status', next);
        else p.delete('status');
        return p;
      },
      { replace: true },
    );
  return [status, setStatus];
}
