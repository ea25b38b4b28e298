import { describe, expect, it } from 'vitest';
import type { PublicProof } from '../contract/proof-page';
import { renderWall, WALL_CSS } from './testimonial-wall';

const proof = (testimonial: Partial<PublicProof['testimonials'][number]>): PublicProof => ({
  speaker: {
    name: 'Amira Haddad',
    slug: 'amira-haddad',
    bio: null,
    logoUrl: null,
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#0f172a',
    pageUrl: 'http://localhost:5000/s/amira-haddad',
  },
  totals: { answers: 1, talks: 1 },
  testimonials: [
    {
      quote: 'محاضرة رائعة.',
      rating: 5,
      firstName: 'ياسمين',
      role: 'مديرة الموارد البشرية',
      company: 'gulf-hr',
      eventName: 'HR Days',
      talkTitle: 'Équipes hybrides',
      eventDate: '2026-03-12',
      ...testimonial,
    },
  ],
});

describe('the testimonial wall', () => {
  it('sets off each typed part of the author and the talk, so an Arabic name and role keep their order among English words', () => {
    const html = renderWall(proof({}), { layout: 'wall' }).value;
    expect(html).toContain(
      '<figcaption><span class="spw-author"><bdi>ياسمين</bdi></span>, <bdi>مديرة الموارد البشرية</bdi>, <bdi>gulf-hr</bdi><span class="spw-source">Via the feedback form of “<bdi>Équipes hybrides</bdi>”, <bdi>HR Days</bdi> · 12 Mar 2026</span></figcaption>',
    );
  });

  it('an anonymous author with no role or company is the one word, and typed markup stays text', () => {
    const html = renderWall(proof({ firstName: null, role: null, company: null, talkTitle: null, eventName: '<b>Days</b>' }), {
      layout: 'quote',
    }).value;
    expect(html).toContain(
      '<span class="spw-author">Anonymous</span><span class="spw-source">Via the feedback form of <bdi>&lt;b&gt;Days&lt;/b&gt;</bdi> · 12 Mar 2026</span>',
    );
  });

  it("is in the speaker's colours: the primary marks the cards and colours the links, the secondary the heading and names", () => {
    const html = renderWall(proof({}), { layout: 'wall' }).value;
    expect(html).toContain('style="--spw-accent:#0f766e;--spw-link:#0f766e;--spw-heading:#0f172a"');
    const branded = proof({});
    branded.speaker = { ...branded.speaker, brandColorPrimary: '#9d174d', brandColorSecondary: '#1e3a8a' };
    expect(renderWall(branded, { layout: 'wall' }).value).toContain(
      'style="--spw-accent:#9d174d;--spw-link:#9d174d;--spw-heading:#1e3a8a"',
    );
    expect(WALL_CSS).toContain('.spw a{color:var(--spw-link');
    expect(WALL_CSS).toContain('.spw-title{font-size:1.25rem;font-weight:700;line-height:1.3;color:var(--spw-heading');
  });

  it('keeps readable text when a brand colour is too pale to read on the wall (the cards are still marked in it)', () => {
    const pale = proof({});
    pale.speaker = { ...pale.speaker, brandColorPrimary: '#fde68a', brandColorSecondary: '#e0f2fe' };
    expect(renderWall(pale, { layout: 'wall' }).value).toContain('style="--spw-accent:#fde68a;--spw-link:#3730a3;--spw-heading:#0f172a"');
  });
});
