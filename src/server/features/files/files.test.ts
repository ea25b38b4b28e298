import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { STORED_FILE_NAME_MAX_LENGTH, fitFileName } from '../../storage/storage';
import { createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { MINIMAL_DOCX, MINIMAL_PDF, pngImage, upload } from '../../test/uploads';

let t: TestContext;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  // Uploaded bytes live under the test's DATA_DIR; do not leave megabytes behind in /tmp.
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const download = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/public/files/{id}/{name}', () => {
  it('is where uploads are served now; the first address, stored in profiles and e-mails, answers the same bytes as an old one', async () => {
    const png = pngImage(420, 400);
    const { logoUrl } = (
      await upload(t.app, '/api/speaker-admin/upload-logo', [{ field: 'logo', filename: 'logo.png', content: png }], cookie)
    ).json();
    expect(logoUrl).toMatch(/^\/api\/public\/files\/[A-Za-z0-9_-]{22}\/logo\.png$/);
    const current = await download(logoUrl);
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(png)).toBe(true);
    expect(current.headers.deprecation).toBeUndefined();

    const stored = logoUrl.replace('/api/public/files/', '/api/files/');
    const old = await download(stored);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(png)).toBe(true);
    // The same cache rule as the new address, and the notice of an old one.
    expect(old.headers['cache-control']).toBe('private, max-age=3600');
    expect(old.headers.deprecation).toMatch(/^@\d+$/);
    expect(old.headers.link).toBe(`<${logoUrl}>; rel="successor-version"`);

    // A profile holding the first address is still accepted when saved again, and gets the current one.
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/profile',
      headers: { cookie },
      payload: { firstName: 'Maya', lastName: 'Okafor', workEmail: 'maya@example.com', emailProvider: 'gmail', logoUrl: stored },
    });
    expect(profile.statusCode, profile.body).toBeLessThan(300);
    expect(profile.json().logoUrl).toBe(logoUrl);
  });

  it('an id that is not one, or too long for the router, is a 4xx, never a 5xx', async () => {
    expect((await download('/api/public/files/not*an*id/x.png')).statusCode).toBe(404);
    // Longer than an id: refused by the call's own check, naming the field.
    expect((await download(`/api/public/files/${'a'.repeat(101)}/x.png`)).statusCode).toBe(400);
    // Longer than any path segment the router takes (500 characters): refused as too long.
    const tooLong = await download(`/api/public/files/${'a'.repeat(501)}/x.png`);
    expect(tooLong.statusCode).toBe(414);
  });
});

