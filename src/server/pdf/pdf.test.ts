import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, writeText } from './pdf';
import { renderSlidePdf } from './slide-pdf';

async function textOf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, totalPages };
}

describe('createPdf and writeText', () => {
  it('makes a PDF whose text reads back, in Latin, Cyrillic and Greek, emoji in Noto Emoji, a character no font has as its code point', async () => {
    const { doc, finish } = createPdf({ size: 'A4', margin: 48 });
    writeText(doc, 'Impact report: “Résumé” by Zoë', 700, { width: 400 });
    writeText(doc, 'Отзыв от Ивана and Σοφία agreed 🎉 \ue000', 400);
    const bytes = await finish();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages } = await textOf(bytes);
    expect(totalPages).toBe(1);
    expect(text).toContain('Impact report: “Résumé” by Zoë');
    expect(text).toContain('Отзыв от Ивана');
    expect(text).toContain('Σοφία');
    expect(text).toContain('🎉');
    // Never silently dropped: the private-use character no font has is printed as its code point.
    expect(text).toContain('[U+E000]');
  });

  it('prints Arabic, Hebrew, Chinese, Japanese, Korean, Hindi and Thai as text that reads back, Arabic and Hebrew right to left', async () => {
    const { doc, finish } = createPdf({ size: 'A4', margin: 48 });
    doc.fontSize(12);
    const paragraphs = {
      arabic: 'كانت المحاضرة رائعة ومليئة بالأفكار العملية التي سأستخدمها يوم الاثنين',
      hebrew: 'הרצאה מעולה מעשית ומצחיקה',
      chinese: '这个演讲非常精彩我学到了很多实用的方法',
      japanese: 'とても実践的で面白い講演でした',
      korean: '정말 유익한 강연이었습니다',
      hindi: 'बहुत अच्छा था',
      thai: 'การบรรยายนี้ยอดเยี่ยมมากครับ',
    };
    for (const [name, text] of Object.entries(paragraphs)) {
      const y = doc.y;
      writeText(doc, text, 400, { width: 400 });
      expect(doc.y, name).toBeGreaterThan(y);
    }
    const bytes = await finish();
    // Noto Sans Arabic draws dots as marks of their own, which read back as U+034F (shows nothing).
    const text = (await textOf(bytes)).text.replaceAll('\u034f', '');
    for (const word of ['المحاضرة', 'رائعة', 'بالأفكار', 'العملية', 'سأستخدمها', 'الاثنين', 'מעולה', 'ומצחיקה'])
      expect(text).toContain(word);
    for (const words of [
      '这个演讲非常精彩',
      'とても実践的で面白い講演でした',
      '정말 유익한 강연이었습니다',
      'बहुत',
      'अच्छा',
      'การบรรยายนี้ยอดเยี่ยมมากครับ',
    ]) {
      expect(text).toContain(words);
    }
    // Right to left: the Arabic and Hebrew lines end at the paragraph's right edge (48 + 400 pt),
    // the others start at its left edge.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const items = (await (await pdf.getPage(1)).getTextContent()).items as { str: string; transform: number[]; width: number }[];
    const itemOf = (word: string) => items.find((i) => i.str.replaceAll('\u034f', '').includes(word))!;
    for (const word of ['الاثنين', 'הרצאה']) {
      const item = itemOf(word);
      // pdf.js's width of a run adds a little spacing of its own.
      expect(Math.abs(item.transform[4]! + item.width - 448), word).toBeLessThan(8);
    }
    expect(itemOf('הרצאה').transform[4]).toBeGreaterThan(48 + 100);
    expect(itemOf('这').transform[4]).toBeCloseTo(48, 0);
  });

  it('prints the closing slide PDF with an Arabic title and a Chinese call to action as text', async () => {
    const bytes = await renderSlidePdf(
      {
        title: 'كيف تبيع بالقصص',
        callToAction: '扫码为本次演讲评分',
        shortUrlText: 'speakerpro.app/t/R9AD4A',
        qrText: 'https://speakerpro.app/qr/maya/1',
        speakerName: 'مايا',
        brandColorPrimary: '#0f766e',
        brandColorSecondary: '#f59e0b',
        logo: null,
      },
      { shortUrl: 'https://speakerpro.app/t/R9AD4A', feedbackUrl: 'https://speakerpro.app/qr/maya/1', title: 'Slide' },
    );
    const text = (await textOf(bytes)).text.replaceAll('\u034f', '');
    for (const words of ['كيف', 'تبيع', 'بالقصص', 'مايا', '扫码为本次演讲评分', 'speakerpro.app/t/R9AD4A']) expect(text).toContain(words);
  });

  it('sizes pages as asked (A4 in points, and a 1920x1080 slide)', async () => {
    const a4 = createPdf({ size: 'A4' });
    writeText(a4.doc, 'A4', 400);
    const slide = createPdf({ size: [1920, 1080] });
    writeText(slide.doc, 'Slide', 400);
    for (const [built, [w, h]] of [
      [await a4.finish(), [595.28, 841.89]],
      [await slide.finish(), [1920, 1080]],
    ] as const) {
      const pdf = await getDocumentProxy(new Uint8Array(built));
      const page = await pdf.getPage(1);
      const [, , width, height] = page.view;
      expect(width).toBeCloseTo(w, 1);
      expect(height).toBeCloseTo(h, 1);
    }
  });
});
