import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { GRAPHIC_EXCERPT_MAX_LENGTH, GRAPHIC_LAYOUTS, GRAPHIC_MIN_QUOTE_PX, GRAPHIC_MIN_TEXT_PX } from '../../shared/domain/graphics';
import { FONT_FAMILY, loadFonts, measureText } from './fonts';
import { createWorkerRenderer } from './render-pool';
import { drawableText, UndrawableTextError } from './drawable';
import { renderGraphicSvg, renderTestimonialGraphic, svgToPng, type GraphicInput } from './renderer';
import { SPEAKER_SIDE } from './test-inputs';
import { wordsOf } from './text-fit';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__');

// Exactly 600 characters of real-sounding testimonial.
const QUOTE_600 =
  'Maya opened with a story about losing her biggest client and won the room in two minutes. ' +
  'Every section after that gave us something concrete: a follow-up template, a way to ask for referrals ' +
  'without feeling pushy, and a checklist for the first week after an event. Our sales team used the ' +
  'template the next morning and booked three calls before lunch. She was funny, generous with her own ' +
  'mistakes and precise about what works. The best keynote of the conference by a distance, and the only ' +
  'one our leadership team is still quoting weeks later in planning meetings, which says a lot about her.' +
  ' Wow!!';

const BASE: GraphicInput = {
  layout: 'classic',
  quote: 'Practical, funny and full of ideas I can use on Monday.',
  rating: 5,
  attendeeName: 'Priya Shah',
  attendeeDetail: 'Head of Sales at Brightline',
  ...SPEAKER_SIDE,
};

function decode(png: Buffer) {
  return PNG.sync.read(png);
}

/** A real 800x150 PNG (the recommended logo size): solid red on transparent. */
function redLogo(): Buffer {
  const png = new PNG({ width: 800, height: 150 });
  for (let y = 0; y < 150; y += 1) {
    for (let x = 0; x < 800; x += 1) {
      const i = (y * 800 + x) * 4;
      png.data.set(y > 20 && y < 130 ? [220, 20, 20, 255] : [0, 0, 0, 0], i);
    }
  }
  return PNG.sync.write(png);
}

function diffPixels(a: Buffer, b: Buffer): number {
  const x = decode(a);
  const y = decode(b);
  return pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: 0.1 });
}

