import { describe, expect, it } from 'vitest';
import { speakerSlug } from './slug';

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
});
