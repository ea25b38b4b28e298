import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../../shared/domain/brand-colors';
import { measureText } from './fonts';
import { createWorkerRenderer } from './render-pool';
import { imageAsPng, renderSlide, renderSlideSvg, slidePlan } from './renderer';
import { SLIDE_HEIGHT_PX, SLIDE_MIN_TEXT_PX, SLIDE_WIDTH_PX, type SlideInput, type SlidePlan, type SlideText } from './slide-layout';

const BASE: SlideInput = {
  title: 'Leading Hybrid Teams Without Losing Your Mind',
  callToAction: 'Scan to rate this talk and get Five-Minute Follow-Up Checklist',
  shortUrlText: 'speakerpro.app/t/R9AD4A',
  qrText: 'https://speakerpro.app/qr/maya-okafor/12345',
  speakerName: 'Maya Okafor',
  brandColorPrimary: '#0f766e',
  brandColorSecondary: '#f59e0b',
  logo: null,
};

const contrast = (a: string, b: string) => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const texts = (plan: SlidePlan): [string, SlideText][] => [
  ...(plan.header.kind === 'name' ? [['header', plan.header.text] as [string, SlideText]] : []),
  ['title', plan.title],
  ['callToAction', plan.callToAction],
  ['urlLabel', plan.urlLabel],
  ['url', plan.url],
];

const overlaps = (a: { left: number; top: number; width: number; height: number }, b: typeof a) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('the closing slide layout', () => {
  it('keeps every text readable from the back of the room, inside the slide, clear of the QR code and of each other', () => {
    const long = 'The Extraordinarily Long Title of a Talk About Everything a Hybrid Team Needs to Know Before the Next Quarter Begins';
    for (const input of [BASE, { ...BASE, title: long, callToAction: `Scan to rate this talk and get ${long}` }]) {
      const plan = slidePlan(input);
      const boxes = texts(plan).map(([name, t]) => ({
        name,
        left: t.left,
        top: t.top,
        width: t.width,
        height: t.lines.length * t.lineHeightPx,
      }));
      for (const [name, t] of texts(plan)) {
        expect(t.fontSize, name).toBeGreaterThanOrEqual(name === 'url' ? 32 : SLIDE_MIN_TEXT_PX);
        for (const line of t.lines) expect(measureText(line, t.fontSize, t.weight), `${name}: ${line}`).toBeLessThanOrEqual(t.width);
      }
      for (const b of boxes) {
        expect(b.top + b.height, b.name).toBeLessThanOrEqual(SLIDE_HEIGHT_PX);
        expect(overlaps(b, plan.qrCard), b.name).toBe(false);
        for (const other of boxes) if (other !== b) expect(overlaps(b, other), `${b.name} / ${other.name}`).toBe(false);
      }
    }
  });

  it('never shortens the short link: one line while it fits, else broken after the last slash, every character kept', () => {
    expect(slidePlan(BASE).url.lines).toEqual(['speakerpro.app/t/R9AD4A']);
    // Wide letters in the code still fit one line, a size smaller.
    expect(slidePlan({ ...BASE, shortUrlText: 'http://localhost:5000/t/WMWMWM' }).url.lines).toEqual(['http://localhost:5000/t/WMWMWM']);
    const long = 'feedback.talks-of-the-year.example.com/t/R9AD4A';
    expect(slidePlan({ ...BASE, shortUrlText: long }).url.lines).toEqual(['feedback.talks-of-the-year.example.com/t/', 'R9AD4A']);
    const absurd = `${'very-long-subdomain.'.repeat(6)}example.com/t/R9AD4A`;
    const plan = slidePlan({ ...BASE, shortUrlText: absurd });
    expect(plan.url.lines.join('')).toBe(absurd);
    expect(plan.url.fontSize).toBe(32);
  });

  it('writes black or white on the brand colour, whichever contrasts more, and the link in dark text on white', () => {
    for (const primary of ['#0f766e', '#fde047', '#ffffff', '#000000', '#7c3aed', '#f59e0b', 'not-a-colour']) {
      const plan = slidePlan({ ...BASE, brandColorPrimary: primary });
      for (const [name, t] of texts(plan)) {
        const on = name === 'url' ? '#ffffff' : plan.background;
        // WCAG's 4.5:1 for text is met by one of black and white on any colour.
        expect(contrast(t.color, on), `${name} on ${primary}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(slidePlan({ ...BASE, brandColorPrimary: 'not-a-colour' }).background).toBe('#2563eb');
  });

  it('draws the QR code in whole pixels per module, with a quiet zone of at least 3 modules in its white card', () => {
    const plan = slidePlan(BASE);
    const { qr, qrCard } = plan;
    expect(Number.isInteger(qr.modulePx)).toBe(true);
    expect(qr.modulePx).toBeGreaterThanOrEqual(15);
    const size = qr.modulePx * qr.matrix.size;
    for (const gap of [
      qr.left - qrCard.left,
      qr.top - qrCard.top,
      qrCard.left + qrCard.width - qr.left - size,
      qrCard.top + qrCard.height - qr.top - size,
    ]) {
      expect(gap).toBeGreaterThanOrEqual(3 * qr.modulePx);
    }
    expect(qrCard.left + qrCard.width).toBeLessThanOrEqual(SLIDE_WIDTH_PX);
  });
});

describe('the closing slide PNG', () => {
  it('is 1920x1080, its code decodes to the feedback page, the same bytes from the worker thread', async () => {
    const png = await renderSlide(BASE);
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([SLIDE_WIDTH_PX, SLIDE_HEIGHT_PX]);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(BASE.qrText);
    const worker = createWorkerRenderer();
    try {
      expect((await worker.renderSlide(BASE)).equals(png)).toBe(true);
    } finally {
      await worker.close();
    }
  });

  it('draws each line of text where the plan puts it', async () => {
    const plan = slidePlan(BASE);
    const drawn: { text: string; left: number; top: number }[] = [];
    await renderSlideSvg(BASE, (node) => {
      if (typeof node.textContent === 'string' && node.textContent.trim())
        drawn.push({ text: node.textContent, left: node.left, top: node.top });
    });
    for (const [, t] of texts(plan)) {
      t.lines.forEach((line, i) => {
        expect(drawn).toContainEqual({ text: line, left: t.left, top: t.top + i * t.lineHeightPx });
      });
    }
  });

  it('turns a GIF logo into a PNG for the PDF', () => {
    // A 1x1 red GIF.
    const gif = Buffer.from('R0lGODlhAQABAPAAAP8AAP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const png = PNG.sync.read(imageAsPng(gif, 'image/gif', 4, 4));
    expect([png.width, png.height]).toEqual([8, 8]);
    expect([...png.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });
});
