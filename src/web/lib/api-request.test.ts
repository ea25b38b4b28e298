import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessageFromApiError,
  getQueryFn,
  isNetworkError,
  parseApiError,
  errorCodeOf,
  planAwareMessage,
} from './api-request';

interface Echo {
  method: string;
  contentType: string | null;
  body: string;
}

let server: Server;
let baseUrl: string;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The test server's answers, one per path. */
async function answer(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  switch (req.url) {
    case '/echo': {
      const echo: Echo = { method: req.method ?? '', contentType: req.headers['content-type'] ?? null, body };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo));
      return;
    }
    case '/bad-request':
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Invalid body: email must be a valid e-mail address', code: 'VALIDATION_ERROR' }));
      return;
    case '/empty-500':
      res.writeHead(500).end();
      return;
    case '/unauthorized':
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not signed in', code: 'UNAUTHORIZED' }));
      return;
    case '/user':
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 1, firstName: 'Ada' }));
      return;
    default:
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const res = await apiRequest('POST', `${baseUrl}/echo`, { email: 'ada@example.com', password: 'secret123' });
    const echo = (await res.json()) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.contentType).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ email: 'ada@example.com', password: 'secret123' });
  });

  it('sends FormData as multipart, not JSON', async () => {
    const form = new FormData();
    form.append('name', 'logo');
    form.append('file', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png');
    const res = await apiRequest('POST', `${baseUrl}/echo`, form);
    const echo = (await res.json()) as Echo;
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('name="name"');
    expect(echo.body).toContain('filename="logo.png"');
    expect(echo.body).toContain('png-bytes');
  });

  it('sends no body and no content type when there is no body', async () => {
    const res = await apiRequest('POST', `${baseUrl}/echo`);
    const echo = (await res.json()) as Echo;
    expect(echo.contentType).toBeNull();
    expect(echo.body).toBe('');
  });

  it('always includes credentials', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await apiRequest('GET', `${baseUrl}/user`);
    await apiRequest('POST', `${baseUrl}/echo`, { a: 1 });
    await getQueryFn({ on401: 'throw' })({ queryKey: [`${baseUrl}/user`] });
    expect(spy).toHaveBeenCalledTimes(3);
    for (const call of spy.mock.calls) expect(call[1]?.credentials).toBe('include');
  });

  it('throws an ApiError with the status, code and message of a non-OK answer', async () => {
    const err = await apiRequest('POST', `${baseUrl}/bad-request`, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      serverMessage: 'Invalid body: email must be a valid e-mail address',
    });
    expect((err as Error).message).toBe('Invalid body: email must be a valid e-mail address');
  });

  it('throws an ApiError without a server message for a non-OK answer with an empty body', async () => {
    const err = await apiRequest('GET', `${baseUrl}/empty-500`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, code: null, serverMessage: null });
  });

  it('lets network failures through as TypeError', async () => {
    // Port 1 on loopback refuses connections.
    const err = await apiRequest('GET', 'http://127.0.0.1:1/').catch((e: unknown) => e);
    expect(isNetworkError(err)).toBe(true);
  });
});

describe('getQueryFn', () => {
  it('GETs the first query key element and parses JSON', async () => {
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: [`${baseUrl}/user`] })).resolves.toEqual({
      id: 1,
      firstName: 'Ada',
    });
  });

  it("returns null on 401 with on401 'returnNull'", async () => {
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: [`${baseUrl}/unauthorized`] })).resolves.toBeNull();
  });

  it("throws the 401 as an ApiError with on401 'throw'", async () => {
    const err = await getQueryFn({ on401: 'throw' })({ queryKey: [`${baseUrl}/unauthorized`] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED', serverMessage: 'Not signed in' });
  });

  it("still throws for other errors with on401 'returnNull'", async () => {
    const err = await getQueryFn({ on401: 'returnNull' })({ queryKey: [`${baseUrl}/empty-500`] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500 });
  });
});

