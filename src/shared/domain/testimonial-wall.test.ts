import { describe, expect, it } from 'vitest';
import type { PublicProof } from '../contract/proof-page';
import { renderWall } from './testimonial-wall';

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
});
