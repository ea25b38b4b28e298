import { describe, expect, it } from 'vitest';
import { groupTakeaways, stem } from './takeaway-groups';

const t = (text: string, id: number) => ({ id, text });

describe('stem', () => {
  it.each([
    ['listening', 'listen'],
    ['listened', 'listen'],
    ['listens', 'listen'],
    ['planning', 'plan'],
    ['stories', 'story'],
    ['meetings', 'meet'],
    ['meeting', 'meet'],
    ['business', 'business'],
    ['focus', 'focus'],
    ["team's", 'team'],
  ])('%s -> %s', (word, expected) => expect(stem(word)).toBe(expected));
});

describe('groupTakeaways', () => {
  it('groups by the word most takeaways share, then the next among the rest, and names the word as written', () => {
    const result = groupTakeaways([
      t('Listen more to my customers before pitching', 1),
      t('I will listen before I answer', 2),
      t('Start listening in every sales meeting', 3),
      t('Shorter meetings with a clear agenda', 4),
      t('Cut our weekly meetings to 20 minutes', 5),
      t('Ask for referrals', 6),
      t('   ', 7),
    ]);
    expect(result.total).toBe(6);
    expect(result.groups.map((g) => [g.word, g.count])).toEqual([
      ['listen', 3],
      ['meetings', 2],
    ]);
    expect(result.groups[0]!.quotes.map((q) => q.id)).toEqual([1, 3, 2]);
    expect(result.ungrouped).toBe(1);
  });

  it('leaves out function words and the words of the question itself', () => {
    const result = groupTakeaways([t('I will do things differently after this talk', 1), t('I will do things differently', 2)]);
    expect(result.groups).toEqual([]);
    expect(result.ungrouped).toBe(2);
  });

  it('reports other words most of a group shares, and keeps quotes and groups within their limits', () => {
    const many = Array.from({ length: 9 }, (_, i) => t(`Follow-up emails within 24 hours, customer ${i}`, i + 1));
    const result = groupTakeaways([...many, t('Better follow-up', 20)], { maxQuotes: 2, maxGroups: 1 });
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]).toMatchObject({ word: 'follow-up', count: 10 });
    expect(result.groups[0]!.alsoShared).toEqual(['customer', 'emails']);
    expect(result.groups[0]!.quotes).toHaveLength(2);
  });

  it('is stable: the same takeaways in another order give the same groups', () => {
    const items = [t('Use stories in demos', 1), t('More stories', 2), t('Demos that show value', 3), t('Value first', 4)];
    expect(groupTakeaways([...items].reverse())).toEqual(groupTakeaways(items));
  });

  it('works with words in other scripts', () => {
    const result = groupTakeaways([t('Больше слушать клиентов', 1), t('Слушать клиентов внимательнее', 2)]);
    expect(result.groups[0]).toMatchObject({ count: 2 });
    expect(['клиентов', 'слушать']).toContain(result.groups[0]!.word);
  });
});
