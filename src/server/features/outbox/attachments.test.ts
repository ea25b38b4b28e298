import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { decodeQr } from '../../test/free-tier';

let t: TestContext;
let admin: string;

// No SMTP_URL: the QR e-mail stays in the outbox, where the owner must still be able to open it.
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://speakerpro.example' });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("opening a message's attachment from the outbox", () => {
  it('serves the stored bytes to the owner only, as a download with its name', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/free-tier/signup',
      payload: {
        name: 'Ola Outbox',
        email: 'ola.outbox@example.com',
        phone: '+44 7700 900321',
        giftTitle: 'Notes',
        giftUrl: 'https://ola.example/notes',
        contentTypes: ['webinar'],
      },
    });
    expect(signup.statusCode).toBe(202);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/mail-messages?q=ola.outbox', headers: { cookie: admin } })).json();
    const id = list.messages.find((m: { source: string }) => m.source === 'free-tier-qr').id as number;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/mail-messages/${id}`, headers: { cookie: admin } })).json();
    expect(detail.attachments).toEqual([
      { filename: 'speakerpro-qr-code.png', contentType: 'image/png', url: `/api/admin/mail-messages/${id}/attachments/0` },
    ]);

    const file = await t.app.inject({ method: 'GET', url: detail.attachments[0].url, headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="speakerpro-qr-code\.png"/);
    expect(decodeQr(file.rawPayload)).toBe('https://speakerpro.example/feedback/ola-outbox');

    expect((await t.app.inject({ method: 'GET', url: detail.attachments[0].url })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    expect((await t.app.inject({ method: 'GET', url: detail.attachments[0].url, headers: { cookie: speaker.cookie } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/mail-messages/${id}/attachments/1`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/admin/mail-messages/${id}/attachments/x`, headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('index');
  });
});
