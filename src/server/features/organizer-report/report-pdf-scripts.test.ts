import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ReportContent } from './content';
import { reportPdf } from './pdf';

/** An organizer's report of a talk whose audience wrote in seven scripts (issue 28). */
const CONTENT: ReportContent = {
  talkTitle: 'Stories That Sell',
  eventName: 'Growth Summit',
  eventDate: new Date('2026-11-20T10:00:00Z'),
  speakerName: 'Maya Okafor',
  speakerUserId: 1,
  logoUrl: null,
  brandPrimary: '#7c3aed',
  brandSecondary: '#db2777',
  responses: 7,
  expectedAudience: null,
  responseRate: null,
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 7 : 0 })),
  average: null,
  bookingLeads: 0,
  takeaways: { groups: [], ungrouped: 0, total: 0 },
  takeawaysUnquoted: 0,
  testimonials: [
    {
      id: 1,
      rating: 5,
      quote: 'كانت المحاضرة رائعة ومليئة بالأفكار العملية',
      attribution: 'أحمد, Software Engineer',
      author: { name: 'أحمد', role: 'Software Engineer' },
    },
    { id: 2, rating: 5, quote: 'הרצאה מעולה מעשית ומצחיקה', attribution: 'דנה', author: { name: 'דנה', role: '' } },
    { id: 3, rating: 5, quote: '这个演讲非常精彩我学到了很多', attribution: '王小明, Sales', author: { name: '王小明', role: 'Sales' } },
    { id: 4, rating: 5, quote: 'とても実践的で面白い講演でした', attribution: '山田', author: { name: '山田', role: '' } },
    { id: 5, rating: 5, quote: '정말 유익한 강연이었습니다', attribution: '김민수', author: { name: '김민수', role: '' } },
    { id: 6, rating: 5, quote: 'बहुत अच्छा था', attribution: 'राहुल', author: { name: 'राहुल', role: '' } },
    { id: 7, rating: 5, quote: 'การบรรยายนี้ยอดเยี่ยมมากครับ', attribution: 'สมชาย', author: { name: 'สมชาย', role: '' } },
  ],
  roles: [
    { role: 'مهندس', count: 3 },
    { role: '销售总监', count: 2 },
    { role: 'Engineer', count: 2 },
  ],
  companies: [],
  note: null,
  generatedAt: new Date('2026-11-27T10:00:00Z'),
  timeZone: 'UTC',
};

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // Noto Sans Arabic draws dots as marks of their own, which read back as U+034F (shows nothing).
  return text.replaceAll('\u034f', '');
}

describe('the organizer PDF in every script', () => {
  it('prints each testimonial’s words, its author’s name and the role list’s names, in their own scripts', async () => {
    const text = await textOf(await reportPdf(CONTENT, null));
    for (const words of [
      'المحاضرة',
      'رائعة',
      'العملية',
      'הרצאה',
      'ומצחיקה',
      '这个演讲非常精彩',
      'とても実践的で面白い講演でした',
      '정말 유익한 강연이었습니다',
      'बहुत',
      'การบรรยายนี้ยอดเยี่ยมมากครับ',
    ]) {
      expect(text).toContain(words);
    }
    // (Hindi words here have no vowel sign written before its consonant, like ि: a PDF holds the
    // glyphs in the order they are seen, and text read back from it has that sign first.)
    for (const name of ['أحمد', 'דנה', '王小明', '山田', '김민수', 'राहुल', 'สมชาย']) expect(text).toContain(name);
    // The role list keeps its non-Latin names, next to their counts.
    expect(text).toContain('مهندس');
    expect(text).toContain('销售总监');
    // The quotes' own marks: Japanese 「」, Chinese “”.
    expect(text).toContain('「とても実践的で面白い講演でした」');
    expect(text).toContain('“这个演讲非常精彩我学到了很多”');
    // A mixed attribution keeps its parts in the report's order: name, role, stars.
    expect(text).toMatch(/أحمد, Software Engineer · 5 stars/);
  });
});
