import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Talk } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import type { PlanFeature } from '../../../shared/domain/plans';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { formatTalkDate } from './event-format';
import { useCreateThankYouEmail, useGenerateGraphics } from './api/follow-up-actions';
import { useDownloadAllLeads, useDownloadHotLeads } from './api/download-leads';
import { QrCodeDialog } from './qr-code-panel';
import { speakerPaths } from '../../lib/speaker-paths';
import { upcomingTalks } from './upcoming-events';
import { useTalks } from './api/get-events';
import { DashboardView } from './dashboard-view';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { PaymentDueBanner, PlanNotice, PlanSummary } from '../../components/plan-notice';
import { useDashboard } from './api/get-dashboard';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { useAccountPlan } from '../../lib/api/account-plan';

/**
 * What the dashboard's actions need beyond Free: a speaker on Free sees each one locked with the
 * plan that opens it, before there is an event card whose buttons would say so.
 */
const LOCKED_ON_DASHBOARD: readonly PlanFeature[] = [
  'leadCollection',
  'testimonialGraphics',
  'customLogo',
  'hotLeadsCsv',
  'thankYouEmails',
];

function UpcomingEvents({ slug, onShowQr }: { slug: string; onShowQr: (event: Talk) => void }) {
  const { data } = useTalks();
  const upcoming = upcomingTalks(data ?? []);
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-events-heading">
      <Card>
        <CardHeader>
          <CardTitle id="upcoming-events-heading">Upcoming Events</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-200">
            {upcoming.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link
                    to={speakerPaths.eventDetail(slug, event.id)}
                    className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                  >
                    {event.eventName}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {event.talkTitle ? `${event.talkTitle} · ` : ''}
                    {formatTalkDate(event.eventDate)}
                    {event.venue ? ` · ${event.venue}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onShowQr(event)}
                  aria-label={`Show QR Code for ${event.eventName}${event.talkTitle ? ` — ${event.talkTitle}` : ''}`}
                >
                  Show QR Code
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

function DashboardContent({ profile }: { profile: SpeakerProfile }) {
  const dashboard = useDashboard();
  const hotLeads = useDownloadHotLeads();
  const allLeads = useDownloadAllLeads();
  const thankYou = useCreateThankYouEmail();
  const graphics = useGenerateGraphics();
  const account = useAccountPlan();
  const [qrEvent, setQrEvent] = useState<Talk | null>(null);

  if (dashboard.isPending) return <FullPageSpinner />;
  if (dashboard.isError) return <LoadFailedCard onRetry={() => void dashboard.refetch()} />;

  const slug = profile.slug;
  const isPendingFor = (m: { isPending: boolean; variables: number | undefined }, event: Talk) => m.isPending && m.variables === event.id;

  return (
    <>
      <DashboardView
        header={<SpeakerHeader />}
        banner={
          <div className="space-y-3">
            <PlanSummary />
            <PaymentDueBanner />
            <PlanNotice feature={LOCKED_ON_DASHBOARD} />
          </div>
        }
        firstName={profile.firstName}
        data={dashboard.data}
        digitalGiftTitle={profile.digitalGiftTitle}
        targets={{
          createTalk: speakerPaths.createTalk(slug),
          allEvents: speakerPaths.allEvents(slug),
          analytics: speakerPaths.analytics(slug),
          bookingLeads: speakerPaths.bookingLeads(slug),
          assessmentReports: speakerPaths.assessmentReports,
          giftSetup: speakerPaths.digitalGiftSetup,
          eventDetail: (event) => speakerPaths.eventDetail(slug, event.id),
        }}
        eventActions={(event) => ({
          downloadHotLeads: () => hotLeads.mutate(event.id),
          downloadAllLeads: () => allLeads.mutate(event.id),
          sendThankYou: () => thankYou.mutate(event.id),
          generateGraphics: () => graphics.mutate(event.id),
          showQrCode: () => setQrEvent(event),
        })}
        eventPending={(event) => ({
          downloadHotLeads: isPendingFor(hotLeads, event),
          downloadAllLeads: isPendingFor(allLeads, event),
          sendThankYou: isPendingFor(thankYou, event),
          generateGraphics: isPendingFor(graphics, event),
        })}
        afterRecentEvents={<UpcomingEvents slug={slug} onShowQr={setQrEvent} />}
        plan={account.data?.plan}
      />
      {qrEvent && <QrCodeDialog event={qrEvent} onClose={() => setQrEvent(null)} />}
    </>
  );
}

/**
 * /speaker/dashboard and /speaker/:slug/dashboard. Without a slug, or with someone else's (an old
 * bookmark, a typo), the page moves to the speaker's own slugged address once the profile is known.
 */
export function SpeakerDashboardPage() {
  const { slug } = useParams();
  const profile = useOnboardedSpeaker();
  return slug === profile.slug ? (
    <DashboardContent profile={profile} />
  ) : (
    <Navigate to={speakerPaths.slugDashboard(profile.slug)} replace />
  );
}
