import { Share2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { linkedInShareUrl } from '../../../shared/domain/waitlist';
import { getSiteQrCode } from '../../../shared/contract/public-misc';
import { callUrl } from '../../lib/api/call-operation';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { trackEvent } from '../../lib/analytics';
import { openInNewTab } from '../../lib/clipboard';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

export const SITE_QR_URL = callUrl(getSiteQrCode, {});

/** /recommend: a real QR code of the site and a LinkedIn share (the phone's share sheet when it has one). */
export function RecommendPage() {
  usePageMeta(pageTitle('Recommend SpeakerPro'));
  const { pathname } = useLocation();
  const siteUrl = `${window.location.origin}/`;

  async function share() {
    trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'recommend-share', elementLabel: 'Share on LinkedIn' });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'SpeakerPro', text: 'Turn every talk into marketing with SpeakerPro.', url: siteUrl });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    openInNewTab(linkedInShareUrl(siteUrl));
  }

  return (
    <PublicPage back={{ to: '/', label: 'Back' }}>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Recommend SpeakerPro
          </CardTitle>
          <CardDescription>Know a speaker who should have this? Let them scan the code or share it on LinkedIn.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <img
            src={SITE_QR_URL}
            alt={`QR code for ${siteUrl}`}
            width={256}
            height={256}
            className="size-64 rounded-lg border border-slate-200"
          />
        </CardContent>
        <CardFooter>
          <Button size="lg" className="w-full" onClick={() => void share()}>
            <Share2 className="size-4" aria-hidden="true" />
            Share on LinkedIn
          </Button>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
