import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPT_IN_LINK_HOURS, OPT_IN_LINKS_PER_HOUR } from '../../../shared/contract/privacy';
import { DELETION_PROMISES } from '../../../shared/domain/deletion-promises';
import { OWNER_CONTACT } from '../../../shared/domain/waitlist';
import { PageInLanguage } from '../../components/page-in-language';
import { DATA_REQUEST_LINK_HOURS } from '../../../shared/contract/data-requests';
import type { Translator } from '../../../shared/i18n/format';
import { textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { DataRequestForm } from './data-request-form';
import { OptOutForm } from './opt-out-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-2 text-slate-700">{children}</div>
    </section>
  );
}

/** What a self-service data request does, and when (issue 15, decision 024), in the page's language. */
function DataRequestPromises({ t }: { t: Translator }) {
  const privacyLink = (chunks: ReactNode[]) => (
    <Link key="privacy" to={`/privacy?lang=${encodeURIComponent(t.locale)}#data-request`} className={textLinkClasses}>
      {chunks}
    </Link>
  );
  return (
    <Section title={t('privacy.policy.dataTitle')}>
      <p>{t.parts<ReactNode>('privacy.policy.dataIntro', { hours: DATA_REQUEST_LINK_HOURS }, privacyLink)}</p>
      <ul className="list-inside list-disc space-y-1">
        <li>{t('privacy.policy.dataErase')}</li>
        <li>{t('privacy.policy.dataKeep')}</li>
        <li>{t('privacy.policy.dataBackups', { days: DELETION_PROMISES.marketingDataDays })}</li>
        <li>{t('privacy.policy.dataCopies')}</li>
      </ul>
    </Section>
  );
}

function OptOutPromises({ t }: { t: Translator }) {
  return (
    <Section title={t('privacy.policy.optOutTitle')}>
      <ul className="list-inside list-disc space-y-1">
        <li>{t('privacy.policy.optOutMarketing', { days: DELETION_PROMISES.marketingDataDays })}</li>
        <li>{t('privacy.policy.optOutTestimonials', { days: DELETION_PROMISES.testimonialsDays })}</li>
        <li>{t('privacy.policy.optOutResponses', { days: DELETION_PROMISES.responsesBusinessDays })}</li>
      </ul>
    </Section>
  );
}

export function TermsPage() {
  usePageMeta(pageTitle('Terms of Service'), 'The terms for using SpeakerPro, and how to opt out of marketing uses of your data.');
  // The terms are for speakers and stay English, the opt-out form on them too.
  return (
    <PageInLanguage fixed="en" back={() => ({ to: '/', label: 'Home' })} width="lg">
      {(t) => (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Terms of Service</h1>
          <Section title="Using SpeakerPro">
            <p>
              SpeakerPro lets speakers collect feedback, testimonials and contact details from their audiences with a QR code. Speakers are
              responsible for what they ask their audiences and for how they follow up.
            </p>
            <p>Attendees choose what they share. A testimonial is only published when the attendee has allowed it.</p>
          </Section>
          <Section title="Your content">
            <p>
              You keep the rights to what you write. By allowing publication you let the speaker show your first name, job role and
              testimonial in their marketing, including testimonial graphics.
            </p>
          </Section>
          <OptOutPromises t={t} />
          <DataRequestPromises t={t} />
          <p className="text-slate-700">
            How we handle personal data is described in our{' '}
            <Link to="/privacy" className={textLinkClasses}>
              Privacy Policy
            </Link>
            . Questions:{' '}
            <a className={textLinkClasses} href={`mailto:${OWNER_CONTACT.email}`}>
              {OWNER_CONTACT.email}
            </a>
            .
          </p>
          <OptOutForm />
        </>
      )}
    </PageInLanguage>
  );
}

/** /privacy?lang=…: the policy and its two forms in the reader's language (decision 045). */
export function PrivacyPage() {
  return (
    <PageInLanguage back={(t) => ({ to: '/', label: t('privacy.policy.home') })} width="lg">
      {(t) => <PrivacyPolicy t={t} />}
    </PageInLanguage>
  );
}

function PrivacyPolicy({ t }: { t: Translator }) {
  usePageMeta(pageTitle(t('privacy.policy.title')), t('privacy.policy.description'));
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('privacy.policy.title')}</h1>
      <Section title={t('privacy.policy.collectTitle')}>
        <p>{t('privacy.policy.collect')}</p>
      </Section>
      <Section title={t('privacy.policy.whyTitle')}>
        <p>{t('privacy.policy.why')}</p>
        <p>{t('privacy.policy.linkClicks')}</p>
      </Section>
      <OptOutPromises t={t} />
      <DataRequestPromises t={t} />
      <Section title={t('privacy.policy.choicesTitle')}>
        <p>{t('privacy.policy.choices')}</p>
        <p>{t('privacy.policy.optingBackIn', { hours: OPT_IN_LINK_HOURS, perHour: OPT_IN_LINKS_PER_HOUR })}</p>
      </Section>
      <div id="data-request" className="scroll-mt-4">
        <DataRequestForm />
      </div>
      <OptOutForm />
    </>
  );
}
