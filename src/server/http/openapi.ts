import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS } from '../../shared/contract/catalogue';
import { errorBodySchema } from '../../shared/contract/errors';
import { isFileAnswer, isFileUpload, pathParameterNames, type Operation } from '../../shared/contract/operation';
import { SESSION_COOKIE } from '../../shared/domain/constants';
import { isApiKeyRoute } from './api-key-access';
import { routeSetOf } from './route-sets';

/*
 * The API document (`/api/docs/json`) as software nobody here wrote reads it: every operation has
 * an id, a summary, the way it is authorised, the errors it answers (all in the one ApiError
 * shape) and, for files, the media types going up or coming down. Most of that follows from where
 * an operation lives (its audience prefix) and what it takes; the catalogue's declaration adds the
 * rest.
 */

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid: `details.fields` names each field and what is wrong with it',
  401: 'Not signed in, or the API key is not valid',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found (or not yours)',
  409: 'In conflict with what is stored',
  410: 'No longer available',
  413: 'Too large',
  415: 'Not a file type this accepts',
  422: 'Understood but cannot be done in the current state',
  423: 'Locked for now',
  429: 'Too many requests: wait for the time in Retry-After',
  502: 'A service this depends on failed',
  503: 'The database is unavailable for a moment: try again',
};

const byId = new Map<string, Operation>(OPERATIONS.map((op) => [op.id, op]));

const camel = (text: string) => text.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));

/**
 * An id for an operation the catalogue does not name (an old address): its method and path
 * segments, each in camelCase, joined by underscores so `free-tier-signup` and `free-tier/signup`
 * stay apart.
 */
function derivedOperationId(method: string, url: string, deprecated: boolean) {
  const segments = url
    .split('/')
    .filter((s) => s && s !== 'api')
    .map((s) => camel(s.startsWith(':') ? `by-${s.slice(1)}` : s));
  return [method.toLowerCase(), ...segments, ...(deprecated ? ['deprecated'] : [])].join('_');
}

/** Who may call a path: public paths need nothing, the rest a session (the speaker's also an API key). */
function securityOf(method: string, url: string) {
  const set = routeSetOf(method, url);
  if (!set?.guard) return [];
  if (set.audience === 'speaker' && isApiKeyRoute(url)) return [{ session: [] }, { apiKey: [] }, { apiKeyBasic: [] }];
  return [{ session: [] }];
}

/** The 4xx/5xx statuses an operation answers: those of its audience and input, and any it declares. */
function errorStatuses(method: string, url: string, schema: Record<string, unknown>, declared: readonly number[]) {
  const statuses = new Set<number>(declared);
  const hasInput = schema.params || schema.querystring || schema.body || url.includes(':') || schema.consumes;
  if (hasInput) statuses.add(400);
  if (url.includes(':')) statuses.add(404);
  const set = routeSetOf(method, url);
  if (set?.guard) statuses.add(401);
  if (set?.audience === 'admin' || set?.audience === 'speaker') statuses.add(403);
  if (!set?.guard && method !== 'GET') statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * OpenAPI 3.0 has no `null` type, so a nullable union (`string | number | null`) is written as
 * `nullable` on each branch rather than beside an `anyOf`, which readers cannot place.
 */
function nullableBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableBranches);
  if (typeof node !== 'object' || node === null) return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableBranches(value)])) as Record<string, unknown>;
  const branches = out.anyOf ?? out.oneOf;
  if (out.nullable === true && out.type === undefined && Array.isArray(branches)) {
    delete out.nullable;
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    out[key] = branches.map((branch) => (typeof branch === 'object' && branch !== null ? { ...branch, nullable: true } : branch));
  }
  return out;
}

type JsonSchemaObject = { type?: string; properties?: Record<string, unknown>; required?: string[] };

export const apiDocumentOptions = (publicUrl: string): FastifyDynamicSwaggerOptions => ({
  openapi: {
    info: {
      title: 'SpeakerPro API',
      version: process.env.npm_package_version ?? '0.1.0',
      description:
        "Errors answer `{ message, code, details?, requestId? }` (the ApiError schema) with a code from one closed list; `requestId` is the answer's `x-request-id`. Speaker routes accept the session cookie or an API key as a Bearer token.",
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set when signing in' },
        apiKey: { type: 'http', scheme: 'bearer', description: "A speaker's API key, made on the account page" },
        apiKeyBasic: {
          type: 'http',
          scheme: 'basic',
          description: 'The same API key as the Basic user name (any password), for tools that can only send Basic auth',
        },
      },
      schemas: { ApiError: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Record<string, unknown> },
    },
  },
  transform: (input) => {
    const transformed = jsonSchemaTransform(input) as { schema: Record<string, unknown> | undefined; url: string };
    const { url } = transformed;
    const schema = transformed.schema ?? {};
    const method = String(input.route.method);
    const deprecated = schema.deprecated === true;
    // An old address carries its route's declaration; it gets its own id and says what it became.
    const op = deprecated ? undefined : byId.get(String(schema.operationId ?? ''));
    const result: Record<string, unknown> = { ...schema };
    result.operationId = op ? op.id : derivedOperationId(method, url, deprecated);
    const summary = typeof schema.summary === 'string' ? schema.summary : `${method} ${url}`;
    result.summary = deprecated ? `${summary} (old address)` : summary;
    result.security = securityOf(method, url);

    // Every parameter in the path is declared, even where a route reads it without a schema.
    const names = pathParameterNames(url.replace(/:(\w+)/g, '{$1}'));
    if (names.length > 0) {
      const params: JsonSchemaObject = { type: 'object', ...((schema.params as JsonSchemaObject | undefined) ?? {}) };
      // An old address may name its parameters differently; they map to the route's by position.
      const declared = params.properties ?? {};
      const spare = Object.keys(declared).filter((key) => !names.includes(key));
      params.properties = Object.fromEntries(
        names.map((name) => [name, declared[name] ?? declared[spare.shift() ?? ''] ?? { type: 'string' }]),
      );
      params.required = names;
      result.params = params;
    }

    const upload = op && isFileUpload(op.body) ? op.body : undefined;
    if (upload || (Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data'))) {
      const field = upload?.field ?? 'file';
      result.consumes = ['multipart/form-data'];
      result.body = {
        type: 'object',
        required: [field],
        properties: {
          [field]: {
            type: 'string',
            format: 'binary',
            ...(upload ? { description: `${upload.contentTypes.join(', ')}, at most ${upload.maxBytes} bytes` } : {}),
          },
          ...Object.fromEntries(Object.entries(upload?.fields ?? {}).map(([name, description]) => [name, { type: 'string', description }])),
        },
      };
    }

    const responses: Record<string, unknown> = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
    for (const [status, answer] of Object.entries(op?.answers ?? {})) {
      if (isFileAnswer(answer))
        responses[status] = {
          description: answer.description,
          content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        };
      else if (answer === null) responses[status] = { type: 'null', description: 'No content' };
    }
    for (const status of errorStatuses(method, url, schema, op?.errors ?? []))
      responses[status] ??= { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: API_ERROR_REF } } };
    result.response = nullableBranches(responses);
    if (result.body) result.body = nullableBranches(result.body);
    return { schema: result, url };
  },
});
