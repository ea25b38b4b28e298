import { describe, expect, it } from 'vitest';
import {
  APPROVAL_PREVIEW_CHARS,
  bulkCampaignTemplate,
  CAMPAIGN_TYPES,
  firstNameOf,
  htmlTemplateFromText,
  ownerPersonalizedContent,
  previewText,
  recipientValues,
  renderEmail,
  renderTemplate,
  sampleValues,
  SAMPLE_PERSONALIZED_CONTENT,
  siteValues,
  testimonialExcerpt,
  thankYouPersonalization,
  thankYouTemplate,
  tidyText,
  welcomePersonalization,
  welcomeTemplate,
} from './campaign-templates';

const gift = { title: 'Hybrid Team Checklist', url: 'https://maya.example/checklist.pdf?a=1&b=2', accessCode: 'TEAM25' };

describe('renderTemplate', () => {
  it('fills known placeholders, tolerates spaces inside braces and leaves unknown ones visible', () => {
    expect(renderTemplate('Hi {{firstName}}, {{ rating }}/5 {{unknown}}', { firstName: 'Ada', rating: 5 }, 'text')).toBe(
      'Hi Ada, 5/5 {{unknown}}',
    );
  });

  it('renders null and undefined as empty', () => {
    expect(renderTemplate('[{{a}}][{{b}}]', { a: null, b: undefined }, 'text')).toBe('[][]');
  });

  it('does not expand a placeholder that arrives inside a value', () => {
    expect(renderTemplate('{{name}} {{email}}', { name: '{{email}}', email: 'x@example.com' }, 'text')).toBe('{{email}} x@example.com');
  });

  it('escapes every value in HTML and links only web addresses under *Link/*Url keys', () => {
    const html = renderTemplate(
      '<p>{{name}}</p><p>{{giftLink}}</p><p>{{otherLink}}</p>',
      {
        name: '<script>alert("x")</script> & co',
        giftLink: 'https://example.com/a?x=1&y=<2>',
        otherLink: 'javascript:alert(1)',
      },
      'html',
    );
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://example.com/a?x=1&amp;y=&lt;2&gt;"');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<p>javascript:alert(1)</p>');
  });
});

describe('htmlTemplateFromText', () => {
  it('escapes the template text, keeps placeholders and links addresses', () => {
    const html = htmlTemplateFromText('Hi {{firstName}} <b>\n\nVisit https://speakerpro.example/readiness-assessment.');
    expect(html).toContain('<p>Hi {{firstName}} &lt;b&gt;</p>');
    expect(html).toContain(
      '<a href="https://speakerpro.example/readiness-assessment" style="color:#4338ca">https://speakerpro.example/readiness-assessment</a>.',
    );
  });
});

