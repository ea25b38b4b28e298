import { useState } from 'react';
import type { Presentation } from '../../../shared/contract/feedback';
import { safeHexColor } from '../../../shared/domain/brand-colors';

export const DEFAULT_PRIMARY = '#4338ca';
export const DEFAULT_SECONDARY = '#0f172a';

function withHash(hashtag: string): string {
  return hashtag.startsWith('#') ? hashtag : `#${hashtag}`;
}

/** The speaker's brand on top of the attendee's page: logo (or name), talk title, event and hashtag. */
export function PresentationHeader({ presentation }: { presentation: Presentation }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const primary = safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY);
  const secondary = safeHexColor(presentation.brandColorSecondary, DEFAULT_SECONDARY);
  const showLogo = presentation.logoUrl && !logoFailed;
  // Talks saved by the first-presentation form before it stored the event apart carry the talk title as their event name too.
  const eventName = presentation.eventName === presentation.title ? '' : presentation.eventName;
  return (
    <header className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden="true" className="flex h-2">
        <div className="flex-[3]" style={{ backgroundColor: primary }} />
        <div className="flex-1" style={{ backgroundColor: secondary }} />
      </div>
      <div className="space-y-2 p-5">
        {showLogo ? (
          <img
            src={presentation.logoUrl ?? undefined}
            alt={presentation.speakerName}
            className="h-12 w-auto max-w-[70%] object-contain"
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <p className="text-base font-semibold text-slate-800">{presentation.speakerName}</p>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{presentation.title}</h1>
        <p className="text-slate-700">
          {eventName}
          {presentation.hashtag && (
            <>
              {eventName ? ' · ' : ''}
              <span className="font-medium">{withHash(presentation.hashtag)}</span>
            </>
          )}
        </p>
      </div>
    </header>
  );
}
