import { describe, expect, it } from 'vitest';
import { capSlug, fileNamePart, fileNameWithId, SLUG_MAX_LENGTH, speakerSlug } from './slug';

describe('speakerSlug', () => {
  it.each([
    ['Maya', 'Okafor', 'maya-okafor'],
    ['  Jean-Luc ', "O'Neil", 'jean-luc-o-neil'],
    ['Ann--Marie', 'Lee!!', 'ann-marie-lee'],
    ['Zoë', 'Ångström', 'zoe-angstroem'],
    ['Bruno', 'Martín', 'bruno-martin'],
    ['Łukasz', 'Żółć', 'lukasz-zolc'],
    ['Jürgen', 'Groß', 'juergen-gross'],
    ['Дмитрий', 'Иванов', 'dmitriy-ivanov'],
    ['Nguyễn', 'Văn An', 'nguyen-van-an'],
  ])('%s %s -> %s', (first, last, slug) => {
    expect(speakerSlug(first, last)).toBe(slug);
  });

  it('caps a long name at a hyphen, never ending in one', () => {
    const slug = speakerSlug('Maria Fernanda Alejandra Guadalupe', 'de los Santos Villanueva y Rodríguez-Montenegro Castellanos');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('maria-fernanda-alejandra-guadalupe-de-los-santos-villanueva');
    expect(capSlug('a'.repeat(150))).toBe('a'.repeat(SLUG_MAX_LENGTH));
    expect(capSlug(`${'b'.repeat(59)}-cdef`)).toBe('b'.repeat(59));
  });
});

describe('fileNamePart', () => {
  it.each<[string, string]>([
    ['Élodie', 'elodie'],
    ['Дмитрий', 'dmitriy'],
    ['Stories That Sell: Résumé Edition!', 'stories-that-sell-resume-edition'],
    // The transliteration covers Arabic letters (unvowelled, as it gives speaker slugs); not Chinese.
    ['ياسمين', 'yasmyn'],
    ['王芳', '王芳'],
    ['王芳 Wang', '王芳-Wang'],
    ['  王芳   李 ', '王芳-李'],
    // What file systems refuse (path separators, Windows' reserved characters, control characters) goes.
    ['王/芳\\: "a"?*<b>|\u0000', '王-芳-a-b'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j: transliterated where it can be, else as typed', (text, part) => {
    expect(fileNamePart(text)).toBe(part);
  });

  it('keeps at most `max` characters of a typed name, whole characters', () => {
    expect(fileNamePart('王芳'.repeat(40), 5)).toBe('王芳王芳王');
    // A letter outside the Basic Multilingual Plane is two UTF-16 units and one character.
    expect(fileNamePart('𠀀'.repeat(3) + '王', 2)).toBe('𠀀𠀀');
  });
});

describe('fileNameWithId', () => {
  it.each<[string, string]>([
    ['Élodie', 'elodie'],
    ['Дмитрий', 'dmitriy'],
    ['ياسمين', 'yasmyn'],
    ['王芳', '42-王芳'],
    ['李 Wang', '42-李-Wang'],
    ['', '42'],
  ])('%j with id 42 → %j: the id beside a name kept as typed, alone without a name', (text, part) => {
    expect(fileNameWithId(text, 42, 40)).toBe(part);
  });
});
