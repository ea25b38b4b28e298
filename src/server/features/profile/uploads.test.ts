import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { readStoredFile } from '../../storage/storage';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { MINIMAL_DOCX, MINIMAL_EPUB, MINIMAL_PDF, OLE_DOC, filesOnDisk, pngImage, storedZip, upload } from '../../test/uploads';
import { safeFileName } from '../../storage/upload-checks';

let t: TestContext;
let speaker: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;

const LOGO = '/api/speaker-admin/logos';
const GIFT = '/api/speaker-admin/digital-gift-files';
const LOGO_TYPE = 'Invalid file type: please upload a PNG, JPG, GIF or WebP image';
const LOGO_SIZE = 'File too large: the logo must be 5MB or smaller';
const GIFT_TYPE = 'Invalid file type: please upload a PDF, Word (.doc, .docx) or EPUB file';
const GIFT_SIZE = 'File too large: please upload a file smaller than 10MB';

beforeAll(async () => {
  t = await createTestApp();
  speaker = await signUpSpeaker(t.app);
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  // Uploaded bytes live under the test's DATA_DIR; do not leave megabytes behind in /tmp.
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

async function storedCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(files);
  return { rows: row!.n, onDisk: filesOnDisk(t.config.dataDir).length };
}

/** Runs a rejected upload and checks that neither a row nor bytes on disk were left behind. */
async function expectRejected(res: Promise<{ statusCode: number; json(): any }>, before: { rows: number; onDisk: number }) {
  const answer = await res;
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(await storedCount()).toEqual(before);
  return answer;
}

function idFromUrl(url: string): string {
  const match = /^\/api\/public\/files\/([A-Za-z0-9_-]{22})\/[^/]+$/.exec(url);
  if (!match) throw new Error(`not a file url: ${url}`);
  return match[1]!;
}

describe('POST /api/speaker-admin/logos', () => {
  it('stores a 400x400 PNG and answers its URL; the row and the bytes on disk match', async () => {
    const png = pngImage(400, 400);
    // The declared type is ignored: the bytes decide.
    const res = await upload(
      t.app,
      LOGO,
      [{ field: 'logo', filename: 'My Logo.png', contentType: 'application/octet-stream', content: png }],
      speaker.cookie,
    );
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/public\/files\/[A-Za-z0-9_-]{22}\/My%20Logo\.png$/);
    const [row] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, idFromUrl(logoUrl)));
    expect(row).toMatchObject({
      ownerUserId: speaker.user.id,
      kind: 'logo',
      originalName: 'My Logo.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
    });
    expect((await readStoredFile(t.deps.storage, row!))?.equals(png)).toBe(true);
  });

  it('accepts a wide logo and gives a misnamed image the extension of what it is', async () => {
    const res = await upload(
      t.app,
      LOGO,
      [{ field: 'logo', filename: 'brand.gif', contentType: 'image/gif', content: pngImage(800, 400) }],
      speaker.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toMatch(/\/brand\.png$/);
  });

  it('rejects an image smaller than 400x400 with its dimensions, storing nothing', async () => {
    const before = await storedCount();
    const small = await expectRejected(
      upload(t.app, LOGO, [{ field: 'logo', filename: 'small.png', content: pngImage(100, 100) }], speaker.cookie),
      before,
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Image too small: the logo must be at least 400x400 pixels (this one is 100x100)');
    const narrow = await expectRejected(
      upload(t.app, LOGO, [{ field: 'logo', filename: 'narrow.png', content: pngImage(399, 1000) }], speaker.cookie),
      before,
    );
    expect(narrow.json().message).toBe('Image too small: the logo must be at least 400x400 pixels (this one is 399x1000)');
  });

  it('rejects files that are not images, whatever their name and declared type', async () => {
    const before = await storedCount();
    for (const content of [
      MINIMAL_PDF,
      Buffer.from('just some text, not an image'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const res = await expectRejected(
        upload(t.app, LOGO, [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content }], speaker.cookie),
        before,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LOGO_TYPE);
    }
    // A PNG signature followed by garbage is not a readable image either.
    const broken = Buffer.concat([pngImage(400, 400).subarray(0, 8), Buffer.alloc(200, 7)]);
    const res = await expectRejected(
      upload(t.app, LOGO, [{ field: 'logo', filename: 'broken.png', content: broken }], speaker.cookie),
      before,
    );
    expect(res.json().message).toBe(LOGO_TYPE);
  });

  it('rejects a logo over 5 MB with the size message, storing nothing', async () => {
    const before = await storedCount();
    const big = Buffer.concat([pngImage(400, 400), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await expectRejected(upload(t.app, LOGO, [{ field: 'logo', filename: 'big.png', content: big }], speaker.cookie), before);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: LOGO_SIZE, code: 'FILE_TOO_LARGE' });
  });

  it('names the logo field when the file is missing or sent under another name', async () => {
    const before = await storedCount();
    const wrongField = await expectRejected(
      upload(t.app, LOGO, [{ field: 'image', filename: 'logo.png', content: pngImage(400, 400) }], speaker.cookie),
      before,
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/^Invalid body: logo is required/);
    expect(wrongField.json().details.fields).toEqual([{ field: 'logo', message: 'is required' }]);
    const onlyText = await expectRejected(upload(t.app, LOGO, [{ field: 'logo', content: 'not a file' }], speaker.cookie), before);
    expect(onlyText.json().message).toMatch(/logo is required/);
    const json = await t.app.inject({ method: 'POST', url: LOGO, payload: { logo: 'x' }, headers: { cookie: speaker.cookie } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/logo is required/);
    expect(await storedCount()).toEqual(before);
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGO,
      payload: 'this is not multipart at all',
      headers: { cookie: speaker.cookie, 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid body: the multipart form data could not be read', code: 'BAD_REQUEST' });
  });

  it('only a speaker may upload: 401 anonymous, 403 admin, nothing stored', async () => {
    const before = await storedCount();
    const parts = [{ field: 'logo', filename: 'logo.png', content: pngImage(400, 400) }];
    expect((await expectRejected(upload(t.app, LOGO, parts), before)).statusCode).toBe(401);
    expect((await expectRejected(upload(t.app, LOGO, parts, adminCookie), before)).statusCode).toBe(403);
  });
});

describe('POST /api/speaker-admin/digital-gift-files', () => {
  it('stores a PDF and answers its URL and name; the stored type comes from the bytes', async () => {
    const res = await upload(
      t.app,
      GIFT,
      [{ field: 'digitalGift', filename: 'Checklist 2026.pdf', contentType: 'text/html', content: MINIMAL_PDF }],
      speaker.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fileName).toBe('Checklist 2026.pdf');
    expect(body.fileUrl).toMatch(/^\/api\/public\/files\/[A-Za-z0-9_-]{22}\/Checklist%202026\.pdf$/);
    const [row] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, idFromUrl(body.fileUrl)));
    expect(row).toMatchObject({ ownerUserId: speaker.user.id, kind: 'gift', mimeType: 'application/pdf', sizeBytes: MINIMAL_PDF.length });
    expect((await readStoredFile(t.deps.storage, row!))?.equals(MINIMAL_PDF)).toBe(true);
  });

  it.each([
    ['guide.docx', MINIMAL_DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['book.epub', MINIMAL_EPUB, 'application/epub+zip'],
    ['old.doc', OLE_DOC, 'application/msword'],
  ])('accepts %s', async (name, content, mime) => {
    const res = await upload(t.app, GIFT, [{ field: 'digitalGift', filename: name, content }], speaker.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toBe(name);
    const [row] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, idFromUrl(res.json().fileUrl)));
    expect(row!.mimeType).toBe(mime);
  });

  it('names the file after what it is, without any path the client sent', async () => {
    const res = await upload(
      t.app,
      GIFT,
      [{ field: 'digitalGift', filename: '../../etc/notes.txt', content: MINIMAL_PDF }],
      speaker.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toBe('notes.pdf');
  });

  it('rejects a PNG renamed gift.pdf, a plain zip and text, storing nothing', async () => {
    const before = await storedCount();
    const cases: [string, Buffer][] = [
      ['gift.pdf', pngImage(400, 400)],
      ['gift.docx', storedZip([['readme.txt', 'hello']])],
      ['gift.doc', Buffer.from('plain text pretending to be a document')],
    ];
    for (const [filename, content] of cases) {
      const res = await expectRejected(
        upload(t.app, GIFT, [{ field: 'digitalGift', filename, contentType: 'application/pdf', content }], speaker.cookie),
        before,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GIFT_TYPE);
    }
  });

  it('rejects a file over 10 MB with the size message, storing nothing', async () => {
    const before = await storedCount();
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await expectRejected(
      upload(t.app, GIFT, [{ field: 'digitalGift', filename: 'big.pdf', content: big }], speaker.cookie),
      before,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(GIFT_SIZE);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 - MINIMAL_PDF.length, 0x20)]);
    const res = await upload(t.app, GIFT, [{ field: 'digitalGift', filename: 'exact.pdf', content: exact }], speaker.cookie);
    expect(res.statusCode).toBe(200);
  });

  it('names the digitalGift field when the file is sent under another name', async () => {
    const before = await storedCount();
    const res = await expectRejected(
      upload(t.app, GIFT, [{ field: 'file', filename: 'gift.pdf', content: MINIMAL_PDF }], speaker.cookie),
      before,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: digitalGift is required/);
  });

  it('only a speaker may upload: 401 anonymous, 403 admin, nothing stored', async () => {
    const before = await storedCount();
    const parts = [{ field: 'digitalGift', filename: 'gift.pdf', content: MINIMAL_PDF }];
    expect((await expectRejected(upload(t.app, GIFT, parts), before)).statusCode).toBe(401);
    expect((await expectRejected(upload(t.app, GIFT, parts, adminCookie), before)).statusCode).toBe(403);
  });
});

describe('safeFileName', () => {
  const pdf = { mime: 'application/pdf', extensions: ['.pdf'] };
  it.each([
    ['report.PDF', 'report.pdf'],
    ['C:\\Users\\maya\\guide.pdf', 'guide.pdf'],
    ['a"b<c>.pdf', 'abc.pdf'],
    ['.pdf', 'pdf.pdf'],
    ['', 'digital-gift.pdf'],
    ['page.html', 'page.pdf'],
    ['Résumé ✓.pdf', 'Résumé ✓.pdf'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeFileName(input, pdf, 'digital-gift')).toBe(expected);
  });
});
