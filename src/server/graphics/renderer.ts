import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import satori, { type SatoriNode } from 'satori';
import { GRAPHIC_SIZE_PX, normalizeHashtag, type GraphicLayout } from '../../shared/domain/graphics';
import { HEX_COLOR } from '../../shared/domain/url';
import { hasGlyph, loadFonts } from './fonts';
import { LAYOUTS, LOGO_BOX, type GraphicContent, type LaidOut } from './layouts';
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

/**
 * Text as it will be drawn: characters Inter cannot draw (emoji, control characters) are left out,
 * since satori would otherwise fetch fallback fonts from the network; whitespace runs become one space.
 */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text) {
    if (/\s/u.test(char)) out += ' ';
    else if (hasGlyph(char)) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

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

export function toContent(input: GraphicInput): GraphicContent {
  return {
    quote: drawableText(input.quote),
    rating: Math.max(0, Math.min(5, Math.round(input.rating))),
    attendeeName: drawableText(input.attendeeName) || 'Anonymous',
    attendeeDetail: drawableText(input.attendeeDetail ?? ''),
    speakerName: drawableText(input.speakerName),
    talkTitle: drawableText(input.talkTitle ?? ''),
    hashtag: normalizeHashtag(drawableText(input.hashtag ?? '')),
    primary: color(input.brandColorPrimary, DEFAULT_PRIMARY),
    secondary: color(input.brandColorSecondary, DEFAULT_SECONDARY),
    logo: logoImage(input.logo, input.layout),
  };
}

export function layoutGraphic(input: GraphicInput): LaidOut {
  return LAYOUTS[input.layout](toContent(input));
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
    fonts: loadFonts().satori,
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

/** The closing slide's layout with its texts as Inter draws them; the PNG and the PDF are drawn from it. */
export function slidePlan(input: SlideInput): SlidePlan {
  return planSlide({
    ...input,
    title: drawableText(input.title),
    callToAction: drawableText(input.callToAction),
    speakerName: drawableText(input.speakerName),
    shortUrlText: drawableText(input.shortUrlText),
  });
}

/** A talk's closing slide as SVG (text drawn as paths). */
export async function renderSlideSvg(input: SlideInput, onNode?: (node: SatoriNode) => void): Promise<string> {
  return satori(slideElement(slidePlan(input)) as unknown as Parameters<typeof satori>[0], {
    width: SLIDE_WIDTH_PX,
    height: SLIDE_HEIGHT_PX,
    fonts: loadFonts().satori,
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
