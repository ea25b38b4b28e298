import { ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router';
import { trackEvent } from '../../lib/analytics';
import { SPEAKER_JOURNEY_CARDS } from './external-links';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

/** /become-speaker: four stages of the journey, each with a book or coaching link. */
export function BecomeSpeakerPage() {
  usePageMeta(pageTitle('Become a Professional Speaker'), 'Books and coaching for every stage of a speaking career.');
  const { pathname } = useLocation();
  return (
    <PublicPage back={{ to: '/', label: 'Back' }} width="lg">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Where are you on your journey?</h1>
        <p className="text-slate-700">Pick the stage that sounds like you.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {SPEAKER_JOURNEY_CARDS.map((card) => (
          <li key={card.id}>
            <a
              href={card.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackEvent({ eventType: 'card_click', pagePath: pathname, elementId: card.id, elementLabel: card.title })}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            >
              <span className="text-lg font-semibold text-slate-900">{card.title}</span>
              <span className="flex-1 text-sm text-slate-700">{card.description}</span>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
                {card.cta}
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}
