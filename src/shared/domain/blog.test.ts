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
} from './blog';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('deriveBlogSlug', () => {
  it.each([
    ['How I Doubled My Speaking Fees', 'how-i-doubled-my-speaking-fees'],
    ['  Q&A: 10 Tips -- for   Speakers!  ', 'qa-10-tips-for-speakers'],
    ['Zoë’s talk', 'zos-talk'],
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
