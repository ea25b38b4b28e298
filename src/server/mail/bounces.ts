import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** What a delivery status notification says about one message of ours. */
export interface BounceReport {
  /** The message's mail_messages.message_id, from the Message-ID we gave it (`<{messageId}@{domain}>`). */
  messageId: string;
  /** The address the receiving server refused (Final-Recipient), lower case. */
  recipient: string;
  /** The enhanced status code (5.1.1 ...) and the server's words, as the report gives them. */
  reason: string;
}

const unfold = (raw: string) => raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');

/**
 * Reads a bounce as receiving servers send it back to the return path: an RFC 3464 delivery
 * status notification (multipart/report; report-type=delivery-status) whose per-recipient fields
 * say `Action: failed` with a 5.x.x status, and whose returned headers carry the Message-ID we
 * gave the message. Anything else (a delay or delivery notice, an auto-reply, a message that is
 * not ours) is null: only a permanent failure of one of our messages is a bounce. The fields are
 * plain ASCII by the RFC, so a line-based reading is enough and no MIME library is needed.
 */
export function parseBounceReport(raw: string, messageIdDomain: string): BounceReport | null {
  const text = unfold(raw);
  if (!/report-type\s*=\s*"?delivery-status/i.test(text) && !/content-type:\s*message\/delivery-status/i.test(text)) return null;
  if (!/^action:\s*failed\b/im.test(text)) return null;
  const status = /^status:\s*(5\.\d{1,3}\.\d{1,3})/im.exec(text)?.[1];
  if (!status) return null;
  const recipient = /^final-recipient:\s*[^;\n]*;\s*<?([^\s<>]+@[^\s<>]+?)>?\s*$/im.exec(text)?.[1];
  if (!recipient) return null;
  const domain = messageIdDomain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The report's own Message-ID is the reporting server's; ours is in the returned headers.
  const ours = new RegExp(`^message-id:\\s*<(speakerpro-[0-9a-z]+)@${domain}>`, 'gim');
  const ids = [...text.matchAll(ours)].map((m) => m[1]!.toLowerCase());
  if (ids.length !== 1) return null;
  const diagnostic = /^diagnostic-code:\s*[^;\n]*;\s*(.+)$/im.exec(text)?.[1]?.trim();
  return { messageId: ids[0]!, recipient: recipient.toLowerCase(), reason: diagnostic ? `${status} ${diagnostic}` : status };
}

/**
 * Marks the message bounced, if it went to the refused address (a report naming another address
 * than the message's is not about it). A message the server accepted stays 'sent' (it was
 * accepted, then came back); the first bounce recorded is kept. Returns whether it was recorded.
 */
export async function recordBounce(db: Db, report: BounceReport): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update mail_messages set bounced_at = coalesce(bounced_at, now()), error = coalesce(error, ${`Bounced: ${report.reason}`})
        where message_id = ${report.messageId} and status in ('sent', 'failed') and lower(to_address) = ${report.recipient}
        returning id`,
  );
  return rows.length > 0;
}
