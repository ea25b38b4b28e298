/**
 * The consents the attendee's form asks for, each as versioned wording. A version's text never
 * changes once answers may have been given under it: new wording is a new version, so every stored
 * answer keeps the exact words its attendee agreed to. `{speaker}` is the speaker's name as the form
 * shows it.
 */
export interface ConsentText {
  id: string;
  kind: 'contact' | 'publish';
  text: string;
}

export const CONSENT_TEXTS = [
  { id: 'contact-v1', kind: 'contact', text: "I'm happy for {speaker} to contact me about this talk" },
  // A free speaker page asks about the speaker, not a talk.
  { id: 'contact-page-v1', kind: 'contact', text: "I'm happy for {speaker} to contact me" },
  { id: 'publish-v1', kind: 'publish', text: 'You may publish my testimonial (first name and job role) on social media' },
  // Names what the speaker's proof page and testimonial wall show besides social media: the
  // company (read from the work e-mail's domain) and the speaker's web pages.
  {
    id: 'publish-v2',
    kind: 'publish',
    text: "You may publish my testimonial (first name, job role and company) on the speaker's web pages and social media",
  },
] as const satisfies readonly ConsentText[];

export type ConsentVersion = (typeof CONSENT_TEXTS)[number]['id'];
type VersionOf<K extends ConsentText['kind']> = Extract<(typeof CONSENT_TEXTS)[number], { kind: K }>['id'];

export const CONTACT_CONSENT_VERSIONS = CONSENT_TEXTS.filter((c) => c.kind === 'contact').map((c) => c.id) as [
  VersionOf<'contact'>,
  ...VersionOf<'contact'>[],
];
export const PUBLISH_CONSENT_VERSIONS = CONSENT_TEXTS.filter((c) => c.kind === 'publish').map((c) => c.id) as [
  VersionOf<'publish'>,
  ...VersionOf<'publish'>[],
];

/** The versions the forms show today: a talk's feedback page, and a free speaker page. */
export const CURRENT_CONSENT = { contact: 'contact-v1', pageContact: 'contact-page-v1', publish: 'publish-v2' } as const satisfies {
  contact: VersionOf<'contact'>;
  pageContact: VersionOf<'contact'>;
  publish: VersionOf<'publish'>;
};

/** The publish consents whose words name the attendee's company: only under these is a company shown with their words. */
export const PUBLISH_CONSENTS_NAMING_COMPANY: readonly VersionOf<'publish'>[] = ['publish-v2'];

/** The template of a version (with `{speaker}` unfilled), or null for an unknown one. */
export function consentTemplate(id: string): string | null {
  return CONSENT_TEXTS.find((c) => c.id === id)?.text ?? null;
}

/** The words of a version as the attendee reads them. */
export function consentWording(id: ConsentVersion, speakerName: string): string {
  return consentTemplate(id)!.replace('{speaker}', speakerName);
}
