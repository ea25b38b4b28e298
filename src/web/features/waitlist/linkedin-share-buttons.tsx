import { Copy, ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router';
import { linkedInShareUrl, linkedInWaitlistPost } from '../../../shared/domain/waitlist';
import { Button } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';
import { copyWithToast, openInNewTab } from '../../lib/clipboard';

/** 'Copy LinkedIn Post' and 'Open LinkedIn', with the post shown so it can be copied by hand too. */
export function LinkedInShareButtons() {
  const { pathname } = useLocation();
  const siteUrl = `${window.location.origin}/`;
  const post = linkedInWaitlistPost(siteUrl);

  return (
    <section aria-labelledby="share-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="share-heading" className="font-semibold text-slate-900">
        Tell other speakers
      </h2>
      <blockquote className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">{post}</blockquote>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => {
            trackEvent({
              eventType: 'button_click',
              pagePath: pathname,
              elementId: 'copy-linkedin-post',
              elementLabel: 'Copy LinkedIn Post',
            });
            void copyWithToast(
              post,
              { title: 'Copied to clipboard!', description: 'LinkedIn post text ready to paste' },
              { title: 'Copy failed', description: 'Please manually copy the text' },
            );
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy LinkedIn Post
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => {
            trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'open-linkedin', elementLabel: 'Open LinkedIn' });
            openInNewTab(linkedInShareUrl(siteUrl));
          }}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open LinkedIn
        </Button>
      </div>
    </section>
  );
}
