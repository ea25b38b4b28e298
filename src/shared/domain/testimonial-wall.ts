import type { PublicProof, PublicTestimonial } from '../contract/proof-page';
import { readableBrandColor, safeHexColor } from './brand-colors';
import { type Html, markup, typedText } from './markup';
import { formatTalkDate } from './talk-date';

/*
 * The testimonial wall's markup and styles, once for every place it appears: the speaker's public
 * proof page and the framed wall (both made on the server), and the embeddable script, which draws
 * the same markup inside a shadow root on other sites. Values go through `markup`, so an attendee's
 * words never become tags.
 */

export const WALL_LAYOUTS = ['wall', 'carousel', 'quote'] as const;
export type WallLayout = (typeof WALL_LAYOUTS)[number];

/** The layout named by an attribute or query value; anything else is the wall. */
export function wallLayout(value: string | null | undefined): WallLayout {
  return (WALL_LAYOUTS as readonly string[]).includes(value ?? '') ? (value as WallLayout) : 'wall';
}

/** The stars' text alternative: what a screen reader says instead of five glyphs. */
export function starsLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

/**
 * Where the testimonial comes from, in words that are true of every one of them: it was given on
 * the feedback form of that talk (reached through the talk's QR code or link). Nothing proves who
 * typed it, so nothing says "verified".
 */
export function sourceText(t: Pick<PublicTestimonial, 'eventName' | 'talkTitle' | 'eventDate'>): string {
  const talk = t.talkTitle && t.talkTitle !== t.eventName ? `“${t.talkTitle}”, ${t.eventName}` : t.eventName;
  const date = formatTalkDate(t.eventDate, 'short');
  return `Via the feedback form of ${talk}${date ? ` · ${date}` : ''}`;
}

/** The name a testimonial is shown under: the first name, or "Anonymous" (the graphics' word too). */
export function authorName(t: Pick<PublicTestimonial, 'firstName'>): string {
  return t.firstName?.trim() || 'Anonymous';
}

