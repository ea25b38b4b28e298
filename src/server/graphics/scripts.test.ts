import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { GRAPHIC_LAYOUTS } from '../../shared/domain/graphics';
import satori from 'satori';
import { FONT_FAMILY, hanPreferenceOf, measureText, satoriFontsFor } from './fonts';
import { layoutGraphic, renderSlide, renderTestimonialGraphic, slidePlan, type GraphicInput } from './renderer';
import { SLIDE_WIDTH_PX, slideElement, type SlideInput } from './slide-layout';
import { SPEAKER_SIDE } from './test-inputs';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__');

/** A testimonial, a name and a role in each script the issue names (issue 28). */
const SCRIPTS = {
  arabic: { quote: 'كانت المحاضرة رائعة ومليئة بالأفكار العملية التي سأستخدمها يوم الاثنين', name: 'أحمد', role: 'مهندس برمجيات' },
  hebrew: { quote: 'הרצאה מעולה, מעשית ומצחיקה. למדתי המון דברים חדשים', name: 'דנה', role: 'מנהלת מכירות' },
  chinese: { quote: '这个演讲非常精彩，我学到了很多实用的方法，星期一就可以用上。', name: '王小明', role: '销售总监' },
  japanese: {
    quote: 'とても実践的で面白い講演でした。月曜日からすぐに使えるアイデアがたくさんありました。',
    name: '山田',
    role: 'エンジニア',
  },
  korean: {
    quote: '정말 유익하고 재미있는 강연이었습니다. 월요일부터 바로 쓸 수 있는 아이디어가 많았어요.',
    name: '김민수',
    role: '영업 이사',
  },
  hindi: { quote: 'यह व्याख्यान बहुत अच्छा था और मैंने सोमवार से इस्तेमाल करने के लिए बहुत कुछ सीखा', name: 'प्रिया', role: 'बिक्री प्रमुख' },
  thai: { quote: 'การบรรยายนี้ยอดเยี่ยมมากครับได้ไอเดียที่นำไปใช้ได้จริงในวันจันทร์', name: 'สมชาย', role: 'ผู้จัดการฝ่ายขาย' },
} as const;

/** The same text with its letters (and their marks) taken out: what today's code drew of it. */
const lettersRemoved = (text: string) => text.replace(/[\p{L}\p{M}\p{N}]/gu, '');

const BASE: Omit<GraphicInput, 'quote' | 'attendeeName' | 'attendeeDetail' | 'layout'> = {
  rating: 5,
  ...SPEAKER_SIDE,
};

const decode = (png: Buffer) => PNG.sync.read(png);

/** Pixels that differ between two PNGs inside a box. */
function differingIn(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }): number {
  const x = decode(a);
  const y = decode(b);
  let count = 0;
  for (let row = box.top; row < box.top + box.height; row += 1) {
    for (let col = box.left; col < box.left + box.width; col += 1) {
      const i = (row * x.width + col) * 4;
      if (Math.abs(x.data[i]! - y.data[i]!) + Math.abs(x.data[i + 1]! - y.data[i + 1]!) + Math.abs(x.data[i + 2]! - y.data[i + 2]!) > 60)
        count += 1;
    }
  }
  return count;
}