describe('testimonial graphic renderer', () => {
  it('renders a 1080x1080 PNG in every layout, each layout looking different', async () => {
    const pngs: Buffer[] = [];
    for (const layout of GRAPHIC_LAYOUTS) {
      const png = await renderTestimonialGraphic({ ...BASE, layout });
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const image = decode(png);
      expect([image.width, image.height]).toEqual([1080, 1080]);
      pngs.push(png);
    }
    expect(diffPixels(pngs[0]!, pngs[1]!)).toBeGreaterThan(100_000);
    expect(diffPixels(pngs[0]!, pngs[2]!)).toBeGreaterThan(100_000);
    expect(diffPixels(pngs[1]!, pngs[2]!)).toBeGreaterThan(100_000);
  });

  it('is deterministic: the same input gives the same bytes, in process and in the worker thread', async () => {
    const input = { ...BASE, quote: QUOTE_600, logo: redLogo() };
    const a = await renderTestimonialGraphic(input);
    const b = await renderTestimonialGraphic(input);
    expect(b.equals(a)).toBe(true);
    const worker = createWorkerRenderer();
    try {
      const c = await worker.render(input);
      expect(c.equals(a)).toBe(true);
    } finally {
      await worker.close();
    }
  });

  it('fits the longest quote a graphic takes (an excerpt between two ellipses): every word, whole and in order, inside the quote box', async () => {
    const longest = `…${QUOTE_600.slice(0, GRAPHIC_EXCERPT_MAX_LENGTH)}…`;
    for (const layout of GRAPHIC_LAYOUTS) {
      const texts: { text: string; left: number; top: number; height: number }[] = [];
      const rendered = await renderGraphicSvg({ ...BASE, layout, quote: longest }, (node) => {
        if (typeof node.textContent === 'string' && node.textContent.trim()) {
          texts.push({ text: node.textContent, left: node.left, top: node.top, height: node.height });
        }
      });
      const { quote, quoteBox } = rendered;
      expect(quote.complete).toBe(true);
      // The chosen lines are the quote's words, none cut, none dropped.
      expect(quote.lines.join(' ').split(' ')).toEqual(wordsOf(longest));
      // Font size stepped down from the layout's largest, never below the legible minimum, and the lines fit the box both ways.
      expect(quote.fontSize).toBeLessThan(56);
      expect(quote.fontSize).toBeGreaterThanOrEqual(GRAPHIC_MIN_QUOTE_PX);
      expect(quote.lines.length * quote.lineHeightPx).toBeLessThanOrEqual(quoteBox.height);
      for (const line of quote.lines) {
        const weight = layout === 'bold' ? 800 : layout === 'minimal' ? 400 : 600;
        expect(measureText(line, quote.fontSize, weight)).toBeLessThanOrEqual(quoteBox.width);
      }
      // What satori actually laid out: the same lines, each inside the box.
      const drawn = texts.filter((t) => quote.lines.includes(t.text));
      expect(drawn.map((t) => t.text)).toEqual(quote.lines);
      for (const t of drawn) {
        expect(t.left).toBeGreaterThanOrEqual(quoteBox.left);
        expect(t.top).toBeGreaterThanOrEqual(quoteBox.top);
        expect(t.top + t.height).toBeLessThanOrEqual(quoteBox.top + quoteBox.height);
        expect(t.top + t.height).toBeLessThanOrEqual(1080);
      }
    }
  });

  it('draws no quote pixels to the right of the quote box (classic card is white there)', async () => {
    const { svg, quoteBox } = await renderGraphicSvg({ ...BASE, quote: QUOTE_600.slice(0, GRAPHIC_EXCERPT_MAX_LENGTH) });
    const image = decode(svgToPng(svg));
    const cardInnerRight = 1080 - 60 - 8;
    let ink = 0;
    for (let y = quoteBox.top; y < quoteBox.top + quoteBox.height; y += 1) {
      for (let x = quoteBox.left + quoteBox.width + 1; x < cardInnerRight; x += 1) {
        const i = (y * image.width + x) * 4;
        if (image.data[i]! < 250 || image.data[i + 1]! < 250 || image.data[i + 2]! < 250) ink += 1;
      }
    }
    expect(ink).toBe(0);
  });

  it('draws no text below the legible minimum, even for a 2000-character quote and overlong names: it shortens them instead', async () => {
    const words = 'keynote practical funny generous examples follow-up template referrals checklist planning'.split(' ');
    let long = '';
    for (let i = 0; long.length < 1990; i += 1) long += `${words[i % words.length]} `;
    const longLine = 'Distinguished Principal Director of Global Enablement and Strategic Partnerships at Brightline';
    for (const layout of GRAPHIC_LAYOUTS) {
      const sizes: number[] = [];
      const { quote } = await renderGraphicSvg(
        { ...BASE, layout, quote: long, attendeeName: longLine, attendeeDetail: longLine, speakerName: longLine, talkTitle: longLine },
        (node) => {
          const size = (node.props as { style?: { fontSize?: number } } | undefined)?.style?.fontSize;
          if (typeof size === 'number') sizes.push(size);
        },
      );
      expect(quote.fontSize).toBe(GRAPHIC_MIN_QUOTE_PX);
      expect(quote.complete).toBe(false);
      expect(quote.lines.at(-1)).toMatch(/…$/);
      expect(sizes.length).toBeGreaterThan(5);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(GRAPHIC_MIN_TEXT_PX);
    }
  });

  it('draws the logo setting instead of the text fallback', async () => {
    for (const layout of GRAPHIC_LAYOUTS) {
      const fallback = decode(await renderTestimonialGraphic({ ...BASE, layout }));
      const withLogo = decode(await renderTestimonialGraphic({ ...BASE, layout, logo: redLogo() }));
      expect(pixelmatch(fallback.data, withLogo.data, undefined, 1080, 1080, { threshold: 0.1 })).toBeGreaterThan(2000);
      let red = 0;
      for (let i = 0; i < withLogo.data.length; i += 4) {
        if (withLogo.data[i]! > 200 && withLogo.data[i + 1]! < 40 && withLogo.data[i + 2]! < 40) red += 1;
      }
      expect(red).toBeGreaterThan(2000);
    }
  });

  it('uses the speaker brand colours', async () => {
    const image = decode(
      await renderTestimonialGraphic({ ...BASE, layout: 'bold', brandColorPrimary: '#10b981', brandColorSecondary: '#111827' }),
    );
    const at = (x: number, y: number) => Array.from(image.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3));
    expect(at(20, 300)).toEqual([0x10, 0xb9, 0x81]);
    expect(at(20, 1070)).toEqual([0x11, 0x18, 0x27]);
  });

  it('draws emoji in Noto Emoji, leaves out invisible format characters, and refuses a character no font has, naming it', async () => {
    expect(drawableText('Loved it 🎉🔥  truly\u200e\ngreat', 'quote')).toBe('Loved it 🎉🔥 truly great');
    const png = await renderTestimonialGraphic({ ...BASE, quote: 'Loved it 🎉 — Zürich, Ελλάδα, Київ' });
    expect(decode(png).width).toBe(1080);
    // U+E000 is a private-use character and U+10FFFD one of the last code points: no font has them.
    const refused = await renderTestimonialGraphic({ ...BASE, attendeeName: 'Priya \ue000 Shah \u{10fffd}' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UndrawableTextError);
    expect((refused as UndrawableTextError).field).toBe('attendeeName');
    expect((refused as UndrawableTextError).characters).toEqual(['\ue000', '\u{10fffd}']);
    expect((refused as Error).message).toContain('U+E000');
  });

  it('measures text as satori lays it out (within the 3% the layouts keep spare)', async () => {
    const sample = 'The best keynote of the conference by a distance, WAVE Ty.';
    for (const [weight, size] of [
      [400, 40],
      [600, 30],
      [800, 56],
    ] as const) {
      let width = 0;
      await satori(
        {
          type: 'div',
          props: {
            style: { display: 'flex', fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size },
            children: { type: 'div', props: { style: { display: 'flex', whiteSpace: 'pre' }, children: sample } },
          },
        } as never,
        {
          width: 1080,
          height: 200,
          fonts: loadFonts().satori,
          onNodeDetected: (node) => {
            if (node.textContent === sample) width = node.width;
          },
        },
      );
      const measured = measureText(sample, size, weight);
      expect(width).toBeGreaterThan(0);
      expect(Math.abs(width - measured) / measured).toBeLessThan(0.03);
    }
  });
});

