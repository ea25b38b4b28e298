import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/contract/catalogue';
import { routerPath } from '../../shared/contract/operation';
import { PROJECT_ROOT } from '../project-root';
import { createTestApp, type TestContext } from '../test/harness';

/*
 * One declaration per operation: each operation of the catalogue is mounted by the server, every
 * route the server mounts comes from the catalogue, and the web calls the API only through it: a
 * route mounted outside it, a verb in a canonical path, or a web module writing an API path fails.
 */

/** Words a path segment must not start with: an action is an HTTP method on a resource, not a segment. */
const VERBS = new Set(
  'add approve cancel change claim confirm connect create decide delete disconnect download generate get import join list login logout mark regenerate reject remove resend retry revoke save search send share sign submit track unsubscribe update upload verify'.split(
    ' ',
  ),
);

const verbSegment = (url: string) =>
  url
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== 'api')
    .find((segment) => segment.split(/[-.]/).some((word) => VERBS.has(word)));

function webSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return webSourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The load balancer's probes: infrastructure, called by no audience, at the addresses deployments
 * already name in their health-check settings.
 */
const OUTSIDE_AUDIENCES = new Set(['GET /api/health', 'GET /api/ready']);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const canonicalRoutes = () => t.app.apiRoutes.filter((r) => !r.deprecated);

describe('the route catalogue', () => {
  it('declares each operation once, with a unique id, a summary and a path under an audience', () => {
    const ids = OPERATIONS.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const op of OPERATIONS) {
      expect(op.summary.length, op.id).toBeGreaterThan(10);
      if (OUTSIDE_AUDIENCES.has(`${op.method} ${op.path}`)) continue;
      expect(op.path, op.id).toMatch(/^\/api\/(public|account|speaker-admin|admin)\//);
      expect(op.id, op.path).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
  });

  it('is what the server mounts: each operation at its method and path, nothing outside it but the listed older routes', () => {
    const mounted = new Map(canonicalRoutes().map((r) => [`${r.method} ${r.url}`, r.operationId]));
    for (const op of OPERATIONS) expect(mounted.get(`${op.method} ${routerPath(op.path)}`), op.id).toBe(op.id);
    const outside = canonicalRoutes()
      .filter((r) => r.operationId === null || !OPERATIONS.some((op) => op.id === r.operationId))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(outside).toEqual([]);
  });

  it('has no verb in any path: actions are methods on resources', () => {
    for (const op of OPERATIONS) expect(verbSegment(op.path), op.id).toBeUndefined();
    const withVerbs = canonicalRoutes()
      .filter((r) => verbSegment(r.url) !== undefined)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(withVerbs).toEqual([]);
  });

  it('is how the web calls the API: no API path is written in a web module', () => {
    const root = path.join(PROJECT_ROOT, 'src/web');
    const writing = webSourceFiles(root)
      .filter((file) => /['"`]\/api\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(PROJECT_ROOT, file))
      .sort();
    expect(writing).toEqual([]);
  });
});
