import { Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Talk } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { formatTalkDate, formatStatus } from './event-format';
import { ModalDialog } from '../../components/modal-dialog';
import { useDeleteTalk } from './api/delete-event';
import { speakerPaths } from '../../lib/speaker-paths';
import { useTalks } from './api/get-events';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { PlanNotice } from '../../components/plan-notice';

const SORTS = {
  newest: { label: 'Date, newest first', compare: (a: Talk, b: Talk) => b.eventDate.localeCompare(a.eventDate) },
  oldest: { label: 'Date, oldest first', compare: (a: Talk, b: Talk) => a.eventDate.localeCompare(b.eventDate) },
  responses: { label: 'Most responses', compare: (a: Talk, b: Talk) => b.responseCount - a.responseCount },
  name: { label: 'Name, A to Z', compare: (a: Talk, b: Talk) => a.eventName.localeCompare(b.eventName) },
} as const;
type SortKey = keyof typeof SORTS;

/** Events whose name, talk, venue, client or hashtag contains every word typed, sorted as chosen. */
export function filterAndSortTalks(events: Talk[], query: string, sort: SortKey): Talk[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = (e: Talk) => [e.eventName, e.talkTitle, e.venue, e.client, e.hashtag].filter(Boolean).join(' ').toLowerCase();
  return events.filter((e) => words.every((w) => text(e).includes(w))).sort(SORTS[sort].compare);
}

function answersPhrase(count: number): string {
  return count === 1 ? '1 answer' : `${count} answers`;
}

function ConfirmDelete({ event, onClose }: { event: Talk; onClose: () => void }) {
  const remove = useDeleteTalk();
  return (
    <ModalDialog
      title={`Delete “${event.eventName}”?`}
      description={
        event.responseCount > 0
          ? `Its ${answersPhrase(event.responseCount)}, the hot leads and testimonials among them, and its graphics are deleted with it. This cannot be undone.`
          : 'It has no answers yet. This cannot be undone.'
      }
      onClose={onClose}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Keep It
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(event, {
              onSuccess: () => {
                toast({
                  title: 'Event deleted',
                  description: `“${event.eventName}” and ${answersPhrase(event.responseCount)} were deleted.`,
                });
                onClose();
              },
              onError: (err) =>
                toast({
                  title: 'Not deleted',
                  description: errorMessageFromApiError(err, 'The event could not be deleted. Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {remove.isPending ? 'Deleting…' : 'Delete Event'}
        </Button>
      </div>
    </ModalDialog>
  );
}

function AllEventsContent({ profile }: { profile: SpeakerProfile }) {
  const events = useTalks();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('newest');
  const [deleting, setDeleting] = useState<Talk | null>(null);
  const sortId = useId();
  const shown = useMemo(() => filterAndSortTalks(events.data ?? [], query, sort), [events.data, query, sort]);

  if (events.isPending) return <FullPageSpinner />;
  if (events.isError) return <LoadFailedCard onRetry={() => void events.refetch()} />;

  return (
    <SpeakerPageFrame
      back={speakerPaths.slugDashboard(profile.slug)}
      width="5xl"
      after={deleting && <ConfirmDelete event={deleting} onClose={() => setDeleting(null)} />}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">All Events</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={speakerPaths.importTalks(profile.slug)} className={buttonClasses({ variant: 'outline' })}>
            Import from CSV
          </Link>
          <Link to={speakerPaths.createTalk(profile.slug)} className={buttonClasses()}>
            Create Event
          </Link>
        </div>
      </div>
      {/* New talks are a plan's feature; the talks listed here stay readable and deletable on every plan. */}
      <PlanNotice feature="leadCollection" />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          label="Search events"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name, talk, venue, client or hashtag"
        />
        <div className="space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            {Object.entries(SORTS).map(([key, s]) => (
              <option key={key} value={key}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-700" role="status">
        {events.data.length === 0
          ? 'No events yet.'
          : `Showing ${shown.length} of ${events.data.length} ${events.data.length === 1 ? 'event' : 'events'}.`}
      </p>
      {shown.length > 0 && (
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y divide-slate-200">
              {shown.map((event) => (
                <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <Link
                      to={speakerPaths.eventDetail(profile.slug, event.id)}
                      className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                    >
                      {event.eventName}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {formatTalkDate(event.eventDate)}
                      {event.talkTitle ? ` · ${event.talkTitle}` : ''} · {formatStatus(event.status)} · {answersPhrase(event.responseCount)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(event)}
                    aria-label={`Delete ${event.eventName}${event.talkTitle ? ` — ${event.talkTitle}` : ''}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </SpeakerPageFrame>
  );
}

/** /speaker/events and /speaker/:speakerSlug/events: every event of the speaker, searchable, sortable and deletable. */
export function AllEventsPage() {
  return <AllEventsContent profile={useOnboardedSpeaker()} />;
}
