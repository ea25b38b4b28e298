import { describe, expect, it } from 'vitest';
import {
  blogContentToHtml,
  blogPlainText,
  blogReadTimeMinutes,
  deriveBlogFields,
  deriveBlogSlug,
  deriveExcerpt,
  deriveMetaDescription,
  deriveMetaTitle,
  isValidBlogSlug,
  wrapSelectionInBold,
} from './blog';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('deriveBlogSlug', () => {
  it.each([
    ['How I Doubled My Speaking Fees', 'how-i-doubled-my-speaking-fees'],
    ['  Q&A: 10 Tips -- for   Speakers!  ', 'qa-10-tips-for-speakers'],
    // Letters transliterated as in every other slug (shared/domain/slug.ts), never dropped.
    ['Zoë’s talk', 'zoes-talk'],
    ['Дмитрий о продажах', 'dmitriy-o-prodazhakh'],
    ['Élodie’s keynote', 'elodies-keynote'],
    ['---', ''],
  ])('%j -> %j', (title, slug) => {
    expect(deriveBlogSlug(title)).toBe(slug);
  });

  it('keeps at most 50 characters and never ends on a hyphen', () => {
    const fifty = 'a'.repeat(50);
    expect(deriveBlogSlug(fifty)).toBe(fifty);
    expect(deriveBlogSlug(`${fifty}b`)).toBe(fifty);
    expect(deriveBlogSlug(`${'a'.repeat(49)} bcd`)).toBe('a'.repeat(49));
    expect(isValidBlogSlug(deriveBlogSlug(`${'word '.repeat(20)}`))).toBe(true);
  });
});

describe('deriveMetaTitle', () => {
  it('keeps 60 characters, cuts 61 to 57 plus an ellipsis', () => {
    expect(deriveMetaTitle('t'.repeat(60))).toBe('t'.repeat(60));
    const cut = deriveMetaTitle('t'.repeat(61));
    expect(cut).toBe(`${'t'.repeat(57)}...`);
    expect(cut).toHaveLength(60);
  });
});

describe('deriveMetaDescription', () => {
  it('is the first sentence of the text without tags', () => {
    expect(deriveMetaDescription('<p>Speak <b>well</b>. Then sell.</p>')).toBe('Speak well.');
    expect(deriveMetaDescription('No full stop here')).toBe('No full stop here');
  });

  it('keeps a 160-character sentence and cuts a 161-character one to 157 plus an ellipsis', () => {
    const s160 = `${'x'.repeat(159)}.`;
    expect(deriveMetaDescription(`${s160} Second.`)).toBe(s160);
    const s161 = `${'x'.repeat(160)}.`;
    const cut = deriveMetaDescription(`<p>${s161}</p>`);
    expect(cut).toBe(`${'x'.repeat(157)}...`);
    expect(cut).toHaveLength(160);
  });
});

describe('deriveExcerpt', () => {
  it('is the first line, 200 characters kept, 201 cut to 197 plus an ellipsis', () => {
    expect(deriveExcerpt('<p>First line</p><p>Second line</p>')).toBe('First line');
    expect(deriveExcerpt('\n\nHello\nWorld')).toBe('Hello');
    expect(deriveExcerpt('y'.repeat(200))).toBe('y'.repeat(200));
    const cut = deriveExcerpt('y'.repeat(201));
    expect(cut).toBe(`${'y'.repeat(197)}...`);
    expect(cut).toHaveLength(200);
  });
});

describe('blogReadTimeMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(blogReadTimeMinutes(words(1))).toBe(1);
    expect(blogReadTimeMinutes(words(200))).toBe(1);
    expect(blogReadTimeMinutes(words(201))).toBe(2);
    expect(blogReadTimeMinutes(`<p>${words(400)}</p><p>${words(1)}</p>`)).toBe(3);
    expect(blogReadTimeMinutes('')).toBe(0);
  });

  it('does not count tags, entities or bold markers as words', () => {
    expect(blogPlainText('<p>Fish &amp; <strong>chips</strong></p> **now**')).toBe('Fish & chips\nnow');
    expect(blogReadTimeMinutes('<p class="x y z">one</p>')).toBe(1);
  });
});

