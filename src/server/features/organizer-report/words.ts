import { formatAverageRating } from '../../../shared/domain/leads';
import { RATING_MAX } from '../../../shared/domain/constants';
import { REPORT_AVERAGE_MIN_ANSWERS, REPORT_COMPANY_MIN_ANSWERS } from '../../../shared/domain/organizer-report';
import type { TakeawayGroup } from '../../domain/takeaway-groups';
import type { ReportContent } from './content';

/*
 * The report's sentences, once for its page and its PDF, so the two say the same.
 */

// A talk's date is a calendar day stored as UTC midnight: read in UTC it stays the day the speaker typed.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A moment as the talk's own clock reads it, with the zone named ("27 November 2026 at 17:20 CET"). */
const moment = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date) +
  ` ${new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? timeZone}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REPORT_WORDS = {
  kicker: 'Impact report',
  glance: 'At a glance',
  ratings: 'How attendees rated the talk',
  takeaways: 'What attendees will do differently',
  takeawaysIntro: 'Takeaways grouped by the word they share, quoted without names.',
  takeawaysUnquoted: (n: number) =>
    `${plural(n, 'more takeaway is', 'more takeaways are')} not quoted: only attendees who agreed to publication are quoted.`,
  testimonials: 'What attendees said',
  audience: 'Who was in the room',
  roles: 'Roles',
  companies: 'Companies',
  companiesIntro: `From work e-mail addresses; a company is named when at least ${REPORT_COMPANY_MIN_ANSWERS} attendees from it answered.`,
  audienceIntro: 'From attendees who did not ask to keep their details private.',
  anonymous: 'An attendee',
  bookingLeadsHint: 'Attendees who book speakers, or who passed on someone who should hear this talk.',
  privacy:
    'Attendees are quoted only where they agreed to publication, by first name and role at most; no e-mail address or full name is shared.',
  pdfLink: 'Download as PDF',
  previewBanner: 'Preview: this is what the organizer sees. Opening a preview is not counted as a view.',
} as const;

export const talkDate = (content: ReportContent) => dayFormat.format(content.eventDate);

export const byLine = (content: ReportContent) => (content.speakerName ? `A talk by ${content.speakerName}` : '');

export const noteHeading = (content: ReportContent) =>
  content.speakerName ? `A note from ${content.speakerName}` : 'A note from the speaker';

export const starsLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

export const answersLabel = (n: number) => plural(n, 'answer', 'answers');

/** The figures of "At a glance", each a label and its value. */
export function glanceFigures(content: ReportContent): { label: string; value: string; hint?: string }[] {
  const figures: { label: string; value: string; hint?: string }[] = [{ label: 'Responses', value: String(content.responses) }];
  if (content.responseRate !== null && content.expectedAudience !== null) {
    figures.push({
      label: 'Response rate',
      value: `${content.responseRate}%`,
      hint: `${content.responses} of ${content.expectedAudience} expected attendees`,
    });
  }
  if (content.average !== null) {
    figures.push({ label: 'Average rating', value: `${formatAverageRating(content.average)} / ${RATING_MAX}` });
  }
  figures.push({ label: 'Booking leads', value: String(content.bookingLeads), hint: REPORT_WORDS.bookingLeadsHint });
  return figures;
}

/** Said when the average is left out; null when it is shown. */
export function averageNote(content: ReportContent): string | null {
  return content.average === null ? `An average rating is given from ${REPORT_AVERAGE_MIN_ANSWERS} answers.` : null;
}

/** "“checklist” · 4 attendees, also: meetings" */
export function takeawayGroupHeading(group: TakeawayGroup): string {
  const also = group.alsoShared.length ? `, often with ${group.alsoShared.map((w) => `“${w}”`).join(' and ')}` : '';
  return `“${group.word}” · ${plural(group.count, 'attendee', 'attendees')}${also}`;
}

export const attribution = (value: string | null) => `— ${value ?? REPORT_WORDS.anonymous}`;

export const generatedLine = (content: ReportContent) =>
  `Figures as of ${moment(content.generatedAt, content.timeZone)}, computed when the report is opened. Made with SpeakerPro.`;

export const reportTitle = (content: ReportContent) => `${content.talkTitle} · Impact report`;
