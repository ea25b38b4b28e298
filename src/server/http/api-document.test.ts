import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { createTestApp, type TestContext } from '../test/harness';

/*
 * The API document as tools nobody here wrote read it: Redocly's recommended rules find no error
 * in it, and a client generated from it with openapi-typescript compiles, with a program that
 * lists a speaker's talks and reads an error's code (typed, not `never`).
 */

let t: TestContext;
let doc: Record<string, any>;
const dir = path.join(PROJECT_ROOT, '.test-data', `api-client-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'openapi.json'), res.body);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the API document', () => {
  it('passes Redocly lint with the recommended rules: no errors', async () => {
    const redocly = path.join(PROJECT_ROOT, 'node_modules/.bin/redocly');
    const { stdout } = await promisify(execFile)(
      redocly,
      ['lint', path.join(dir, 'openapi.json'), '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);

  it('names how each operation is authorised and answers its errors in the ApiError shape', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'apiKeyBasic', 'session']);
    expect(doc.paths['/api/speaker-admin/hot-leads'].get.security).toEqual([{ session: [] }, { apiKey: [] }, { apiKeyBasic: [] }]);
    const list = doc.paths['/api/admin/blog-posts'].get;
    expect(list.operationId).toBe('listBlogPosts');
    expect(list.security).toEqual([{ session: [] }]);
    expect(list.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(list.responses['403']).toBeDefined();
    expect(doc.paths['/api/public/blog-posts'].get.security).toEqual([]);
    // The old address answers too, marked as such, with an id of its own.
    const old = doc.paths['/api/blog'].get;
    expect(old.deprecated).toBe(true);
    expect(old.operationId).not.toBe('listBlogPosts');
  });

  it('gives a TypeScript client (openapi-typescript + openapi-fetch) that compiles with a small program', async () => {
    await writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
    const program = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

type IsNever<T> = [T] extends [never] ? true : false;

export async function listTalks(key: string): Promise<string[]> {
  const client = createClient<paths>({ baseUrl: 'http://localhost:5000', headers: { Authorization: \`Bearer \${key}\` } });
  // Asked for a page (decision 060): the answer is the array or the page, typed as either.
  const { data, error } = await client.GET('/api/speaker-admin/talks', { params: { query: { limit: 50 } } });
  if (error) {
    const typed: IsNever<typeof error> = false;
    const code: string = error.code;
    throw new Error(\`\${code} \${String(typed)}: \${error.message}\`);
  }
  const talks = Array.isArray(data) ? data : data.items;
  const next: string | null = Array.isArray(data) ? null : data.next;
  return [...talks.map((talk) => talk.talkTitle ?? talk.eventName), ...(next ? [next] : [])];
}
`;
    await writeFile(path.join(dir, 'program.ts'), program);
    const compiled = ts.createProgram([path.join(dir, 'program.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(compiled)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
