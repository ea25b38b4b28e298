/** Testimonial graphics: the numbers and rules both the server and the pages use. */

export const GRAPHIC_SIZE_PX = 1080;
export const GRAPHIC_LAYOUTS = ['classic', 'bold', 'minimal'] as const;
export type GraphicLayout = (typeof GRAPHIC_LAYOUTS)[number];
export const DEFAULT_GRAPHIC_LAYOUT: GraphicLayout = 'classic';
export const GRAPHIC_LAYOUT_LABELS: Record<GraphicLayout, string> = {
  classic: 'Classic',
  bold: 'Bold',
  minimal: 'Minimal',
};

/** The countdown before a graphic is (re)generated. */
export const GRAPHIC_COUNTDOWN_SECONDS = 3;
/** The Generate All overlay's steps; each marks real progress of the batch. */
export const GENERATE_ALL_PROGRESS_STEPS = [12, 25, 38, 52, 65, 75, 85, 95, 100] as const;
export const GENERATE_ALL_MESSAGES: Record<(typeof GENERATE_ALL_PROGRESS_STEPS)[number], string> = {
  12: 'Gathering your testimonials',
  25: 'Applying your brand colours',
  38: 'Laying out each quote',
  52: 'Drawing the graphics',
  65: 'Adding ratings and names',
  75: 'Checking every graphic',
  85: 'Finishing the last graphics',
  95: 'Packing your ZIP and e-mailing it to you',
  100: 'Your marketing package is ready!',
};
/** How long "Generation complete!" shows before the review view. */
export const ADMIN_REVIEW_DELAY_MS = 1000;

/** The demo's progress bar and the percentages at which its messages appear. */
export const DEMO_PROGRESS_MESSAGE_AT = [10, 30, 50, 70, 90] as const;
export const DEMO_PROGRESS_MESSAGES: Record<(typeof DEMO_PROGRESS_MESSAGE_AT)[number], string> = {
  10: 'Reading the testimonial and its star rating',
  30: 'Matching your brand colours and logo',
  50: 'Setting the quote large enough to read at a glance',
  70: 'Drawing a 1080x1080 graphic, sized for LinkedIn',
  90: 'Your social proof is almost ready to post',
};

/** The settings key of the owner's logo. */
export const LOGO_RECOMMENDED_SIZE = '800x150';

/** Defaults of the demo graphic request, for whatever the visitor leaves blank. */
export const DEFAULT_THREE_WORDS = 'engaging, informative and inspiring';
export const DEFAULT_DEMO_RATING = 5;
export const DEFAULT_ATTENDEE_NAME = 'Anonymous';

