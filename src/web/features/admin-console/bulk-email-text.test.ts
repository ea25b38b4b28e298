import { describe, expect, it } from 'vitest';
import { formatEmailsForClipboard } from './bulk-email-text';

describe('formatEmailsForClipboard', () => {
  it('writes one block per recipient with the headers a mail program needs', () => {
    const text = formatEmailsForClipboard([
      { email: 'a@example.com', name: 'Ann', replyTo: 'owner@example.com', subject: 'Hi Ann', textContent: 'Hello Ann' },
      { email: 'b@example.com', name: '', replyTo: 'owner@example.com', subject: 'Hi', textContent: 'Hello' },
    ]);
    expect(text).toBe(
      'To: Ann <a@example.com>\nReply-To: owner@example.com\nSubject: Hi Ann\n\nHello Ann\n\n----------\n\nTo: b@example.com\nReply-To: owner@example.com\nSubject: Hi\n\nHello',
    );
  });
});
