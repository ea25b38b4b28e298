import type { ApproveCampaignResponse } from '../../../shared/contract/campaigns';
import { skipReasonsText } from '../../../shared/domain/skip-reasons';

/** The delivery figures every campaign answer carries. */
export type DeliveryFigures = Pick<
  ApproveCampaignResponse,
  'recipientCount' | 'sentCount' | 'outboxCount' | 'failedCount' | 'skippedCount' | 'skippedReasons' | 'queuedCount'
>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What happened to the messages, in words that match the mail's real status (decision 019): "sent"
 * only for what a mail server accepted; messages kept in the outbox because no mail server is
 * configured are never called sent or delivered. Zero figures are left out.
 */
export function deliverySummary(c: DeliveryFigures): string {
  const parts = [
    c.sentCount > 0 && `${c.sentCount} sent`,
    c.outboxCount > 0 && `${c.outboxCount} kept in the outbox (no mail server configured)`,
    c.queuedCount > 0 && `${c.queuedCount} queued`,
    c.failedCount > 0 && `${c.failedCount} failed`,
    c.skippedCount > 0 && `${c.skippedCount} skipped (${skipReasonsText(c.skippedReasons)})`,
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? `${parts.join(', ')}.` : 'Nothing was sent.';
}

/** The toast when a thank-you e-mail's messages have all been handled. */
export function thankYouDeliveredToast(c: DeliveryFigures): { title: string; description: string; variant?: 'destructive' } {
  if (c.sentCount > 0)
    return { title: 'Emails Sent Successfully!', description: `Sent to ${plural(c.sentCount, 'attendee')}. ${deliverySummary(c)}` };
  if (c.outboxCount > 0) {
    return {
      title: 'Emails Kept in the Outbox',
      description: `No mail server is configured, so ${plural(c.outboxCount, 'e-mail')} ${c.outboxCount === 1 ? 'was' : 'were'} kept in the outbox and not sent. ${deliverySummary(c)}`,
    };
  }
  return { title: 'No Emails Sent', description: deliverySummary(c), variant: c.failedCount > 0 ? 'destructive' : undefined };
}

/** The title of the banner on a campaign whose messages have all been handled. */
export function finishedTitle(c: DeliveryFigures): string {
  if (c.outboxCount === 0) return `Campaign sent: ${plural(c.sentCount, 'e-mail')} accepted by the mail server`;
  if (c.sentCount === 0) return `Not sent: ${plural(c.outboxCount, 'e-mail')} kept in the outbox`;
  return `Campaign done: ${c.sentCount} sent, ${c.outboxCount} kept in the outbox`;
}
