import { readableTextColor } from '../../../shared/domain/brand-colors';
import { Html, markup, typedText } from '../../../shared/domain/markup';
import { messagePage } from '../../pages/pages';
import { ATTENDEE_CSS } from '../../pages/styles';
import type { ReportContent } from './content';
import {
  answersLabel,
  attribution,
  averageNote,
  byLine,
  generatedLine,
  glanceFigures,
  noteHeading,
  REPORT_WORDS,
  reportTitle,
  starsLabel,
  takeawayGroupHeading,
  talkDate,
} from './words';

/**
 * The report's additions to the attendee pages' stylesheet (the same cards, type and colours): a
 * wider page for a desk, figures, rating bars that print in colour, and a print layout without the
 * page's grey background or the PDF link.
 */
const REPORT_CSS = `
.page.report{max-width:48rem}
.kicker{font-size:.75rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#475569}
.report section h2{margin-bottom:8px}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(9.5rem,1fr));gap:12px;margin:0}
.stat{border:1px solid #e2e8f0;border-radius:8px;padding:12px;margin:0}
.stat dt{font-size:.875rem;color:#475569}
.stat dd{margin:2px 0 0;font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums}
.stat .hint{font-size:.8125rem;font-weight:400;margin-top:2px}
.bars{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.bars li{display:grid;grid-template-columns:4.5rem 1fr 2.5rem;align-items:center;gap:8px}
.track{display:block;height:14px;border-radius:7px;background:#e2e8f0;overflow:hidden}
.fill{display:block;height:100%;border-radius:7px}
.count{text-align:right;font-variant-numeric:tabular-nums;font-weight:600}
.quotes{list-style:none;margin:0;padding:0;display:grid;gap:16px}
blockquote{margin:0;padding-left:12px;border-left:4px solid #cbd5e1}
blockquote p{white-space:pre-line}
.cite{font-size:.875rem;color:#475569;margin-top:4px}
.group{display:grid;gap:8px}
.group+.group{margin-top:16px}
.group h3{font-size:1rem;font-weight:600;margin:0}
.tally{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.tally li{display:flex;justify-content:space-between;gap:12px;border-bottom:1px solid #f1f5f9;padding:4px 0}
.tally li span:last-child{font-variant-numeric:tabular-nums;font-weight:600}
.columns{display:grid;gap:20px}
@media (min-width:640px){.columns{grid-template-columns:1fr 1fr}}
.columns h3{font-size:1rem;font-weight:600;margin:0 0 4px}
.preview{padding:12px 16px;border:1px solid #fcd34d;border-radius:8px;background:#fffbeb;color:#451a03;font-size:.875rem}
.footer{display:grid;gap:12px;font-size:.875rem;color:#475569}
.footer .button{justify-self:start}
@media print{
body{background:#fff}
.page{max-width:none;padding:0;min-height:0}
.card{box-shadow:none;break-inside:avoid}
.no-print{display:none!important}
.bar span,.fill{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
`
  .replace(/\n/g, '')
  .trim();

function reportDocument(page: { title: string; themeColor: string; body: Html }): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="${page.themeColor}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${page.title}</title>
<style>${new Html(ATTENDEE_CSS)}${new Html(REPORT_CSS)}</style>
</head>
<body>
<main class="page report">${page.body}</main>
</body>
</html>`.value;
}

function header(content: ReportContent, primary: string, secondary: string): Html {
  return markup`<header class="card brand">
<div class="bar" aria-hidden="true"><span style="background-color:${primary}"></span><span style="background-color:${secondary}"></span></div>
<div class="brand-body">
${content.logoUrl ? markup`<img class="logo" src="${content.logoUrl}" alt="${content.speakerName}">` : null}
<p class="kicker">${REPORT_WORDS.kicker}</p>
<h1>${content.talkTitle}</h1>
<p class="muted">${content.eventName === content.talkTitle ? '' : markup`${content.eventName} · `}<time datetime="${content.eventDate.toISOString().slice(0, 10)}">${talkDate(content)}</time></p>
${byLine(content) ? markup`<p class="speaker">${byLine(content)}</p>` : null}
</div>
</header>`;
}

function glance(content: ReportContent): Html {
  const note = averageNote(content);
  return markup`<section class="card" aria-labelledby="glance">
<h2 id="glance">${REPORT_WORDS.glance}</h2>
<dl class="stats">${glanceFigures(content).map(
    (f) => markup`<div class="stat"><dt>${f.label}</dt><dd>${f.value}</dd>${f.hint ? markup`<dd class="hint">${f.hint}</dd>` : null}</div>`,
  )}</dl>
${note ? markup`<p class="hint" style="margin-top:8px">${note}</p>` : null}
</section>`;
}

function ratings(content: ReportContent, primary: string): Html {
  const most = Math.max(1, ...content.distribution.map((d) => d.count));
  return markup`<section class="card" aria-labelledby="ratings">
