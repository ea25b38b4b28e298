import { ArrowDown, ArrowUp, Check, Copy, ExternalLink, FileText, Link2, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Talk } from '../../../shared/contract/talks';
import type { OrganizerReport, OrganizerReportSettings, ReportTestimonial } from '../../../shared/contract/organizer-report';
import { lengthHint } from '../../../shared/domain/answer-form';
import { REPORT_NOTE_MAX_LENGTH, REPORT_TESTIMONIALS_MAX } from '../../../shared/domain/organizer-report';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { ModalDialog } from '../../components/modal-dialog';
import { StarRating } from '../../components/star-rating';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, TextareaField, TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessageFromApiError } from '../../lib/api-request';
import { copyWithToast } from '../../lib/clipboard';
import { useCreateOrganizerReport } from './api/create-organizer-report';
import { useOrganizerReport } from './api/get-organizer-report';
import { organizerReportPreviewUrl } from './api/preview-organizer-report';
import { useRevokeOrganizerReport } from './api/revoke-organizer-report';
import { useSaveOrganizerReport } from './api/save-organizer-report';
import { formatTalkDate, formatSubmittedDate, todayDateInputValue } from './event-format';
import {
  EMPTY_REPORT_DRAFT,
  readReportDraft,
  sameReportDraft,
  savedReportDraft,
  writeReportDraft,
  type ReportDraft,
} from './organizer-report-draft';

const COPIED_FEEDBACK_MS = 2000;

const viewsText = (report: OrganizerReport) =>
  report.viewCount === 0
    ? 'Not opened yet.'
    : `Opened ${report.viewCount === 1 ? 'once' : `${report.viewCount} times`}, last on ${formatSubmittedDate(report.lastViewedAt ?? report.updatedAt)}.`;

function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void copyWithToast(
      value,
      { title: 'Link copied', description: `The ${label.toLowerCase()} is on your clipboard.` },
      { title: 'Copy failed', description: 'Select the link and copy it yourself.' },
    ).then(setCopied);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="min-w-0 text-sm" />
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={copy}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? 'Copied!' : copyLabel}
        </Button>
      </div>
    </div>
  );
}

function TestimonialChoice({
  testimonial,
  checked,
  disabled,
  onChange,
}: {
  testimonial: ReportTestimonial;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-indigo-700"
      />
      <label htmlFor={id} className="min-w-0 space-y-1 text-sm">
        <span className="line-clamp-3 text-slate-900">“{testimonial.quote}”</span>
        <span className="flex flex-wrap items-center gap-2 text-slate-600">
          — {testimonial.attribution ?? 'An attendee (asked not to share their details)'}
          <StarRating rating={testimonial.rating} />
        </span>
      </label>
    </li>
  );
}

