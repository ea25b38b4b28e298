import { ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { trackEvent } from '../../lib/analytics';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { InquiryForm } from './inquiry-form';
import { SPEAKER_BUREAUS } from './speaker-bureaus';

/** /hire-speaker: six speaker bureaus, or tell us about the event and we find the speaker. */
export function HireSpeakerPage() {
  usePageMeta(pageTitle('Hire a Professional Speaker'), 'Find the right professional speaker for your conference, training or keynote.');
  const { pathname } = useLocation();
  return (
    <PublicPage back={{ to: '/', label: 'Back' }} width="lg">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Hire a Professional Speaker</h1>
        <p className="text-slate-700">Browse a speaker bureau, or tell us about your event and we'll connect you with the right speaker.</p>
      </div>

      <section aria-labelledby="bureaus-heading" className="space-y-3">
        <h2 id="bureaus-heading" className="text-lg font-semibold text-slate-900">
          Speaker bureaus
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SPEAKER_BUREAUS.map((bureau) => (
            <li key={bureau.name}>
              <a
                href={bureau.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  trackEvent({
                    eventType: 'card_click',
                    pagePath: pathname,
                    elementId: `bureau-${bureau.name}`,
                    elementLabel: bureau.name,
                  })
                }
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                  {bureau.name}
                  <ExternalLink className="size-4 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="text-sm text-slate-600">{bureau.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Tell Us About Your Event</CardTitle>
          <CardDescription>We'll match you with a speaker who fits your audience and budget.</CardDescription>
        </CardHeader>
        <CardContent>
          <InquiryForm />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
