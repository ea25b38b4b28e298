import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SkipReason } from '../../../shared/contract/campaigns';
import type { MailDetail, MailList, MailSummary, mailListQuerySchema } from '../../../shared/contract/outbox';
import { getMailAttachment, MAIL_PAGE_SIZE } from '../../../shared/contract/outbox';
import { operationUrl } from '../../../shared/contract/operation';
import type { Db } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type Row = typeof mailMessages.$inferSelect;

function toSummary(r: Row): MailSummary {
  return {
    id: r.id,
    toAddress: r.toAddress,
    ccAddress: r.ccAddress,
    subject: r.subject,
    source: r.source,
    status: r.status,
    transport: r.transport,
    marketing: r.marketing,
    attempts: r.attempts,
    error: r.error,
    skipReason: (r.skipReason as SkipReason | null) ?? null,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function listMail(db: Db, transport: 'smtp' | 'outbox', query: z.output<typeof mailListQuerySchema>): Promise<MailList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(mailMessages.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(mailMessages.toAddress, like), ilike(mailMessages.subject, like), ilike(mailMessages.source, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals, byStatus] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((query.page - 1) * MAIL_PAGE_SIZE),
    db.select({ total: count() }).from(mailMessages).where(where),
    db.select({ status: mailMessages.status, n: count() }).from(mailMessages).groupBy(mailMessages.status),
  ]);
  return {
    transport,
    counts: Object.fromEntries(byStatus.map((s) => [s.status, Number(s.n)])),
    total: Number(totals[0]?.total ?? 0),
    page: query.page,
    pageSize: MAIL_PAGE_SIZE,
    messages: rows.map(toSummary),
  };
}

export async function getMail(db: Db, id: number): Promise<MailDetail> {
  const [r] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!r) throw notFound('Message not found');
  return {
    ...toSummary(r),
    fromAddress: r.fromAddress,
    replyTo: r.replyTo,
    textBody: r.textBody,
    htmlBody: r.htmlBody,
    headers: r.headers ?? null,
    attachments: (r.attachments ?? []).map((a, i) => ({
      filename: a.filename,
      contentType: a.contentType,
      url: operationUrl(getMailAttachment, { id: r.id, index: i }),
    })),
  };
}

/** One attachment of a message, as stored with it (the owner opens it from the outbox). */
export async function mailAttachment(
  db: Db,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; fileId: string }> {
  const [r] = await db.select({ attachments: mailMessages.attachments }).from(mailMessages).where(eq(mailMessages.id, id));
  const attachment = r?.attachments?.[index];
  if (!attachment) throw notFound('Attachment not found');
  return attachment;
}

/** A failed message goes back in the queue for a fresh series of attempts. */
export async function retryMail(db: Db, id: number): Promise<MailDetail> {
  const [r] = await db
    .update(mailMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: null })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'failed')))
    .returning({ id: mailMessages.id });
  if (!r) {
    await getMail(db, id); // 404 when it does not exist
    throw conflict('Only a failed message can be sent again');
  }
  return getMail(db, id);
}
