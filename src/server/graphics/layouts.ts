import type { GraphicLayout } from '../../shared/domain/graphics';
import { GRAPHIC_MIN_QUOTE_PX, GRAPHIC_MIN_TEXT_PX, GRAPHIC_SIZE_PX } from '../../shared/domain/graphics';
import { FONT_FAMILY, measureText, type FontWeight, type HanPreference } from './fonts';
import { textDirection } from './drawable';
import { baselineIn, needsShaping, shapeLine } from './shaped-line';
import { fitLine, fitText, sizeSteps, type FittedText } from './text-fit';

/** What a graphic shows; every text is plain text (no markup). */
export interface GraphicContent {
  quote: string;
  rating: number;
  attendeeName: string;
  /** Job role and/or company under the name; empty to leave the line out. */
  attendeeDetail: string;
  speakerName: string;
  /** Talk title or event name. */
  talkTitle: string;
  hashtag: string | null;
  primary: string;
  secondary: string;
  /** The SpeakerPro logo as a data: URI with its size scaled into the logo box, or null for the text logo. */
  logo: { src: string; width: number; height: number } | null;
  script: TextScript;
}

/**
 * How a graphic's texts are drawn: which CJK family draws Han characters, and the direction of the
 * quote's script, which every line follows (an Arabic or Hebrew quote makes a right-to-left
 * graphic: lines start at the right, the quote mark is mirrored to the right).
 */
export interface TextScript {
  han: HanPreference;
  direction: 'ltr' | 'rtl';
}

/** A satori element: the shape of a React element without React. */
export interface SatoriElement {
  type: string;
  props: { style?: Record<string, unknown>; children?: SatoriChild | SatoriChild[]; [key: string]: unknown };
}
type SatoriChild = SatoriElement | string;

export interface LaidOut {
  element: SatoriElement;
  quote: FittedText;
  /** The box the quote must stay within, in px from the top-left of the graphic. */
  quoteBox: { left: number; top: number; width: number; height: number };
}

const S = GRAPHIC_SIZE_PX;
/** Kerning and rounding can make satori's line a little wider than our measure: keep 3% spare. */
const WIDTH_MARGIN = 0.97;
const QUOTE_LINE_HEIGHT = 1.32;
const AMBER = '#f59e0b';
export const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const QUOTE_MARK_PATH =
  'M4 46C4 24 14 9 32 2l4 7C25 15 20 23 19 31c9 0 15 6 15 14 0 9-7 15-15 15C10 60 4 54 4 46Zm44 0c0-22 10-37 28-44l4 7c-11 6-16 14-17 22 9 0 15 6 15 14 0 9-7 15-15 15-9 0-15-6-15-14Z';

function el(
  type: string,
  style: Record<string, unknown>,
  children?: SatoriChild | SatoriChild[],
  extra: Record<string, unknown> = {},
): SatoriElement {
  return { type, props: { style, ...(children === undefined ? {} : { children }), ...extra } };
}

const box = (style: Record<string, unknown>, children?: SatoriChild | SatoriChild[]) => el('div', { display: 'flex', ...style }, children);

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#0f172a' : '#ffffff';
}

function stars(rating: number, size: number, filled: string, empty: string): SatoriElement {
  const items: SatoriElement[] = [];
  for (let i = 1; i <= 5; i += 1) {
    items.push(
      el('svg', {}, el('path', {}, undefined, { d: STAR_PATH, fill: i <= rating ? filled : empty }), {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
      }),
    );
  }
  return box({ gap: Math.round(size / 5), height: size, alignItems: 'center' }, items);
}

/** The opening quote mark: “ for left-to-right scripts, turned into ” (the opening mark of Arabic and Hebrew) for right-to-left ones. */
function quoteMark(color: string, width: number, direction: TextScript['direction']): SatoriElement {
  const turn = direction === 'rtl' ? { transform: 'rotate(180 42 31)' } : {};
  return el('svg', {}, el('path', {}, undefined, { d: QUOTE_MARK_PATH, fill: color, ...turn }), {
    width,
    height: Math.round((width * 62) / 84),
    viewBox: '0 0 84 62',
  });
}

