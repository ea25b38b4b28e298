import { describe, expect, it } from 'vitest';
import { deliverySummary, finishedTitle, thankYouDeliveredToast } from './delivery-text';

const none = { recipientCount: 0, sentCount: 0, outboxCount: 0, failedCount: 0, skippedCount: 0, skippedReasons: [], queuedCount: 0 };

describe('delivery words', () => {
  it('never calls a message in the outbox sent or delivered', () => {
    const outbox = { ...none, recipientCount: 11, outboxCount: 11 };
    expect(finishedTitle(outbox)).toBe('Not sent: 11 e-mails kept in the outbox');
    expect(thankYouDeliveredToast(outbox)).toEqual({
      title: 'Emails Kept in the Outbox',
      description:
        'No mail server is configured, so 11 e-mails were kept in the outbox and not sent. 11 kept in the outbox (no mail server configured).',
    });
    for (const text of [finishedTitle(outbox), thankYouDeliveredToast(outbox).title, thankYouDeliveredToast(outbox).description]) {
      expect(text).not.toMatch(/delivered|successfully/i);
    }
  });

  it('names each skip by the reason stored for it, never "opted out" for all', () => {
    const invitation = {
      ...none,
      recipientCount: 5,
      sentCount: 2,
      skippedCount: 3,
      skippedReasons: [
        { reason: 'already took the assessment' as const, count: 2 },
        { reason: 'opted out of marketing e-mail' as const, count: 1 },
      ],
    };
    expect(deliverySummary(invitation)).toBe('2 sent, 3 skipped (2 already took the assessment, 1 opted out of marketing e-mail).');
  });

  it('says sent for what a mail server accepted, and names every other outcome', () => {
    const mixed = {
      ...none,
      recipientCount: 6,
      sentCount: 3,
      outboxCount: 0,
      failedCount: 1,
      skippedCount: 1,
      skippedReasons: [{ reason: 'left out by the owner' as const, count: 1 }],
      queuedCount: 1,
    };
    expect(deliverySummary(mixed)).toBe('3 sent, 1 queued, 1 failed, 1 skipped (1 left out by the owner).');
    expect(finishedTitle({ ...none, sentCount: 1 })).toBe('Campaign sent: 1 e-mail accepted by the mail server');
    expect(thankYouDeliveredToast({ ...none, sentCount: 2, recipientCount: 2 })).toEqual({
      title: 'Emails Sent Successfully!',
      description: 'Sent to 2 attendees. 2 sent.',
    });
    expect(finishedTitle({ ...none, sentCount: 2, outboxCount: 1 })).toBe('Campaign done: 2 sent, 1 kept in the outbox');
    expect(thankYouDeliveredToast({ ...none, failedCount: 2 })).toMatchObject({ title: 'No Emails Sent', variant: 'destructive' });
    expect(deliverySummary(none)).toBe('Nothing was sent.');
  });
});