describe('planAwareMessage', () => {
  it("gives a refusal for the plan the server's words, naming the plan; any other failure the page's own", () => {
    const plan = ApiError.fromBody(
      403,
      '{"code":"PLAN_REQUIRED","message":"Hot lead detection with CSV export is part of Lite.","details":{"plan":"lite"}}',
    );
    expect(planAwareMessage(plan, 'Could not download hot leads')).toBe('Hot lead detection with CSV export is part of Lite.');
    expect(
      planAwareMessage(ApiError.fromBody(404, '{"code":"NOT_FOUND","message":"Event not found"}'), 'Could not download hot leads'),
    ).toBe('Could not download hot leads');
  });
});

describe('errorMessageFromApiError', () => {
  it('extracts the server message from a thrown API error', async () => {
    const err = await apiRequest('POST', `${baseUrl}/bad-request`, {}).catch((e: unknown) => e);
    expect(errorMessageFromApiError(err, 'fallback')).toBe('Invalid body: email must be a valid e-mail address');
    expect(errorCodeOf(err)).toBe('VALIDATION_ERROR');
    expect((err as ApiError).status).toBe(400);
  });

  it("gives an answer without a code the code its status means (a proxy's page), and none for a status without one", () => {
    expect(errorCodeOf(ApiError.fromBody(413, '<html>413 Request Entity Too Large</html>'))).toBe('FILE_TOO_LARGE');
    expect(errorCodeOf(ApiError.fromBody(404, ''))).toBe('NOT_FOUND');
    expect(errorCodeOf(ApiError.fromBody(429, '{"message":"slow down"}'))).toBe('RATE_LIMITED');
    expect(errorCodeOf(ApiError.fromBody(502, '<html>Bad gateway</html>'))).toBeNull();
    // The answer's own code wins over what its status would mean.
    expect(errorCodeOf(ApiError.fromBody(403, '{"code":"PLAN_LIMIT","message":"Lite includes 3 reports"}'))).toBe('PLAN_LIMIT');
    expect(errorCodeOf(new Error('404: not found'))).toBeNull();
  });

  it('returns the fallback when there is no JSON message', () => {
    expect(errorMessageFromApiError(ApiError.fromBody(500, 'Internal Server Error'), 'fallback')).toBe('fallback');
    expect(errorMessageFromApiError(ApiError.fromBody(502, '<html>Bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(errorMessageFromApiError(ApiError.fromBody(400, '{"code":"X"}'), 'fallback')).toBe('fallback');
    // An Error whose words look like an answer is not one: nothing is read out of messages.
    expect(errorMessageFromApiError(new Error('400: {"message":"looks real"}'), 'fallback')).toBe('fallback');
    expect(errorMessageFromApiError(new TypeError('fetch failed'), 'fallback')).toBe('fallback');
    expect(errorMessageFromApiError('not an error', 'fallback')).toBe('fallback');
  });
});

describe('parseApiError', () => {
  it('reads status, code, message and field problems', () => {
    const err = ApiError.fromBody(
      400,
      '{"message":"Invalid body: newPassword is too common","code":"VALIDATION_ERROR","details":{"fields":[{"field":"newPassword","message":"is too common"},{"field":"newPassword","message":"second"}]}}',
    );
    expect(parseApiError(err)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid body: newPassword is too common',
      fields: { newPassword: 'is too common' },
    });
  });

  it('keeps the status when the body is not JSON, and gives null without an answer', () => {
    expect(parseApiError(ApiError.fromBody(502, '<html>Bad gateway</html>'))).toEqual({
      status: 502,
      code: null,
      message: null,
      fields: {},
    });
    // A code outside the closed list is not trusted as one.
    expect(parseApiError(ApiError.fromBody(400, '{"code":"SOMETHING_ELSE","message":"x"}'))?.code).toBeNull();
    expect(parseApiError(new TypeError('fetch failed'))).toBeNull();
    expect(parseApiError('not an error')).toBeNull();
  });
});