function measureWith(weight: FontWeight, script: TextScript) {
  return (text: string, size: number) => measureText(text, size, weight, script.han);
}

/** One line of text in a box of fixed height, never wrapped (its width was measured); it starts at the right in a right-to-left graphic. */
export function textLine(
  text: string,
  style: { fontSize: number; weight: FontWeight; color: string; height: number },
  script: TextScript,
): SatoriElement {
  if (needsShaping(text, style.weight, script.han)) {
    // Marks and tails reach outside the line box (dots under a final ي), as satori's own text may:
    // the drawing gets a font size of room above and below, laid over the lines around it.
    const room = style.fontSize;
    const height = style.height + 2 * room;
    const baseline = room + baselineIn(style.height, style.fontSize, style.weight);
    const shaped = shapeLine(text, style.fontSize, style.weight, script.han, textDirection(text), baseline);
    const width = Math.max(1, Math.ceil(shaped.width));
    // The words stay on the element (data-text) for whoever reads the layout rather than the pixels.
    return el(
      'div',
      {
        display: 'flex',
        ...(script.direction === 'rtl' ? { direction: 'rtl' } : {}),
        height: style.height,
        flexShrink: 0,
        alignItems: 'center',
      },
      el('svg', { flexShrink: 0 }, el('path', {}, undefined, { d: shaped.d, fill: style.color }), {
        width,
        height,
        viewBox: `0 0 ${width} ${height}`,
      }),
      { 'data-text': text },
    );
  }
  return box(
    {
      ...(script.direction === 'rtl' ? { direction: 'rtl' } : {}),
      height: style.height,
      fontSize: style.fontSize,
      fontWeight: style.weight,
      color: style.color,
      lineHeight: `${style.height}px`,
      whiteSpace: 'pre',
      flexShrink: 0,
    },
    text,
  );
}

function fittedLine(
  text: string,
  width: number,
  maxSize: number,
  minSize: number,
  weight: FontWeight,
  color: string,
  height: number,
  script: TextScript,
) {
  // Nothing is drawn below the legible minimum: a line too long for it is shortened instead.
  const fit = fitLine(text, {
    maxWidth: width * WIDTH_MARGIN,
    sizes: sizeSteps(Math.max(maxSize, GRAPHIC_MIN_TEXT_PX), Math.max(minSize, GRAPHIC_MIN_TEXT_PX)),
    measure: measureWith(weight, script),
  });
  return textLine(fit.text, { fontSize: fit.fontSize, weight, color, height }, script);
}

function quoteBlock(fit: FittedText, width: number, height: number, weight: FontWeight, color: string, script: TextScript): SatoriElement {
  return box(
    { flexDirection: 'column', width, height, flexShrink: 0, justifyContent: 'center' },
    fit.lines.map((line) => textLine(line, { fontSize: fit.fontSize, weight, color, height: fit.lineHeightPx }, script)),
  );
}

function fitQuote(quote: string, width: number, height: number, maxSize: number, weight: FontWeight, script: TextScript): FittedText {
  return fitText(quote, {
    maxWidth: width * WIDTH_MARGIN,
    maxHeight: height,
    sizes: sizeSteps(maxSize, GRAPHIC_MIN_QUOTE_PX),
    lineHeight: QUOTE_LINE_HEIGHT,
    measure: measureWith(weight, script),
  });
}

function logoOrName(content: GraphicContent, color: string, maxWidth: number, height: number): SatoriElement {
  if (content.logo) {
    return el('img', { width: content.logo.width, height: content.logo.height }, undefined, {
      src: content.logo.src,
      width: content.logo.width,
      height: content.logo.height,
    });
  }
  // A text logo when no logo has been uploaded.
  return fittedLine('SpeakerPro', maxWidth, 40, 24, 800, color, height, { ...content.script, direction: 'ltr' });
}

