import { describe, expect, it } from 'vitest';
import {
  batchProgressPercent,
  companyFromJobRole,
  defaultGraphicExcerpt,
  GRAPHIC_EXCERPT_MAX_LENGTH,
  graphicExcerptProblem,
  graphicQuote,
  DEFAULT_THREE_WORDS,
  formatElapsed,
  generateAllMessage,
  graphicRequestDefaults,
  linkedinPostText,
  normalizeHashtag,
  threeWordsFrom,
} from './graphics';

describe('demo graphic request defaults (document 1 §5)', () => {
  it('takes the first three words of the testimonial, else the spec three words', () => {
    expect(threeWordsFrom('Practical, funny and full of ideas')).toBe('Practical, funny and');
    expect(threeWordsFrom('  Brilliant   talk ')).toBe('Brilliant talk');
    expect(threeWordsFrom('')).toBe(DEFAULT_THREE_WORDS);
    expect(threeWordsFrom(null)).toBe('engaging, informative and inspiring');
  });

  it('takes the company after "at " in the job role', () => {
    expect(companyFromJobRole('Head of People at Brightline')).toBe('Brightline');
    expect(companyFromJobRole('CTO AT Acme Ltd')).toBe('Acme Ltd');
    expect(companyFromJobRole('Freelance designer')).toBe('');
    expect(companyFromJobRole('Data lead at')).toBe('');
    expect(companyFromJobRole(undefined)).toBe('');
  });

  it('fills rating 5 and attendee Anonymous', () => {
    expect(graphicRequestDefaults({ speakerName: ' Maya Okafor ', jobRole: 'VP Sales at Northwind', eventHashtags: '#Growth' })).toEqual({
      speakerName: 'Maya Okafor',
      threeWords: 'engaging, informative and inspiring',
      rating: 5,
      attendeeName: 'Anonymous',
      company: 'Northwind',
      eventHashtags: '#Growth',
    });
    expect(graphicRequestDefaults({ speakerName: 'M', testimonial: 'Loved every minute', attendeeName: 'Priya', rating: 4 })).toMatchObject(
      {
        threeWords: 'Loved every minute',
        attendeeName: 'Priya',
        rating: 4,
      },
    );
  });
});

describe('LinkedIn post text (document 2 §9)', () => {
  it('uses the talk title, the testimonial, the name, stars with rating/5 and the hashtag with fixed tags', () => {
    const text = linkedinPostText({
      talkTitle: 'Stories That Sell',
      eventName: 'Growth Summit',
      testimonial: ' Practical and funny. ',
      attendeeName: 'Priya Shah',
      rating: 4,
      hashtag: 'Growth Summit 2026',
    });
    expect(text).toBe(
      [
        '🎤 What attendees said about my talk "Stories That Sell":',
        '',
        '"Practical and funny."',
        '— Priya Shah',
        '',
        '⭐⭐⭐⭐ 4/5',
        '',
        '#GrowthSummit2026 #PublicSpeaking #Testimonial',
      ].join('\n'),
    );
  });

  it('falls back to the event name, leaves out a missing name and defaults the hashtag to #SpeakerPro', () => {
    const text = linkedinPostText({ talkTitle: null, eventName: 'Growth Summit', testimonial: 'Great.', attendeeName: '  ', rating: 5 });
    expect(text).toContain('my talk "Growth Summit"');
    expect(text).not.toContain('—');
    expect(text).toContain('⭐⭐⭐⭐⭐ 5/5');
    expect(text.split('\n').at(-1)).toBe('#SpeakerPro #PublicSpeaking #Testimonial');
  });

  it('does not repeat a tag the event already uses', () => {
    const text = linkedinPostText({ eventName: 'X', testimonial: 'Y', rating: 5, hashtag: '#publicspeaking #HR' });
    expect(text.split('\n').at(-1)).toBe('#publicspeaking #HR #Testimonial');
  });
});

describe('hashtags', () => {
  it('joins words into one tag and keeps a tagged list', () => {
    expect(normalizeHashtag('Growth Summit 2026')).toBe('#GrowthSummit2026');
    expect(normalizeHashtag('#growth')).toBe('#growth');
    expect(normalizeHashtag('#Leadership #HR')).toBe('#Leadership #HR');
    expect(normalizeHashtag('  ')).toBeNull();
    expect(normalizeHashtag('#')).toBeNull();
  });
});

describe('batch progress', () => {
  it('is real progress: rendering up to 90, packing at 95, done at 100', () => {
    expect(batchProgressPercent({ status: 'queued', total: 3, completed: 0, failed: 0 })).toBe(0);
    expect(batchProgressPercent({ status: 'running', total: 3, completed: 1, failed: 0 })).toBe(30);
    expect(batchProgressPercent({ status: 'running', total: 3, completed: 2, failed: 1 })).toBe(95);
    expect(batchProgressPercent({ status: 'done', total: 3, completed: 3, failed: 0 })).toBe(100);
    expect(generateAllMessage(0)).toBe('Gathering your testimonials');
    expect(generateAllMessage(30)).toBe('Applying your brand colours');
    expect(generateAllMessage(100)).toBe('Your marketing package is ready!');
  });

  it('formats elapsed time as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
  });
});

describe('the quote on a graphic', () => {
  const long = `${'A short first sentence. '.repeat(8)}${'word '.repeat(80)}`;

  it('is the whole testimonial when it is short enough, its first sentences otherwise', () => {
    expect(defaultGraphicExcerpt('  Great   talk.\nLoved it. ')).toBe('Great talk. Loved it.');
    const excerpt = defaultGraphicExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(GRAPHIC_EXCERPT_MAX_LENGTH + 1);
    expect(excerpt).toMatch(/^(A short first sentence\. )+A short first sentence\.…$/);
  });

  it('cuts a first sentence that is too long at a word, with an ellipsis', () => {
    const excerpt = defaultGraphicExcerpt('word '.repeat(100));
    expect(excerpt.length).toBeLessThanOrEqual(GRAPHIC_EXCERPT_MAX_LENGTH);
    expect(excerpt).toMatch(/^(word )+word…$/);
  });

  it("accepts only a continuous run of the attendee's own words, ellipses allowed, short enough to read", () => {
    const t = 'Practical, funny and full of ideas.  I can use them on Monday.';
    expect(graphicExcerptProblem(t, 'funny and full of ideas')).toBeNull();
    expect(graphicExcerptProblem(t, '…ideas. I can use them…')).toBeNull();
    expect(graphicExcerptProblem(t, '...funny and full...')).toBeNull();
    expect(graphicExcerptProblem(t, 'funny and full of bad ideas')).toMatch(/own words/);
    expect(graphicExcerptProblem(t, 'Practical ideas')).toMatch(/own words/);
    expect(graphicExcerptProblem(t, '…')).toMatch(/some of the testimonial/);
    expect(graphicExcerptProblem(long, long.slice(0, GRAPHIC_EXCERPT_MAX_LENGTH + 5))).toMatch(/at most 280 characters/);
  });

  it('marks the words left out with an ellipsis, and falls back to the default for an excerpt that no longer fits', () => {
    const t = 'Practical, funny and full of ideas. I can use them on Monday.';
    expect(graphicQuote(t, null)).toBe(t);
    expect(graphicQuote(t, 'Practical, funny')).toBe('Practical, funny…');
    expect(graphicQuote(t, 'on Monday.')).toBe('…on Monday.');
    expect(graphicQuote(t, '…full of ideas…')).toBe('…full of ideas…');
    expect(graphicQuote(t, 'something else')).toBe(t);
  });
});
