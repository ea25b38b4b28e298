import type { z } from 'zod';

/*
 * One API operation, declared once: its method and path, what it is for, what it takes and what it
 * answers (errors included). The server mounts its handler from this declaration
 * (src/server/http/operations.ts), the web calls it through the same object
 * (src/web/lib/api/call-operation.ts) and the OpenAPI document is generated from the routes it
 * makes, so method, path and payload shapes cannot drift apart between the three.
 */

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path in OpenAPI form, `{name}` for each parameter, under one of the API's audience prefixes. */
export type OperationPath = `/api/${string}`;

/** An answer that is a file rather than JSON: its media types, and what the file is. */
export interface FileAnswer {
  kind: 'file';
  contentTypes: readonly string[];
  description: string;
}

/** A request body that is one uploaded file in a multipart form (field `file` unless named). */
export interface FileUpload {
  kind: 'upload';
  field?: string;
  contentTypes: readonly string[];
  maxBytes: number;
  /** Other text fields the form may carry, by name. */
  fields?: Record<string, string>;
}

/** 2xx statuses an operation answers with, each with its JSON schema, a file, or null for no body. */
export type OperationAnswers = Partial<Record<200 | 201 | 202 | 204 | 302 | 303, z.ZodType | FileAnswer | null>>;

/** The 4xx statuses an operation may answer beyond those every operation of its audience has. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;

export interface OperationSpec {
  /** Unique, camelCase, a verb first: `listTalks`, `approveCampaign`. Becomes the OpenAPI operationId. */
  id: string;
  method: OperationMethod;
  path: OperationPath;
  /** One line, as a client's menu would list it. */
  summary: string;
  description?: string;
  /** The group it is listed under in the API document. */
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType | FileUpload;
  answers: OperationAnswers;
  errors?: readonly ErrorStatus[];
}

const OPERATION = Symbol.for('speakerpro.operation');

export type Operation<S extends OperationSpec = OperationSpec> = S & { readonly [OPERATION]: true };

/** Declares an operation (keeping its exact types, so the server and the web infer from it). */
export function defineOperation<const S extends OperationSpec>(spec: S): Operation<S> {
  return Object.assign(spec, { [OPERATION]: true as const });
}

export const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[OPERATION] === true;

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && (value as FileAnswer).kind === 'file';

export const isFileUpload = (value: unknown): value is FileUpload =>
  typeof value === 'object' && value !== null && (value as FileUpload).kind === 'upload';

/** The path as Fastify routes it: `/api/x/{id}` → `/api/x/:id`. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The names of a path's parameters, in order. */
export const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of one call: each `{name}` replaced by its encoded value, then the query's defined
 * values (arrays as repeated keys). The web uses it as the query key too, so two pages asking for
 * the same thing share one cache entry.
 */
export function operationUrl(
  op: Pick<OperationSpec, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${op.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What a call to `O` must send: its path parameters, query and body, each only when it has one. */
export type OperationInput<O extends OperationSpec> = (O['params'] extends z.ZodType
  ? { params: z.input<O['params']> }
  : { params?: undefined }) &
  (O['query'] extends z.ZodType ? { query?: z.input<O['query']> } : { query?: undefined }) &
  (O['body'] extends z.ZodType ? { body: z.input<O['body']> } : O['body'] extends FileUpload ? { body: FormData } : { body?: undefined });

type FirstAnswer<A> = A extends { 200: infer R }
  ? R
  : A extends { 201: infer R }
    ? R
    : A extends { 202: infer R }
      ? R
      : A extends { 204: infer R }
        ? R
        : unknown;

/** What a successful call to `O` resolves with: its first 2xx answer's JSON, or undefined without one. */
export type OperationOutput<O extends OperationSpec> =
  FirstAnswer<O['answers']> extends z.ZodType
    ? z.output<FirstAnswer<O['answers']>>
    : FirstAnswer<O['answers']> extends FileAnswer
      ? Blob
      : undefined;