/** 'Talk Title · #hashtag' under the speaker's name. */
function talkLine(content: GraphicContent): string {
  return [content.talkTitle, content.hashtag].filter(Boolean).join('  ·  ');
}

/** White card on the speaker's two-colour gradient. */
function classic(c: GraphicContent): LaidOut {
  const pad = 60;
  const cardPadX = 64;
  const cardPadY = 56;
  const inner = S - 2 * pad - 2 * cardPadX; // 832
  const quoteHeight = 410;
  const quote = fitQuote(c.quote, inner, quoteHeight, 60, 600, c.script);
  const quoteTop = pad + cardPadY + 80 + 28 + 62 + 16;
  const element = box(
    {
      width: S,
      height: S,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: `linear-gradient(135deg, ${c.primary} 0%, ${c.secondary} 100%)`,
      fontFamily: FONT_FAMILY,
    },
    box(
      {
        flexDirection: 'column',
        // Satori sizes boxes like CSS content-box: width and height exclude the padding.
        width: inner,
        height: S - 2 * pad - 2 * cardPadY,
        padding: `${cardPadY}px ${cardPadX}px`,
        backgroundColor: '#ffffff',
        borderRadius: 36,
      },
      [
        box({ height: 80, justifyContent: 'space-between', alignItems: 'center', flexShrink: 0 }, [
          logoOrName(c, c.primary, 420, 80),
          stars(c.rating, 44, AMBER, '#e2e8f0'),
        ]),
        box({ height: 28, flexShrink: 0 }),
        box({ height: 62, flexShrink: 0, direction: c.script.direction }, quoteMark(c.primary, 84, c.script.direction)),
        box({ height: 16, flexShrink: 0 }),
        quoteBlock(quote, inner, quoteHeight, 600, '#0f172a', c.script),
        box({ height: 26, flexShrink: 0 }),
        // The short rule under the quote starts where the lines start: on the right in a right-to-left graphic.
        box(
          { width: inner, height: 6, flexShrink: 0, justifyContent: c.script.direction === 'rtl' ? 'flex-end' : 'flex-start' },
          box({ width: 120, height: 6, backgroundColor: c.secondary, borderRadius: 3 }),
        ),
        box({ height: 22, flexShrink: 0 }),
        fittedLine(c.attendeeName, inner, 36, 22, 700, '#0f172a', 46, c.script),
        c.attendeeDetail ? fittedLine(c.attendeeDetail, inner, 28, 18, 400, '#475569', 38, c.script) : box({ height: 38, flexShrink: 0 }),
        box({ height: 20, flexShrink: 0 }),
        box({ flexDirection: 'column', height: 72, flexShrink: 0, borderTop: '2px solid #e2e8f0', paddingTop: 10 }, [
          fittedLine(c.speakerName, inner, 28, 24, 700, c.primary, 32, c.script),
          fittedLine(talkLine(c), inner, 24, 24, 400, '#475569', 28, c.script),
        ]),
      ],
    ),
  );
  return { element, quote, quoteBox: { left: pad + cardPadX, top: quoteTop, width: inner, height: quoteHeight } };
}

