// No zod here: the attendee's page script reads these codes and keeps its download small.

/**
 * Every `code` an API error answer may carry: the server sends only these and the web app branches
 * only on these (never on the English message, which may change).
 */
export const ERROR_CODES = [
  // Input
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'INVALID_FILE_TYPE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A graphic was not made: an answer has characters no font draws (the message names them and the answer). */
  'UNDRAWABLE_TEXT',
  // Who may call
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REQUEST',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_LOCKED',
  'PLAN_LIMIT',
  /** The speaker's plan does not include the feature: `details.plan` names the plan that does. */
  'PLAN_REQUIRED',
  /** An API key was sent to a route keys may not use (owner, account security, key management). */
  'API_KEY_NOT_ALLOWED',
  /** A read-only API key was sent with a method that changes something. */
  'API_KEY_READ_ONLY',
  // Links e-mailed to people
  'INVALID_TOKEN',
  'DATA_REQUEST_NOT_FOUND',
  'DATA_REQUEST_EXPIRED',
  'DATA_REQUEST_USED',
  // State
  'NOT_FOUND',
  'CONFLICT',
  'ACCOUNT_EXISTS',
  'ALREADY_ON_WAITLIST',
  'NO_OWNER_EMAIL',
  /** The owner wrote to an address that opted out of e-mail or had its data erased. */
  'RECIPIENT_OPTED_OUT',
  /** A pending draft a later send made pointless: approving it is refused, discarding it is offered. */
  'DRAFT_OBSOLETE',
  /** A lead's follow-up was sent for an answer that is neither a hot lead nor a booking lead. */
  'NOT_A_LEAD',
  /** A change to one of the speaker's questions that has answers: retire it and add a new one instead. */
  'QUESTION_ANSWERED',
  'RATE_LIMITED',
  // Payments (Stripe)
  /** No STRIPE_SECRET_KEY: plans are asked for (upgrade requests), not bought. */
  'PAYMENTS_NOT_CONFIGURED',
  /** The owner has set no price for the plan. */
  'PLAN_NOT_ON_SALE',
  /** The speaker already pays for a plan through Stripe: the billing portal changes it. */
  'ALREADY_SUBSCRIBED',
  /** The speaker has no Stripe customer yet (no payment made). */
  'NO_BILLING_ACCOUNT',
  /** Stripe refused or did not answer a call. */
  'PAYMENT_PROVIDER_FAILED',
  // Outside parts
  'EMAIL_FAILED',
  'GMAIL_NOT_CONFIGURED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The code an answer with this status means when nothing more specific says otherwise: the server
 * answers Fastify's own errors (FST_ERR_…) with it, and the web app reads it from an answer that
 * carries no code (a proxy's 413 or 502 page).
 */
export const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'DATABASE_UNAVAILABLE',
};

const KNOWN = new Set<string>(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && KNOWN.has(value);
