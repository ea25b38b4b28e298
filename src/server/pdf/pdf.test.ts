import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, writeText } from './pdf';

async function textOf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, totalPages };
}

describe('createPdf and writeText', () => {
  it('makes a PDF whose text reads back, in Latin, Cyrillic and Greek, with characters no font has left out', async () => {
    const { doc, finish } = createPdf({ size: 'A4', margin: 48 });
    writeText(doc, 'Impact report: “Résumé” by Zoë', 700, { width: 400 });
    writeText(doc, 'Отзыв от Ивана and Σοφία agreed 🎉', 400);
    const bytes = await finish();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages } = await textOf(bytes);
    expect(totalPages).toBe(1);
    expect(text).toContain('Impact report: “Résumé” by Zoë');
    expect(text).toContain('Отзыв от Ивана');
    expect(text).toContain('Σοφία');
    expect(text).not.toContain('🎉');
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
