import { describe, expect, it } from 'vitest';
import { speakerSlug } from './slug';

describe('speakerSlug', () => {
  it.each([
    ['Maya', 'Okafor', 'maya-okafor'],
    ['  Jean-Luc ', "O'Neil", 'jean-luc-o-neil'],
    ['Ann--Marie', 'Lee!!', 'ann-marie-lee'],
    ['Zoë', 'Ångström', 'zo-ngstr-m'],
  ])('%s %s -> %s', (first, last, slug) => {
    expect(speakerSlug(first, last)).toBe(slug);
  });
});
