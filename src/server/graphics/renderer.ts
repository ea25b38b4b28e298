import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import satori, { type SatoriNode } from 'satori';
import { GRAPHIC_SIZE_PX, normalizeHashtag, type GraphicLayout } from '../../shared/domain/graphics';
import { HEX_COLOR } from '../../shared/domain/url';
import { drawableText, textDirection } from './drawable';
import { hanPreferenceOf, satoriFontsFor, type FontWeight, type HanPreference, type WeightedText } from './fonts';
import { LAYOUTS, LOGO_BOX, type GraphicContent, type LaidOut, type SatoriElement } from './layouts';
import type { FittedText } from './text-fit';
import { planSlide, slideElement, SLIDE_HEIGHT_PX, SLIDE_WIDTH_PX, type SlideInput, type SlidePlan } from './slide-layout';

/** Everything a testimonial graphic is made from. The same input always gives the same PNG bytes. */
export interface GraphicInput {
  layout: GraphicLayout;
  quote: string;
  rating: number;
  attendeeName: string;
  /** Job role and/or company, shown under the name. */
  attendeeDetail?: string | null;
  speakerName: string;
  talkTitle?: string | null;
  hashtag?: string | null;
  brandColorPrimary?: string | null;
  brandColorSecondary?: string | null;
  /** The speakerpro_logo setting's bytes (PNG, JPEG or GIF); without it the text logo 'SpeakerPro' is drawn. */
  logo?: Buffer | null;
}

export const DEFAULT_PRIMARY = '#2563eb';
export const DEFAULT_SECONDARY = '#1e40af';

function logoImage(bytes: Buffer | null | undefined, layout: GraphicLayout): GraphicContent['logo'] {
  if (!bytes || bytes.length === 0) return null;
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  // resvg draws PNG, JPEG and GIF; any other stored type (WebP) falls back to the text logo.
  const mime = ({ png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' } as Record<string, string>)[size.type ?? ''] ?? null;
  if (!mime || !size.width || !size.height) return null;
  const limit = LOGO_BOX[layout];
  const scale = Math.min(limit.width / size.width, limit.height / size.height);
  return {
    src: `data:${mime};base64,${bytes.toString('base64')}`,
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

const color = (value: string | null | undefined, fallback: string) => (value && HEX_COLOR.test(value) ? value.toLowerCase() : fallback);

/**
 * The graphic's texts as they are drawn. A character no font draws throws UndrawableTextError (the
 * graphic is not made); the name reads "Anonymous" only when there is none.
 */
export function toContent(input: GraphicInput): GraphicContent {
  const han = hanPreferenceOf([input.quote, input.attendeeName, input.attendeeDetail ?? '', input.speakerName, input.talkTitle ?? '']);
  const quote = drawableText(input.quote, 'quote', han);
  return {
    quote,
    rating: Math.max(0, Math.min(5, Math.round(input.rating))),
    attendeeName: drawableText(input.attendeeName, 'attendeeName', han) || 'Anonymous',
    attendeeDetail: drawableText(input.attendeeDetail ?? '', 'attendeeDetail', han),
    speakerName: drawableText(input.speakerName, 'speakerName', han),
    talkTitle: drawableText(input.talkTitle ?? '', 'talkTitle', han),
    hashtag: normalizeHashtag(drawableText(input.hashtag ?? '', 'hashtag', han)),
    primary: color(input.brandColorPrimary, DEFAULT_PRIMARY),
    secondary: color(input.brandColorSecondary, DEFAULT_SECONDARY),
    logo: logoImage(input.logo, input.layout),
    script: { han, direction: textDirection(quote) },
  };
}

/** Every text in a satori element with the weight it is drawn in (a box's fontWeight holds for what is inside it). */
export function textsOf(element: SatoriElement | string, weight: FontWeight = 400, into: WeightedText[] = []): WeightedText[] {
  if (typeof element === 'string') {
    into.push({ text: element, weight });
    return into;
  }
  const own = (element.props.style?.fontWeight as FontWeight | undefined) ?? weight;
  const children = element.props.children;
  for (const child of Array.isArray(children) ? children : children === undefined ? [] : [children]) textsOf(child, own, into);
  return into;
}

/** The fonts satori needs for an element: Inter, and the Noto faces of the scripts in its texts. */
function fontsFor(element: SatoriElement, han: HanPreference) {
  return satoriFontsFor(textsOf(element), han);
}

export function layoutGraphic(input: GraphicInput): LaidOut & { script: GraphicContent['script'] } {
  const content = toContent(input);
  return { ...LAYOUTS[input.layout](content), script: content.script };
}

export interface RenderedSvg {
  svg: string;
  quote: FittedText;
  quoteBox: LaidOut['quoteBox'];
}

/** The graphic as SVG (text drawn as paths). `onNode` sees every laid-out node (tests check the text with it). */
export async function renderGraphicSvg(input: GraphicInput, onNode?: (node: SatoriNode) => void): Promise<RenderedSvg> {
  const laid = layoutGraphic(input);
  const svg = await satori(laid.element as unknown as Parameters<typeof satori>[0], {
    width: GRAPHIC_SIZE_PX,
    height: GRAPHIC_SIZE_PX,
    fonts: fontsFor(laid.element, laid.script.han),
    onNodeDetected: onNode,
  });
  return { svg, quote: laid.quote, quoteBox: laid.quoteBox };
}

export function svgToPng(svg: string, width = GRAPHIC_SIZE_PX): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    // Satori has already turned every glyph into a path; no system font may change the output.
    font: { loadSystemFonts: false },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}

/** A 1080x1080 PNG of the testimonial. */
export async function renderTestimonialGraphic(input: GraphicInput): Promise<Buffer> {
  const { svg } = await renderGraphicSvg(input);
  return svgToPng(svg);
}

/**
 * The closing slide's layout with its texts as they are drawn; the PNG and the PDF are drawn from
 * it. A character no font draws throws UndrawableTextError.
 */
export function slidePlan(input: SlideInput): SlidePlan {
  const han = hanPreferenceOf([input.title, input.callToAction, input.speakerName]);
  return planSlide(
    {
      ...input,
      title: drawableText(input.title, 'title', han),
      callToAction: drawableText(input.callToAction, 'callToAction', han),
      speakerName: drawableText(input.speakerName, 'speakerName', han),
      shortUrlText: drawableText(input.shortUrlText, 'shortUrlText', han),
    },
    han,
  );
}

/** A talk's closing slide as SVG (text drawn as paths). */
export async function renderSlideSvg(input: SlideInput, onNode?: (node: SatoriNode) => void): Promise<string> {
  const plan = slidePlan(input);
  const element = slideElement(plan);
  return satori(element as unknown as Parameters<typeof satori>[0], {
    width: SLIDE_WIDTH_PX,
    height: SLIDE_HEIGHT_PX,
    fonts: fontsFor(element, plan.han),
    onNodeDetected: onNode,
  });
}

/** A 1920x1080 PNG of the talk's closing slide. */
export async function renderSlide(input: SlideInput): Promise<Buffer> {
  return svgToPng(await renderSlideSvg(input), SLIDE_WIDTH_PX);
}

/**
 * A logo as PNG bytes at the given size (twice that many pixels, for print): PDF writers embed PNG
 * and JPEG only, and speakers also upload GIFs.
 */
export function imageAsPng(bytes: Uint8Array, mime: string, width: number, height: number): Buffer {
  const href = `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  return new Resvg(svg, { fitTo: { mode: 'width', value: width * 2 }, font: { loadSystemFonts: false } }).render().asPng();
}
