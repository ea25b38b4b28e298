import { imageSize } from 'image-size';
import { DEFAULT_BRAND_COLOR, readableTextColor, safeHexColor } from '../../shared/domain/brand-colors';
import { textDirection } from './drawable';
import { FONT_FAMILY, hanPreferenceOf, measureText, type FontWeight, type HanPreference } from './fonts';
import { textLine, type SatoriElement } from './layouts';
import { qrMatrix, type QrMatrix } from './qr-matrix';
import { fitText, sizeSteps } from './text-fit';

/** A talk's closing slide: 1920x1080, the size of a 16:9 deck exported for a 1080p projector. */
export const SLIDE_WIDTH_PX = 1920;
export const SLIDE_HEIGHT_PX = 1080;

/**
 * Read from the back of a room: on a 1080p slide no line is smaller than 40 px (about 4% of the
 * screen's height, the size of a deck's body text), except the short link, which may step down to
 * 32 px before it wraps (it is never shortened: a cut link leads nowhere).
 */
export const SLIDE_MIN_TEXT_PX = 40;
const SLIDE_MIN_URL_PX = 32;

/** Everything the slide is made from; the same input always gives the same PNG bytes. */
export interface SlideInput {
  title: string;
  /** "Scan to rate this talk" (and the gift, when there is one). */
  callToAction: string;
  /** The short link as people type it (no https://). */
  shortUrlText: string;
  /** What the QR code encodes: the talk's feedback page. */
  qrText: string;
  /** Drawn when there is no logo, so the slide still says whose it is. */
  speakerName: string;
  brandColorPrimary?: string | null;
  brandColorSecondary?: string | null;
  /** The speaker's uploaded logo (PNG, JPEG or GIF), or null. */
  logo?: Uint8Array | null;
}

/**
 * The two weights the PDF layer writes (src/server/pdf), so the PNG and the PDF measure and
 * break every line alike.
 */
type SlideWeight = Extract<FontWeight, 400 | 700>;

export interface SlideText {
  lines: string[];
  fontSize: number;
  lineHeightPx: number;
  weight: SlideWeight;
  color: string;
  left: number;
  top: number;
  width: number;
  /** Right-to-left (an Arabic or Hebrew title): its lines start at the right of its width. */
  direction: 'ltr' | 'rtl';
}

export interface SlideBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where everything goes, in px of the 1920x1080 slide: the PNG and the PDF draw from the same plan. */
export interface SlidePlan {
  /** Which CJK family draws the slide's Han characters. */
  han: HanPreference;
  background: string;
  /** The secondary brand colour's band along the bottom edge. */
  band: SlideBox & { color: string };
  header: { kind: 'logo'; panel: SlideBox; image: SlideBox & { mime: string; bytes: Uint8Array } } | { kind: 'name'; text: SlideText };
  title: SlideText;
  callToAction: SlideText;
  urlLabel: SlideText;
  urlPanel: SlideBox;
  url: SlideText;
  qrCard: SlideBox;
  qr: { left: number; top: number; modulePx: number; matrix: QrMatrix };
}

const PAD = 96;
const QR_CARD = 840;
/** White around the code inside its card: at least three modules of quiet zone at any URL length. */
const QR_MAX = 720;
const GAP = 96;
const COLUMN = SLIDE_WIDTH_PX - 2 * PAD - QR_CARD - GAP;
const BAND = 20;
const HEADER = 104;
const LOGO_BOX = { width: 360, height: 72 };
const URL_PANEL_PAD_X = 28;
const URL_PANEL_PAD_Y = 20;
/** Kerning and rounding can make a drawn line a little wider than measured: keep 3% spare. */
const WIDTH_MARGIN = 0.97;
const DARK_TEXT = '#0f172a';
const DEFAULT_SECONDARY = '#1e40af';

const DRAWABLE_LOGOS: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

function fit(
  text: string,
  box: { width: number; maxHeight: number },
  sizes: number[],
  lineHeight: number,
  weight: SlideWeight,
  han?: HanPreference,
) {
  return fitText(text, {
    maxWidth: box.width * WIDTH_MARGIN,
    maxHeight: box.maxHeight,
    sizes,
    lineHeight,
    measure: (t, size) => measureText(t, size, weight, han),
  });
}

function placed(fitted: ReturnType<typeof fit>, weight: SlideWeight, color: string, left: number, top: number, width: number): SlideText {
  const direction = textDirection(fitted.lines.join(' '));
  return { lines: fitted.lines, fontSize: fitted.fontSize, lineHeightPx: fitted.lineHeightPx, weight, color, left, top, width, direction };
}

