import { z } from 'zod';
import { skipReasonSchema } from './campaigns';
import { idSchema } from './common';
import { defineOperation } from './operation';

export const MAIL_STATUSES = ['queued', 'sending', 'outbox', 'sent', 'failed', 'skipped'] as const;

export const mailSummarySchema = z.object({
  id: z.number(),
  toAddress: z.string(),
  ccAddress: z.string().nullable(),
  subject: z.string(),
  source: z.string(),
  status: z.enum(MAIL_STATUSES),
  transport: z.enum(['smtp', 'outbox', 'account']),
  marketing: z.boolean(),
  attempts: z.number(),
  error: z.string().nullable(),
  /** Why a 'skipped' message was not sent, as recorded when that was decided. */
  skipReason: skipReasonSchema.nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  fromAddress: z.string(),
  replyTo: z.string().nullable(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  /** Each attachment with the admin-only address that opens it. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), url: z.string() })),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const MAIL_PAGE_SIZE = 50;

export const mailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(1),
});

export const mailListSchema = z.object({
  /** How mail leaves this server: 'smtp' (SMTP_URL set) or 'outbox' (kept here, readable below). */
  transport: z.enum(['smtp', 'outbox']),
  counts: z.record(z.string(), z.number()),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  messages: z.array(mailSummarySchema),
});
export type MailList = z.infer<typeof mailListSchema>;

export const mailMessageParamsSchema = z.object({ id: idSchema });
export const mailAttachmentParamsSchema = mailMessageParamsSchema.extend({
  index: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(50, 'must be at most 50'),
});

export const listMailMessages = defineOperation({
  id: 'listMailMessages',
  method: 'GET',
  path: '/api/admin/mail-messages',
  summary: 'List one page of the messages the product wrote, by delivery state or text in address and subject',
  tag: 'mail',
  query: mailListQuerySchema,
  answers: { 200: mailListSchema },
});

export const getMailMessage = defineOperation({
  id: 'getMailMessage',
  method: 'GET',
  path: '/api/admin/mail-messages/{id}',
  summary: 'Read one message with its text, headers and delivery state',
  tag: 'mail',
  params: mailMessageParamsSchema,
  answers: { 200: mailDetailSchema },
});

export const getMailAttachment = defineOperation({
  id: 'getMailAttachment',
  method: 'GET',
  path: '/api/admin/mail-messages/{id}/attachments/{index}',
  summary: "Download one of a message's attachments (by its place in the message, from 0)",
  tag: 'mail',
  params: mailAttachmentParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: ['*/*'], description: 'The attachment, with the type and name it was sent with' } },
});

export const retryMailMessage = defineOperation({
  id: 'retryMailMessage',
  method: 'POST',
  path: '/api/admin/mail-messages/{id}/attempts',
  summary: 'Send a failed message again: it goes back in the queue for a fresh series of attempts',
  tag: 'mail',
  params: mailMessageParamsSchema,
  answers: { 200: mailDetailSchema },
  errors: [409],
});

export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Use the link from your latest e-mail, or the form on the privacy page.';

export const unsubscribeSchema = z.object({
  email: z.email('must be an e-mail address').max(320, 'must be at most 320 characters'),
  token: z.string().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

export const unsubscribeResultSchema = z.object({
  email: z.string(),
  unsubscribedAt: z.string(),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/**
 * POST /api/public/mail-bounces answer: whether the bounce report was tied to one of our messages
 * and recorded (false: not a permanent failure, not ours, or about another address).
 */
export const mailBounceResultSchema = z.object({ recorded: z.boolean() });

export const unsubscribeQuerySchema = unsubscribeSchema.partial();

export const createUnsubscription = defineOperation({
  id: 'createUnsubscription',
  method: 'POST',
  path: '/api/public/unsubscriptions',
  summary: 'Stop marketing e-mail to an address, with the signed token from its unsubscribe link',
  description:
    'The address and token come in the query (as in the List-Unsubscribe header, for RFC 8058 one-click posts from mail providers) or in the body.',
  tag: 'outbox',
  query: unsubscribeQuerySchema,
  answers: { 200: unsubscribeResultSchema },
  errors: [429],
});
