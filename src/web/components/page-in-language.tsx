import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Translator } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales';
import { TranslatorProvider, usePageLanguage } from '../lib/page-language';
import { PublicPage, type BackLink, type SiteWords } from './public-page';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * What the page says while its language's catalogue loads: the catalogue is what is loading, so
 * these few words are kept here, one per language.
 */
const LOADING: Record<Locale, string> = {
  en: 'Loading…',
  de: 'Wird geladen…',
  fr: 'Chargement…',
  es: 'Cargando…',
  it: 'Caricamento…',
  pt: 'A carregar…',
  nl: 'Laden…',
  da: 'Indlæser…',
  sv: 'Laddar…',
  nb: 'Laster inn…',
  pl: 'Ładowanie…',
  ar: 'جارٍ التحميل…',
  he: 'טוען…',
  'zh-Hans': '正在加载…',
  ja: '読み込み中…',
};

/** The frame's words (header and footer) in the page's language. */
function siteWords(t: Translator): SiteWords {
  return {
    home: t('site.home'),
    nav: t('site.nav'),
    blog: t('site.blog'),
    terms: t('site.terms'),
    privacy: t('site.privacy'),
    privacyTo: t.locale === DEFAULT_LOCALE ? '/privacy' : `/privacy?${new URLSearchParams({ lang: t.locale }).toString()}`,
    admin: t('site.admin'),
    rights: (year) => t('site.rights', { year }),
    version: (version) => t('site.version', { version }),
  };
}

/**
 * The languages the page can be read in, as the attendee form offers them: a select of each
 * language named in itself, and a button that reloads the page in the chosen one (`?lang=`, the
 * other parameters of the link kept). Keyed by the shown language, so its choice starts from it.
 */
export function LanguageSwitcher({ t }: { t: Translator }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<Locale>(t.locale);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = new URLSearchParams(params);
    next.set('lang', choice);
    setParams(next);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-900">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(e) => setChoice(e.target.value as Locale)}
        className="h-9 rounded-md border border-slate-300 bg-white ps-2 pe-8 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm">
        {t('language.change')}
      </Button>
    </form>
  );
}

/**
 * A public page written in the reader's language: it loads that language's messages (showing
 * progress), provides them to the page (useTranslator), offers the language switcher and keeps
 * `<html lang dir>` right. `fixed` pins the language and leaves the switcher out.
 */
export function PageInLanguage({
  children,
  back,
  width,
  fixed,
}: {
  children: (t: Translator) => ReactNode;
  back?: (t: Translator) => BackLink;
  width?: 'md' | 'lg' | 'xl';
  fixed?: Locale;
}) {
  const { locale, t, loading, failed } = usePageLanguage(fixed);
  if (!t) {
    return (
      <PublicPage width={width}>
        {failed ? (
          <div role="alert" className="space-y-3 text-center" lang="en" dir="ltr">
            <p>This page could not be loaded. Check your connection and try again.</p>
            <Button onClick={() => window.location.reload()}>Reload</Button>
          </div>
        ) : (
          <Spinner className="py-10" label={LOADING[locale]} />
        )}
      </PublicPage>
    );
  }
  return (
    <TranslatorProvider value={t}>
      <PublicPage back={back?.(t)} width={width} words={siteWords(t)}>
        {!fixed && (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {loading && <Spinner className="justify-start text-sm" label={LOADING[locale]} />}
            <LanguageSwitcher key={t.locale} t={t} />
          </div>
        )}
        {children(t)}
      </PublicPage>
    </TranslatorProvider>
  );
}
