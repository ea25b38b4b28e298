import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Translator } from '../../../shared/i18n/format';
import { categoryNames } from '../../../shared/i18n/privacy-words';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ApiError, isNetworkError } from '../../lib/api-request';
import { textLinkClasses } from '../../components/public-page';
import { PageInLanguage } from '../../components/page-in-language';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useOptInLink } from './api/get-opt-in-link';
import { useOptIn } from './api/opt-in';

const dateTime = (t: Translator) => new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeStyle: 'short' });

function failure(err: unknown, t: Translator): string {
  if (isNetworkError(err)) return t('privacy.networkError');
  if (err instanceof ApiError && err.code === 'INVALID_TOKEN') return t('privacy.optIn.invalid');
  if (err instanceof ApiError && err.code === 'RATE_LIMITED') return t('privacy.tooManyRequests');
  return t('privacy.optIn.failed');
}

const address = (chunks: ReactNode[]) => (
  <strong key="address" dir="ltr" className="[overflow-wrap:anywhere]">
    {chunks}
  </strong>
);

/**
 * /privacy/opt-in?token=…&lang=…: the link e-mailed when the privacy form left an opted-out
 * category unticked, in the language the form was in. Opening it changes nothing (mail scanners
 * open links); the button opts back in.
 */
export function OptInPage() {
  return <PageInLanguage>{(t) => <OptInPanel t={t} />}</PageInLanguage>;
}

function PrivacyLink({ t }: { t: Translator }) {
  return (
    <a href={`/privacy?lang=${encodeURIComponent(t.locale)}`} className={textLinkClasses}>
      {t('privacy.toPrivacyPage')}
    </a>
  );
}

function OptInPanel({ t }: { t: Translator }) {
  usePageMeta(pageTitle(t('privacy.optIn.title')));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useOptInLink(token);
  const optIn = useOptIn(token, t.locale);
  const categories = link.data?.categories ?? [];

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t('privacy.optIn.title')}</h1>
      <Card>
        <CardContent className="space-y-4 pt-6">
          {token === '' ? (
            <p role="alert" className="text-red-700">
              {t('privacy.optIn.incomplete')} <PrivacyLink t={t} />
            </p>
          ) : optIn.isSuccess ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold text-emerald-800">{t('privacy.optIn.done')}</p>
              <p className="text-slate-700">
                {t('privacy.optIn.doneDetail', {
                  email: optIn.data.email,
                  categories: categoryNames(t, categories, false),
                  when: dateTime(t).format(new Date(optIn.data.updatedAt)),
                })}{' '}
                <PrivacyLink t={t} />
              </p>
            </div>
          ) : link.isPending ? (
            <p className="text-slate-700">{t('privacy.optIn.checking')}</p>
          ) : link.isError ? (
            <p role="alert" className="text-red-700">
              {failure(link.error, t)}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{t.parts<ReactNode>('privacy.optIn.question', { email: link.data.email }, address)}</p>
              <ul className="list-inside list-disc text-slate-900">
                {categories.map((c) => (
                  <li key={c}>{t(`privacy.category.${c}`)}</li>
                ))}
              </ul>
              <p className="text-sm text-slate-600">
                {t('privacy.optIn.nothingChanges', { until: dateTime(t).format(new Date(link.data.expiresAt)) })}
              </p>
              {optIn.isError && (
                <p role="alert" className="text-red-700">
                  {failure(optIn.error, t)}
                </p>
              )}
              <Button size="lg" className="w-full" onClick={() => optIn.mutate()} disabled={optIn.isPending}>
                {optIn.isPending ? t('privacy.optIn.saving') : t('privacy.optIn.button')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