/** The quote large and heavy on the primary colour, a band of the secondary colour below. */
function bold(c: GraphicContent): LaidOut {
  const pad = 80;
  const band = 150;
  const inner = S - 2 * pad; // 920
  const quoteHeight = 520;
  const onPrimary = textOn(c.primary);
  const onSecondary = textOn(c.secondary);
  const quote = fitQuote(c.quote, inner, quoteHeight, 72, 800, c.script);
  const element = box({ flexDirection: 'column', width: S, height: S, backgroundColor: c.primary, fontFamily: FONT_FAMILY }, [
    box({ flexDirection: 'column', width: inner, height: S - band - 2 * pad, padding: pad }, [
      box({ height: 80, justifyContent: 'space-between', alignItems: 'center', flexShrink: 0 }, [
        stars(c.rating, 48, AMBER, onPrimary === '#ffffff' ? 'rgba(255,255,255,0.3)' : 'rgba(15,23,42,0.2)'),
        box(
          { height: 80, alignItems: 'center', padding: '0 20px', backgroundColor: '#ffffff', borderRadius: 16 },
          logoOrName(c, c.primary, 340, 80),
        ),
      ]),
      box({ height: 40, flexShrink: 0 }),
      quoteBlock(quote, inner, quoteHeight, 800, onPrimary, c.script),
      box({ height: 36, flexShrink: 0 }),
      fittedLine(`— ${c.attendeeName}`, inner, 40, 22, 700, onPrimary, 52, c.script),
      c.attendeeDetail ? fittedLine(c.attendeeDetail, inner, 30, 18, 400, onPrimary, 40, c.script) : box({ height: 40, flexShrink: 0 }),
    ]),
    box(
      {
        flexDirection: 'column',
        justifyContent: 'center',
        width: inner,
        height: band,
        padding: `0 ${pad}px`,
        backgroundColor: c.secondary,
      },
      [
        fittedLine(c.speakerName, inner, 34, 18, 800, onSecondary, 44, c.script),
        fittedLine(talkLine(c), inner, 26, 14, 400, onSecondary, 34, c.script),
      ],
    ),
  ]);
  return { element, quote, quoteBox: { left: pad, top: pad + 80 + 40, width: inner, height: quoteHeight } };
}

/** White, a bar of the primary colour on the left, the quote in regular weight. */
function minimal(c: GraphicContent): LaidOut {
  const bar = 16;
  const pad = 96;
  const inner = S - bar - 2 * pad; // 872
  const quoteHeight = 550;
  const quote = fitQuote(c.quote, inner, quoteHeight, 56, 400, c.script);
  const element = box({ width: S, height: S, backgroundColor: '#ffffff', fontFamily: FONT_FAMILY }, [
    box({ width: bar, height: S, backgroundColor: c.primary, flexShrink: 0 }),
    box({ flexDirection: 'column', width: inner, height: S - 2 * pad, padding: pad }, [
      stars(c.rating, 40, c.primary, '#e2e8f0'),
      box({ height: 40, flexShrink: 0 }),
      quoteBlock(quote, inner, quoteHeight, 400, '#1e293b', c.script),
      box({ height: 40, flexShrink: 0 }),
      box({ width: inner, height: 2, backgroundColor: c.secondary, flexShrink: 0 }),
      box({ height: 30, flexShrink: 0 }),
      fittedLine(c.attendeeName, inner, 34, 20, 600, '#0f172a', 44, c.script),
      c.attendeeDetail ? fittedLine(c.attendeeDetail, inner, 26, 16, 400, '#64748b', 36, c.script) : box({ height: 36, flexShrink: 0 }),
      box({ height: 40, flexShrink: 0 }),
      box({ height: 64, justifyContent: 'space-between', alignItems: 'center', flexShrink: 0 }, [
        box({ flexDirection: 'column', width: inner - 320 }, [
          fittedLine(c.speakerName, inner - 320, 26, 24, 600, c.primary, 30, c.script),
          fittedLine(talkLine(c), inner - 320, 24, 24, 400, '#64748b', 28, c.script),
        ]),
        box({ width: 300, height: 64, justifyContent: 'flex-end', alignItems: 'center' }, logoOrName(c, c.primary, 300, 64)),
      ]),
    ]),
  ]);
  return { element, quote, quoteBox: { left: bar + pad, top: pad + 40 + 40, width: inner, height: quoteHeight } };
}

export const LAYOUTS: Record<GraphicLayout, (content: GraphicContent) => LaidOut> = { classic, bold, minimal };

/** The largest box a logo may take in each layout (the logo keeps its aspect ratio inside it). */
export const LOGO_BOX: Record<GraphicLayout, { width: number; height: number }> = {
  classic: { width: 420, height: 80 },
  bold: { width: 300, height: 60 },
  minimal: { width: 300, height: 64 },
};
