import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestContext } from './test/harness';

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

// The API document: the largest JSON answer every app has, hundreds of kilobytes.
const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) },
  });

describe('API answers compressed as the client accepts', () => {
  it('brotli when accepted, gzip when only that is, the same JSON either way, and plain without Accept-Encoding', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.rawPayload;
    expect(json.length).toBeGreaterThan(50_000);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(json)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(json.length / 4);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(json)).toBe(true);

    expect((await get('/api/docs/json', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it("compresses an owner's JSON list as well, and leaves a PNG as it is", async () => {
    const list = await get('/api/admin/visitor-funnel?days=365', 'br', owner);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).visitsByDay).toHaveLength(365);

    const png = await get('/api/public/site-qr.png', 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
