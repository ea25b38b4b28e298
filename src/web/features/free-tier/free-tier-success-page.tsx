import { CheckCircle2, Download, Mail } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { OWNER_CONTACT } from '../../../shared/domain/waitlist';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { speakerQrPath } from './api/speaker-qr-code';
import { freeTierPaths, speakerPagePath } from './free-tier-paths';

/** The sign-up's answer (the same sentence for every address), handed over when it opens this page. */
export interface SuccessPageState {
  emailOutcome?: string;
}

/**
 * /free-tier-success: after a free sign-up, says the page's link and QR code were e-mailed, and
 * nothing about the page itself: the sign-up answers every address alike (decision 088), so only
 * the inbox learns whether a page was made, was already there, or the address has an account.
 * /free-tier-success?id={slug} (an older link) shows that public page's link and QR code.
 */
export function FreeTierSuccessPage() {
  const [params] = useSearchParams();
  const emailOutcome = (useLocation().state as SuccessPageState | null)?.emailOutcome;
  const id = (params.get('id') ?? '').trim();
  const pageUrl = id ? `${window.location.origin}${speakerPagePath(id)}` : null;
  const title = pageUrl ? 'Your Feedback Page Is Live!' : 'Check Your E-mail';
  usePageMeta(pageTitle(title));

  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          {pageUrl ? (
            <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
          ) : (
            <Mail className="size-10 text-emerald-700" aria-hidden="true" />
          )}
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>
            {pageUrl
              ? 'Show the QR code at the end of your next appearance.'
              : 'Your page’s link and its QR code come by e-mail, to the address you gave.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          {pageUrl && id && (
            <>
              <p className="text-slate-700">
                Your page:{' '}
                <a href={speakerPagePath(id)} className={`${textLinkClasses} break-all`}>
                  {pageUrl}
                </a>
              </p>
              <img
                src={speakerQrPath(id)}
                alt={`QR code for ${pageUrl}`}
                width={224}
                height={224}
                className="mx-auto size-56 rounded-lg border border-slate-200"
              />
              <a
                href={speakerQrPath(id)}
                download={`speakerpro-qr-${id}.png`}
                className={buttonClasses({ variant: 'outline', className: 'w-full' })}
              >
                <Download className="size-4" aria-hidden="true" />
                Download QR Code
              </a>
            </>
          )}
          {emailOutcome ? (
            <p role="status" className="text-slate-700">
              {emailOutcome}
            </p>
          ) : (
            !pageUrl && (
              <p className="text-slate-700">
                Open the e-mail we sent about your free feedback page: it has the page’s link and its QR code to show at the end of your
                talks.
              </p>
            )
          )}
          <p className="text-sm text-slate-700">
            Want hot leads, analytics and testimonial graphics?{' '}
            <Link to={freeTierPaths.upgrade} className={textLinkClasses}>
              See what SpeakerPro Lite adds
            </Link>
          </p>
        </CardContent>
        <CardFooter>
          <a
            href={`mailto:${OWNER_CONTACT.email}?subject=${encodeURIComponent('Free QR page support')}`}
            className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
          >
            <Mail className="size-4" aria-hidden="true" />
            Contact Support
          </a>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