describe('golden renders', () => {
  // A fixed input per layout against a committed PNG: a layout change that moves, drops or
  // recolours anything shows up as differing pixels. Regenerate with UPDATE_GOLDEN=1 after a
  // deliberate design change (and look at the new images before committing them).
  const golden = (layout: string) => path.join(FIXTURES, `golden-${layout}.png`);
  const goldenInput = (layout: GraphicInput['layout']): GraphicInput => ({
    ...BASE,
    layout,
    quote:
      'Maya opened with a story about losing her biggest client and won the room in two minutes. Every section after that gave us something concrete to use.',
    rating: 4,
  });

  for (const layout of GRAPHIC_LAYOUTS) {
    it(`matches the expected ${layout} render`, async () => {
      const png = await renderTestimonialGraphic(goldenInput(layout));
      if (process.env.UPDATE_GOLDEN === '1') {
        fs.mkdirSync(FIXTURES, { recursive: true });
        fs.writeFileSync(golden(layout), png);
      }
      const expected = fs.readFileSync(golden(layout));
      // Fewer than 0.1% of pixels may differ (anti-aliasing across resvg builds), none by much.
      expect(diffPixels(png, expected)).toBeLessThan(1080 * 1080 * 0.001);
    });
  }

  it("matches the expected render with the speaker's own logo", async () => {
    const file = path.join(FIXTURES, 'golden-classic-logo.png');
    const png = await renderTestimonialGraphic({ ...goldenInput('classic'), logo: redLogo() });
    if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, png);
    expect(diffPixels(png, fs.readFileSync(file))).toBeLessThan(1080 * 1080 * 0.001);
    // And it is not the render without the logo.
    expect(diffPixels(png, fs.readFileSync(golden('classic')))).toBeGreaterThan(1080 * 1080 * 0.001);
  });

  it('would catch a broken layout: another render differs from the expected one by far more', async () => {
    const broken = await renderTestimonialGraphic({ ...goldenInput('classic'), attendeeDetail: '', rating: 2 });
    expect(diffPixels(broken, fs.readFileSync(golden('classic')))).toBeGreaterThan(1080 * 1080 * 0.001);
  });
});
