import type { PublicProof } from '../../../shared/contract/proof-page';
import { safeHexColor } from '../../../shared/domain/brand-colors';
import { Html, markup } from '../../../shared/domain/markup';
import { authorName, renderWall, starsLabel, totalsText, WALL_CSS, type WallLayout } from '../../../shared/domain/testimonial-wall';
import { document } from '../../pages/pages';
import type { PageProof } from './service';

/** An image for social previews: a shared testimonial graphic (large) or the speaker's logo. */
export interface PreviewImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

const DEFAULT_THEME = '#4338ca';

/** The proof page's own layout on top of the attendee pages' stylesheet: wider, for a grid of testimonials. */
const PROOF_CSS = `.page{max-width:64rem}.card p+p{margin-top:8px}.brand-body h1{font-size:1.875rem}.bio{white-space:pre-line;max-width:42rem}.foot{text-align:center}.foot a{color:#3730a3}${WALL_CSS}`;

/** The framed wall: no page chrome, transparent, the links leave the frame. */
const FRAME_CSS = `body{background:transparent}.page{max-width:none;min-height:0;padding:8px}${WALL_CSS}`;

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as escapes, so an
 * attendee's words cannot close the script element, and the line separators JavaScript parsers
 * once refused.
 */
function jsonForScript(value: unknown): Html {
  return new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/**
 * schema.org, as one graph: the page is a ProfilePage whose main entity is the speaker (a Person),
 * and each testimonial is a Review whose itemReviewed is that Person (a Person has no `review`
 * property of its own). No AggregateRating: review snippets for a person's or an organisation's own
 * reviews on its own page are self-serving, which search engines ignore or penalise (decision 038).
 */
export function proofPageJsonLd(proof: PageProof): Record<string, unknown> {
  const { speaker } = proof;
  const person = { '@id': `${speaker.pageUrl}#speaker` };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'ProfilePage', '@id': speaker.pageUrl, url: speaker.pageUrl, name: `${speaker.name}: testimonials`, mainEntity: person },
      {
        '@type': 'Person',
        ...person,
        name: speaker.name,
        url: speaker.pageUrl,
        ...(speaker.bio ? { description: speaker.bio } : {}),
        ...(speaker.logoUrl ? { image: speaker.logoUrl } : {}),
      },
      ...proof.testimonials.map((t, i) => ({
        '@type': 'Review',
        itemReviewed: person,
        reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: authorName(t) },
        reviewBody: t.quote,
        datePublished: proof.answeredOn[i],
      })),
    ],
  };
}

