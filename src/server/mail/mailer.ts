import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema';

export interface OutgoingMail {
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** What caused the message (e.g. 'thank-you', 'welcome'); shown in the admin's sent log. */
  source: string;
}

export interface SentMail {
  id: number;
  status: 'outbox' | 'sent' | 'failed';
  error?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/**
 * Every message leaves a row: with SMTP configured it records what the server accepted (or why
 * it refused); without SMTP the row is the message, readable in the admin area.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const record = async (mail: OutgoingMail, result: { status: SentMail['status']; providerMessageId?: string; error?: string }) => {
    const [row] = await opts.db
      .insert(mailMessages)
      .values({
        toAddress: mail.to,
        ccAddress: mail.cc ?? null,
        fromAddress: opts.from,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        source: mail.source,
        status: result.status,
        transport: smtp ? 'smtp' : 'outbox',
        providerMessageId: result.providerMessageId ?? null,
        error: result.error ?? null,
        sentAt: result.status === 'sent' ? new Date() : null,
      })
      .returning({ id: mailMessages.id });
    return row!.id;
  };

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      if (!smtp) return { id: await record(mail, { status: 'outbox' }), status: 'outbox' };
      try {
        const info = await smtp.sendMail({
          from: opts.from,
          to: mail.to,
          cc: mail.cc,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
        return { id: await record(mail, { status: 'sent', providerMessageId: info.messageId }), status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        return { id: await record(mail, { status: 'failed', error }), status: 'failed', error };
      }
    },
    close() {
      smtp?.close();
    },
  };
}
