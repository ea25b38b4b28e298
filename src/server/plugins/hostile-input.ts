import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

interface FieldProblem {
  field: string;
  message: string;
}

const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain NUL characters';
// A body of 1 MB can hold many thousands of strings; naming the first few is enough to fix the request.
const MAX_REPORTED = 10;

/** A key as it appears in a field path: a NUL inside a key is shown escaped, not sent back raw. */
const printable = (key: string) => key.replaceAll(NUL, '\\u0000');

/** A position in the walked value; the path is only spelled out for the few that hold a NUL. */
interface Node {
  value: unknown;
  key?: string;
  parent?: Node;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/**
 * Every place in `value` where a string (or an object key) holds a NUL, as dotted field paths
 * (`speakerFriends.0.email`). Iterative, so a deeply nested JSON body cannot exhaust the stack.
 */
function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value }];
  while (stack.length && found.length < MAX_REPORTED) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes(NUL)) found.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: node });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (key.includes(NUL)) found.push(pathOf({ value: child, key: printable(key), parent: node }));
        else stack.push({ value: child, key: printable(key), parent: node });
      }
    }
  }
  return found;
}

function refuse(part: string, fields: string[]): AppError {
  const problems: FieldProblem[] = fields.map((f) => ({ field: f || part, message: NUL_MESSAGE }));
  const summary = problems.map((p) => `${p.field} ${p.message}`).join('; ');
  return new AppError(400, 'VALIDATION_ERROR', `Invalid ${part}: ${summary}`, { fields: problems });
}

/** NUL bytes in the request, by part, in the order the error handler names parts (path, query, body). */
export function findNulBytes(request: Pick<FastifyRequest, 'url' | 'params' | 'query' | 'body'>): AppError | undefined {
  const params = fieldsWithNul(request.params);
  // The 404 handler's only param is the wildcard '*', which is the whole path.
  if (params.length)
    return refuse(
      'path',
      params.map((f) => (f === '*' ? 'path' : f)),
    );
  // Unmatched routes (the 404 handler, the blog's HTML shell) have no named params but still read the path.
  const pathname = request.url.split('?')[0] ?? '';
  if (/%00/.test(pathname)) return refuse('path', ['path']);
  const query = fieldsWithNul(request.query);
  if (query.length) return refuse('query', query);
  const body = fieldsWithNul(request.body);
  if (body.length) return refuse('body', body);
  return undefined;
}

/**
 * PostgreSQL cannot store NUL in text: such a string reaching a query is a 500 (and the failed
 * query's parameters used to land in the error log). One rule for every route, before its own
 * validation: a NUL anywhere in the path, query or JSON/form body is a 400 naming the field.
 *
 * Multipart uploads are not parsed before the handler (the file streams), so this hook does not see
 * their text parts; the upload routes only keep the file name, which safeFileName() strips of
 * control characters, and read no other text field.
 */
export function registerHostileInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = findNulBytes(request);
    if (problem) throw problem;
  });
}
