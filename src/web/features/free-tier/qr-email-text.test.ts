import { describe, expect, it } from 'vitest';
import { qrEmailOutcome } from './qr-email-text';

describe('the QR code e-mail outcome', () => {
  it('says sent only when the mail server accepted it', () => {
    expect(qrEmailOutcome('sent', 'nadia@example.com', false)).toEqual({
      title: 'QR Code Sent!',
      detail: 'Check your inbox at nadia@example.com.',
    });
    for (const status of ['outbox', 'queued', 'skipped', undefined] as const) {
      expect(qrEmailOutcome(status, 'nadia@example.com', false).title, String(status)).toBe('QR Code Ready');
    }
    expect(qrEmailOutcome('outbox', 'nadia@example.com', false).detail).toMatch(
      /^No mail server is configured, so your QR code e-mail is kept in the outbox\./,
    );
    expect(qrEmailOutcome('sent', 'nadia@example.com', true).detail).toMatch(/You already had a feedback page/);
  });
});
