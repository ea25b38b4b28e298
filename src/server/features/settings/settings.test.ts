import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let adminCookie: string;
let speakerCookie: string;
// A real 1x1 PNG.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const save = (payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/settings', payload: payload as object, headers: cookie ? { cookie } : {} });
const read = (key: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/settings/${key}`, headers: cookie ? { cookie } : {} });

describe('settings', () => {
  it('the logo reads as null until set (no 404 on every page), then readable by anyone', async () => {
    const missing = await read('speakerpro_logo');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ key: 'speakerpro_logo', value: null });

    const res = await save({ key: 'speakerpro_logo', value: PNG_1X1 }, adminCookie);
    expect(res.statusCode).toBe(200);
    const got = await read('speakerpro_logo');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ key: 'speakerpro_logo', value: PNG_1X1 });
  });

  it('strips a data: prefix so the stored value is plain base64', async () => {
    const res = await save({ key: 'speakerpro_logo', value: `data:image/png;base64,${PNG_1X1}` }, adminCookie);
    expect(res.statusCode).toBe(200);
    expect((await read('speakerpro_logo')).json().value).toBe(PNG_1X1);
  });

  it('only the admin may save: 401 anonymous, 403 speaker, value unchanged', async () => {
    await save({ key: 'speakerpro_logo', value: PNG_1X1 }, adminCookie);
    const other = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64');
    expect((await save({ key: 'speakerpro_logo', value: other })).statusCode).toBe(401);
    expect((await save({ key: 'speakerpro_logo', value: other }, speakerCookie)).statusCode).toBe(403);
    expect((await read('speakerpro_logo')).json().value).toBe(PNG_1X1);
  });

  it('rejects a value that is not an image, an unknown key and a missing value, keeping the stored logo', async () => {
    await save({ key: 'speakerpro_logo', value: PNG_1X1 }, adminCookie);
    const text = await save({ key: 'speakerpro_logo', value: Buffer.from('hello world').toString('base64') }, adminCookie);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/Invalid file type/);
    const junk = await save({ key: 'speakerpro_logo', value: '%%%not base64%%%' }, adminCookie);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/value/);
    const unknown = await save({ key: 'site_title', value: 'x' }, adminCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].field).toBe('key');
    const empty = await save({ key: 'speakerpro_logo' }, adminCookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toContainEqual({ field: 'value', message: 'is required' });
    expect((await read('speakerpro_logo')).json().value).toBe(PNG_1X1);
  });

  it('rejects a 6 MB logo with the 5 MB message', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await save({ key: 'speakerpro_logo', value: big.toString('base64') }, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/smaller than 5MB/);
  });

  it('other keys are not public', async () => {
    expect((await read('smtp_password')).statusCode).toBe(401);
    expect((await read('smtp_password', speakerCookie)).statusCode).toBe(403);
    expect((await read('smtp_password', adminCookie)).statusCode).toBe(404);
  });
});

describe("the owner's settings at their canonical address", () => {
  const put = (key: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/${key}`, payload: payload as object, headers: cookie ? { cookie } : {} });
  const ownerRead = (key: string, cookie = adminCookie) =>
    t.app.inject({ method: 'GET', url: `/api/admin/settings/${key}`, headers: { cookie } });
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');

  it('PUT /api/admin/settings/{key} stores the value: the owner and every page read it back', async () => {
    const res = await put('speakerpro_logo', { value: `data:image/png;base64,${PNG_1X1}` }, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'speakerpro_logo', value: PNG_1X1 });
    expect((await ownerRead('speakerpro_logo')).json()).toEqual({ key: 'speakerpro_logo', value: PNG_1X1 });
    expect((await read('speakerpro_logo')).json().value).toBe(PNG_1X1);
  });

  it('names the field for an unknown key, a missing value or a file that is not an image, and keeps the stored one', async () => {
    await put('speakerpro_logo', { value: PNG_1X1 }, adminCookie);
    const unknown = await put('site_title', { value: 'x' }, adminCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].field).toBe('key');
    const empty = await put('speakerpro_logo', {}, adminCookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toContainEqual({ field: 'value', message: 'is required' });
    const text = await put('speakerpro_logo', { value: Buffer.from('hello world').toString('base64') }, adminCookie);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/Invalid file type/);
    const big = Buffer.alloc(6 * 1024 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooBig = await put('speakerpro_logo', { value: big.toString('base64') }, adminCookie);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/smaller than 5MB/);
    expect((await ownerRead('speakerpro_logo')).json().value).toBe(PNG_1X1);
  });

  it("is the owner's alone: 401 anonymous, 403 a speaker, and the value stays", async () => {
    await put('speakerpro_logo', { value: PNG_1X1 }, adminCookie);
    expect((await put('speakerpro_logo', { value: JPEG })).statusCode).toBe(401);
    expect((await put('speakerpro_logo', { value: JPEG }, speakerCookie)).statusCode).toBe(403);
    expect((await ownerRead('speakerpro_logo', speakerCookie)).statusCode).toBe(403);
    expect((await ownerRead('speakerpro_logo')).json().value).toBe(PNG_1X1);
    expect((await ownerRead('smtp_password')).statusCode).toBe(404);
  });

  it('the first address, POST /api/settings with the key in the body, still saves and says what replaces it; POST /api/admin/settings is gone', async () => {
    const old = await save({ key: 'speakerpro_logo', value: JPEG }, adminCookie);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ key: 'speakerpro_logo', value: JPEG });
    expect(old.headers.deprecation).toMatch(/^@\d+$/);
    expect(old.headers.sunset).toBeTruthy();
    expect(old.headers.link).toBe('</api/admin/settings/speakerpro_logo>; rel="successor-version"');
    expect((await ownerRead('speakerpro_logo')).json().value).toBe(JPEG);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      payload: { key: 'speakerpro_logo', value: PNG_1X1 },
      headers: { cookie: adminCookie },
    });
    expect(gone.statusCode).toBe(404);
    expect((await ownerRead('speakerpro_logo')).json().value).toBe(JPEG);
  });
});
