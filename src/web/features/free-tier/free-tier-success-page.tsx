import { CheckCircle2, Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FREE_SUCCESS_REDIRECT_SECONDS } from '../../../shared/domain/free-tier';
import { OWNER_CONTACT } from '../../../shared/domain/waitlist';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage, textLinkClasses } from '../public-pages/public-page';
import { useCountdown } from '../public-pages/use-countdown';
import { pageTitle, usePageMeta } from '../public-pages/use-page-meta';
import { freeTierPaths, speakerPagePath, speakerQrPath } from './free-tier-paths';

/** /free-tier-success?id={slug}: the page link (and its QR code), then /upgrade-to-lite after 5 s. */
export function FreeTierSuccessPage() {
  usePageMeta(pageTitle('Your Feedback Page Is Live!'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  const seconds = useCountdown(FREE_SUCCESS_REDIRECT_SECONDS, () => navigate(freeTierPaths.upgrade), !staying);
  const id = (params.get('id') ?? '').trim();
  const pageUrl = id ? `${window.location.origin}${speakerPagePath(id)}` : null;

  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            Your Feedback Page Is Live!
          </CardTitle>
          <CardDescription>Show the QR code at the end of your next appearance.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          {pageUrl && id ? (
            <>
              <p className="text-slate-700">
                Your page:{' '}
                <a href={speakerPagePath(id)} className={`${textLinkClasses} break-all`}>
                  {pageUrl}
                </a>
              </p>
              <img src={speakerQrPath(id)} alt={`QR code for ${pageUrl}`} width={224} height={224} className="mx-auto size-56 rounded-lg border border-slate-200" />
              <a href={speakerQrPath(id)} download={`speakerpro-qr-${id}.png`} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
                <Download className="size-4" aria-hidden="true" />
                Download QR Code
              </a>
            </>
          ) : (
            <p className="text-slate-700">Your QR code and page link are in your inbox.</p>
          )}
          {staying ? null : (
            <p role="timer" aria-live="polite" className="text-sm text-slate-700">
              Taking you to SpeakerPro Lite in {seconds} seconds...{' '}
              <Button variant="link" className="text-sm" onClick={() => setStaying(true)}>
                Stay on this page
              </Button>
            </p>
          )}
        </CardContent>
        <CardFooter>
          <a href={`mailto:${OWNER_CONTACT.email}?subject=${encodeURIComponent('Free QR page support')}`} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
            <Mail className="size-4" aria-hidden="true" />
            Contact Support
          </a>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
