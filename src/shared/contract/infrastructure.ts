import { z } from 'zod';
import { defineOperation } from './operation';
import { mailBounceResultSchema } from './outbox';

/*
 * What machines and stored links call rather than the app's pages: the load balancer's probes, the
 * uploaded files whose addresses sit in profiles, gifts and e-mails, and the mail server's bounces.
 */

export const livenessSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export const uploadedFileParamsSchema = z.object({
  id: z.string().max(100, 'must be at most 100 characters'),
  // Cosmetic (it makes the address readable): only the id selects the file.
  name: z.string().max(500, 'must be at most 500 characters'),
});

export const checkLivenessOperation = defineOperation({
  id: 'checkLiveness',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness probe: the process serves requests (the database is not asked)',
  tag: 'health',
  answers: { 200: livenessSchema },
});

export const checkReadinessOperation = defineOperation({
  id: 'checkReadiness',
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness probe: the database answers within 2 seconds (503 with the same body when it does not)',
  tag: 'health',
  answers: { 200: readinessSchema },
});

export const getUploadedFileOperation = defineOperation({
  id: 'getUploadedFile',
  method: 'GET',
  path: '/api/public/files/{id}/{name}',
  summary: 'An uploaded logo or gift file (the random id is the permission)',
  tag: 'files',
  params: uploadedFileParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: ['application/octet-stream'], description: 'The file as uploaded' } },
});

export const reportMailBounceOperation = defineOperation({
  id: 'reportMailBounce',
  method: 'POST',
  path: '/api/public/mail-bounces',
  summary: 'Feed a bounce report in (message/rfc822, Bearer MAIL_BOUNCE_TOKEN)',
  description:
    'Feeds a bounce back in: the raw delivery status notification (RFC 3464) that came to MAIL_RETURN_PATH, as message/rfc822, with `Authorization: Bearer <MAIL_BOUNCE_TOKEN>`. Answers 404 when MAIL_BOUNCE_TOKEN is not set.',
  tag: 'mail',
  answers: { 200: mailBounceResultSchema },
  errors: [401],
});
