import type { ErrorCode } from '../shared/contract/error-codes';

/** An error whose message is safe to show to the user; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** A 400 shaped like the schema validation errors: one field, one problem. */
export const invalidField = (field: string, problem: string, part = 'body') =>
  new AppError(400, 'VALIDATION_ERROR', `Invalid ${part}: ${field} ${problem}`, { fields: [{ field, message: problem }] });
