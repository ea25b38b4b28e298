import { ArrowLeft, ClipboardCopy, Download, Lock, Mail, Pencil, Presentation } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Talk, TalkResponse } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { NOT_NAMED_BECAUSE, notContactableNote } from '../../../shared/domain/leads';
import { PLAN_LABELS, isIncluded, planThatUnlocks } from '../../../shared/domain/plans';
import { PlanNotice } from '../../components/plan-notice';
import { useAccountPlan } from '../../lib/api/account-plan';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner, Spinner } from '../../components/ui/spinner';
import { errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { formatTalkDate, formatRatingOutOfFive, formatSubmittedDate } from './event-format';
import { EventNotFound } from '../../components/event-not-found';
import { useCopyAllLeads, useDownloadHotLeads } from './api/download-leads';
import { QR_CODE_DESCRIPTION, QR_CODE_TITLE, QrCodePanel } from './qr-code-panel';
import { ProTeaser, RoleBars } from './role-breakdown';
import { countRoles, DASHBOARD_TOP_ROLES } from './role-breakdown-math';
import { speakerPaths, parseTalkId } from '../../lib/speaker-paths';
import { StarRating } from '../../components/star-rating';
import { StatusBadge } from '../../components/event-status';
import { useTalk } from '../../lib/api/get-event';
import { eventSlidePdfUrl, eventSlidePngUrl } from '../../lib/api/speaker-events';
import { useTalkResponses } from './api/get-event-responses';
import { OwnQuestionAnswers } from './own-question-answers';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { EventTakeaways } from './event-takeaways';
import { QuestionResults } from './question-results';
import { OrganizerReportPanel } from './organizer-report-panel';
import { DuplicateTalk } from './duplicate-talk';
import { RatingDistributionCard } from './rating-distribution';
import { LeadFollowUpForm, LeadStatusFilter, useStatusParam } from './lead-follow-up-form';
import { LEAD_STATUS_LABELS } from '../../../shared/domain/lead-follow-up';

function StatTile({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
    </Card>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ConsentBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-indigo-300 bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
      {children}
    </span>
  );
}

function ResponseItem({ response }: { response: TalkResponse }) {
  return (
    <li className="space-y-2 py-4">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="min-w-0 font-semibold">{response.attendeeName ?? 'An attendee who is not named'}</h3>
          <time dateTime={response.submittedAt} className="shrink-0 text-xs text-slate-600">
            {formatSubmittedDate(response.submittedAt)}
          </time>
        </div>
        <p className="text-sm text-slate-700">{response.attendeeRole}</p>
        {response.attendeeEmail !== null && (
          <a href={`mailto:${response.attendeeEmail}`} className="break-all text-sm text-indigo-700 underline-offset-4 hover:underline">
            {response.attendeeEmail}
          </a>
        )}
      </div>
      <StarRating rating={response.rating} />
      {response.testimonial && (
        <blockquote className="border-l-4 border-indigo-200 pl-3 text-sm text-slate-800">“{response.testimonial}”</blockquote>
      )}
      {response.takeaway && (
        <p className="text-sm">
          <span className="font-medium">Will do differently:</span> {response.takeaway}
        </p>
      )}
      {response.booksSpeakers !== null && (
        <p className="text-sm">
          <span className="font-medium">Books speakers:</span> {response.booksSpeakers ? 'Yes' : 'No'}
        </p>
      )}
      <OwnQuestionAnswers answers={response.answers} />
      {response.businessInquiry && (
        <p className="text-sm">
          <span className="font-medium">Business inquiry:</span> {response.businessInquiry}
        </p>
      )}
      {(response.contactConsent || response.publishConsent) && (
        <div className="flex flex-wrap gap-2">
          {response.contactConsent && <ConsentBadge>May contact</ConsentBadge>}
          {response.publishConsent && <ConsentBadge>May publish</ConsentBadge>}
        </div>
      )}
    </li>
  );
}

/** The talk's last slide for the speaker's own deck: the QR code, the short link and the call to action, in their colours. */
function ClosingSlide({ eventId }: { eventId: number }) {
  return (
    <section aria-labelledby="closing-slide-title" className="space-y-2 border-t border-slate-100 pt-4">
      <h3 id="closing-slide-title" className="font-semibold">
        Closing slide
      </h3>
      <p className="text-sm text-slate-600">A 16:9 slide for your deck with this code, the short link and your colours and logo.</p>
      <div className="grid grid-cols-2 gap-2">
        <a href={eventSlidePngUrl(eventId)} download className={buttonClasses({ variant: 'outline', className: 'whitespace-nowrap px-2' })}>
          <Download className="size-4" aria-hidden="true" />
          Slide (PNG)
        </a>
        <a href={eventSlidePdfUrl(eventId)} download className={buttonClasses({ variant: 'outline', className: 'whitespace-nowrap px-2' })}>
          <Download className="size-4" aria-hidden="true" />
          Slide (PDF)
        </a>
      </div>
    </section>
  );
}

/**
 * The talk's hot leads and their download. Finding hot leads is part of a plan: without it the list
 * and the download are locked (the answers themselves stay under All Responses) and the card says
 * which plan opens them.
 */
export function HotLeads({ event, responses, bookingLeadsPath }: { event: Talk; responses: TalkResponse[]; bookingLeadsPath: string }) {
  const download = useDownloadHotLeads();
  const account = useAccountPlan();
  const locked = account.data !== undefined && !isIncluded(account.data.plan, 'hotLeadsCsv');
  const [status, setStatus] = useStatusParam();
  // The server names only the attendees who agreed to be contacted (decision 019).
  const named = responses.filter((r) => r.isHotLead && r.attendeeEmail !== null);
  const hot = named.filter((r) => !status || r.followUp?.status === status);
  const unnamed = responses.filter((r) => r.isHotLead && r.attendeeEmail === null).length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Hot Leads</CardTitle>
          <CardDescription>Attendees who rated your talk 4 or 5 stars and agreed to be contacted.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => download.mutate(event.id)}
          disabled={locked || event.contactableHotLeadCount === 0 || download.isPending}
          aria-label={locked ? `Download Hot Leads (part of ${PLAN_LABELS[planThatUnlocks('hotLeadsCsv')]})` : undefined}
        >
          {locked ? <Lock className="size-4" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          Download Hot Leads
        </Button>
      </CardHeader>
      <CardContent>
        {!locked && named.length > 0 && (
          <div className="mb-3 max-w-xs">
            <LeadStatusFilter value={status} onChange={setStatus} />
          </div>
        )}
        {locked ? (
          <div className="space-y-3">
            <PlanNotice feature="hotLeadsCsv" />
            <p className="text-sm text-slate-600">Every answer is still listed under All Responses below.</p>
          </div>
        ) : hot.length === 0 ? (
          <p className="text-sm text-slate-600">
            {status && named.length > 0
              ? `No hot leads with the status ${LEAD_STATUS_LABELS[status]}`
              : unnamed > 0
                ? 'No hot leads who agreed to be contacted'
                : 'No hot leads yet'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {hot.map((r) => (
              <li key={r.id} className="space-y-3 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{r.attendeeName}</p>
                    <p className="text-sm text-slate-700">{r.attendeeRole}</p>
                    <a href={`mailto:${r.attendeeEmail}`} className="break-all text-sm text-indigo-700 underline-offset-4 hover:underline">
                      {r.attendeeEmail}
                    </a>
                  </div>
                  <StarRating rating={r.rating} />
                </div>
                {r.followUp && <LeadFollowUpForm responseId={r.id} followUp={r.followUp} who={r.attendeeName ?? 'this lead'} />}
              </li>
            ))}
          </ul>
        )}
        {!locked && unnamed > 0 && <p className="mt-3 text-sm text-slate-600">{notContactableNote(unnamed, 'hot-leads')}</p>}
        <p className="mt-3 text-sm text-slate-600">
          Attendees who book speakers, whatever their stars, are under{' '}
          <Link to={bookingLeadsPath} className="font-medium text-indigo-700 underline underline-offset-4">
            Booking leads
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}

function EventDetailContent({ profile, eventId }: { profile: SpeakerProfile; eventId: number | null }) {
  const dashboardPath = speakerPaths.slugDashboard(profile.slug);
  const eventQuery = useTalk(eventId);
  const responsesQuery = useTalkResponses(eventQuery.data ? eventId : null);
  const copyContacts = useCopyAllLeads();

  const code = errorCodeOf(eventQuery.error);
  if (eventId === null || code === 'NOT_FOUND' || code === 'VALIDATION_ERROR') return <EventNotFound dashboardPath={dashboardPath} />;
  if (eventQuery.isPending) return <FullPageSpinner />;
  if (eventQuery.isError) return <LoadFailedCard onRetry={() => void eventQuery.refetch()} />;

  const event = eventQuery.data;
  const responses = responsesQuery.data ?? [];
  const unnamedResponses = responses.filter((r) => r.attendeeEmail === null).length;

  return (
    <div className="min-h-dvh">
      <SpeakerHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={dashboardPath} className={buttonClasses({ variant: 'link', className: 'px-0' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <div className="flex flex-wrap gap-2">
            <DuplicateTalk key={event.id} event={event} detailPath={(id) => speakerPaths.eventDetail(profile.slug, id)} />
            <Link to={speakerPaths.editEvent(profile.slug, event.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Event
            </Link>
            <Link to={speakerPaths.presenter(profile.slug, event.id)} className={buttonClasses({ size: 'sm' })}>
              <Presentation className="size-4" aria-hidden="true" />
              Present
            </Link>
          </div>
        </div>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{event.eventName}</h1>
          {event.talkTitle && <p className="mt-1 text-lg text-slate-700">{event.talkTitle}</p>}
        </div>

        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatTile label="Responses" value={event.responseCount} />
          <StatTile label="Hot Leads" value={event.hotLeadCount} />
          <StatTile label="Testimonials" value={event.testimonialCount} />
          <StatTile label="Average Rating" value={formatRatingOutOfFive(event.averageRating)} />
        </dl>

        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Event Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100">
                <InfoRow label="Date">{formatTalkDate(event.eventDate)}</InfoRow>
                <InfoRow label="Venue">{event.venue ?? '—'}</InfoRow>
                <InfoRow label="Client">{event.client ?? '—'}</InfoRow>
                <InfoRow label="Status">
                  <StatusBadge status={event.status} />
                </InfoRow>
                {event.hashtag && <InfoRow label="Hashtag">{event.hashtag}</InfoRow>}
                {event.expectedAudienceSize !== null && <InfoRow label="Expected audience">{event.expectedAudienceSize}</InfoRow>}
                {event.responseRate !== null && <InfoRow label="Response rate">{event.responseRate}%</InfoRow>}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{QR_CODE_TITLE}</CardTitle>
              <CardDescription>{QR_CODE_DESCRIPTION}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <QrCodePanel event={event} />
              <ClosingSlide eventId={event.id} />
            </CardContent>
          </Card>
        </div>

        <OrganizerReportPanel event={event} />

        {responsesQuery.isPending ? (
          <Spinner />
        ) : responsesQuery.isError ? (
          <Card role="alert" className="p-5">
            <p className="text-slate-800">We could not load the responses for this event.</p>
            <Button variant="outline" className="mt-3" onClick={() => void responsesQuery.refetch()}>
              Try Again
            </Button>
          </Card>
        ) : (
          <>
            <RatingDistributionCard eventId={event.id} />

            <div className="grid gap-6 md:grid-cols-2">
              <HotLeads event={event} responses={responses} bookingLeadsPath={speakerPaths.bookingLeads(profile.slug)} />
              <Card>
                <CardHeader>
                  <CardTitle>Audience Breakdown</CardTitle>
                  <CardDescription>Who answered, by job role.</CardDescription>
                </CardHeader>
                <CardContent className="space-y-5">
                  <RoleBars rows={countRoles(responses, DASHBOARD_TOP_ROLES)} />
                  <ProTeaser />
                </CardContent>
              </Card>
            </div>

            <EventTakeaways event={event} editPath={speakerPaths.editEvent(profile.slug, event.id)} />

            <QuestionResults eventId={event.id} />

            <Card>
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
                <div className="space-y-1.5">
                  <CardTitle>All Responses</CardTitle>
                  <CardDescription>
                    Newest first.
                    {unnamedResponses > 0 &&
                      ` ${unnamedResponses === 1 ? '1 attendee is' : `${unnamedResponses} attendees are`} not named (${NOT_NAMED_BECAUSE}): their answers are shown without their name or e-mail, and Export leaves them out.`}
                  </CardDescription>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => copyContacts.mutate(event.id)}
                  disabled={event.contactableResponseCount === 0 || copyContacts.isPending}
                >
                  <ClipboardCopy className="size-4" aria-hidden="true" />
                  Export
                </Button>
              </CardHeader>
              <CardContent>
                {responses.length === 0 ? (
                  <div className="flex items-start gap-3 text-sm text-slate-600">
                    <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <p>No responses yet. Show the QR code at the end of your talk to collect feedback.</p>
                  </div>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {responses.map((r) => (
                      <ResponseItem key={r.id} response={r} />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}

/** /speaker/events/:id and /speaker/:speakerSlug/events/:id */
export function EventDetailPage() {
  const { id } = useParams();
  const eventId = parseTalkId(id);
  return <EventDetailContent profile={useOnboardedSpeaker()} eventId={eventId} />;
}