describe('graphics in every script', () => {
  for (const layout of GRAPHIC_LAYOUTS) {
    it(`draws the quote's letters in the ${layout} layout for Arabic, Hebrew, Chinese, Japanese, Korean, Hindi and Thai`, async () => {
      for (const [script, words] of Object.entries(SCRIPTS)) {
        const input: GraphicInput = { ...BASE, layout, quote: words.quote, attendeeName: words.name, attendeeDetail: words.role };
        const drawn = await renderTestimonialGraphic(input);
        const bare = await renderTestimonialGraphic({ ...input, quote: lettersRemoved(words.quote) });
        const { quoteBox } = layoutGraphic(input);
        // Thousands of pixels of letters in the quote's box, where the render without them has none.
        expect(differingIn(drawn, bare, quoteBox), script).toBeGreaterThan(5_000);
      }
    });
  }

  it('draws the dots a font adds to a letter: ة is not ه, a final ي is not ى (shaped lines, not one glyph per letter)', async () => {
    for (const layout of GRAPHIC_LAYOUTS) {
      for (const [right, wrong] of [
        ['المحاضرة كانت رائعة ومليئة', 'المحاضرة كانت رائعه ومليئه'],
        ['الأفكار التي سأستخدمها', 'الأفكار التى سأستخدمها'],
      ] as const) {
        const input: GraphicInput = { ...BASE, layout, quote: right, attendeeName: 'أحمد', attendeeDetail: 'مهندس' };
        const drawn = await renderTestimonialGraphic(input);
        const misspelt = await renderTestimonialGraphic({ ...input, quote: wrong });
        expect(differingIn(drawn, misspelt, layoutGraphic(input).quoteBox), `${layout}: ${right}`).toBeGreaterThan(50);
      }
    }
  });

  it('puts the classic layout’s rule under the quote where the lines start: right for Arabic and Hebrew, left for Latin', async () => {
    // The rule sits 26 px under the quote box, 120 px wide, flush with the box's start side.
    const pink = (png: Buffer, x: number, y: number) => {
      const { data, width } = decode(png);
      const i = (y * width + x) * 4;
      return Math.abs(data[i]! - 0xdb) + Math.abs(data[i + 1]! - 0x27) + Math.abs(data[i + 2]! - 0x77) < 30;
    };
    for (const [script, words, rtl] of [
      ['arabic', SCRIPTS.arabic, true],
      ['hebrew', SCRIPTS.hebrew, true],
      ['latin', { quote: 'A practical talk I will use on Monday.', name: 'Ana', role: 'Engineer' }, false],
    ] as const) {
      const input: GraphicInput = { ...BASE, layout: 'classic', quote: words.quote, attendeeName: words.name, attendeeDetail: words.role };
      const { quoteBox } = layoutGraphic(input);
      const png = await renderTestimonialGraphic(input);
      const y = quoteBox.top + quoteBox.height + 26 + 3;
      const left = quoteBox.left + 60;
      const right = quoteBox.left + quoteBox.width - 60;
      expect([pink(png, left, y), pink(png, right, y)], script).toEqual(rtl ? [false, true] : [true, false]);
    }
  });

  it('signs with the attendee’s name in its own script, never "Anonymous"', async () => {
    for (const [script, words] of Object.entries(SCRIPTS)) {
      const laid = layoutGraphic({ ...BASE, layout: 'classic', quote: words.quote, attendeeName: words.name, attendeeDetail: words.role });
      const json = JSON.stringify(laid.element);
      expect(json, script).toContain(words.name);
      expect(json, script).not.toContain('Anonymous');
    }
    expect(JSON.stringify(layoutGraphic({ ...BASE, layout: 'classic', quote: 'Great', attendeeName: '  ' }).element)).toContain(
      'Anonymous',
    );
  });

  it('lays out Arabic and Hebrew from the right, and everything else from the left', async () => {
    for (const [script, words] of Object.entries(SCRIPTS)) {
      const input: GraphicInput = { ...BASE, layout: 'minimal', quote: words.quote, attendeeName: words.name, attendeeDetail: words.role };
      const png = decode(await renderTestimonialGraphic(input));
      const { quoteBox } = layoutGraphic(input);
      // Ink (dark pixels on the white minimal layout) in the first and last fifth of the quote box.
      const inkIn = (from: number, to: number) => {
        let ink = 0;
        for (let y = quoteBox.top; y < quoteBox.top + quoteBox.height; y += 2) {
          for (let x = from; x < to; x += 2) if (png.data[(y * png.width + x) * 4]! < 128) ink += 1;
        }
        return ink;
      };
      const fifth = Math.round(quoteBox.width / 5);
      const left = inkIn(quoteBox.left, quoteBox.left + fifth);
      const right = inkIn(quoteBox.left + quoteBox.width - fifth, quoteBox.left + quoteBox.width);
      if (script === 'arabic' || script === 'hebrew') expect(right, script).toBeGreaterThan(left);
      else expect(left, script).toBeGreaterThan(right);
    }
  });

  it('breaks Thai, Chinese and Japanese lines between words, each line within the quote box as measured in the Noto fonts', () => {
    for (const script of ['thai', 'chinese', 'japanese'] as const) {
      const long = `${SCRIPTS[script].quote}${SCRIPTS[script].quote}${SCRIPTS[script].quote}`;
      const laid = layoutGraphic({ ...BASE, layout: 'classic', quote: long, attendeeName: 'A' });
      expect(laid.quote.lines.length, script).toBeGreaterThan(1);
      expect(laid.quote.lines.join(''), script).toBe(long);
      for (const line of laid.quote.lines) {
        expect(measureText(line, laid.quote.fontSize, 600), script).toBeLessThanOrEqual(laid.quoteBox.width);
        // No line starts with closing punctuation.
        expect(line, script).not.toMatch(/^[，。、」]/u);
      }
    }
    // Thai: every break falls between two of the segmenter's words.
    const thai = layoutGraphic({ ...BASE, layout: 'bold', quote: SCRIPTS.thai.quote.repeat(3), attendeeName: 'A' }).quote.lines;
    const words = new Set(Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(SCRIPTS.thai.quote), (s) => s.segment));
    for (const line of thai.slice(0, -1)) {
      const last = Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(line), (s) => s.segment).at(-1)!;
      expect(words.has(last), line).toBe(true);
    }
  });
});

