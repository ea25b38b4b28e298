import { describe, expect, it } from 'vitest';
import { parseBounceReport } from './bounces';
import { trackLinks } from './links';

const SITE = 'https://speakerpro.example';

describe('rewriting a marketing message’s links (decision 051)', () => {
  it('gives each distinct address one click address, in the text and the HTML alike, keeping the sentence around it', () => {
    const { text, html, links } = trackLinks(
      SITE,
      'Slides: https://talks.example/a?x=1&y=2. Again (https://talks.example/a?x=1&y=2), and https://blog.example/post!',
      '<p><a href="https://talks.example/a?x=1&amp;y=2">https://talks.example/a?x=1&amp;y=2</a></p>',
    );
    expect(links.map((l) => l.url)).toEqual(['https://talks.example/a?x=1&y=2', 'https://blog.example/post']);
    const [slides, blog] = links.map((l) => `${SITE}/l/${l.token}`);
    expect(text).toBe(`Slides: ${slides}. Again (${slides}), and ${blog}!`);
    // The href leads through us; the visible words still say where.
    expect(html).toBe(`<p><a href="${slides}">https://talks.example/a?x=1&amp;y=2</a></p>`);
    expect(links[0]!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('leaves our unsubscribe addresses, mailto links and anything already rewritten alone', () => {
    const body = `Stop: ${SITE}/unsubscribe?email=a%40b.example&token=t ${SITE}/api/public/unsubscriptions?x=1 ${SITE}/api/unsubscribe?x=1 ${SITE}/l/AAAAAAAAAAAAAAAAAAAAAA mailto:me@example.com`;
    const { text, html, links } = trackLinks(SITE, body, '<a href="mailto:me@example.com">me</a>');
    expect(text).toBe(body);
    expect(html).toBe('<a href="mailto:me@example.com">me</a>');
    expect(links).toEqual([]);
  });
});

describe('reading a bounce report', () => {
  const report = (fields: string, returned: string) =>
    [
      'Content-Type: multipart/report; report-type=delivery-status;',
      '\tboundary="B"',
      'Message-ID: <speakerpro-999@mx.example>',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      fields,
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      returned,
      '--B--',
    ].join('\r\n');
  const failed = 'Final-Recipient: rfc822; Kim@Example.com\r\nAction: failed\r\nStatus: 5.2.2\r\nDiagnostic-Code: smtp; 552 mailbox full';

  it('ties a permanent failure to our message by the Message-ID in the returned headers, not the report’s own', () => {
    expect(parseBounceReport(report(failed, 'Message-ID: <speakerpro-42@speakerpro.example>'), 'speakerpro.example')).toEqual({
      messageId: 'speakerpro-42',
      recipient: 'kim@example.com',
      reason: '5.2.2 552 mailbox full',
    });
  });

  it('ignores delays, other domains’ Message-IDs and messages that are no report', () => {
    const delayed = failed.replace('Action: failed', 'Action: delayed').replace('5.2.2', '4.2.2');
    expect(parseBounceReport(report(delayed, 'Message-ID: <speakerpro-42@speakerpro.example>'), 'speakerpro.example')).toBeNull();
    expect(parseBounceReport(report(failed, 'Message-ID: <speakerpro-42@evil.example>'), 'speakerpro.example')).toBeNull();
    expect(parseBounceReport('Subject: Out of office\r\n\r\nAction: failed\r\nStatus: 5.0.0', 'speakerpro.example')).toBeNull();
  });
});
