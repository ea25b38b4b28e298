import { Download, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { ANONYMOUS_BOOKING_LEAD, type BookingLead } from '../../../shared/contract/booking-leads';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { StarRating } from '../../components/star-rating';
import { speakerPaths } from '../../lib/speaker-paths';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { useBookingLeads } from './api/get-booking-leads';
import { useDownloadBookingLeads } from './api/download-booking-leads';
import { formatTalkDate, formatSubmittedDate } from './event-format';
import { LeadFollowUpForm, LeadStatusFilter, useStatusParam } from './lead-follow-up-form';
import { LEAD_STATUS_LABELS } from '../../../shared/domain/lead-follow-up';

function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-sm text-indigo-700 underline-offset-4 hover:underline">
      {email}
    </a>
  );
}

function LeadItem({ lead, slug }: { lead: BookingLead; slug: string }) {
  const talk = lead.talkTitle ?? lead.eventName;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 text-base font-semibold">{lead.attendee ? lead.attendee.name : ANONYMOUS_BOOKING_LEAD}</h2>
        <time dateTime={lead.submittedAt} className="shrink-0 text-xs text-slate-600">
          {formatSubmittedDate(lead.submittedAt)}
        </time>
      </div>
      {lead.attendee && (
        <div>
          {lead.attendee.role && <p className="text-sm text-slate-700">{lead.attendee.role}</p>}
          <MailLink email={lead.attendee.email} />
        </div>
      )}
      <p className="text-sm text-slate-700">
        <Link to={speakerPaths.eventDetail(slug, lead.eventId)} className="font-medium text-indigo-700 underline-offset-4 hover:underline">
          {talk}
        </Link>
        {talk !== lead.eventName && ` · ${lead.eventName}`} · {formatTalkDate(lead.eventDate)}
      </p>
      <StarRating rating={lead.rating} />
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-medium">Books speakers:</dt>
          <dd>{lead.booksSpeakers === true ? 'Yes' : lead.booksSpeakers === false ? 'No' : 'Not answered'}</dd>
        </div>
        {lead.businessInquiry && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-medium">Business inquiry:</dt>
            <dd className="whitespace-pre-line">{lead.businessInquiry}</dd>
          </div>
        )}
        {lead.referral && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-medium">Should also hear this talk:</dt>
            <dd className="min-w-0">
              {lead.referral.name && <span>{lead.referral.name} · </span>}
              <MailLink email={lead.referral.email} />
              <span className="block text-slate-600">The attendee confirmed this person agreed to be passed on to you.</span>
            </dd>
          </div>
        )}
        {lead.referralWithheld && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-medium">Should also hear this talk:</dt>
            <dd className="text-slate-600">someone who asked not to share their details, so they are not shown.</dd>
          </div>
        )}
      </dl>
      <LeadFollowUpForm
        responseId={lead.responseId}
        followUp={lead.followUp}
        who={lead.attendee?.name || lead.referral?.name || `the lead from ${talk}`}
      />
    </li>
  );
}

export function BookingLeadsContent({ profile }: { profile: SpeakerProfile }) {
  const [status, setStatus] = useStatusParam();
  const query = useBookingLeads(status || undefined);
  const download = useDownloadBookingLeads();
  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) return <LoadFailedCard onRetry={() => void query.refetch()} />;
  const { leads, total, anonymousCount } = query.data;
  const someoneNamed = leads.some((l) => l.attendee !== null || l.referral !== null);

  return (
    <SpeakerPageFrame back={speakerPaths.slugDashboard(profile.slug)} width="3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <Handshake className="size-7 text-indigo-700" aria-hidden="true" />
            Booking leads
          </h1>
          <p className="text-slate-700">
            Attendees who book speakers or influence who speaks at their events, and people they passed on to you. Separate from hot leads,
            which go by stars.
          </p>
        </div>
        {/* The file is every booking lead whatever the filter: with one set, what is shown cannot say whether it names anyone. */}
        <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={(!status && !someoneNamed) || download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? 'Downloading...' : status ? 'Download CSV (every status)' : 'Download CSV'}
        </Button>
      </div>

      <div className="max-w-xs">
        <LeadStatusFilter value={status} onChange={setStatus} />
      </div>

      <Card>
        <CardHeader>
          <CardDescription>
            {total === 0
              ? status
                ? `No booking leads with the status ${LEAD_STATUS_LABELS[status]}.`
                : 'No booking leads yet.'
              : `${total === 1 ? '1 booking lead' : `${total} booking leads`}${status ? ` with the status ${LEAD_STATUS_LABELS[status]}` : ''}, newest first.` +
                (anonymousCount > 0
                  ? ` ${anonymousCount === 1 ? '1 of them is' : `${anonymousCount} of them are`} listed without a name: they did not ask to be contacted or asked not to share their details.`
                  : '')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {total === 0 && status ? null : total === 0 ? (
            <p className="text-sm text-slate-600">
              Attendees who answer “Do you book speakers or influence who speaks at your events?” with yes, or who pass on someone else who
              should hear your talk, appear here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {leads.map((lead) => (
                <LeadItem key={lead.responseId} lead={lead} slug={profile.slug} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </SpeakerPageFrame>
  );
}

/** /speaker/booking-leads and /speaker/:speakerSlug/booking-leads */
export function BookingLeadsPage() {
  return <BookingLeadsContent profile={useOnboardedSpeaker()} />;
}
