import { BarChart3, CalendarPlus, ClipboardList, Gift, Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dashboard, Talk } from '../../../shared/contract/talks';
import type { PlanName } from '../../../shared/domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { EventCard, type EventCardActions, type EventCardPending } from './event-card';
import { ProTeaser, RoleBars } from './role-breakdown';
import { TargetLink, type Target } from './target-link';

export interface DashboardTargets {
  createTalk: Target;
  allEvents: Target;
  analytics: Target;
  bookingLeads: Target;
  assessmentReports: Target;
  giftSetup: Target;
  eventDetail: (event: Talk) => Target;
}

export interface DashboardViewProps {
  header: ReactNode;
  /** Above the welcome line, e.g. the demo notice. */
  banner?: ReactNode;
  firstName: string;
  data: Dashboard;
  digitalGiftTitle: string | null;
  targets: DashboardTargets;
  eventActions: (event: Talk) => EventCardActions;
  eventPending?: (event: Talk) => EventCardPending;
  /** Extra sections after the recent events, e.g. upcoming events. */
  afterRecentEvents?: ReactNode;
  /** The speaker's plan: the event cards lock what it does not include (none in the demo). */
  plan?: PlanName;
}

function StatLine({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The speaker dashboard's layout, shared by the real dashboard and the demo. */
export function DashboardView({
  header,
  banner,
  firstName,
  data,
  digitalGiftTitle,
  targets,
  eventActions,
  eventPending,
  afterRecentEvents,
  plan,
}: DashboardViewProps) {
  const hasGift = Boolean(digitalGiftTitle);
  return (
    <div className="min-h-dvh">
      {header}
      <main className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-10">
        {banner}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {/* A speaker without any event has just arrived: "back" would be wrong on a first visit. */}
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {data.eventCount === 0 ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`}
            </h1>
            <p className="text-slate-700">Your talks, your audience and your leads in one place.</p>
          </div>
          <TargetLink target={targets.createTalk} className={buttonClasses({ size: 'lg' })}>
            <CalendarPlus className="size-5" aria-hidden="true" />
            Create Event
          </TargetLink>
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Card className="flex flex-col">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <ClipboardList className="size-5 text-indigo-700" aria-hidden="true" />
                Assessment Reports
              </CardTitle>
              <CardDescription>Readiness assessment results and what they say about your next step.</CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <TargetLink target={targets.assessmentReports} className={buttonClasses({ variant: 'outline' })}>
                View Reports
              </TargetLink>
            </CardFooter>
          </Card>

          <Card className="flex flex-col">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <BarChart3 className="size-5 text-indigo-700" aria-hidden="true" />
                Your Data
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2">
                <StatLine label="Events" value={data.eventCount} />
                <StatLine label="Total Attendees" value={data.totalAttendees} />
              </dl>
            </CardContent>
            <CardFooter className="mt-auto">
              <TargetLink target={targets.analytics} className={buttonClasses({ variant: 'outline' })}>
                View Analytics
              </TargetLink>
            </CardFooter>
          </Card>

          <Card className="flex flex-col">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Handshake className="size-5 text-indigo-700" aria-hidden="true" />
                Booking Leads
              </CardTitle>
              <CardDescription>
                Attendees who book speakers, and people they passed on to you. Hot leads, by stars, are on each event.
              </CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <TargetLink target={targets.bookingLeads} className={buttonClasses({ variant: 'outline' })}>
                View Booking Leads
              </TargetLink>
            </CardFooter>
          </Card>

          <Card className="flex flex-col">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Gift className="size-5 text-indigo-700" aria-hidden="true" />
                Your Gift
              </CardTitle>
              <CardDescription>
                {hasGift ? (
                  <>
                    Attendees receive <span className="font-medium text-slate-900">{digitalGiftTitle}</span> after giving feedback.
                  </>
                ) : (
                  'Thank attendees for their feedback with a free digital gift.'
                )}
              </CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <TargetLink target={targets.giftSetup} className={buttonClasses({ variant: 'outline' })}>
                {hasGift ? 'Update Gift' : 'Setup Gift'}
              </TargetLink>
            </CardFooter>
          </Card>
        </div>

        <section aria-labelledby="recent-events-heading" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="recent-events-heading" className="text-xl font-semibold tracking-tight">
              Recent Events
            </h2>
            {data.eventCount > 0 && (
              <TargetLink target={targets.allEvents} className={buttonClasses({ variant: 'link', className: 'px-0' })}>
                All events ({data.eventCount})
              </TargetLink>
            )}
          </div>
          {data.recentEvents.length > 0 ? (
            <div className="grid gap-4">
              {data.recentEvents.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  detail={targets.eventDetail(event)}
                  actions={eventActions(event)}
                  pending={eventPending?.(event)}
                  plan={plan}
                />
              ))}
            </div>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle as="h3" className="text-lg">
                  {data.eventCount === 0 ? 'No events yet' : 'No past events yet'}
                </CardTitle>
                <CardDescription>
                  {data.eventCount === 0
                    ? 'Create your first event to get a QR code your audience can scan for feedback.'
                    : 'Your events appear here with their feedback once their date has passed.'}
                </CardDescription>
              </CardHeader>
              {data.eventCount === 0 && (
                <CardFooter>
                  <TargetLink target={targets.createTalk} className={buttonClasses({ className: 'sm:self-start' })}>
                    Create Event
                  </TargetLink>
                </CardFooter>
              )}
            </Card>
          )}
        </section>

        {afterRecentEvents}

        <section aria-labelledby="audience-heading">
          <Card>
            <CardHeader>
              <CardTitle id="audience-heading">Audience Breakdown</CardTitle>
              <CardDescription>Who answered your feedback form, by job role.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <RoleBars rows={data.topRoles} />
              <ProTeaser />
            </CardContent>
          </Card>
        </section>
      </main>
    </div>
  );
}
