import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Translator } from '../../../shared/i18n/format';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ApiError, isNetworkError } from '../../lib/api-request';
import { useUnsubscribe } from './api/unsubscribe';
import { textLinkClasses } from '../../components/public-page';
import { PageInLanguage } from '../../components/page-in-language';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

const dateTime = (t: Translator) => new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeStyle: 'short' });

const address = (chunks: ReactNode[]) => (
  <strong key="address" dir="ltr" className="[overflow-wrap:anywhere]">
    {chunks}
  </strong>
);

function failure(err: unknown, t: Translator): string {
  if (isNetworkError(err)) return t('privacy.networkError');
  if (err instanceof ApiError && err.fields.token) return t('privacy.unsubscribe.invalid');
  if (err instanceof ApiError && err.code === 'RATE_LIMITED') return t('privacy.tooManyRequests');
  return t('privacy.unsubscribe.failed');
}

/**
 * /unsubscribe?email=…&token=…&lang=…: the link in every marketing e-mail's footer, in the
 * recipient's language when the link names it (else the browser's). Opening it changes nothing
 * (mail scanners open links); the button records the choice. Mail clients use the one-click header
 * instead, which posts straight to the API.
 */
export function UnsubscribePage() {
  return <PageInLanguage>{(t) => <UnsubscribePanel t={t} />}</PageInLanguage>;
}

function UnsubscribePanel({ t }: { t: Translator }) {
  usePageMeta(pageTitle(t('privacy.unsubscribe.title')));
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t('privacy.unsubscribe.title')}</h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          {!email || !token ? (
            <p role="alert" className="text-red-700">
              {t('privacy.unsubscribe.incomplete')}{' '}
              <a href={`/privacy?lang=${encodeURIComponent(t.locale)}`} className={textLinkClasses}>
                {t('privacy.toPrivacyPage')}
              </a>
            </p>
          ) : unsubscribe.isSuccess ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold text-emerald-800">{t('privacy.unsubscribe.done')}</p>
              <p className="text-slate-700">
                {t('privacy.unsubscribe.doneDetail', {
                  email: unsubscribe.data.email,
                  when: dateTime(t).format(new Date(unsubscribe.data.unsubscribedAt)),
                })}
              </p>
            </div>
          ) : (
            <>
              <p className="text-slate-700">{t.parts<ReactNode>('privacy.unsubscribe.question', { email }, address)}</p>
              {unsubscribe.isError && (
                <p role="alert" className="text-red-700">
                  {failure(unsubscribe.error, t)}
                </p>
              )}
              <Button size="lg" className="w-full" onClick={() => unsubscribe.mutate({ email, token })} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? t('privacy.unsubscribe.working') : t('privacy.unsubscribe.button')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
