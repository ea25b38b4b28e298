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
