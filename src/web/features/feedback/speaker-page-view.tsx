import { Gift } from 'lucide-react';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../../shared/domain/free-tier';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { AttendeeLayout } from './attendee-layout';
import { useSpeakerData } from './speaker-page-data';
import { SpeakerPageForm } from './speaker-page-form';

const contentTypeLabel = (value: string) => CONTENT_TYPES.find((t) => t === value);

/** The free page itself: who and what it is about, the gift to come, and the form. */
export function SpeakerPageView({ slug }: { slug: string }) {
  const { state, retry } = useSpeakerData(slug);
  usePageMeta(state.status === 'ready' ? pageTitle(`Feedback for ${state.speaker.name}`) : null);

  if (state.status === 'loading') {
    return (
      <AttendeeLayout>
        <Spinner className="mt-16" />
      </AttendeeLayout>
    );
  }
  if (state.status === 'not-found') {
    return (
      <AttendeeLayout>
        <Card className="mt-8">
          <CardHeader>
            <CardTitle as="h1">Speaker not found</CardTitle>
            <CardDescription>This feedback link does not match any speaker. Check the link, or scan the QR code again.</CardDescription>
          </CardHeader>
        </Card>
      </AttendeeLayout>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <AttendeeLayout>
        <Card role="alert" className="mt-8">
          <CardHeader>
            <CardTitle as="h1">Feedback</CardTitle>
            <CardDescription>Failed to fetch speaker data. Check your connection and try again.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </CardFooter>
        </Card>
      </AttendeeLayout>
    );
  }

  const { speaker } = state;
  const types = speaker.contentTypes.map(contentTypeLabel).filter((t) => t !== undefined);
  return (
    <AttendeeLayout>
      <header className="space-y-2 pt-2 text-center">
        <p className="text-sm font-medium text-indigo-700">{speaker.name}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{speaker.contentTitle}</h1>
        {types.length > 0 && (
          <ul aria-label="Where this is used" className="flex flex-wrap justify-center gap-2">
            {types.map((t) => (
              <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                {CONTENT_TYPE_LABELS[t]}
              </li>
            ))}
          </ul>
        )}
        {speaker.description && <p className="text-slate-700">{speaker.description}</p>}
      </header>
      <section aria-labelledby="feedback-intro" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="feedback-intro" className="mb-1 text-lg font-semibold text-slate-900">
          How was it?
        </h2>
        <p className="mb-5 text-sm text-slate-700">
          Your feedback goes straight to {speaker.name}.
          {speaker.giftTitle && (
            <span className="mt-2 flex items-start gap-2 rounded-md bg-indigo-50 p-2 text-indigo-950">
              <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                As a thank-you you'll get <span className="font-medium">{speaker.giftTitle}</span>.
              </span>
            </span>
          )}
        </p>
        <SpeakerPageForm speaker={speaker} />
      </section>
    </AttendeeLayout>
  );
}