describe('GET /api/files/:id/:name', () => {
  it('serves an uploaded logo to anyone, inline, with the stored type and the same bytes', async () => {
    const png = pngImage(420, 400);
    const { logoUrl } = (
      await upload(t.app, '/api/speaker-admin/logos', [{ field: 'logo', filename: 'logo.png', content: png }], cookie)
    ).json();
    const res = await download(logoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(Number(res.headers['content-length'])).toBe(png.length);
  });

  it('serves a gift document as an attachment under its name; the name in the URL is cosmetic', async () => {
    const { fileUrl } = (
      await upload(
        t.app,
        '/api/speaker-admin/digital-gift-files',
        [{ field: 'digitalGift', filename: 'Team Guide.pdf', contentType: 'text/html', content: MINIMAL_PDF }],
        cookie,
      )
    ).json();
    for (const url of [fileUrl, fileUrl.replace(/[^/]+$/, 'anything-else.txt')]) {
      const res = await download(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(MINIMAL_PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Team Guide.pdf"; filename*=UTF-8''Team%20Guide.pdf`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps a non-ASCII file name readable and safe in the header', async () => {
    const { fileUrl, fileName } = (
      await upload(
        t.app,
        '/api/speaker-admin/digital-gift-files',
        [{ field: 'digitalGift', filename: 'Résumé guide.docx', content: MINIMAL_DOCX }],
        cookie,
      )
    ).json();
    expect(fileName).toBe('Résumé guide.docx');
    const res = await download(fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ guide.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20guide.docx`,
    );
  });

  it('answers 404 JSON for an unknown id, a malformed id, and a row whose bytes are gone', async () => {
    for (const url of ['/api/files/AAAAAAAAAAAAAAAAAAAAAA/logo.png', '/api/files/..%2F..%2Fetc/passwd']) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'File not found', code: 'NOT_FOUND' });
    }
    // A NUL byte is refused before any route looks at it, naming the parameter.
    const nul = await download('/api/files/a%00b/x');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const { fileUrl } = (
      await upload(
        t.app,
        '/api/speaker-admin/digital-gift-files',
        [{ field: 'digitalGift', filename: 'gone.pdf', content: MINIMAL_PDF }],
        cookie,
      )
    ).json();
    const id = fileUrl.split('/').at(-2);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, id));
    // Local driver: the bytes are DATA_DIR/uploads/<storage_path>.
    fs.rmSync(path.join(t.config.dataDir, 'uploads', row!.storagePath));
    const gone = await download(fileUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('File not found');
  });
});

describe('long file names', () => {
  const giftUpload = (filename: string, content: Buffer = MINIMAL_PDF) =>
    upload(t.app, '/api/speaker-admin/digital-gift-files', [{ field: 'digitalGift', filename, content }], cookie);

  it.each([
    ['ASCII', `${'a'.repeat(120)}.pdf`],
    ['with spaces', `${'Speaker playbook '.repeat(8).slice(0, 120)}.pdf`],
    ['accented', `${'é'.repeat(120)}.pdf`],
    ['emoji', `${'🎤'.repeat(60)}.pdf`],
  ])('a %s name of 124 characters is shortened, keeping .pdf, and its link downloads the same bytes', async (_label, name) => {
    expect(name).toHaveLength(124);
    const res = await giftUpload(name);
    expect(res.statusCode).toBe(200);
    const { fileUrl, fileName } = res.json();
    expect(fileName.length).toBeLessThanOrEqual(STORED_FILE_NAME_MAX_LENGTH);
    expect(fileName).toMatch(/\.pdf$/);
    expect(name.startsWith(fileName.slice(0, -'.pdf'.length))).toBe(true);
    expect(fileName).not.toMatch(/[\ud800-\udbff]\.pdf$/);
    const [row] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, fileUrl.split('/').at(-2)));
    expect(row!.originalName).toBe(fileName);
    const download1 = await download(fileUrl);
    expect(download1.statusCode).toBe(200);
    expect(download1.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(download1.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  });

  it(`keeps a name of ${STORED_FILE_NAME_MAX_LENGTH} characters as it is, and it still downloads`, async () => {
    const name = `${'b'.repeat(STORED_FILE_NAME_MAX_LENGTH - 4)}.pdf`;
    const { fileUrl, fileName } = (await giftUpload(name)).json();
    expect(fileName).toBe(name);
    expect((await download(fileUrl)).statusCode).toBe(200);
  });

  it('fitFileName keeps the extension, never splits a character, and drops an "extension" too long to be one', () => {
    expect(fitFileName('short.pdf')).toBe('short.pdf');
    expect(fitFileName(`${'x'.repeat(200)}.docx`, 20)).toBe(`${'x'.repeat(15)}.docx`);
    expect(fitFileName(`${'🎤'.repeat(20)}.pdf`, 10)).toBe('🎤🎤🎤.pdf');
    expect(fitFileName(`a.${'y'.repeat(40)}`, 12)).toBe(`a.${'y'.repeat(10)}`);
    expect(fitFileName(`${' '.repeat(30)}.pdf`, 10)).toBe('file.pdf');
  });
});

describe('mail attachments', () => {
  it("never serves a queued e-mail's attachment, even to someone who knows its id", async () => {
    const { id } = await t.deps.mailer.enqueue(t.database.db, {
      to: 'speaker@example.com',
      subject: 'Hot leads',
      text: 'Attached.',
      source: 'test',
      attachments: [{ filename: 'leads.csv', content: 'name,email\nAda,ada@example.com\n', contentType: 'text/csv' }],
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.kind, 'mail-attachment'));
    expect(row).toBeDefined();
    expect(id).toBeGreaterThan(0);
    const res = await download(`/api/files/${row!.id}/leads.csv`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('ada@example.com');
  });
});