<h2 id="ratings">${REPORT_WORDS.ratings}</h2>
<ul class="bars">${content.distribution.map(
    (d) =>
      markup`<li><span>${starsLabel(d.stars)}</span><span class="track" aria-hidden="true"><span class="fill" style="width:${Math.round((d.count / most) * 100)}%;background-color:${primary}"></span></span><span class="count">${d.count}<span class="sr-only"> ${answersLabel(d.count).replace(/^\d+ /, '')}</span></span></li>`,
  )}</ul>
</section>`;
}

function note(content: ReportContent): Html | null {
  if (!content.note) return null;
  return markup`<section class="card" aria-labelledby="note">
<h2 id="note">${noteHeading(content)}</h2>
<p class="pre-line">${content.note}</p>
</section>`;
}

function takeaways(content: ReportContent): Html | null {
  const { groups } = content.takeaways;
  const unquoted = content.takeawaysUnquoted;
  if (groups.length === 0 && unquoted === 0) return null;
  return markup`<section class="card" aria-labelledby="takeaways">
<h2 id="takeaways">${REPORT_WORDS.takeaways}</h2>
<p class="hint" style="margin-bottom:12px">${REPORT_WORDS.takeawaysIntro}${unquoted > 0 ? ` ${REPORT_WORDS.takeawaysUnquoted(unquoted)}` : ''}</p>
${groups.map(
  (g) => markup`<div class="group">
<h3>${takeawayGroupHeading(g)}</h3>
<ul class="quotes">${g.quotes.map((q) => markup`<li><blockquote><p>${q.text}</p></blockquote></li>`)}</ul>
</div>`,
)}
</section>`;
}

/** "— Priya, Head of People", each typed part isolated; "— An attendee" without a name. */
function authorLine(author: ReportContent['testimonials'][number]['author']): Html {
  if (!author) return markup`${attribution(null)}`;
  return markup`— ${typedText(author.name)}${author.role ? markup`, ${typedText(author.role)}` : null}`;
}

function testimonials(content: ReportContent, primary: string): Html | null {
  if (content.testimonials.length === 0) return null;
  return markup`<section class="card" aria-labelledby="testimonials">
<h2 id="testimonials">${REPORT_WORDS.testimonials}</h2>
<ul class="quotes">${content.testimonials.map(
    (t) => markup`<li><figure style="margin:0"><blockquote style="border-left-color:${primary}"><p>${t.quote}</p></blockquote>
<figcaption class="cite">${authorLine(t.author)} · ${starsLabel(t.rating)}</figcaption></figure></li>`,
  )}</ul>
</section>`;
}

function tally(title: string, rows: { label: string; count: number }[], intro?: string): Html | null {
  if (rows.length === 0) return null;
  return markup`<div>
<h3>${title}</h3>
${intro ? markup`<p class="hint" style="margin-bottom:4px">${intro}</p>` : null}
<ul class="tally">${rows.map((r) => markup`<li><span>${typedText(r.label)}</span><span>${r.count}</span></li>`)}</ul>
</div>`;
}

function audience(content: ReportContent): Html | null {
  if (content.roles.length === 0 && content.companies.length === 0) return null;
  return markup`<section class="card" aria-labelledby="audience">
<h2 id="audience">${REPORT_WORDS.audience}</h2>
<p class="hint" style="margin-bottom:12px">${REPORT_WORDS.audienceIntro}</p>
<div class="columns">
${tally(
  REPORT_WORDS.roles,
  content.roles.map((r) => ({ label: r.role, count: r.count })),
)}
${tally(
  REPORT_WORDS.companies,
  content.companies.map((c) => ({ label: c.company, count: c.count })),
  REPORT_WORDS.companiesIntro,
)}
</div>
</section>`;
}

/**
 * The report as a page: made on the server, no script, readable on a phone and printable. `pdfHref`
 * is the same report's PDF; `preview` marks the speaker's own look before sharing.
 */
export function reportPage(content: ReportContent, options: { pdfHref: string; preview?: boolean }): string {
  const primary = content.brandPrimary;
  const secondary = content.brandSecondary;
  return reportDocument({
    title: reportTitle(content),
    themeColor: primary,
    body: markup`${options.preview ? markup`<p class="preview no-print" role="note">${REPORT_WORDS.previewBanner}</p>` : null}
${header(content, primary, secondary)}
${note(content)}
${glance(content)}
${ratings(content, primary)}
${takeaways(content)}
${testimonials(content, primary)}
${audience(content)}
<footer class="footer">
<a class="button no-print" href="${options.pdfHref}" style="background-color:${primary};color:${readableTextColor(primary)}">${REPORT_WORDS.pdfLink}</a>
<p>${REPORT_WORDS.privacy}</p>
<p>${generatedLine(content)}</p>
</footer>`,
  });
}

/** Unknown, revoked, expired or malformed: one page for all, which tells nobody which. */
export const reportNotFoundPage = () =>
  messagePage({
    title: 'Report not found',
    message: 'This report link does not work: the speaker may have revoked it, or it has expired. Ask the speaker for a new link.',
    alert: true,
  });

/** The report's error pages: a rate limit, a database restart. */
export const reportProblemPage = (message: string) => messagePage({ title: 'Impact report', message, alert: true });