/** Open Graph and Twitter card tags: what a link to the page shows when shared. */
function socialTags(tags: { title: string; description: string; url: string; type: string; image: PreviewImage | null }): Html {
  const { image } = tags;
  return markup`<meta property="og:type" content="${tags.type}">
<meta property="og:site_name" content="SpeakerPro">
<meta property="og:title" content="${tags.title}">
<meta property="og:description" content="${tags.description}">
<meta property="og:url" content="${tags.url}">
${
  image
    ? markup`<meta property="og:image" content="${image.url}">
<meta property="og:image:alt" content="${image.alt}">
${image.width ? markup`<meta property="og:image:width" content="${image.width}"><meta property="og:image:height" content="${image.height ?? image.width}">` : null}
<meta name="twitter:image" content="${image.url}">
<meta name="twitter:image:alt" content="${image.alt}">`
    : null
}
<meta name="twitter:card" content="${image?.width && image.width >= 600 ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${tags.title}">
<meta name="twitter:description" content="${tags.description}">`;
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

function proofDescription(proof: PublicProof): string {
  const parts = [`${totalsText(proof.totals)}.`];
  if (proof.speaker.bio) parts.push(proof.speaker.bio);
  else if (proof.testimonials[0]) parts.push(`“${proof.testimonials[0].quote}”`);
  return clip(parts.join(' '), 200);
}

/**
 * {PUBLIC_URL}/s/{slug}: the speaker's proof page, complete without a script: their name, logo,
 * colours and bio, the totals, the testimonials in the speaker's order, and how they were
 * collected, with structured data and social preview tags.
 */
export function proofPageHtml(proof: PageProof, image: PreviewImage | null): string {
  const { speaker } = proof;
  const primary = safeHexColor(speaker.brandColorPrimary, DEFAULT_THEME);
  const secondary = safeHexColor(speaker.brandColorSecondary, '#0f172a');
  const title = `${speaker.name} · Testimonials`;
  const description = proofDescription(proof);
  return document({
    title,
    description,
    themeColor: primary,
    script: null,
    css: PROOF_CSS,
    head: markup`<link rel="canonical" href="${speaker.pageUrl}">
${socialTags({ title, description, url: speaker.pageUrl, type: 'profile', image })}
<script type="application/ld+json">${jsonForScript(proofPageJsonLd(proof))}</script>`,
    body: markup`<header class="card brand">
<div class="bar" aria-hidden="true"><span style="background-color:${primary}"></span><span style="background-color:${secondary}"></span></div>
<div class="brand-body">
${speaker.logoUrl ? markup`<img class="logo" src="${speaker.logoUrl}" alt="${speaker.name}">` : null}
<h1>${speaker.name}</h1>
${speaker.bio ? markup`<p class="bio muted">${speaker.bio}</p>` : null}
<p class="small muted">${totalsText(proof.totals)}</p>
</div>
</header>
${renderWall(proof, { layout: 'wall', title: 'What people said', showTotals: false, footLink: false })}
<section class="card" aria-labelledby="how-collected">
<h2 id="how-collected">How these testimonials were collected</h2>
<p class="small muted">Each one was given on the feedback form of the talk named with it: the talk's own form, opened from the QR code or link ${speaker.name} shares for it. The page shows answers of 4 or 5 stars whose authors agreed to have them published; the totals above count every answer, whatever its rating. A name, job role and company appear only as far as the author agreed. SpeakerPro does not check who fills in a feedback form, so these testimonials are not verified.</p>
<p class="small muted">Wrote one of these and want it taken down? Opt out of testimonials on the <a href="/privacy">privacy page</a> with the e-mail address you gave; it leaves this page within a minute.</p>
</section>
<footer class="foot small muted"><p>Testimonials collected with <a href="/">SpeakerPro</a></p></footer>`,
  });
}

/**
 * {PUBLIC_URL}/embed/wall/{slug}: the wall alone, for an <iframe> on the speaker's site (no script
 * needed; a carousel scrolls sideways without its buttons). Not indexed on its own: the proof page
 * is the page to find, and the wall is indexed as part of the page that embeds it.
 */
export function wallFrameHtml(proof: PublicProof, layout: WallLayout): string {
  return document({
    title: `Testimonials for ${proof.speaker.name}`,
    description: proofDescription(proof),
    themeColor: safeHexColor(proof.speaker.brandColorPrimary, DEFAULT_THEME),
    script: null,
    css: FRAME_CSS,
    head: markup`<meta name="robots" content="noindex, indexifembedded">`,
    body: renderWall(proof, { layout, linkTarget: '_top' }),
  });
}

export interface SharedGraphic {
  imageUrl: string;
  pageUrl: string;
  quote: string;
  attendeeName: string;
  rating: number;
  speakerName: string;
  talk: string;
  proofPageUrl: string | null;
}

/**
 * {PUBLIC_URL}/g/{token}: the page a shared testimonial graphic's link opens. Its og:image is the
 * graphic, so LinkedIn and other sites show the image when the link is posted; the page shows it
 * with the words as text.
 */
export function sharedGraphicHtml(graphic: SharedGraphic): string {
  const who = graphic.attendeeName.trim() || 'Anonymous';
  const title = `Testimonial for ${graphic.speakerName}`;
  const description = clip(`“${graphic.quote}” — ${who}, on ${graphic.talk}`, 200);
  const alt = `Testimonial graphic: “${graphic.quote}” — ${who}, ${starsLabel(graphic.rating)}`;
  return document({
    title: `${title} · SpeakerPro`,
    description,
    themeColor: DEFAULT_THEME,
    script: null,
    head: socialTags({
      title,
      description,
      url: graphic.pageUrl,
      type: 'article',
      image: { url: graphic.imageUrl, alt, width: 1080, height: 1080 },
    }),
    body: markup`<section class="card gift graphic" aria-labelledby="graphic-title">
<div>
<h1 id="graphic-title">${title}</h1>
<p class="small muted">On ${graphic.talk}</p>
</div>
<img src="${graphic.imageUrl}" alt="${alt}" width="1080" height="1080">
${graphic.proofPageUrl ? markup`<a class="button large" href="${graphic.proofPageUrl}">More testimonials for ${graphic.speakerName}</a>` : null}
</section>
<footer class="small muted center"><p>Made with <a href="/">SpeakerPro</a></p></footer>`,
  });
}
