import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPT_IN_LINK_HOURS, OPT_IN_LINKS_PER_HOUR } from '../../../shared/contract/privacy';
import { OWNER_CONTACT } from '../../../shared/domain/waitlist';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { DataRequestForm } from './data-request-form';
import { OptOutForm } from './opt-out-form';

/** The promises both pages make. */
export const DELETION_PROMISES = {
  marketingDataDays: 30,
  testimonialsDays: 7,
  responsesBusinessDays: 5,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-2 text-slate-700">{children}</div>
    </section>
  );
}

/** What a self-service data request does, and when (issue 15, decision 024). */
function DataRequestPromises() {
  return (
    <Section title="Downloading and erasing your data">
      <p>
        Anyone can ask for what SpeakerPro holds about their e-mail address on the{' '}
        <Link to="/privacy#data-request" className={textLinkClasses}>
          privacy page
        </Link>
        . We e-mail a link to that address; it works for 24 hours. With it you can download everything as a ZIP file (your answers to every
        speaker with your consents, testimonial graphics, waitlist place, assessments and their reports, inquiries, e-mails we sent you and
        your opt-outs) as often as you like, and erase it.
      </p>
      <ul className="list-inside list-disc space-y-1">
        <li>
          Erasing is immediate within SpeakerPro: answers, testimonials and their graphics, waitlist, assessment, inquiry and campaign
          records are deleted, and e-mails we sent you keep only their delivery status. This is sooner than the deadlines below.
        </li>
        <li>We keep a note never to e-mail the address again (every opt-out ticked) and a record that the request was carried out.</li>
        <li>Backups roll over within {DELETION_PROMISES.marketingDataDays} days, so erased data is gone from them by then.</li>
        <li>
          Copies a speaker already downloaded or received by e-mail before the erasure are theirs to delete; a speaker account is deleted by
          its owner from the speaker area.
        </li>
      </ul>
    </Section>
  );
}

function OptOutPromises() {
  return (
    <Section title="When you opt out">
      <ul className="list-inside list-disc space-y-1">
        <li>Marketing data about you is deleted within {DELETION_PROMISES.marketingDataDays} days.</li>
        <li>Published testimonials are removed within {DELETION_PROMISES.testimonialsDays} days.</li>
        <li>We answer requests about your feedback responses within {DELETION_PROMISES.responsesBusinessDays} business days.</li>
      </ul>
    </Section>
  );
}

export function TermsPage() {
  usePageMeta(pageTitle('Terms of Service'), 'The terms for using SpeakerPro, and how to opt out of marketing uses of your data.');
  return (
    <PublicPage back={{ to: '/', label: 'Home' }} width="lg">
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
          You keep the rights to what you write. By allowing publication you let the speaker show your first name, job role and testimonial
          in their marketing, including testimonial graphics.
        </p>
      </Section>
      <OptOutPromises />
      <DataRequestPromises />
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
    </PublicPage>
  );
}

export function PrivacyPage() {
  usePageMeta(pageTitle('Privacy Policy'), 'What SpeakerPro collects, why, and how to opt out.');
  return (
    <PublicPage back={{ to: '/', label: 'Home' }} width="lg">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
      <Section title="What we collect">
        <p>
          From attendees: the rating, testimonial, first name, job role and work e-mail they enter, and their consent choices; where a talk
          asks, what they will do differently, whether they book speakers, and the name and e-mail of someone else who should hear the talk,
          kept only when the attendee confirms that person agreed (we pass them to the speaker and never e-mail them ourselves; opting out
          of data sharing below keeps an address from being passed on). From speakers and visitors: the details they give us in forms (name,
          e-mail, phone) and which pages of this site are visited.
        </p>
      </Section>
      <Section title="Why">
        <p>
          To pass feedback and leads to the speaker you heard, to deliver the gift you asked for, to send e-mails you agreed to, and to
          improve SpeakerPro. We do not load third-party tracking scripts.
        </p>
      </Section>
      <OptOutPromises />
      <DataRequestPromises />
      <Section title="Your choices">
        <p>
          Use the forms below to download or erase what we hold about you, or to opt out of e-mail marketing, social media, testimonials or
          data sharing. An opt-out applies at once.
        </p>
        <p>
          Opting back in takes a confirmation: leave the box unticked and send the form, and we e-mail a link to that address (it works
          once, for {OPT_IN_LINK_HOURS} hours; at most {OPT_IN_LINKS_PER_HOUR} such e-mails an hour). Until the link is followed, the
          opt-out stays in place, so nobody who knows your address can undo it. The unsubscribe link in our e-mails stops marketing e-mail
          only.
        </p>
      </Section>
      <div id="data-request" className="scroll-mt-4">
        <DataRequestForm />
      </div>
      <OptOutForm />
    </PublicPage>
  );
}
