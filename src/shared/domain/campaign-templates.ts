/**
 * The default copy of every campaign e-mail and the one way it is personalised. A campaign keeps a
 * text template with {{placeholders}} (and an HTML one derived from it); each recipient's values fill
 * them when the message is queued. The same functions render the previews the approval pages show.
 */
import { ASSESSMENT_MAX_SCORE, ASSESSMENT_PASS_SCORE } from './assessment';

export const CAMPAIGN_TYPES = ['assessment_invitation', 'welcome', 'follow_up', 'custom'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  assessment_invitation: 'Assessment invitation (recommended)',
  welcome: 'Welcome',
  follow_up: 'Follow-up',
  custom: 'Custom message',
};

/**
 * Who an owner's campaign can go to: the first three lists, the engagement segments (decision 052)
 * and the people who came through a free page or an inquiry and agreed to marketing e-mail.
 */
export const RECIPIENT_GROUPS = [
  'waitlist',
  'qualified',
  'all',
  'hot_lead',
  'qualified_prospect',
  'new_waitlist',
  'free_page_speakers',
  'organisers',
] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

export const RECIPIENT_GROUP_LABELS: Record<RecipientGroup, string> = {
  waitlist: 'Waitlist',
  qualified: 'Qualified speakers (80+ points)',
  all: 'Everyone (waitlist and qualified)',
  hot_lead: 'Hot leads (rated SpeakerPro 4+ stars)',
  qualified_prospect: 'Qualified prospects (passed the assessment)',
  new_waitlist: 'New on the waitlist (last 30 days, not assessed)',
  free_page_speakers: 'Free-page speakers who agreed to marketing e-mail',
  organisers: 'Event organisers who agreed to marketing e-mail',
};

export function isRecipientGroup(value: string | null | undefined): value is RecipientGroup {
  return value !== null && value !== undefined && (RECIPIENT_GROUPS as readonly string[]).includes(value);
}

/**
 * What a campaign is called in lists: its kind and audience ("Follow-up to Waitlist", "Welcome
 * e-mail to Wren Waiting"), not a sample subject addressed to somebody else.
 */
export function campaignTitle(c: {
  kind: string;
  campaignType: string;
  group: string | null;
  firstRecipient: string | null;
  recipientCount: number;
}): string {
  const type = CAMPAIGN_TYPE_LABELS[c.campaignType as CampaignType]?.replace(' (recommended)', '') ?? c.campaignType.replace(/_/g, ' ');
  if (c.kind === 'welcome') return `Welcome e-mail to ${c.firstRecipient ?? 'a new waitlist member'}`;
  if (c.kind === 'thank_you') return 'Thank-you e-mail';
  const audience =
    c.group && c.group in RECIPIENT_GROUP_LABELS
      ? RECIPIENT_GROUP_LABELS[c.group as RecipientGroup]
      : `${c.recipientCount} chosen recipient${c.recipientCount === 1 ? '' : 's'}`;
  return `${type} to ${audience}`;
}

/** Approval pages list this many recipients, then 'and N more'. */
export const CAMPAIGN_PREVIEW_RECIPIENTS = 10;
/** The e-mail approvals list previews this much of each e-mail. */
export const APPROVAL_PREVIEW_CHARS = 300;
/** The welcome approval page previews this much of the rendered e-mail. */
export const WELCOME_PREVIEW_CHARS = 800;
/** The admin dashboard shows this many campaigns. */
export const DASHBOARD_CAMPAIGNS = 5;
/** The thank-you generation page opens the approval page after this long (unless the speaker stays). */
export const THANK_YOU_REDIRECT_SECONDS = 30;
export const CUSTOM_MESSAGE_MAX = 5000;

/** What the approval previews put in place of a recipient's own values. */
export const SAMPLE_RECIPIENT_NAME = 'Alex Morgan';
export const SAMPLE_PERSONALIZED_CONTENT = 'Thank you for being part of the SpeakerPro community.';

export type TemplateValues = Record<string, string | number | null | undefined>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/**
 * Fills {{placeholders}} in one pass (a value that itself looks like a placeholder stays as typed).
 * Unknown placeholders are left visible so a typo shows in the preview. In HTML mode every value is
 * escaped, and a value whose key ends in "Link" or "Url" and that is a web address becomes a link.
 */
export function renderTemplate(template: string, values: TemplateValues, mode: 'text' | 'html'): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const raw = values[key];
    const value = raw === null || raw === undefined ? '' : String(raw);
    if (mode === 'text') return value;
    const escaped = escapeHtml(value);
    if (/(Link|Url)$/.test(key) && isWebUrl(value)) return `<a href="${escaped}" style="color:#4338ca">${escaped}</a>`;
    return escaped;
  });
}

