import type { Config } from '../config';
import { AppError } from '../errors';
import type { Mailer, OutgoingMail } from './mailer';
import { mailSender } from './sender';

export const NO_OWNER_EMAIL_MESSAGE = 'No owner e-mail address is configured (set ADMIN_EMAIL), so the approval request cannot be sent.';
export const ownerMailRefused = (reason: string) => `The mail server refused the message: ${reason}`;

/**
 * A message for the owner (ADMIN_EMAIL), e.g. something waiting for their approval: 409 when no
 * owner address is configured, 502 with the mail server's reason when it refused the message.
 */
export async function sendToOwner(
  mailer: Mailer,
  ownerEmail: string | undefined,
  mail: Omit<OutgoingMail, 'to'>,
): Promise<{ id: number; status: 'queued' | 'outbox' | 'sent'; to: string }> {
  if (!ownerEmail) throw new AppError(409, 'NO_OWNER_EMAIL', NO_OWNER_EMAIL_MESSAGE);
  const sent = await mailer.send({ ...mail, to: ownerEmail });
  // 'queued' is a temporary refusal the mailer retries on its own: the request is on its way.
  if (sent.status === 'failed' || sent.status === 'skipped') {
    throw new AppError(502, 'EMAIL_FAILED', ownerMailRefused(sent.error ?? 'the message was not accepted'));
  }
  return { id: sent.id, status: sent.status, to: ownerEmail };
}

/** What became of a message to the owner, in words that match its status (decision 019). */
export function ownerMailOutcome(status: 'queued' | 'outbox' | 'sent', to: string): string {
  if (status === 'sent') return `Approval request sent to ${to}.`;
  if (status === 'outbox') return `No mail server is configured, so the approval request to ${to} is kept in the outbox.`;
  return `The approval request to ${to} is queued and will be sent shortly.`;
}

/** Where replies to the owner's mail go: the owner's address, else the sending address. */
export function ownerReplyTo(config: Pick<Config, 'admin' | 'mailFrom'>): string {
  if (config.admin?.email) return config.admin.email;
  return mailSender(config.mailFrom).address;
}