/**
 * The short link on one line at the largest size that fits; if none does, on two, broken after its
 * last slash so the code stays whole; a link too long even for that wraps where it must. Never cut.
 */
function fitUrl(url: string, width: number): ReturnType<typeof fit> {
  const sizes = sizeSteps(72, SLIDE_MIN_URL_PX);
  const oneLine = fit(url, { width, maxHeight: Math.round(72 * 1.2) }, sizes, 1.2, 700);
  if (oneLine.complete && oneLine.lines.length === 1) return oneLine;
  const cut = url.lastIndexOf('/') + 1;
  const lines = [url.slice(0, cut), url.slice(cut)];
  const fits = (size: number) => lines.every((line) => measureText(line, size, 700) <= width * WIDTH_MARGIN);
  const size = cut > 0 ? sizes.find(fits) : undefined;
  if (size !== undefined) return { fontSize: size, lineHeightPx: Math.round(size * 1.2), lines, complete: true };
  return fit(url, { width, maxHeight: 4 * Math.round(SLIDE_MIN_URL_PX * 1.2) }, [SLIDE_MIN_URL_PX], 1.2, 700);
}

const heightOf = (text: SlideText) => text.lines.length * text.lineHeightPx;

function logoOf(bytes: Uint8Array | null | undefined): { mime: string; width: number; height: number; bytes: Uint8Array } | null {
  if (!bytes || bytes.length === 0) return null;
  try {
    const size = imageSize(bytes);
    const mime = DRAWABLE_LOGOS[size.type ?? ''];
    if (!mime || !size.width || !size.height) return null;
    const scale = Math.min(LOGO_BOX.width / size.width, LOGO_BOX.height / size.height);
    return { mime, bytes, width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
  } catch {
    return null;
  }
}

/**
 * The slide's layout: the QR code large on the right in a white card; on the left the speaker's
 * logo (or name), the talk's title, the call to action and the short link on a white panel. Text
 * on the primary colour is black or white, whichever contrasts more; the link and the logo sit on
 * white, so any brand colour leaves them readable.
 */
export function planSlide(input: SlideInput, han: HanPreference = 'sc'): SlidePlan {
  const background = safeHexColor(input.brandColorPrimary, DEFAULT_BRAND_COLOR);
  const secondary = safeHexColor(input.brandColorSecondary, DEFAULT_SECONDARY);
  const ink = readableTextColor(background);
  const left = PAD;
  const bottom = SLIDE_HEIGHT_PX - PAD;

  const logo = logoOf(input.logo);
  const header: SlidePlan['header'] = logo
    ? {
        kind: 'logo',
        panel: { left, top: PAD, width: logo.width + 48, height: HEADER },
        image: {
          left: left + 24,
          top: PAD + Math.round((HEADER - logo.height) / 2),
          width: logo.width,
          height: logo.height,
          mime: logo.mime,
          bytes: logo.bytes,
        },
      }
    : {
        kind: 'name',
        text: placed(
          fit(input.speakerName, { width: COLUMN, maxHeight: HEADER }, [48, 44, 40], 1.2, 700, han),
          700,
          ink,
          left,
          PAD + 20,
          COLUMN,
        ),
      };

  // The short link first, from the bottom up: it must fit whole; the texts above share what is left.
  const urlWidth = COLUMN - 2 * URL_PANEL_PAD_X;
  const urlFit = fitUrl(input.shortUrlText, urlWidth);
  const urlHeight = urlFit.lines.length * urlFit.lineHeightPx;
  const urlPanel = { left, top: bottom - urlHeight - 2 * URL_PANEL_PAD_Y, width: COLUMN, height: urlHeight + 2 * URL_PANEL_PAD_Y };
  const url = placed(urlFit, 700, DARK_TEXT, left + URL_PANEL_PAD_X, urlPanel.top + URL_PANEL_PAD_Y, urlWidth);
  const labelFit = fit('Or type this link:', { width: COLUMN, maxHeight: 60 }, [SLIDE_MIN_TEXT_PX], 1.2, 400);
  const urlLabel = placed(labelFit, 400, ink, left, urlPanel.top - 16 - labelFit.lineHeightPx, COLUMN);

  const regionTop = PAD + HEADER + 48;
  const regionBottom = urlLabel.top - 48;
  const ctaGap = 32;
  const ctaReserve = 2 * Math.round(SLIDE_MIN_TEXT_PX * 1.2);
  const titleFit = fit(
    input.title,
    { width: COLUMN, maxHeight: Math.min(3 * Math.round(88 * 1.1), regionBottom - regionTop - ctaGap - ctaReserve) },
    sizeSteps(88, SLIDE_MIN_TEXT_PX + 8),
    1.1,
    700,
    han,
  );
  const title = placed(titleFit, 700, ink, left, regionTop, COLUMN);
  const ctaTop = regionTop + heightOf(title) + ctaGap;
  const ctaFit = fit(
    input.callToAction,
    { width: COLUMN, maxHeight: regionBottom - ctaTop },
    sizeSteps(56, SLIDE_MIN_TEXT_PX),
    1.2,
    400,
    han,
  );
  const callToAction = placed(ctaFit, 400, ink, left, ctaTop, COLUMN);

  const matrix = qrMatrix(input.qrText);
  // Whole pixels per module, so no edge between two modules falls inside a pixel (no grey seams).
  const modulePx = Math.floor(QR_MAX / matrix.size);
  const qrCard = {
    left: SLIDE_WIDTH_PX - PAD - QR_CARD,
    top: Math.round((SLIDE_HEIGHT_PX - QR_CARD) / 2),
    width: QR_CARD,
    height: QR_CARD,
  };
  const qrPx = modulePx * matrix.size;
  const qr = {
    left: qrCard.left + Math.floor((QR_CARD - qrPx) / 2),
    top: qrCard.top + Math.floor((QR_CARD - qrPx) / 2),
    modulePx,
    matrix,
  };

  return {
    han,
    background,
    band: { left: 0, top: SLIDE_HEIGHT_PX - BAND, width: SLIDE_WIDTH_PX, height: BAND, color: secondary },
    header,
    title,
    callToAction,
    urlLabel,
    urlPanel,
    url,
    qrCard,
    qr,
  };
}

// ---------------------------------------------------------------------------------------------
// The plan as a satori element (the PNG)

function el(type: string, style: Record<string, unknown>, children?: SatoriElement | string | (SatoriElement | string)[], extra = {}) {
  return { type, props: { style, ...(children === undefined ? {} : { children }), ...extra } } as SatoriElement;
}

const at = (box: { left: number; top: number }, style: Record<string, unknown> = {}) => ({
  position: 'absolute',
  left: box.left,
  top: box.top,
  display: 'flex',
  ...style,
});

function textElement(text: SlideText): SatoriElement {
  return el(
    'div',
    at(text, { flexDirection: 'column', width: text.width }),
    text.lines.map((line) =>
      textLine(
        line,
        { fontSize: text.fontSize, weight: text.weight, color: text.color, height: text.lineHeightPx },
        { direction: text.direction, han: hanPreferenceOf([line]) },
      ),
    ),
  );
}

const boxElement = (box: SlideBox, style: Record<string, unknown>) =>
  el('div', at(box, { width: box.width, height: box.height, ...style }));

export function slideElement(plan: SlidePlan): SatoriElement {
  const { qr } = plan;
  const qrPx = qr.modulePx * qr.matrix.size;
  const header =
    plan.header.kind === 'logo'
      ? [
          boxElement(plan.header.panel, { backgroundColor: '#ffffff', borderRadius: 20 }),
          el('img', at(plan.header.image, { width: plan.header.image.width, height: plan.header.image.height }), undefined, {
            src: `data:${plan.header.image.mime};base64,${Buffer.from(plan.header.image.bytes).toString('base64')}`,
            width: plan.header.image.width,
            height: plan.header.image.height,
          }),
        ]
      : [textElement(plan.header.text)];
  return el(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: SLIDE_WIDTH_PX,
      height: SLIDE_HEIGHT_PX,
      backgroundColor: plan.background,
      fontFamily: FONT_FAMILY,
    },
    [
      ...header,
      textElement(plan.title),
      textElement(plan.callToAction),
      textElement(plan.urlLabel),
      boxElement(plan.urlPanel, { backgroundColor: '#ffffff', borderRadius: 20 }),
      textElement(plan.url),
      boxElement(plan.qrCard, { backgroundColor: '#ffffff', borderRadius: 40 }),
      el('svg', at(qr, { width: qrPx, height: qrPx }), el('path', {}, undefined, { d: qr.matrix.path, fill: '#000000' }), {
        width: qrPx,
        height: qrPx,
        viewBox: `0 0 ${qr.matrix.size} ${qr.matrix.size}`,
      }),
      boxElement(plan.band, { backgroundColor: plan.band.color }),
    ],
  );
}
