import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { useUnsubscribe } from './api/unsubscribe';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * /unsubscribe?email=…&token=…: the link in every marketing e-mail's footer. Opening it changes
 * nothing (mail scanners open links); the button records the choice. Mail clients use the one-click
 * header instead, which posts straight to the API.
 */
export function UnsubscribePage() {
  usePageMeta(pageTitle('Unsubscribe'));
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold tracking-tight">Unsubscribe</h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          {!email || !token ? (
            <p role="alert" className="text-red-700">
              This link is incomplete. Use the unsubscribe link from your latest e-mail, or choose what we may use on the{' '}
              <a href="/privacy" className={textLinkClasses}>
                privacy page
              </a>
              .
            </p>
          ) : unsubscribe.isSuccess ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold text-emerald-800">You are unsubscribed.</p>
              <p className="text-slate-700">
                {unsubscribe.data.email} will not receive marketing e-mail from SpeakerPro any more (recorded{' '}
                {dateTime.format(new Date(unsubscribe.data.unsubscribedAt))}). Messages you ask for, such as a password reset or your own QR
                code, still arrive.
              </p>
            </div>
          ) : (
            <>
              <p className="text-slate-700">
                Stop marketing e-mail from SpeakerPro to <strong className="[overflow-wrap:anywhere]">{email}</strong>?
              </p>
              {unsubscribe.isError && (
                <p role="alert" className="text-red-700">
                  {isNetworkError(unsubscribe.error)
                    ? 'Unable to process your request. Please try again.'
                    : errorMessageFromApiError(unsubscribe.error, 'Failed to update privacy preferences.')}
                </p>
              )}
              <Button size="lg" className="w-full" onClick={() => unsubscribe.mutate({ email, token })} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
