import type { z } from 'zod';
import { isFileAnswer, isFileUpload, routerPath, type Operation, type OperationSpec } from '../../shared/contract/operation';

type JsonAnswers<A> = { [K in keyof A as A[K] extends z.ZodType ? K : never]: A[K] };
type JsonBody<B> = B extends z.ZodType ? B : undefined;

/**
 * A Fastify route's method, URL and schema from an operation of the catalogue: spread it into
 * `app.route({ ...operationRoute(op), handler })` and the handler's params, query, body and reply
 * are typed from the operation's zod schemas. File answers and uploads are not in the schema
 * (Fastify does not serialise or parse them); the API document reads them from the operation.
 */
export function operationRoute<const O extends Operation<OperationSpec>>(op: O) {
  const response: Record<number, z.ZodType> = {};
  for (const [status, answer] of Object.entries(op.answers))
    if (answer && !isFileAnswer(answer)) response[Number(status)] = answer as z.ZodType;
  const body = op.body && !isFileUpload(op.body) ? op.body : undefined;
  const schema = {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(body ? { body } : {}),
    // An upload is read by the handler; the route still says what it takes (old addresses' documents read it).
    ...(isFileUpload(op.body) ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
  return {
    method: op.method,
    url: routerPath(op.path),
    // The built record's own types are left out: an index signature on `response` would make every
    // reply `unknown` and let a handler return any shape.
    schema: schema as Omit<typeof schema, 'params' | 'querystring' | 'body' | 'response'> & {
      params: O['params'];
      querystring: O['query'];
      body: JsonBody<O['body']>;
      response: JsonAnswers<O['answers']>;
    },
  };
}
