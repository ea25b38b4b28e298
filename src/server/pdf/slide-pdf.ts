import { imageAsPng, slidePlan } from '../graphics/renderer';
import { SLIDE_WIDTH_PX, type SlideInput, type SlideText } from '../graphics/slide-layout';
import { createPdf, writeText } from './pdf';

/** Where the PDF's short link and code lead, and its document title. */
export interface SlidePdfLinks {
  shortUrl: string;
  feedbackUrl: string;
  title: string;
}

/** A 16:9 page the size of a widescreen presentation's slide (13.33 x 7.5 in). */
const SLIDE_PDF_PAGE = { width: 960, height: 540 };
const SCALE = SLIDE_PDF_PAGE.width / SLIDE_WIDTH_PX;
/** Inter's ascender to descender, in ems: where a line's text sits inside its line box (the Noto faces' lines are placed alike). */
const INTER_CONTENT_EM = 1.21;

function text(doc: PDFKit.PDFDocument, t: SlideText) {
  doc.fillColor(t.color).fontSize(t.fontSize * SCALE);
  t.lines.forEach((line, i) => {
    const boxTop = t.top + i * t.lineHeightPx;
    doc.x = t.left * SCALE;
    doc.y = (boxTop + (t.lineHeightPx - INTER_CONTENT_EM * t.fontSize) / 2) * SCALE;
    // A right-to-left line lines up on the right of its box, as in the PNG.
    writeText(
      doc,
      line,
      t.weight,
      t.direction === 'rtl' ? { lineBreak: false, width: t.width * SCALE, direction: 'rtl' } : { lineBreak: false },
    );
  });
}

/**
 * The closing slide as a one-page PDF with the PNG's layout (the same plan): real text, the QR code
 * as vector shapes (sharp at any zoom or print size), the logo embedded. The short link and the
 * code are also links, for a deck shared as a PDF.
 */
export async function renderSlidePdf(input: SlideInput, links: SlidePdfLinks): Promise<Buffer> {
  const plan = slidePlan(input);
  const { doc, finish } = createPdf({
    size: [SLIDE_PDF_PAGE.width, SLIDE_PDF_PAGE.height],
    margin: 0,
    info: { Title: links.title },
  });
  const box = (b: { left: number; top: number; width: number; height: number }) =>
    [b.left * SCALE, b.top * SCALE, b.width * SCALE, b.height * SCALE] as const;

  doc.rect(0, 0, SLIDE_PDF_PAGE.width, SLIDE_PDF_PAGE.height).fill(plan.background);
  doc.rect(...box(plan.band)).fill(plan.band.color);

  if (plan.header.kind === 'logo') {
    const { panel, image } = plan.header;
    doc.roundedRect(...box(panel), 20 * SCALE).fill('#ffffff');
    const bytes = image.mime === 'image/gif' ? imageAsPng(image.bytes, image.mime, image.width, image.height) : Buffer.from(image.bytes);
    const [x, y, width, height] = box(image);
    doc.image(bytes, x, y, { width, height });
  } else {
    text(doc, plan.header.text);
  }
  text(doc, plan.title);
  text(doc, plan.callToAction);
  text(doc, plan.urlLabel);
  doc.roundedRect(...box(plan.urlPanel), 20 * SCALE).fill('#ffffff');
  text(doc, plan.url);
  doc.link(...box(plan.urlPanel), links.shortUrl);

  doc.roundedRect(...box(plan.qrCard), 40 * SCALE).fill('#ffffff');
  const { qr } = plan;
  doc
    .save()
    .translate(qr.left * SCALE, qr.top * SCALE)
    .scale(qr.modulePx * SCALE)
    .path(qr.matrix.path)
    .fill('#000000')
    .restore();
  doc.link(...box(plan.qrCard), links.feedbackUrl);
  return finish();
}
