import { Calendar, Lock, MapPin, QrCode, Star } from 'lucide-react';
import { useId } from 'react';
import type { Talk } from '../../../shared/contract/talks';
import { PLAN_LABELS, isIncluded, planThatUnlocks, type PlanFeature, type PlanName } from '../../../shared/domain/plans';
import { PlanNoticeFor } from '../../components/plan-notice';
import { Button } from '../../components/ui/button';
import { formatTalkDate, formatRatingOutOfFive } from './event-format';
import { StatusBadge } from '../../components/event-status';
import { TargetLink, type Target } from './target-link';

export interface EventCardActions {
  downloadHotLeads: () => void;
  downloadAllLeads: () => void;
  sendThankYou: () => void;
  generateGraphics: () => void;
  showQrCode: () => void;
}

export type EventCardPending = Partial<Record<keyof EventCardActions, boolean>>;

/** The card's actions that make something a plan includes; downloading all leads and the QR code are open on every plan. */
const ACTION_FEATURES = {
  downloadHotLeads: 'hotLeadsCsv',
  sendThankYou: 'thankYouEmails',
  generateGraphics: 'testimonialGraphics',
} as const satisfies Partial<Record<keyof EventCardActions, PlanFeature>>;

function Stat({
  label,
  value,
  detail,
  action,
}: {
  label: string;
  value: number;
  detail?: string;
  action: { text: string; onClick: () => void; disabled?: boolean; pending?: boolean; lockedBy?: PlanName | null };
}) {
  const locked = action.lockedBy ? PLAN_LABELS[action.lockedBy] : null;
  return (
    <div role="group" aria-label={label} className="flex flex-col justify-between gap-2 rounded-lg bg-slate-50 p-3">
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {detail && <p className="text-xs text-slate-600">{detail}</p>}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full text-xs sm:text-sm"
        onClick={action.onClick}
        disabled={Boolean(locked) || action.disabled || action.pending}
        aria-busy={action.pending || undefined}
        aria-label={locked ? `${action.text} (part of ${locked})` : undefined}
      >
        {locked && <Lock className="size-3.5" aria-hidden="true" />}
        {action.text}
      </Button>
    </div>
  );
}

/**
 * One event on the dashboard. The whole card opens the event (its title link is stretched over
 * it); the action buttons sit above that link so they act on their own. With the speaker's `plan`,
 * an action the plan does not include is locked, and the card says which plan opens it (without a
 * plan, as in the demo, nothing is locked).
 */
export function EventCard({
  event,
  detail,
  actions,
  pending = {},
  plan,
}: {
  event: Talk;
  detail: Target;
  actions: EventCardActions;
  pending?: EventCardPending;
  plan?: PlanName;
}) {
  const titleId = useId();
  const lockedFeatures = plan ? Object.values(ACTION_FEATURES).filter((feature) => !isIncluded(plan, feature)) : [];
  const lockedBy = (action: keyof typeof ACTION_FEATURES) =>
    lockedFeatures.includes(ACTION_FEATURES[action]) ? planThatUnlocks(ACTION_FEATURES[action]) : null;
  const responseRate = event.responseRate === null ? undefined : `${event.responseRate}% response rate`;
  // Counted, not named (decisions 019, 025): the downloads hold only attendees who may be named.
  const unnamedHot = event.hotLeadCount - event.contactableHotLeadCount;
  const unnamedResponses = event.responseCount - event.contactableResponseCount;
  const unnamed = (n: number) => (n > 0 ? `${n} not named` : undefined);
  return (
    <article
      aria-labelledby={titleId}
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold leading-snug">
        <TargetLink
          target={detail}
          className="text-left text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-indigo-600"
        >
          {event.eventName}
          {event.talkTitle && (
            <>
              <span className="sr-only"> — </span>
              <span className="block text-base font-normal text-slate-700">{event.talkTitle}</span>
            </>
          )}
        </TargetLink>
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">Venue</span>
          </dt>
          <dd>{event.venue ?? 'No venue'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Calendar className="size-4" aria-hidden="true" />
            <span className="sr-only">Date</span>
          </dt>
          <dd>{formatTalkDate(event.eventDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Status</dt>
          <dd>
            <StatusBadge status={event.status} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Star className="size-4" aria-hidden="true" />
            <span className="sr-only">Average rating</span>
          </dt>
          <dd>{formatRatingOutOfFive(event.averageRating)}</dd>
        </div>
      </dl>
      {/* Above the stretched title link: clicks here (even on a disabled button) never open the event. */}
      <div className="relative z-10 mt-4 space-y-3">
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <Stat
            label="Hot Leads"
            value={event.hotLeadCount}
            detail={unnamed(unnamedHot)}
            action={{
              text: 'Download Hot Leads',
              onClick: actions.downloadHotLeads,
              disabled: event.contactableHotLeadCount === 0,
              pending: pending.downloadHotLeads,
              lockedBy: lockedBy('downloadHotLeads'),
            }}
          />
          <Stat
            label="Responses"
            value={event.responseCount}
            detail={[responseRate, unnamed(unnamedResponses)].filter(Boolean).join('; ') || undefined}
            action={{
              text: 'Download All Leads',
              onClick: actions.downloadAllLeads,
              disabled: event.contactableResponseCount === 0,
              pending: pending.downloadAllLeads,
            }}
          />
          <Stat
            label="Testimonials"
            value={event.testimonialCount}
            action={{
              text: 'Send ThankYou',
              onClick: actions.sendThankYou,
              disabled: event.responseCount === 0,
              pending: pending.sendThankYou,
              lockedBy: lockedBy('sendThankYou'),
            }}
          />
          <Stat
            label="Graphics"
            value={event.graphicsCount}
            action={{
              text: 'Generate Graphics',
              onClick: actions.generateGraphics,
              disabled: event.testimonialCount === 0,
              pending: pending.generateGraphics,
              lockedBy: lockedBy('generateGraphics'),
            }}
          />
        </div>
        <Button variant="secondary" size="sm" className="w-full" onClick={actions.showQrCode}>
          <QrCode className="size-4" aria-hidden="true" />
          Show QR Code
        </Button>
        {lockedFeatures.length > 0 && <PlanNoticeFor features={lockedFeatures} />}
      </div>
    </article>
  );
}