describe('thank-you e-mail', () => {
  const tpl = thankYouTemplate({ speakerName: 'Maya Okafor', eventName: 'Growth Summit', talkTitle: 'Stories That Sell' });

  it('personalises with first name, rating, a testimonial line and the gift link', () => {
    const values = recipientValues(
      { name: 'Priya Patel', email: 'priya@example.com' },
      thankYouPersonalization({ attendeeName: 'Priya Patel', rating: 5, testimonial: 'Practical and funny. Loved the stories!', gift }),
    );
    const email = renderEmail(tpl, values);
    expect(email.subject).toBe('Thank you for your feedback on Stories That Sell');
    expect(email.text).toContain('Hi Priya,');
    expect(email.text).toContain('You gave the talk 5 out of 5 stars');
    expect(email.text).toContain('You wrote: "Practical and funny."');
    expect(email.text).not.toContain('Loved the stories');
    expect(email.text).toContain(
      'As promised, here is your gift, "Hybrid Team Checklist":\nhttps://maya.example/checklist.pdf?a=1&b=2\nAccess code: TEAM25',
    );
    expect(email.text).toContain('"Stories That Sell" at Growth Summit');
    expect(email.text.endsWith('Warm regards,\nMaya Okafor')).toBe(true);
    expect(email.html).toContain('<a href="https://maya.example/checklist.pdf?a=1&amp;b=2"');
    expect(email.html).toContain('Hi Priya,');
  });

  it('leaves no empty lines or paragraphs when there is no testimonial and no gift', () => {
    const values = recipientValues(
      { name: '', email: 'x@example.com' },
      thankYouPersonalization({ attendeeName: '', rating: 3, testimonial: '  ', gift: null }),
    );
    const email = renderEmail(tpl, values);
    expect(email.text).toContain('Hi there,');
    expect(email.text).not.toMatch(/\n{3,}/);
    expect(email.text).not.toContain('You wrote');
    expect(email.text).not.toContain('gift');
    expect(email.text).toContain('Thank you for your honest feedback: it helps me make the next talk better.');
    expect(email.html).not.toMatch(/<p>(\s|<br>)*<\/p>/);
    expect(email.html).not.toContain('{{');
  });

  it('escapes what attendees typed in the HTML version', () => {
    const values = recipientValues(
      { name: '<img src=x onerror=alert(1)>', email: 'x@example.com' },
      thankYouPersonalization({ attendeeName: 'x', rating: 4, testimonial: 'Great <b>talk</b>.', gift: null }),
    );
    const { html, text } = renderEmail(tpl, values);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>talk');
    expect(html).toContain('&lt;b&gt;talk&lt;/b&gt;');
    expect(text).toContain('Great <b>talk</b>.');
  });

  it('quotes the first sentence, cut at a word when long', () => {
    expect(testimonialExcerpt('One. Two.')).toBe('One.');
    expect(testimonialExcerpt('No full stop here')).toBe('No full stop here');
    const long = testimonialExcerpt(`${'word '.repeat(60)}end.`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('owner campaigns', () => {
  it('has copy for every campaign type, personal to each recipient', () => {
    for (const type of CAMPAIGN_TYPES) {
      const tpl = bulkCampaignTemplate(type, { customMessage: 'Big news: we launch on Monday.' });
      const values = {
        ...siteValues('https://speakerpro.example'),
        ...recipientValues({ name: 'Jo Smith', email: 'jo@example.com' }, { personalizedContent: 'Thanks for joining.' }),
      };
      const email = renderEmail(tpl, values);
      expect(email.text).toContain('Hi Jo,');
      expect(email.subject).not.toContain('{{');
      expect(email.text).not.toContain('{{');
      if (type === 'custom') expect(email.text).toContain('Big news: we launch on Monday.');
      else {
        expect(email.text).toContain('https://speakerpro.example/readiness-assessment');
        expect(email.html).toContain('<a href="https://speakerpro.example/readiness-assessment"');
      }
    }
  });

  it('fills the preview with a sample name and the sample thanks line', () => {
    const email = renderEmail(bulkCampaignTemplate('follow_up'), sampleValues(siteValues('https://x.example')));
    expect(email.text).toContain('Hi Alex,');
    expect(email.text).toContain(SAMPLE_PERSONALIZED_CONTENT);
  });

  it('keeps the custom message as typed in text and escaped in HTML', () => {
    const tpl = bulkCampaignTemplate('custom', { customMessage: 'Hello {{firstName}} & <friends>' });
    const email = renderEmail(tpl, recipientValues({ name: 'Ana', email: 'ana@example.com' }));
    expect(email.text).toContain('Hello Ana & <friends>');
    expect(email.html).toContain('Hello Ana &amp; &lt;friends&gt;');
  });

  it('welcomes a new member with their place on the list', () => {
    const email = renderEmail(welcomeTemplate(), recipientValues({ name: 'Sam Lee', email: 's@example.com' }, welcomePersonalization(12)));
    expect(email.subject).toBe('Welcome to the SpeakerPro waitlist, Sam!');
    expect(email.text).toContain('You are one of 12 speakers on the list so far.');
  });

  it('says what is known about the person', () => {
    expect(ownerPersonalizedContent({ score: 92, maxScore: 120 })).toContain('92 out of 120');
    expect(ownerPersonalizedContent({ joinedAt: new Date('2026-03-12T10:00:00Z') })).toContain('12 March 2026');
    expect(ownerPersonalizedContent({})).toBe(SAMPLE_PERSONALIZED_CONTENT);
  });
});

describe('small helpers', () => {
  it('first names and previews', () => {
    expect(firstNameOf('  Ada   Lovelace ')).toBe('Ada');
    expect(firstNameOf(null)).toBe('there');
    expect(previewText('x'.repeat(400), APPROVAL_PREVIEW_CHARS)).toHaveLength(APPROVAL_PREVIEW_CHARS);
    expect(previewText('short', 10)).toBe('short');
    expect(tidyText('a  \n\n\n\nb\n')).toBe('a\n\nb');
  });
});

describe('thank-you wording that fits the rating', () => {
  it('a 1-2-3 star answer gets a plain thank-you, without its stars repeated or its words quoted back', () => {
    for (const rating of [1, 2, 3]) {
      const values = thankYouPersonalization({ attendeeName: 'Lee', rating, testimonial: 'Too salesy for me.', gift: null });
      expect(values.testimonialLine).toBe('');
      expect(values.ratingLine).toBe('Thank you for your honest feedback: it helps me make the next talk better.');
    }
    const warm = thankYouPersonalization({ attendeeName: 'Ana', rating: 5, testimonial: 'Loved it.', gift: null });
    expect(warm.testimonialLine).toBe('You wrote: "Loved it." Thank you, that means a lot.');
  });
});
