import {
  isFileAnswer,
  operationUrl,
  type Operation,
  type OperationInput,
  type OperationOutput,
  type OperationSpec,
} from '../../../shared/contract/operation';
import { apiRequest } from '../api-request';

interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The URL one call goes to, which is also its TanStack Query key. */
export const callUrl = <O extends Operation<OperationSpec>>(op: O, input: Pick<OperationInput<O>, 'params' | 'query'>) =>
  operationUrl(
    op,
    input.params as Record<string, string | number> | undefined,
    input.query as Record<string, string | number | boolean | null | undefined> | undefined,
  );

/**
 * Calls one operation of the catalogue with the session cookie: the path, method and payload types
 * come from its declaration, so a page cannot call a path the server does not have. Resolves with
 * the parsed JSON (a Blob for a file, undefined for an answer without a body); any non-2xx rejects
 * with an ApiError.
 */
export async function callOperation<O extends Operation<OperationSpec>>(
  op: O,
  input: OperationInput<O>,
  options: CallOptions = {},
): Promise<OperationOutput<O>> {
  const res = await apiRequest(op.method, callUrl(op, input as never), (input as { body?: unknown }).body, options);
  const answer = (op.answers as Record<number, unknown>)[res.status];
  if (res.status === 204 || answer === null) return undefined as OperationOutput<O>;
  if (isFileAnswer(answer)) return (await res.blob()) as OperationOutput<O>;
  return (await res.json()) as OperationOutput<O>;
}