/** Lines emptied by missing values leave no holes in the text. */
export function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function tidyHtml(html: string): string {
  return html
    .replace(/<p>(?:\s|<br>)*<\/p>\s*/g, '')
    .replace(/(?:<br>\s*)+<\/p>/g, '</p>')
    .replace(/<p>(?:\s*<br>)+/g, '<p>');
}

function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)"']/g, (url) => `<a href="${url}" style="color:#4338ca">${url}</a>`);
}

/**
 * The HTML twin of a text template: the text escaped (placeholders survive, braces need no
 * escaping), paragraphs on blank lines, line breaks kept, web addresses as links, in a simple
 * layout mail clients render alike.
 */
export function htmlTemplateFromText(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
  return (
    '<!doctype html><html><body style="margin:0;padding:0;background:#f8fafc">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.55;color:#0f172a;background:#ffffff">\n' +
    paragraphs +
    '\n</div></body></html>'
  );
}

export interface EmailCopy {
  subject: string;
  text: string;
  html: string;
}

export interface CampaignTemplate {
  subject: string;
  textTemplate: string;
  htmlTemplate: string;
}

function template(subject: string, text: string): CampaignTemplate {
  return { subject, textTemplate: text, htmlTemplate: htmlTemplateFromText(text) };
}

/** One recipient's e-mail: subject and text with raw values, HTML with escaped ones. */
export function renderEmail(tpl: CampaignTemplate, values: TemplateValues): EmailCopy {
  // "Hi there," reads well; a subject addressed to "there" does not: leave the name out of it.
  const subjectValues = values.firstName === NO_NAME_GREETING ? { ...values, firstName: '' } : values;
  return {
    subject: tidySubject(renderTemplate(tpl.subject, subjectValues, 'text')),
    text: tidyText(renderTemplate(tpl.textTemplate, values, 'text')),
    html: tidyHtml(renderTemplate(tpl.htmlTemplate, values, 'html')),
  };
}

/** What a greeting says when no name is known ("Hi there,"); an address is never used instead. */
const NO_NAME_GREETING = 'there';

