import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { DATA_REQUEST_LINK_HOURS } from '../../../shared/contract/data-requests';
import { useTranslator } from '../../lib/page-language';
import { formFailure } from './form-failure';
import { useRequestDataLink } from './api/request-data-link';

/**
 * On /privacy: an address, to which a link is e-mailed that downloads or erases what is held under
 * it. The request carries the page's language: the e-mail, and the page its link opens, are in it.
 */
export function DataRequestForm() {
  const t = useTranslator();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useRequestDataLink();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      setError(t('privacy.dataForm.emailRequired'));
      return;
    }
    setError(null);
    ask.mutate(
      { email: value, language: t.locale },
      {
        onError: (err) => setError(formFailure(err, t, t('privacy.dataForm.failed'))),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('privacy.dataForm.title')}</CardTitle>
        <CardDescription>{t('privacy.dataForm.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={ask.isPending} className="space-y-4">
          <TextField
            label={t('privacy.dataForm.email')}
            dir="ltr"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={email}
            error={error ?? undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              ask.reset();
            }}
          />
          <Button type="submit" className="w-full" disabled={ask.isPending}>
            {ask.isPending ? t('privacy.dataForm.sending') : t('privacy.dataForm.submit')}
          </Button>
          {ask.data && (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {t('privacy.dataForm.sent', { hours: DATA_REQUEST_LINK_HOURS })}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
