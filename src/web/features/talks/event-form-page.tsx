import { TimeZoneOptions } from '../../components/ui/time-zone-options';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { ArrowLeft } from 'lucide-react';
import { clsx } from 'clsx';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { EVENT_STATUSES, saveTalkSchema, type Talk } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { buttonClasses, Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError, errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { formatStatus, toDateInputValue, todayDateInputValue } from './event-format';
import { EventNotFound } from '../../components/event-not-found';
import { parseTalkId, speakerPaths } from '../../lib/speaker-paths';
import { useTalk } from '../../lib/api/get-event';
import { useSaveTalk, type SaveEventValues } from './api/save-event';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { useAppForm } from '../../lib/use-app-form';
import { PlanNotice } from '../../components/plan-notice';
import { ApiError } from '../../lib/api-error';
import { OwnQuestionsEditor, questionsFormValues } from './own-questions-editor';

type EventFormInput = z.input<typeof saveTalkSchema>;

function defaultValues(event: Talk | undefined): EventFormInput {
  return {
    eventName: event?.eventName ?? '',
    talkTitle: event?.talkTitle ?? '',
    venue: event?.venue ?? '',
    client: event?.client ?? '',
    hashtag: event?.hashtag ?? '',
    eventDate: event ? toDateInputValue(event.eventDate) : todayDateInputValue(),
    status: (event?.status as EventFormInput['status']) ?? 'upcoming',
    expectedAudienceSize: event?.expectedAudienceSize ?? null,
    // A new talk asks both optional questions.
    askTakeaway: event?.askTakeaway ?? true,
    askBooking: event?.askBooking ?? true,
    language: event?.language ?? null,
    timeZone: event?.timeZone ?? null,
    // null: attendees get the gift set up in the profile.
    gift: event?.gift ?? null,
    questions: questionsFormValues(event),
  };
}

const NO_GIFT_YET = { title: '', description: '', url: '', accessCode: '', type: 'external_link' } as const;

/** "German · Deutsch": the language's English name for the speaker, its own name as attendees see it. */
function languageOption(locale: Locale): string {
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
  return english === LOCALE_NAMES[locale] ? english : `${english} · ${LOCALE_NAMES[locale]}`;
}

/** An on/off switch (a checkbox announced as a switch) with what it changes for the attendee. */
function QuestionSwitch({ label, description, ...input }: { label: string; description: ReactNode } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-description`}
        className={clsx(
          'relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors checked:bg-indigo-700',
          'before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        )}
        {...input}
      />
    </div>
  );
}

function EventForm({ profile, event }: { profile: SpeakerProfile; event?: Talk }) {
  const navigate = useNavigate();
  const statusId = useId();
  const languageId = useId();
  const timeZoneId = useId();
  const isEdit = event !== undefined;
  const save = useSaveTalk(event?.id ?? null);
  const form = useAppForm<EventFormInput, unknown, SaveEventValues>({
    resolver: zodResolver(saveTalkSchema),
    defaultValues: defaultValues(event),
  });
  const { errors } = form.formState;
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const gift = form.watch('gift');
  const hasOwnGift = gift !== null && gift !== undefined;
  const backPath = event ? speakerPaths.eventDetail(profile.slug, event.id) : speakerPaths.slugDashboard(profile.slug);

  const onSubmit = form.handleSubmit((values) => {
    setRefusals({});
    save.mutate(values, {
      onSuccess: (saved) => {
        navigate(speakerPaths.eventDetail(profile.slug, saved.id));
      },
      onError: (err) => {
        if (errorCodeOf(err) === 'NOT_FOUND') {
          toast({ title: 'Event not found', description: 'This event no longer exists.', variant: 'destructive' });
          return;
        }
        if (errorCodeOf(err) === 'QUESTION_ANSWERED' && err instanceof ApiError) {
          // Shown at the question it is about: which question, and what to do instead.
          const refused = err.fieldProblems.flatMap((p) => {
            const match = /^questions\.(\d+)$/.exec(p.field);
            return match ? [[Number(match[1]), p.message] as const] : [];
          });
          if (refused.length > 0) {
            setRefusals(Object.fromEntries(refused));
            return;
          }
        }
        const dateProblem = parseApiError(err)?.fields.eventDate;
        if (dateProblem) {
          // The date window is checked when saving (an old talk keeps its day): say it under the field.
          form.setError('eventDate', { message: dateProblem }, { shouldFocus: true });
          return;
        }
        toast({
          title: isEdit ? 'Failed to save event' : 'Failed to create event',
          description: errorMessageFromApiError(err, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="min-h-dvh">
      <SpeakerHeader />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-10">
        <Link to={backPath} className={buttonClasses({ variant: 'link', className: 'px-0' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {event ? 'Back to Event' : 'Back to Dashboard'}
        </Link>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{isEdit ? 'Edit Event' : 'Create Event'}</CardTitle>
            <CardDescription>
              {isEdit ? 'Changes apply at once; the QR code stays the same.' : 'Add your talk. You get a QR code for it straight away.'}
            </CardDescription>
          </CardHeader>
          {!isEdit && (
            <div className="px-6">
              <PlanNotice feature="leadCollection" />
            </div>
          )}
          <form onSubmit={(e) => void onSubmit(e)} aria-busy={save.isPending} noValidate>
            <CardContent className="space-y-4">
              <TextField label="Event name" required error={errors.eventName?.message} {...form.register('eventName')} />
              <TextField label="Talk title" required error={errors.talkTitle?.message} {...form.register('talkTitle')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Venue" error={errors.venue?.message} {...form.register('venue')} />
                <TextField label="Client" error={errors.client?.message} {...form.register('client')} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Hashtag" placeholder="#YourEvent" error={errors.hashtag?.message} {...form.register('hashtag')} />
                <TextField label="Event date" type="date" error={errors.eventDate?.message} {...form.register('eventDate')} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-1.5">
                  <Label htmlFor={statusId}>Status</Label>
                  <select
                    id={statusId}
                    aria-invalid={errors.status ? true : undefined}
                    className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
                    {...form.register('status')}
                  >
                    {EVENT_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {formatStatus(status)}
                      </option>
                    ))}
                  </select>
                  {errors.status && <p className="text-sm font-medium text-red-700">Status {errors.status.message}</p>}
                </div>
                <TextField
                  label="Expected audience size"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  hint="Optional. Used to show your response rate."
                  error={errors.expectedAudienceSize?.message}
                  {...form.register('expectedAudienceSize', {
                    setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
                  })}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={languageId}>Language of the feedback form</Label>
                <select
                  id={languageId}
                  aria-describedby={`${languageId}-hint`}
                  aria-invalid={errors.language ? true : undefined}
                  className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
                  {...form.register('language', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : v) })}
                >
                  <option value="">The attendee’s browser decides</option>
                  {LOCALES.map((locale) => (
                    <option key={locale} value={locale}>
                      {languageOption(locale)}
                    </option>
                  ))}
                </select>
                <p id={`${languageId}-hint`} className="text-sm text-slate-600">
                  The form, the thank-you page and the gift e-mail are written in it. Attendees can still switch language on the form.
                </p>
                {errors.language && <p className="text-sm font-medium text-red-700">Language {errors.language.message}</p>}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={timeZoneId}>Time zone</Label>
                <select
                  id={timeZoneId}
                  aria-describedby={`${timeZoneId}-hint`}
                  aria-invalid={errors.timeZone ? true : undefined}
                  className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
                  {...form.register('timeZone', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : v) })}
                >
                  <option value="">Your own time zone{event ? ` (${event.effectiveTimeZone})` : ''}</option>
                  <TimeZoneOptions />
                </select>
                <p id={`${timeZoneId}-hint`} className="text-sm text-slate-600">
                  Lead files and the organizer’s report show this talk’s times on this clock.
                </p>
                {errors.timeZone && <p className="text-sm font-medium text-red-700">Time zone {errors.timeZone.message}</p>}
              </div>
              <fieldset className="pt-2">
                <legend className="text-base font-semibold text-slate-900">Optional questions on the feedback form</legend>
                <p className="mt-1 text-sm text-slate-600">Asked after the required ones; attendees may leave them empty.</p>
                <div className="divide-y divide-slate-100">
                  <QuestionSwitch
                    label="Ask what they will do differently"
                    description={
                      <>“What is the one thing you will do differently after this talk?” Their answers are grouped on this event’s page.</>
                    }
                    {...form.register('askTakeaway')}
                  />
                  <QuestionSwitch
                    label="Ask whether they book speakers"
                    description={
                      <>
                        “Do you book speakers or influence who speaks at your events?” and “Who else should hear this talk?” Those who say
                        yes, and the people they pass on, appear under Booking leads.
                      </>
                    }
                    {...form.register('askBooking')}
                  />
                </div>
              </fieldset>
              <OwnQuestionsEditor form={form} event={event} refusals={refusals} />
              <fieldset className="pt-2">
                <legend className="text-base font-semibold text-slate-900">Gift for attendees</legend>
                <div className="divide-y divide-slate-100">
                  <QuestionSwitch
                    label="Give this talk its own gift"
                    description="Off: attendees get the gift set up in your profile. On: they get this one instead, on the thank-you page and in the gift e-mail."
                    checked={hasOwnGift}
                    onChange={(e) => form.setValue('gift', e.target.checked ? { ...NO_GIFT_YET } : null, { shouldDirty: true })}
                  />
                </div>
                {hasOwnGift && (
                  <div className="space-y-4 pt-2">
                    <TextField label="Gift title" required error={errors.gift?.title?.message} {...form.register('gift.title')} />
                    {gift.type === 'uploaded_file' ? (
                      <p className="text-sm text-slate-600">This gift is a file you uploaded; it stays as it is.</p>
                    ) : (
                      <TextField
                        label="Gift link"
                        placeholder="https://example.com/your-gift"
                        error={errors.gift?.url?.message}
                        {...form.register('gift.url')}
                      />
                    )}
                    <TextField
                      label="Access code"
                      hint="Optional."
                      error={errors.gift?.accessCode?.message}
                      {...form.register('gift.accessCode')}
                    />
                    <TextField
                      label="Gift description"
                      hint="Optional."
                      error={errors.gift?.description?.message}
                      {...form.register('gift.description')}
                    />
                  </div>
                )}
              </fieldset>
            </CardContent>
            <CardFooter>
              <Button type="submit" className="w-full sm:w-auto sm:self-end" disabled={save.isPending}>
                {isEdit ? (save.isPending ? 'Saving...' : 'Save Changes') : save.isPending ? 'Creating...' : 'Create Event'}
              </Button>
            </CardFooter>
          </form>
        </Card>
      </main>
    </div>
  );
}

function EditEventContent({ profile, eventId }: { profile: SpeakerProfile; eventId: number | null }) {
  const eventQuery = useTalk(eventId);
  const code = errorCodeOf(eventQuery.error);
  const dashboardPath = speakerPaths.slugDashboard(profile.slug);
  if (eventId === null || code === 'NOT_FOUND' || code === 'VALIDATION_ERROR') return <EventNotFound dashboardPath={dashboardPath} />;
  if (eventQuery.isPending) return <FullPageSpinner />;
  if (eventQuery.isError) return <LoadFailedCard onRetry={() => void eventQuery.refetch()} />;
  // Keyed so the form starts from the loaded event, not from an earlier one.
  return <EventForm key={eventQuery.data.id} profile={profile} event={eventQuery.data} />;
}

/** /speaker/events/create and /speaker/:speakerSlug/events/create */
export function CreateEventPage() {
  return <EventForm profile={useOnboardedSpeaker()} />;
}

/** /speaker/:speakerSlug/events/:eventId/edit (and /speaker/events/:eventId/edit) */
export function EditEventPage() {
  const { eventId } = useParams();
  const id = parseTalkId(eventId);
  return <EditEventContent profile={useOnboardedSpeaker()} eventId={id} />;
}
