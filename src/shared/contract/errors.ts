import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** One field's problem in a VALIDATION_ERROR (`field` is a dotted path into the request part). */
export const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z
    .object({ fields: z.array(fieldProblemSchema).optional() })
    .catchall(z.unknown())
    .optional(),
  /** The request's id, as in its `x-request-id` header and on each of its log lines. */
  requestId: z.string().optional(),
});
