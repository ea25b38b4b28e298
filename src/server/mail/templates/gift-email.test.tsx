import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { GiftEmail, renderGiftEmail, type GiftEmailProps } from './gift-email';

/** The template rendered for these props alone. */
async function renderDirectly(props: GiftEmailProps) {
  const element = <GiftEmail {...props} />;
  return { html: await render(element), text: await render(element, { plainText: true }) };
}

const base: GiftEmailProps = {
  attendeeFirstName: 'Marcus',
  speakerFirstName: 'Ann',
  speakerName: 'Ann Lee',
  giftTitle: 'The slides & the checklist',
  giftDescription: 'Everything from the talk, "with notes"',
  giftType: 'external_link',
  giftUrl: 'https://gifts.example/ann?from=talk&x=1',
  accessCode: 'SPEAK-2026',
  brandColor: '#2563eb',
  buttonTextColor: '#ffffff',
  thankYouUrl: 'https://speakerpro.example/thank-you/7?answer=12&key=abc_DEF-123',
  locale: 'en',
};

describe('renderGiftEmail', () => {
  it('greets the attendee by the first name they typed, and "Hi there," without one', async () => {
    expect((await renderGiftEmail(base)).text).toContain('Hi Marcus,');
    expect((await renderGiftEmail({ ...base, attendeeFirstName: 'Дмитрий' })).html).toContain('Hi Дмитрий,');
    expect((await renderGiftEmail({ ...base, attendeeFirstName: null })).text).toContain('Hi there,');
  });

  it('writes the same HTML and text as rendering the template for each answer, whatever the link holds', async () => {
    const links = [
      base.thankYouUrl,
      'https://speakerpro.example/thank-you/8?answer=13&key=xyz',
      'http://localhost:5000/thank-you/1?answer=1&key=a\'b"c<d>e$&$1',
      'https://speakerpro.example/thank-you/123456?answer=9876543&key=' + 'k'.repeat(43),
    ];
    for (const speaker of [
      base,
      { ...base, speakerName: 'Bo Chen', giftUrl: null, accessCode: null, giftType: 'uploaded_file' as const },
    ]) {
      for (const thankYouUrl of links) {
        for (const attendeeFirstName of ['Marcus', 'ياسمين', "O'Brien <b>&amp;", ' Mary  Ann ', null, '', 'a@b.example']) {
          const props = { ...speaker, thankYouUrl, attendeeFirstName };
          expect(await renderGiftEmail(props)).toEqual(await renderDirectly(props));
        }
      }
    }
  });
});
