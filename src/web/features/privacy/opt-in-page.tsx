import { useSearchParams } from 'react-router';
import { OPT_OUT_CATEGORY_LABELS } from '../../../shared/contract/privacy';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useOptInLink } from './api/get-opt-in-link';
import { useOptIn } from './api/opt-in';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function failure(err: unknown): string {
  return isNetworkError(err)
    ? 'Unable to process your request. Please try again.'
    : errorMessageFromApiError(err, 'This link did not work.');
}

/**
 * /privacy/opt-in?token=…: the link e-mailed when the privacy form left an opted-out category
 * unticked. Opening it changes nothing (mail scanners open links); the button opts back in.
 */
export function OptInPage() {
  usePageMeta(pageTitle('Opt back in'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useOptInLink(token);
  const optIn = useOptIn(token);
  const names = (link.data?.categories ?? []).map((c) => OPT_OUT_CATEGORY_LABELS[c]);

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold tracking-tight">Opt back in</h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          {token === '' ? (
            <p role="alert" className="text-red-700">
              This link is incomplete. Open it from the e-mail again, or send the form on the{' '}
              <a href="/privacy" className={textLinkClasses}>
                privacy page
              </a>{' '}
              again.
            </p>
          ) : optIn.isSuccess ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold text-emerald-800">{optIn.data.message}</p>
              <p className="text-slate-700">
                {optIn.data.email} is opted back in to {names.join(', ')} (recorded {dateTime.format(new Date(optIn.data.updatedAt))}). You
                can opt out again at any time on the{' '}
                <a href="/privacy" className={textLinkClasses}>
                  privacy page
                </a>
                .
              </p>
            </div>
          ) : link.isPending ? (
            <p className="text-slate-700">Checking the link…</p>
          ) : link.isError ? (
            <p role="alert" className="text-red-700">
              {failure(link.error)}
            </p>
          ) : (
            <>
              <p className="text-slate-700">
                Opt <strong className="[overflow-wrap:anywhere]">{link.data.email}</strong> back in to:
              </p>
              <ul className="list-inside list-disc text-slate-900">
                {names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <p className="text-sm text-slate-600">
                Nothing changes until you press the button. The link works once, until {dateTime.format(new Date(link.data.expiresAt))}.
              </p>
              {optIn.isError && (
                <p role="alert" className="text-red-700">
                  {failure(optIn.error)}
                </p>
              )}
              <Button size="lg" className="w-full" onClick={() => optIn.mutate()} disabled={optIn.isPending}>
                {optIn.isPending ? 'Saving…' : 'Opt Back In'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
