import { CODE_FOR_STATUS, isErrorCode, type ErrorCode } from '../../shared/contract/error-codes';

/**
 * What a failed API call throws: the answer's status, its `code` from the closed list the server
 * uses, the server's message (null when it sent none, e.g. an HTML error page from a proxy) and the
 * field problems of a validation error. Pages branch on `code`, never on the words: an answer
 * without a code gets the one its status means (CODE_FOR_STATUS).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly serverMessage: string | null,
    /** Problems by field (first segment of the path), from a VALIDATION_ERROR's `details.fields`. */
    readonly fields: Record<string, string>,
    /** The same problems with their full dotted paths, in the server's order. */
    readonly fieldProblems: { field: string; message: string }[] = [],
  ) {
    super(serverMessage ?? `The server answered ${status}.`);
  }

  /** Reads an error answer's body (JSON as the server sends it, or anything a proxy put there). */
  static fromBody(status: number, text: string): ApiError {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new ApiError(status, CODE_FOR_STATUS[status] ?? null, null, {});
    }
    if (!body || typeof body !== 'object') return new ApiError(status, CODE_FOR_STATUS[status] ?? null, null, {});
    const { code, message, details } = body as { code?: unknown; message?: unknown; details?: { fields?: unknown; field?: unknown } };
    const fields: Record<string, string> = {};
    const problems: { field: string; message: string }[] = [];
    if (details && Array.isArray(details.fields)) {
      for (const item of details.fields as { field?: unknown; message?: unknown }[]) {
        if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
        problems.push({ field: item.field, message: item.message });
        fields[item.field.split('.')[0]!] ??= item.message;
      }
    }
    const serverMessage = typeof message === 'string' && message.trim() !== '' ? message : null;
    // A refusal about one field that is not a validation error (a 409 naming it) is that field's problem too.
    if (details && typeof details.field === 'string' && serverMessage) problems.push({ field: details.field, message: serverMessage });
    // A code outside the closed list is not trusted as one; an answer without any code (a proxy's
    // JSON) means what its status means.
    const known = code === undefined ? (CODE_FOR_STATUS[status] ?? null) : isErrorCode(code) ? code : null;
    return new ApiError(status, known, serverMessage, fields, problems);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    return ApiError.fromBody(res.status, await res.text().catch(() => ''));
  }
}
