import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/client';
import { CODE_FOR_STATUS, type ErrorCode } from '../../shared/contract/error-codes';
import { AppError } from '../errors';

/** What a request gets while PostgreSQL restarts or fails over: worth retrying, not a bug. */
export const DATABASE_UNAVAILABLE = {
  message: 'The database is unavailable. Please try again in a moment.',
  code: 'DATABASE_UNAVAILABLE' satisfies ErrorCode,
} as const;

interface FieldProblem {
  field: string;
  message: string;
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

function describeIssue(message: string): string {
  // zod reports a missing value as a type mismatch against undefined; say it plainly.
  if (/received undefined/.test(message)) return 'is required';
  return message.replace(/^Invalid input: /, '');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = PART_NAMES[err.validationContext ?? 'body'] ?? 'body';
      const fields: FieldProblem[] = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return { field: path || part, message: describeIssue(v.message ?? 'is invalid') };
      });
      const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return reply.status(400).send({
        message: `Invalid ${part}: ${summary}`,
        code: 'VALIDATION_ERROR',
        details: { fields },
      });
    }
    if (isResponseSerializationError(err as never)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (isDatabaseUnavailableError(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send(DATABASE_UNAVAILABLE);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    // Fastify's own client errors (malformed JSON, wrong content type, body too large, ...).
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Invalid body: the request body is not valid JSON'
        : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Invalid body: body is required'
          : err.message;
    return reply.status(status).send({ message, code: CODE_FOR_STATUS[status] ?? 'BAD_REQUEST' });
  });
}