/** A subject with an empty name: "Welcome to SpeakerPro, !" → "Welcome to SpeakerPro!", ", how …" → "How …". */
function tidySubject(subject: string): string {
  const s = subject
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/,\s*([!?.])/g, '$1')
    .replace(/^,\s*/, '')
    .replace(/,\s*$/, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The first word of a name, or a friendly stand-in when there is none. */
export function firstNameOf(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  // A "name" with an @ is an address someone typed into a name field: not a name to greet.
  return first === '' || first.includes('@') ? NO_NAME_GREETING : first;
}

/** Values every recipient has: their name and first name. */
export function recipientValues(recipient: { name: string; email: string }, personalization: Record<string, string> = {}): TemplateValues {
  return { ...personalization, name: recipient.name, firstName: firstNameOf(recipient.name), email: recipient.email };
}

/** What the approval previews fill the template with. */
export function sampleValues(overrides: TemplateValues = {}): TemplateValues {
  return {
    name: SAMPLE_RECIPIENT_NAME,
    firstName: firstNameOf(SAMPLE_RECIPIENT_NAME),
    email: 'alex.morgan@example.com',
    personalizedContent: SAMPLE_PERSONALIZED_CONTENT,
    totalMembers: '',
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Thank-you e-mail to an event's respondents
// ---------------------------------------------------------------------------------------------

export const TESTIMONIAL_LINE_MAX = 160;

/** The first sentence of a testimonial (cut at a word near the limit), for quoting back to its author. */
export function testimonialExcerpt(testimonial: string | null | undefined, max = TESTIMONIAL_LINE_MAX): string {
  const clean = (testimonial ?? '').replace(/\s+/g, ' ').trim();
  if (clean === '') return '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(clean)?.[1] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.-]+$/, '')}…`;
}

export function ratingLine(rating: number): string {
  if (rating >= 5) return `You gave the talk ${rating} out of 5 stars, which made my day.`;
  if (rating === 4) return `You gave the talk ${rating} out of 5 stars. I'm really glad it was useful.`;
  // A low rating gets a plain thank-you: no stars repeated back, no quote, no "that means a lot".
  return 'Thank you for your honest feedback: it helps me make the next talk better.';
}

/** Whether a thank-you may quote the attendee's words back: only a warm answer (4-5 stars). */
const quotesTestimonial = (rating: number) => rating >= 4;

export interface ThankYouGift {
  title: string | null;
  /** Absolute address of the gift (a link or the uploaded file). */
  url: string | null;
  accessCode: string | null;
}

/** One respondent's values for the thank-you template. */
export function thankYouPersonalization(input: {
  attendeeName: string;
  rating: number;
  testimonial: string | null;
  gift: ThankYouGift | null;
}): Record<string, string> {
  const excerpt = quotesTestimonial(input.rating) ? testimonialExcerpt(input.testimonial) : null;
  const gift = input.gift?.url ? input.gift : null;
  return {
    rating: String(input.rating),
    ratingLine: ratingLine(input.rating),
    testimonialLine: excerpt ? `You wrote: "${excerpt}" Thank you, that means a lot.` : '',
    giftIntro: gift ? `As promised, here is your gift${gift.title ? `, "${gift.title}"` : ''}:` : '',
    giftLink: gift?.url ?? '',
    accessCodeLine: gift?.accessCode ? `Access code: ${gift.accessCode}` : '',
  };
}

export function thankYouTemplate(input: { speakerName: string; eventName: string; talkTitle: string | null }): CampaignTemplate {
  const talk = input.talkTitle ? `"${input.talkTitle}" at ${input.eventName}` : input.eventName;
  const subjectTalk = input.talkTitle ?? input.eventName;
  return template(
    `Thank you for your feedback on ${subjectTalk}`,
    [
      'Hi {{firstName}},',
      '',
      `Thank you for joining ${talk} and for taking a moment to share your feedback.`,
      '',
      '{{ratingLine}}',
      '',
      '{{testimonialLine}}',
      '',
      '{{giftIntro}}',
      '{{giftLink}}',
      '{{accessCodeLine}}',
      '',
      'If there is anything I can help you or your team with, just reply to this e-mail.',
      '',
      'Warm regards,',
      input.speakerName,
    ].join('\n'),
  );
}

/** Sample values for the thank-you preview when there is no respondent to show. */
export function thankYouSampleValues(gift: ThankYouGift | null): TemplateValues {
  return sampleValues(
    thankYouPersonalization({
      attendeeName: SAMPLE_RECIPIENT_NAME,
      rating: 5,
      testimonial: 'Practical, funny and full of ideas I can use on Monday.',
      gift,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The owner's campaigns (bulk e-mail generator, welcome e-mail)
// ---------------------------------------------------------------------------------------------

export interface OwnerCopyContext {
  customMessage?: string | null;
}

const SIGN_OFF = ['Warm regards,', 'The SpeakerPro team'];
const OPENS_WITH_GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b/i;

export function assessmentUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/readiness-assessment`;
}

/**
 * Values every owner e-mail may use, filled when the message is written (so a stored draft never
 * holds an address that depends on the deployment's PUBLIC_URL).
 */
export function siteValues(publicUrl: string): TemplateValues {
  return { assessmentLink: assessmentUrl(publicUrl), ...factValues(publicUrl, null) };
}

/** What SpeakerPro knows about a recipient when their e-mail is written (at approval, or for a preview). */
export interface RecipientFacts {
  /** Their latest readiness assessment, if they took one. */
  assessment: { score: number; maxScore: number; passed: boolean } | null;
  onWaitlist: boolean;
  hasFreePage: boolean;
  isSpeaker: boolean;
}

/**
 * The values an e-mail takes from what is known about its recipient: {{assessmentStep}} (and its
 * {{nextStepLink}}) invites only someone who has not taken the assessment; someone who has reads
 * their result instead. Without facts (a sample person) it is the invitation.
 */
export function factValues(publicUrl: string, facts: RecipientFacts | null): TemplateValues {
  const a = facts?.assessment;
  if (!a) {
    return {
      assessmentStep: `A good first step is our five-minute readiness assessment; speakers who score ${ASSESSMENT_PASS_SCORE} or more out of ${ASSESSMENT_MAX_SCORE} are invited first:`,
      nextStepLink: assessmentUrl(publicUrl),
      onWaitlist: facts?.onWaitlist ? 'yes' : '',
      hasFreePage: facts?.hasFreePage ? 'yes' : '',
      isSpeaker: facts?.isSpeaker ? 'yes' : '',
    };
  }
  const result = `You scored ${a.score} out of ${a.maxScore} on the readiness assessment`;
  return {
    assessmentStep: a.passed
      ? `${result}, so you are among the first speakers we invite: there is nothing more to do for now, we will write as soon as your place is ready.`
      : `${result}. Speakers who score ${ASSESSMENT_PASS_SCORE} or more are invited first; once you have worked on the areas your result pointed out, you can take it again:`,
    nextStepLink: a.passed ? '' : assessmentUrl(publicUrl),
    onWaitlist: facts.onWaitlist ? 'yes' : '',
    hasFreePage: facts.hasFreePage ? 'yes' : '',
    isSpeaker: facts.isSpeaker ? 'yes' : '',
  };
}

/** The default copy for each bulk campaign type ({{firstName}} and {{personalizedContent}} are per recipient). */
export function bulkCampaignTemplate(type: CampaignType, ctx: OwnerCopyContext = {}): CampaignTemplate {
  const assessment = '{{assessmentLink}}';
  switch (type) {
    case 'assessment_invitation':
      return template(
        '{{firstName}}, how ready is your speaking business?',
        [
          'Hi {{firstName}},',
          '',
          '{{personalizedContent}}',
          '',
          'We have built a short readiness assessment for professional speakers: 12 questions, about five minutes, scored out of 120. It shows where your talks already win you clients and where follow-up, testimonials and leads slip away.',
          '',
          'Speakers who score 80 or more qualify for early access to SpeakerPro, including automated follow-up campaigns and testimonial graphics.',
          '',
          `Take the assessment: ${assessment}`,
          '',
          ...SIGN_OFF,
        ].join('\n'),
      );
    case 'welcome':
      return template(
        'Welcome to SpeakerPro, {{firstName}}!',
        [
          'Hi {{firstName}},',
          '',
          '{{personalizedContent}}',
          '',
          'SpeakerPro turns every talk into marketing: your audience scans a QR code, rates the talk, leaves a testimonial and gets your free gift, and you get hot leads, analytics, testimonial graphics and thank-you e-mails.',
          '',
          '{{assessmentStep}} {{nextStepLink}}',
          '',
          'Just reply to this e-mail if you have any questions.',
          '',
          ...SIGN_OFF,
        ].join('\n'),
      );
    case 'follow_up':
      return template(
        'Following up from SpeakerPro',
        [
          'Hi {{firstName}},',
          '',
          '{{personalizedContent}}',
          '',
          'We wanted to check in: what is the biggest challenge in turning your talks into new business right now? Reply to this e-mail and tell us, we read every answer and it shapes what we build next.',
          '',
          `If you have not taken the readiness assessment yet, it takes five minutes: ${assessment}`,
          '',
          ...SIGN_OFF,
        ].join('\n'),
      );
    case 'custom': {
      const message = (ctx.customMessage ?? '').trim();
      // One greeting: the owner's own when their message opens with one, else ours.
      const greeting = OPENS_WITH_GREETING.test(message) ? [] : ['Hi {{firstName}},', ''];
      return template('A message from SpeakerPro', [...greeting, message, '', ...SIGN_OFF].join('\n'));
    }
  }
}

/** The welcome e-mail drafted for each new waitlist member. */
export function welcomeTemplate(): CampaignTemplate {
  return template(
    'Welcome to the SpeakerPro waitlist, {{firstName}}!',
    [
      'Hi {{firstName}},',
      '',
      'Thank you for joining the SpeakerPro waitlist. {{personalizedContent}}',
      '',
      'SpeakerPro helps professional speakers turn every talk into marketing: a QR code at the end of your talk collects ratings, testimonials and leads, and gives your audience a free gift from you.',
      '',
      '{{assessmentStep}} {{nextStepLink}}',
      '',
      'Reply to this e-mail any time, we would love to hear about your speaking.',
      '',
      ...SIGN_OFF,
    ].join('\n'),
  );
}

export function welcomePersonalization(totalMembers: number): Record<string, string> {
  return {
    totalMembers: String(totalMembers),
    personalizedContent:
      totalMembers > 1 ? `You are one of ${totalMembers} speakers on the list so far.` : 'You are the very first speaker on the list.',
  };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The line that makes a bulk e-mail personal: what we know about this person. */
export function ownerPersonalizedContent(input: { joinedAt?: Date | null; score?: number | null; maxScore?: number | null }): string {
  if (input.score !== null && input.score !== undefined) {
    return `Congratulations again on scoring ${input.score} out of ${input.maxScore ?? 120} on the SpeakerPro readiness assessment.`;
  }
  if (input.joinedAt) return `Thank you for joining the SpeakerPro waitlist on ${dateFormat.format(input.joinedAt)}.`;
  return SAMPLE_PERSONALIZED_CONTENT;
}

/** The first `max` characters of a text, cut with an ellipsis. */
export function previewText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