function ChosenOrder({
  chosen,
  byId,
  onMove,
}: {
  chosen: number[];
  byId: Map<number, ReportTestimonial>;
  onMove: (index: number, by: -1 | 1) => void;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-900">Order in the report</h3>
      <ol className="space-y-2">
        {chosen.map((id, index) => {
          const t = byId.get(id)!;
          const short = t.quote.length > 40 ? `${t.quote.slice(0, 40)}…` : t.quote;
          return (
            <li key={id} className="flex items-center gap-2 rounded-md border border-slate-200 p-2 text-sm">
              <span className="w-5 shrink-0 text-center font-semibold tabular-nums text-slate-600">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate">“{t.quote}”</span>
              <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index, -1)} aria-label={`Move “${short}” up`}>
                <ArrowUp className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === chosen.length - 1}
                onClick={() => onMove(index, 1)}
                aria-label={`Move “${short}” down`}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ConfirmRevoke({
  eventName,
  onConfirm,
  onClose,
  pending,
  error,
}: {
  eventName: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  error: string | null;
}) {
  return (
    <ModalDialog
      role="alertdialog"
      title="Revoke the report link?"
      description={`The organizer's link to the report on “${eventName}” and its PDF link stop working at once: anyone who opens them sees “Report not found”. Its view count goes too. You can create a new link later, but it will be a different address.`}
      onClose={onClose}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Keep the link
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          <Trash2 className="size-4" aria-hidden="true" />
          {pending ? 'Revoking…' : 'Revoke link'}
        </Button>
      </div>
    </ModalDialog>
  );
}

/**
 * "Share with the organizer" on the event page: a report the organizer opens without an account
 * (responses, ratings, takeaways, chosen testimonials, the speaker's note), previewed before and
 * after the link exists, with the link and its PDF to copy, how often it was opened, and revoking.
 */
export function OrganizerReportPanel({ event }: { event: Pick<Talk, 'id' | 'eventName'> }) {
  const query = useOrganizerReport(event.id);
  const create = useCreateOrganizerReport(event.id);
  const save = useSaveOrganizerReport(event.id);
  const revoke = useRevokeOrganizerReport(event.id);
  const [draft, setDraftState] = useState<ReportDraft | null>(() => readReportDraft(event.id));
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState('');
  const titleId = useId();

  const state = query.data;
  const report = state?.report ?? null;
  const saved = savedReportDraft(report);
  const values = draft ?? saved;
  const dirty = draft !== null && !sameReportDraft(draft, saved);

  const setDraft = (next: ReportDraft | null) => {
    setDraftState(next);
    writeReportDraft(event.id, next);
  };
  const update = (patch: Partial<ReportDraft>) => {
    setStatus('');
    setDraft({ ...values, ...patch });
  };

  const testimonials = state?.testimonials ?? [];
  const byId = new Map(testimonials.map((t) => [t.id, t]));
  // Chosen testimonials that may no longer be shown (an opt-out since) are left out of the choice.
  const chosen = (values.testimonialIds ?? state?.defaultTestimonialIds ?? []).filter((id) => byId.has(id));
  const automatic = values.testimonialIds === null;
  const full = chosen.length >= REPORT_TESTIMONIALS_MAX;

  const settings = (): OrganizerReportSettings => ({
    note: values.note.trim() === '' ? null : values.note,
    testimonialIds: automatic ? null : chosen,
    expiresOn: values.expiresOn === '' ? null : values.expiresOn,
  });

  const error = create.error ?? save.error ?? revoke.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const fieldError = fields.note ?? fields.testimonialIds ?? fields.expiresOn;

  const onCreate = () => {
    save.reset();
    revoke.reset();
    create.mutate(settings(), {
      onSuccess: ({ created }) => {
        if (!created) {
          // Made meanwhile elsewhere (another tab): that link stands, and what is chosen here waits to be saved.
          setStatus('This talk already had a report link, made elsewhere; it is unchanged. Save changes to apply what you chose here.');
          return;
        }
        setDraft(null);
        setStatus('The report link is ready: copy it from “Your report link” above and send it to the organizer.');
      },
    });
  };
  const onSave = () => {
    create.reset();
    revoke.reset();
    save.mutate(settings(), {
      onSuccess: () => {
        setDraft(null);
        setStatus('Changes saved. The organizer sees them the next time the report is opened.');
      },
    });
  };
  const onRevoke = () => {
    create.reset();
    save.reset();
    const kept = values;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // What the speaker chose stays in the form for a new link.
        setDraft(sameReportDraft(kept, EMPTY_REPORT_DRAFT) ? null : kept);
        setStatus('The link is revoked: the report and its PDF no longer open.');
      },
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    update({ testimonialIds: next });
  };
  const toggle = (id: number, checked: boolean) => update({ testimonialIds: checked ? [...chosen, id] : chosen.filter((x) => x !== id) });

  const previewSettings = { note: values.note, testimonialIds: automatic ? null : chosen };
  const busy = create.isPending || save.isPending || revoke.isPending;

  return (
    <Card aria-labelledby={titleId} data-organizer-report>
      <CardHeader>
        <CardTitle id={titleId}>Share with the organizer</CardTitle>
        <CardDescription>
          An impact report the organizer opens without an account, as a page or a PDF: responses, ratings, takeaways, the testimonials you
          choose and your note. It is worked out each time it is opened, so new answers show up and nobody who withdrew their consent is
          quoted.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-slate-800">We could not load the organizer report for this event.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <>
            {report && (
              <section aria-labelledby={`${titleId}-link`} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
                <h3 id={`${titleId}-link`} className="text-base font-semibold text-slate-900">
                  Your report link
                </h3>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {report.expired ? <Badge tone="amber">Expired</Badge> : <Badge tone="green">Link active</Badge>}
                  <span className="text-slate-700" data-testid="report-views">
                    {viewsText(report)}
                  </span>
                </div>
                {report.expiresOn && (
                  <p className="text-sm text-slate-700">
                    {report.expired
                      ? `The link stopped working after ${formatTalkDate(`${report.expiresOn}T00:00:00Z`)}. Choose a later day below and save to open it again.`
                      : `The link works until the end of ${formatTalkDate(`${report.expiresOn}T00:00:00Z`)}.`}
                  </p>
                )}
                <CopyField label="Report link" value={report.url} copyLabel="Copy link" />
                <CopyField label="PDF link" value={report.pdfUrl} copyLabel="Copy PDF link" />
                <p className="text-xs text-slate-600">
                  Each opening of the report page counts as a view, yours too; a preview does not, and neither does the PDF.
                </p>
              </section>
            )}

            <fieldset className="min-w-0 space-y-3">
              <legend className="text-base font-semibold text-slate-900">Testimonials to show (up to {REPORT_TESTIMONIALS_MAX})</legend>
              {testimonials.length === 0 ? (
                <p className="text-sm text-slate-600">
                  No testimonials yet. 4-5 star answers whose attendees agreed to publication appear here, with their first name and role.
                </p>
              ) : (
                <>
                  <p className="text-sm text-slate-600" id={`${titleId}-choice`}>
                    {automatic
                      ? `Until you change the ticks, the report shows your best ${REPORT_TESTIMONIALS_MAX} at the moment it is opened.`
                      : `${chosen.length} of ${REPORT_TESTIMONIALS_MAX} chosen.`}{' '}
                    Only attendees who agreed to publication are listed.
                  </p>
                  {/* Folded until asked for: the event page lists every answer's words already. */}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={choosing}
                    aria-controls={`${titleId}-list`}
                    onClick={() => setChoosing(!choosing)}
                  >
                    {choosing ? 'Hide the testimonials' : `Choose testimonials (${testimonials.length})`}
                  </Button>
                  {choosing && (
                    <div id={`${titleId}-list`} className="space-y-3">
                      <ul className="divide-y divide-slate-100" aria-describedby={`${titleId}-choice`}>
                        {testimonials.map((t) => (
                          <TestimonialChoice
                            key={t.id}
                            testimonial={t}
                            checked={chosen.includes(t.id)}
                            disabled={busy || (full && !chosen.includes(t.id))}
                            onChange={(checked) => toggle(t.id, checked)}
                          />
                        ))}
                      </ul>
                      {!automatic && chosen.length > 1 && <ChosenOrder chosen={chosen} byId={byId} onMove={move} />}
                    </div>
                  )}
                  {!automatic && (
                    <Button variant="link" className="px-0" onClick={() => update({ testimonialIds: null })}>
                      Show my best {REPORT_TESTIMONIALS_MAX} instead
                    </Button>
                  )}
                </>
              )}
              {fields.testimonialIds && <p className="text-sm font-medium text-red-700">Testimonials {fields.testimonialIds}</p>}
            </fieldset>

            <TextareaField
              label="A note to the organizer (optional)"
              value={values.note}
              maxLength={REPORT_NOTE_MAX_LENGTH}
              onChange={(e) => update({ note: e.currentTarget.value })}
              placeholder="Thank you for having me. I would love to come back for…"
              hint={lengthHint(values.note, REPORT_NOTE_MAX_LENGTH)}
              error={fields.note}
            />

            <TextField
              label="Link works until (optional)"
              type="date"
              min={todayDateInputValue()}
              value={values.expiresOn}
              onChange={(e) => update({ expiresOn: e.currentTarget.value })}
              hint="The link stops working once this day has ended everywhere in the world. Leave it empty to keep the link until you revoke it."
              error={fields.expiresOn}
              className="max-w-xs"
            />

            {error && !fieldError && <FormAlert>{errorMessageFromApiError(error, 'Something went wrong. Please try again.')}</FormAlert>}
            <FormStatus>{status}</FormStatus>

            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <a
                href={organizerReportPreviewUrl(event.id, previewSettings, 'page')}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'outline' })}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Preview report<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <a
                href={organizerReportPreviewUrl(event.id, previewSettings, 'pdf')}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'outline' })}
              >
                <FileText className="size-4" aria-hidden="true" />
                Preview PDF<span className="sr-only"> (opens in a new tab)</span>
              </a>
              {report ? (
                <>
                  <Button onClick={onSave} disabled={!dirty || busy}>
                    {save.isPending ? 'Saving…' : 'Save changes'}
                  </Button>
                  <Button variant="outline" className="text-red-800" onClick={() => setConfirming(true)} disabled={busy}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Revoke link
                  </Button>
                </>
              ) : (
                <Button onClick={onCreate} disabled={busy}>
                  <Link2 className="size-4" aria-hidden="true" />
                  {create.isPending ? 'Creating link…' : 'Create link'}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
      {confirming && (
        <ConfirmRevoke
          eventName={event.eventName}
          pending={revoke.isPending}
          error={revoke.error ? errorMessageFromApiError(revoke.error, 'The link could not be revoked. Please try again.') : null}
          onConfirm={onRevoke}
          onClose={() => {
            revoke.reset();
            setConfirming(false);
          }}
        />
      )}
    </Card>
  );
}
