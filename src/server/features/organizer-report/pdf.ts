import { quoted } from '../../graphics/drawable';
import { createPdf, writeText, type PdfWeight, type WriteOptions } from '../../pdf/pdf';
import type { ReportContent } from './content';
import {
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

const INK = '#0f172a';
const MUTED = '#475569';
const TRACK = '#e2e8f0';
const MARGIN = 48;

/** PNG and JPEG are what pdfkit draws; another logo format (GIF) leaves the speaker's name on its own. */
function drawableLogo(logo: Buffer | null): Buffer | null {
  if (!logo || logo.length < 4) return null;
  const png = logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47;
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff;
  return png || jpeg ? logo : null;
}

/**
 * The report as an A4 PDF, in Inter with real text (searchable, copyable, read back by tests): the
 * same sections and words as the page, the speaker's logo and colours, the ratings as bars.
 */
export async function reportPdf(content: ReportContent, logo: Buffer | null): Promise<Buffer> {
  const primary = content.brandPrimary;
  const secondary = content.brandSecondary;
  const { doc, finish } = createPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: reportTitle(content), Author: content.speakerName || 'SpeakerPro' },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  /** A new page when fewer than `height` points are left on this one. */
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  /**
   * Text at the current line (or at x, y), at a size and colour; leaves doc.y below it. The report
   * reads left to right: a line of names and labels keeps that order whatever their script; only
   * attendees' own words (quotes, takeaways) take the direction of their script.
   */
  const write = (
    text: string,
    style: { weight?: PdfWeight; size: number; color?: string },
    options: WriteOptions & { x?: number; y?: number } = {},
  ) => {
    const { x, y, ...rest } = options;
    doc.x = x ?? MARGIN;
    if (y !== undefined) doc.y = y;
    doc.fontSize(style.size).fillColor(style.color ?? INK);
    writeText(doc, text, style.weight ?? 400, { width: rest.width ?? width - (doc.x - MARGIN), direction: 'ltr', ...rest });
    doc.x = MARGIN;
  };
  const heading = (text: string) => {
    ensureSpace(60);
    doc.moveDown(1.2);
    write(text, { weight: 700, size: 14 });
    doc.moveDown(0.4);
  };

  // The brand's two colours across the top edge, as on the page.
  doc.save();
  doc.rect(0, 0, doc.page.width * 0.75, 10).fill(primary);
  doc.rect(doc.page.width * 0.75, 0, doc.page.width * 0.25, 10).fill(secondary);
  doc.restore();

  doc.y = MARGIN;
  const image = drawableLogo(logo);
  if (image) {
    try {
      doc.image(image, MARGIN, MARGIN, { fit: [180, 56] });
      doc.y = MARGIN + 56 + 12;
    } catch {
      // An image pdfkit cannot read: the report goes out without it rather than not at all.
      doc.y = MARGIN;
    }
  }
  write(REPORT_WORDS.kicker.toUpperCase(), { weight: 700, size: 9, color: MUTED });
  doc.moveDown(0.3);
  write(content.talkTitle, { weight: 700, size: 22 });
  doc.moveDown(0.2);
  write(`${content.eventName === content.talkTitle ? '' : `${content.eventName} · `}${talkDate(content)}`, { size: 12, color: MUTED });
  if (byLine(content)) write(byLine(content), { size: 11, color: MUTED });

  if (content.note) {
    heading(noteHeading(content));
    write(content.note, { size: 11 });
  }

  heading(REPORT_WORDS.glance);
  const figures = glanceFigures(content);
  const column = width / figures.length;
  ensureSpace(70);
  const top = doc.y;
  let lowest = top;
  figures.forEach((f, i) => {
    const x = MARGIN + i * column;
    const w = column - 10;
    write(f.label, { size: 9, color: MUTED }, { x, y: top, width: w });
    write(f.value, { weight: 700, size: 18 }, { x, y: doc.y + 2, width: w });
    if (f.hint) write(f.hint, { size: 8, color: MUTED }, { x, y: doc.y + 2, width: w });
    lowest = Math.max(lowest, doc.y);
  });
  doc.y = lowest;
  const missingAverage = averageNote(content);
  if (missingAverage) {
    doc.moveDown(0.5);
    write(missingAverage, { size: 9, color: MUTED });
  }

  heading(REPORT_WORDS.ratings);
  const most = Math.max(1, ...content.distribution.map((d) => d.count));
  const labelWidth = 56;
  const countWidth = 40;
  const trackWidth = width - labelWidth - countWidth - 16;
  for (const d of content.distribution) {
    ensureSpace(22);
    const y = doc.y;
    write(starsLabel(d.stars), { size: 10 }, { x: MARGIN, y, width: labelWidth });
    doc.save();
    doc.roundedRect(MARGIN + labelWidth + 8, y + 1, trackWidth, 10, 5).fill(TRACK);
    if (d.count > 0) doc.roundedRect(MARGIN + labelWidth + 8, y + 1, Math.max(10, (trackWidth * d.count) / most), 10, 5).fill(primary);
    doc.restore();
    write(String(d.count), { weight: 700, size: 10 }, { x: MARGIN + width - countWidth, y, width: countWidth, align: 'right' });
    doc.y = y + 20;
  }

  const { groups } = content.takeaways;
  if (groups.length > 0 || content.takeawaysUnquoted > 0) {
    heading(REPORT_WORDS.takeaways);
    const unquoted = content.takeawaysUnquoted > 0 ? ` ${REPORT_WORDS.takeawaysUnquoted(content.takeawaysUnquoted)}` : '';
    write(`${REPORT_WORDS.takeawaysIntro}${unquoted}`, { size: 9, color: MUTED });
    for (const g of groups) {
      doc.moveDown(0.6);
      ensureSpace(40);
      write(takeawayGroupHeading(g), { weight: 700, size: 11 });
      for (const q of g.quotes) {
        doc.moveDown(0.2);
        write(quoted(q.text), { size: 10 }, { x: MARGIN + 12, width: width - 12, direction: 'auto' });
      }
    }
  }

  if (content.testimonials.length > 0) {
    heading(REPORT_WORDS.testimonials);
    for (const t of content.testimonials) {
      doc.fontSize(11);
      const quote = quoted(t.quote);
      ensureSpace(Math.min(doc.heightOfString(quote, { width: width - 14 }) + 30, bottom() - MARGIN));
      const y = doc.y;
      write(quote, { size: 11 }, { x: MARGIN + 14, width: width - 14, direction: 'auto' });
      write(`${attribution(t.attribution)} · ${starsLabel(t.rating)}`, { size: 9, color: MUTED }, { x: MARGIN + 14, width: width - 14 });
      if (doc.y > y) {
        doc.save();
        doc.rect(MARGIN, y, 3, doc.y - y).fill(primary);
        doc.restore();
      }
      doc.moveDown(0.8);
    }
  }

  const tally = (title: string, rows: { label: string; count: number }[], intro?: string) => {
    if (rows.length === 0) return;
    doc.moveDown(0.6);
    ensureSpace(40);
    write(title, { weight: 700, size: 11 });
    if (intro) write(intro, { size: 9, color: MUTED });
    doc.moveDown(0.2);
    for (const r of rows) {
      ensureSpace(16);
      const y = doc.y;
      write(r.label, { size: 10 }, { y, width: width - 50 });
      const below = doc.y;
      write(String(r.count), { weight: 700, size: 10 }, { x: MARGIN + width - 40, y, width: 40, align: 'right' });
      doc.y = Math.max(below, doc.y) + 2;
    }
  };
  if (content.roles.length > 0 || content.companies.length > 0) {
    heading(REPORT_WORDS.audience);
    write(REPORT_WORDS.audienceIntro, { size: 9, color: MUTED });
    tally(
      REPORT_WORDS.roles,
      content.roles.map((r) => ({ label: r.role, count: r.count })),
    );
    tally(
      REPORT_WORDS.companies,
      content.companies.map((c) => ({ label: c.company, count: c.count })),
      REPORT_WORDS.companiesIntro,
    );
  }

  doc.moveDown(2);
  ensureSpace(40);
  write(REPORT_WORDS.privacy, { size: 8, color: MUTED });
  doc.moveDown(0.3);
  write(generatedLine(content), { size: 8, color: MUTED });
  return finish();
}