/** "Head of Sales, Brightline": what follows the name, as far as the author's consent allows. */
export function authorDetail(t: Pick<PublicTestimonial, 'role' | 'company'>): string {
  return [t.role?.trim(), t.company?.trim()].filter(Boolean).join(', ');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "142 answers collected after 12 talks": every answer counts, whatever its rating. */
export function totalsText(totals: PublicProof['totals']): string {
  return `${plural(totals.answers, 'answer', 'answers')} collected after ${plural(totals.talks, 'talk', 'talks')}`;
}

export const WALL_CSS = `
:host{all:initial;display:block}
.spw{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;text-align:left}
.spw *,.spw *::before,.spw *::after{box-sizing:border-box}
.spw h2,.spw h3,.spw p,.spw figure,.spw blockquote,.spw ul{margin:0;padding:0}
.spw-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:16px}
.spw-title{font-size:1.25rem;font-weight:700;line-height:1.3;color:var(--spw-heading,#0f172a)}
.spw-totals{font-size:.875rem;color:#334155}
.spw-list{list-style:none;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr))}
.spw-item{display:flex;background:#fff;border:1px solid #e2e8f0;border-top:4px solid var(--spw-accent,#4338ca);border-radius:12px;padding:16px}
.spw-item figure{display:flex;flex-direction:column;gap:10px;width:100%}
.spw-stars{color:#b45309;font-size:1.125rem;letter-spacing:2px;line-height:1}
.spw-quote p{white-space:pre-line;overflow-wrap:anywhere}
.spw figcaption{margin-top:auto;font-size:.875rem;color:#334155}
.spw-author{font-weight:600;color:var(--spw-heading,#0f172a)}
.spw-source{display:block;color:#475569}
.spw-foot{margin-top:16px;font-size:.875rem}
.spw a{color:var(--spw-link,#3730a3);text-decoration:underline;text-underline-offset:2px}
.spw a:focus-visible,.spw button:focus-visible,.spw-track:focus-visible{outline:2px solid var(--spw-link,#4f46e5);outline-offset:2px}
.spw-track{overflow-x:auto;scroll-snap-type:x mandatory;padding:2px 2px 8px}
.spw-carousel .spw-list{grid-auto-flow:column;grid-template-columns:none;grid-auto-columns:min(85%,20rem)}
.spw-carousel .spw-item{scroll-snap-align:start}
.spw-nav{display:flex;gap:8px}
.spw-nav button{min-width:44px;min-height:44px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#0f172a;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.spw-single .spw-item{padding:24px}
.spw-single .spw-quote{font-size:1.25rem}
.spw-empty{color:#334155}
`
  .replace(/\n/g, '')
  .trim();

/** The wall's own colours when a speaker has chosen none, or chosen one that does not read on white. */
const WALL_ACCENT = '#4338ca';
const WALL_LINK = '#3730a3';
const WALL_HEADING = '#0f172a';
/** The page's near-white: the darker of the two backgrounds the wall's text sits on (its cards are white). */
const WALL_BACKGROUND = '#f8fafc';

/**
 * The speaker's colours on the wall: the primary one marks each card and colours the links, the
 * secondary one the heading and the names. A colour used for text must read on the near-white the
 * wall sits on (WCAG AA); a pale one keeps the wall's own colour for text and still marks the cards.
 */
export function wallColors(speaker: Pick<PublicProof['speaker'], 'brandColorPrimary' | 'brandColorSecondary'>): string {
  const primary = safeHexColor(speaker.brandColorPrimary, WALL_ACCENT);
  const secondary = safeHexColor(speaker.brandColorSecondary, WALL_HEADING);
  const link = readableBrandColor(primary, WALL_BACKGROUND, WALL_LINK);
  const heading = readableBrandColor(secondary, WALL_BACKGROUND, WALL_HEADING);
  return `--spw-accent:${primary};--spw-link:${link};--spw-heading:${heading}`;
}

function stars(rating: number): Html {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return markup`<p class="spw-stars" role="img" aria-label="${starsLabel(filled)}"><span aria-hidden="true">${'★'.repeat(filled)}${'☆'.repeat(5 - filled)}</span></p>`;
}

/** sourceText with each typed part (talk title, event name) set off. */
function sourceHtml(t: PublicTestimonial): Html {
  const talk =
    t.talkTitle && t.talkTitle !== t.eventName ? markup`“${typedText(t.talkTitle)}”, ${typedText(t.eventName)}` : typedText(t.eventName);
  const date = formatTalkDate(t.eventDate, 'short');
  return markup`Via the feedback form of ${talk}${date ? ` · ${date}` : ''}`;
}

function testimonial(t: PublicTestimonial): Html {
  // authorName and authorDetail, each typed part set off.
  const name = t.firstName?.trim() ? typedText(t.firstName.trim()) : authorName(t);
  const detail = [t.role?.trim(), t.company?.trim()].filter(Boolean).map((part) => markup`, ${typedText(part!)}`);
  return markup`<li class="spw-item"><figure>
${stars(t.rating)}
<blockquote class="spw-quote"><p>“${t.quote.trim()}”</p></blockquote>
<figcaption><span class="spw-author">${name}</span>${detail}<span class="spw-source">${sourceHtml(t)}</span></figcaption>
</figure></li>`;
}

export interface WallOptions {
  layout: WallLayout;
  /** The heading above the testimonials; "Testimonials for {speaker}" by default. */
  title?: string;
  /** Whether the totals sit next to the heading (the proof page shows them in its own header). */
  showTotals?: boolean;
  /** Carousel buttons, which need the script: only where it runs. */
  interactive?: boolean;
  /** Where the links to the proof page open: `_top` from inside a frame. */
  linkTarget?: '_top';
  /** The link to the proof page under the wall; left out on the proof page itself. */
  footLink?: boolean;
}

/**
 * The wall: a heading, the totals, and the testimonials as a grid (`wall`), a row that scrolls
 * sideways (`carousel`) or the first one alone (`quote`), each with its stars as text for screen
 * readers, the author as their consent allows, and the talk it was given for.
 */
export function renderWall(proof: PublicProof, options: WallOptions): Html {
  const { layout } = options;
  const list = layout === 'quote' ? proof.testimonials.slice(0, 1) : proof.testimonials;
  const target = options.linkTarget ? markup` target="${options.linkTarget}"` : null;
  const items = markup`<ul class="spw-list" role="list">${list.map(testimonial)}</ul>`;
  const body =
    list.length === 0
      ? markup`<p class="spw-empty">No testimonials to show yet.</p>`
      : layout === 'carousel'
        ? markup`<div class="spw-track" role="region" aria-label="Testimonials, scrolling sideways" tabindex="0" data-spw-track>${items}</div>`
        : items;
  const nav =
    layout === 'carousel' && options.interactive && list.length > 1
      ? markup`<div class="spw-nav"><button type="button" aria-label="Previous testimonial" data-spw-prev>‹</button><button type="button" aria-label="Next testimonial" data-spw-next>›</button></div>`
      : null;
  const more =
    layout === 'quote' && proof.testimonials.length > 1 ? 'Read all testimonials' : 'All testimonials and how they were collected';
  const layoutClass = layout === 'quote' ? 'spw-single' : layout === 'carousel' ? 'spw-carousel' : 'spw-grid';
  return markup`<section class="spw ${layoutClass}" style="${wallColors(proof.speaker)}" aria-labelledby="spw-title">
<div class="spw-head"><div><h2 class="spw-title" id="spw-title">${options.title ?? `Testimonials for ${proof.speaker.name}`}</h2>${
    options.showTotals === false ? null : markup`<p class="spw-totals">${totalsText(proof.totals)}</p>`
  }</div>${nav}</div>
${body}
${options.footLink === false ? null : markup`<p class="spw-foot"><a href="${proof.speaker.pageUrl}"${target}>${more}</a></p>`}
</section>`;
}