/** The first three words of the testimonial, or the default three words when there is no testimonial. */
export function threeWordsFrom(testimonial: string | null | undefined): string {
  const words = (testimonial ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > 0 ? words.slice(0, 3).join(' ') : DEFAULT_THREE_WORDS;
}

/** The company in a job role such as 'Head of People at Brightline' (the text after 'at '), else ''. */
export function companyFromJobRole(jobRole: string | null | undefined): string {
  const match = /(?:^|\s)at\s+(.+)$/i.exec((jobRole ?? '').trim());
  return match ? match[1]!.trim() : '';
}

export interface GraphicRequest {
  speakerName: string;
  threeWords: string;
  rating: number;
  attendeeName: string;
  company: string;
  eventHashtags: string;
}

/** The demo's request with the defaults filled in. */
export function graphicRequestDefaults(input: {
  speakerName: string;
  testimonial?: string | null;
  jobRole?: string | null;
  attendeeName?: string | null;
  rating?: number | null;
  eventHashtags?: string | null;
}): GraphicRequest {
  return {
    speakerName: input.speakerName.trim(),
    threeWords: threeWordsFrom(input.testimonial),
    rating: input.rating ?? DEFAULT_DEMO_RATING,
    attendeeName: input.attendeeName?.trim() || DEFAULT_ATTENDEE_NAME,
    company: companyFromJobRole(input.jobRole),
    eventHashtags: input.eventHashtags?.trim() ?? '',
  };
}

export const DEFAULT_HASHTAG = '#SpeakerPro';
export const LINKEDIN_FIXED_TAGS = ['#PublicSpeaking', '#Testimonial'] as const;

/**
 * An event's hashtag as it is posted: 'Growth Summit 2026' becomes '#GrowthSummit2026' and
 * 'growthsummit' '#growthsummit'; a list that is already tagged ('#Leadership #HR') stays a list.
 */
export function normalizeHashtag(hashtag: string | null | undefined): string | null {
  const tokens = (hashtag ?? '').trim().split(/\s+/).filter(Boolean);
  if (tokens.length > 1 && tokens.every((t) => t.startsWith('#'))) {
    const tags = tokens.map((t) => `#${t.replace(/#/g, '')}`).filter((t) => t.length > 1);
    return tags.length > 0 ? tags.join(' ') : null;
  }
  const body = tokens.join('').replace(/#/g, '');
  return body ? `#${body}` : null;
}

/**
 * The LinkedIn post for a graphic: the talk title (else the event name), the testimonial, the
 * attendee's name when there is one, stars with rating/5, and the hashtag (#SpeakerPro when the
 * event has none) followed by fixed tags.
 */
export function linkedinPostText(input: {
  talkTitle?: string | null;
  eventName?: string | null;
  testimonial: string;
  attendeeName?: string | null;
  rating: number;
  hashtag?: string | null;
}): string {
  const title = input.talkTitle?.trim() || input.eventName?.trim() || '';
  const rating = Math.max(1, Math.min(5, Math.round(input.rating)));
  const lines = [
    title ? `🎤 What attendees said about my talk "${title}":` : '🎤 What attendees said about my talk:',
    '',
    `"${input.testimonial.trim()}"`,
  ];
  if (input.attendeeName?.trim()) lines.push(`— ${input.attendeeName.trim()}`);
  const tags = [...(normalizeHashtag(input.hashtag) ?? DEFAULT_HASHTAG).split(' '), ...LINKEDIN_FIXED_TAGS].filter(
    (tag, i, all) => all.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i,
  );
  lines.push('', `${'⭐'.repeat(rating)} ${rating}/5`, '', tags.join(' '));
  return lines.join('\n');
}

/** A batch's progress as a percentage: rendering is most of the work, then the ZIP and the e-mail. */
export function batchProgressPercent(batch: { status: string; total: number; completed: number; failed: number }): number {
  if (batch.status === 'done') return 100;
  if (batch.total === 0) return batch.status === 'queued' ? 0 : 95;
  const rendered = Math.min(batch.total, batch.completed + batch.failed);
  if (rendered === batch.total && batch.status === 'running') return 95;
  return Math.round((rendered / batch.total) * 90);
}

/** The message of the highest Generate All step the real progress has reached. */
export function generateAllMessage(percent: number): string {
  let step: (typeof GENERATE_ALL_PROGRESS_STEPS)[number] = GENERATE_ALL_PROGRESS_STEPS[0];
  for (const s of GENERATE_ALL_PROGRESS_STEPS) if (percent >= s) step = s;
  return GENERATE_ALL_MESSAGES[step];
}

/** Elapsed time as m:ss (the owner's progress view). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The quote on a graphic: legible, and always the attendee's own words

/**
 * Smallest text drawn on a 1080 px graphic. Shown at phone width (about 360 CSS px) a graphic is
 * scaled to a third, so the quote never goes below 32 px (about 11 px on the phone) and no other
 * line below 24 px.
 */
export const GRAPHIC_MIN_QUOTE_PX = 32;
export const GRAPHIC_MIN_TEXT_PX = 24;
/** The longest quote a graphic holds at that size in every layout; longer testimonials are excerpted. */
export const GRAPHIC_EXCERPT_MAX_LENGTH = 280;
export const GRAPHIC_EXCERPT_MIN_LENGTH = 3;
const ELLIPSIS = '…';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const withoutEllipses = (text: string) =>
  collapse(text)
    .replace(/^(?:…|\.\.\.)\s*/, '')
    .replace(/\s*(?:…|\.\.\.)$/, '')
    .trim();

/**
 * The default quote for a testimonial: the whole of it when it fits, else its first sentences up to
 * the limit, else its first sentence cut at a word and marked with an ellipsis.
 */
export function defaultGraphicExcerpt(testimonial: string): string {
  const clean = collapse(testimonial);
  if (clean.length <= GRAPHIC_EXCERPT_MAX_LENGTH) return clean;
  const sentences = clean.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [clean];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > GRAPHIC_EXCERPT_MAX_LENGTH) break;
    out += s;
  }
  if (out.trim()) return `${out.trim()}${ELLIPSIS}`;
  const cut = clean.slice(0, GRAPHIC_EXCERPT_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > GRAPHIC_EXCERPT_MAX_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.-]+$/, '')}${ELLIPSIS}`;
}

/**
 * Why an excerpt the speaker typed cannot go on the graphic, or null when it can. It must be a
 * continuous run of the attendee's own words (ellipses at either end allowed), so a graphic never
 * puts words in an attendee's mouth, and short enough to stay legible.
 */
export function graphicExcerptProblem(testimonial: string, excerpt: string): string | null {
  const words = withoutEllipses(excerpt);
  if (words.length < GRAPHIC_EXCERPT_MIN_LENGTH) return 'must contain some of the testimonial';
  if (words.length > GRAPHIC_EXCERPT_MAX_LENGTH)
    return `must be at most ${GRAPHIC_EXCERPT_MAX_LENGTH} characters so it stays readable on the graphic`;
  if (!collapse(testimonial).includes(words)) return "must be the attendee's own words, copied from the testimonial";
  return null;
}

/**
 * What the graphic quotes: the speaker's chosen excerpt, or the default one. A part taken from the
 * middle of the testimonial is shown with an ellipsis where words were left out.
 */
export function graphicQuote(testimonial: string, excerpt: string | null): string {
  if (excerpt === null || graphicExcerptProblem(testimonial, excerpt) !== null) return defaultGraphicExcerpt(testimonial);
  const clean = collapse(testimonial);
  const words = withoutEllipses(excerpt);
  const at = clean.indexOf(words);
  const before = at > 0 ? ELLIPSIS : '';
  const after = at + words.length < clean.length ? ELLIPSIS : '';
  return `${before}${words}${after}`;
}

/**
 * The words quoted wherever a testimonial appears beside its graphic's world (the proof page and
 * wall, the organizer report, the LinkedIn post): the excerpt the speaker chose, with an ellipsis
 * where words were left out, else the whole testimonial. A page has room for all of it, so only the
 * speaker's choice shortens it there; the graphic alone falls back to a default excerpt
 * (graphicQuote), because a 1080 px square does not.
 */
export function quotedTestimonial(testimonial: string, excerpt: string | null | undefined): string {
  if (excerpt == null || graphicExcerptProblem(testimonial, excerpt) !== null) return testimonial.trim();
  return graphicQuote(testimonial, excerpt);
}
