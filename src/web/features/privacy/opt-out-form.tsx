import { useState, type FormEvent, type ReactNode } from 'react';
import { OPT_OUT_CATEGORIES, type OptOutCategories, type OptOutCategory, type OptOutResponse } from '../../../shared/contract/privacy';
import { categoryNames, optInLinkSentence } from '../../../shared/i18n/privacy-words';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useTranslator } from '../../lib/page-language';
import { CheckboxField } from '../../components/form-fields';
import { formFailure } from './form-failure';
import { useOptOut } from './api/opt-out';

const NONE: OptOutCategories = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };

/** What the form saved, with the choices sent: the categories left unticked that stay opted out wait for the e-mailed link. */
interface Saved {
  result: OptOutResponse;
  sent: OptOutCategories;
}

/**
 * The opt-out form of /terms and /privacy: an e-mail and the four categories, in the page's
 * language, which it sends along (the opt-in e-mail is written in it). A ticked box opts out at
 * once; an unticked one that the address had opted out of stays so until the person follows the
 * link the server e-mails to that address, which the status says.
 */
export function OptOutForm() {
  const t = useTranslator();
  const optOut = useOptOut();
  const [email, setEmail] = useState('');
  const [categories, setCategories] = useState<OptOutCategories>(NONE);
  const [saved, setSaved] = useState<Saved | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const normalised = email.trim().toLowerCase();
    if (normalised === '') {
      toast({ title: t('privacy.optOut.emailRequiredTitle'), description: t('privacy.optOut.emailRequired'), variant: 'destructive' });
      return;
    }
    const sent = categories;
    optOut.mutate(
      { email: normalised, optOutCategories: sent, language: t.locale },
      {
        onSuccess: (result) => {
          setSaved({ result, sent });
          toast({ title: t('privacy.optOut.savedTitle'), description: t('privacy.optOut.saved') });
        },
        onError: (err) => {
          toast({
            title: t('privacy.optOut.errorTitle'),
            description: formFailure(err, t, t('privacy.optOut.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="opt-out">{t('privacy.optOut.title')}</CardTitle>
        <CardDescription>{t('privacy.optOut.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-busy={optOut.isPending} className="space-y-4">
          <TextField
            label={t('privacy.optOut.email')}
            dir="ltr"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setSaved(null);
            }}
          />
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-900">{t('privacy.optOut.legend')}</legend>
            {OPT_OUT_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                label={t(`privacy.categoryOption.${category}`)}
                errorLabel={t(`privacy.category.${category}`)}
                checked={categories[category]}
                onChange={(e) => setCategories((c) => ({ ...c, [category]: e.target.checked }))}
              />
            ))}
          </fieldset>
          <Button type="submit" className="w-full" disabled={optOut.isPending}>
            {optOut.isPending ? t('privacy.optOut.saving') : t('privacy.optOut.submit')}
          </Button>
          {saved && <SavedStatus saved={saved} />}
        </form>
      </CardContent>
    </Card>
  );
}

/** What is stored for the address now, and what became of the link to opt back in, in the page's language. */
function SavedStatus({ saved: { result, sent } }: { saved: Saved }) {
  const t = useTranslator();
  const optedOut = OPT_OUT_CATEGORIES.filter((c) => result.optOutCategories[c]);
  const waiting: OptOutCategory[] = optedOut.filter((c) => !sent[c]);
  const address = (chunks: ReactNode[]) => (
    <span key="address" dir="ltr" className="font-medium break-all">
      {chunks}
    </span>
  );
  return (
    <div role="status" className="space-y-1 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
      <p>
        {t.parts<ReactNode>('privacy.optOut.savedFor', { email: result.email }, address)}{' '}
        {optedOut.length > 0
          ? t('privacy.optOut.optedOutOf', { categories: categoryNames(t, optedOut, false) })
          : t('privacy.optOut.nothingOptedOut')}
      </p>
      {result.optInConfirmation !== null && <p>{optInLinkSentence(t, result.optInConfirmation, result.email, waiting)}</p>}
    </div>
  );
}