describe('the measure', () => {
  it('sees each script as satori lays it out, Arabic and Devanagari shaped (within the 3% the layouts keep spare)', async () => {
    for (const [script, words] of Object.entries(SCRIPTS)) {
      for (const [weight, size] of [
        [400, 40],
        [800, 56],
      ] as const) {
        const han = hanPreferenceOf([words.quote]);
        let width = 0;
        await satori(
          {
            type: 'div',
            props: {
              style: { display: 'flex', fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size },
              children: { type: 'div', props: { style: { display: 'flex', whiteSpace: 'pre' }, children: words.role } },
            },
          } as never,
          {
            width: 1400,
            height: 200,
            fonts: satoriFontsFor([{ text: words.role, weight }], han),
            onNodeDetected: (node) => {
              if (node.textContent === words.role) width = node.width;
            },
          },
        );
        const measured = measureText(words.role, size, weight, han);
        expect(width, script).toBeGreaterThan(0);
        expect(Math.abs(width - measured) / measured, `${script} ${weight}`).toBeLessThan(0.03);
      }
    }
  });
});

describe('golden renders in Arabic and Chinese', () => {
  // As in renderer.test.ts: regenerate with UPDATE_GOLDEN=1 after a deliberate change, and look at them.
  for (const script of ['arabic', 'chinese'] as const) {
    it(`matches the expected classic render in ${script}`, async () => {
      const file = path.join(FIXTURES, `golden-classic-${script}.png`);
      const words = SCRIPTS[script];
      const png = await renderTestimonialGraphic({
        ...BASE,
        layout: 'classic',
        quote: words.quote,
        attendeeName: words.name,
        attendeeDetail: words.role,
      });
      if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, png);
      const a = decode(png);
      const b = decode(fs.readFileSync(file));
      expect(pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 })).toBeLessThan(1080 * 1080 * 0.001);
    });
  }
});

describe('the closing slide in every script', () => {
  const SLIDE: SlideInput = {
    title: '',
    callToAction: 'Scan to rate this talk',
    shortUrlText: 'speakerpro.app/t/R9AD4A',
    qrText: 'https://speakerpro.app/qr/maya/1',
    speakerName: 'Maya Okafor',
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#f59e0b',
    logo: null,
  };
  it('draws a title in Arabic, Hebrew, Chinese, Japanese, Korean, Hindi and Thai', async () => {
    for (const [script, words] of Object.entries(SCRIPTS)) {
      const input = { ...SLIDE, title: words.role, speakerName: words.name };
      const drawn = await renderSlide(input);
      const bare = await renderSlide({
        ...input,
        title: lettersRemoved(words.role) || '.',
        speakerName: lettersRemoved(words.name) || '.',
      });
      const { title } = slidePlan(input);
      const box = { left: title.left, top: title.top, width: title.width, height: title.lines.length * title.lineHeightPx };
      expect(box.left + box.width, script).toBeLessThanOrEqual(SLIDE_WIDTH_PX);
      expect(differingIn(drawn, bare, box), script).toBeGreaterThan(1_000);
    }
  });

  it('draws an Arabic or Hindi title as shaped lines, as the graphics do (letters built of several glyphs keep every part)', () => {
    for (const title of ['تجربة رائعة', 'बहुत अच्छा व्याख्यान']) {
      const json = JSON.stringify(slideElement(slidePlan({ ...SLIDE, title })));
      expect(json, title).toContain(`"data-text":"${title}"`);
    }
    expect(JSON.stringify(slideElement(slidePlan({ ...SLIDE, title: 'Stories That Sell' })))).not.toContain('data-text');
  });
});