describe('deriveBlogFields', () => {
  it('derives all four from title and content', () => {
    expect(deriveBlogFields('Stage to Pipeline', '<p>Every talk is a pitch. Here is how.</p>')).toEqual({
      slug: 'stage-to-pipeline',
      metaTitle: 'Stage to Pipeline',
      metaDescription: 'Every talk is a pitch.',
      excerpt: 'Every talk is a pitch. Here is how.',
    });
  });
});

describe('blogContentToHtml', () => {
  it('turns **bold** into <strong> and plain text into paragraphs', () => {
    expect(blogContentToHtml('Hello **world**\nagain\n\nNext')).toBe('<p>Hello <strong>world</strong><br>again</p><p>Next</p>');
  });

  it('leaves HTML content as it is apart from bold markers', () => {
    expect(blogContentToHtml('<p>A **b**</p>')).toBe('<p>A <strong>b</strong></p>');
  });
});

describe('derivation limits on both sides of each boundary', () => {
  it('slug: 49 and 50 characters kept, longer cut to 50, counted after punctuation is removed', () => {
    expect(deriveBlogSlug('a'.repeat(49))).toHaveLength(49);
    expect(deriveBlogSlug('a'.repeat(50))).toHaveLength(50);
    expect(deriveBlogSlug('a'.repeat(80))).toHaveLength(50);
    // 50 letters plus punctuation that is removed before counting.
    expect(deriveBlogSlug(`${'a'.repeat(50)}!!!`)).toBe('a'.repeat(50));
    // Collapsed hyphens count once: 24 + '-' + 25 = 50.
    expect(deriveBlogSlug(`${'a'.repeat(24)} -- ${'b'.repeat(25)}`)).toBe(`${'a'.repeat(24)}-${'b'.repeat(25)}`);
  });

  it('meta title: 59 and 60 kept, 61 and more become 57 plus ...', () => {
    expect(deriveMetaTitle('t'.repeat(59))).toBe('t'.repeat(59));
    expect(deriveMetaTitle('t'.repeat(60))).toBe('t'.repeat(60));
    expect(deriveMetaTitle('t'.repeat(100))).toBe(`${'t'.repeat(57)}...`);
  });

  it('meta description: tags do not count; 160 kept, 161 becomes 157 plus ...', () => {
    const s159 = `${'x'.repeat(158)}.`;
    expect(deriveMetaDescription(`<p><strong>${s159}</strong> More text follows here.</p>`)).toBe(s159);
    const s160 = `${'x'.repeat(159)}.`;
    expect(deriveMetaDescription(`<h2>${s160}</h2>`)).toBe(s160);
    const long = `${'y'.repeat(300)} and no full stop`;
    const cut = deriveMetaDescription(`<p>${long}</p>`);
    expect(cut).toBe(`${'y'.repeat(157)}...`);
    expect(cut).toHaveLength(160);
  });

  it('excerpt: 199 and 200 kept, 201 becomes 197 plus ..., only the first line counts', () => {
    expect(deriveExcerpt('e'.repeat(199))).toHaveLength(199);
    expect(deriveExcerpt(`${'e'.repeat(200)}\n${'f'.repeat(300)}`)).toBe('e'.repeat(200));
    expect(deriveExcerpt(`<p>${'e'.repeat(250)}</p><p>next</p>`)).toBe(`${'e'.repeat(197)}...`);
  });
});

describe('wrapSelectionInBold', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrapSelectionInBold('Speak well today', 6, 10)).toEqual({ text: 'Speak **well** today', start: 8, end: 12 });
  });

  it('puts the caret between the markers when nothing is selected', () => {
    expect(wrapSelectionInBold('ab', 1, 1)).toEqual({ text: 'a****b', start: 3, end: 3 });
  });
});
