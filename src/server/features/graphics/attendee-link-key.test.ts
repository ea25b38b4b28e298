import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { answer, createOwnTalk, speakerWithProfile, STANDARD_ANSWERS } from '../../test/graphics-fixtures';
import { attendeeGraphicToken } from '../../domain/testimonials';

const SECRET = 'one-secret-for-every-process-of-the-fleet';

describe("the key of attendees' graphic links", () => {
  it('comes from APP_SECRET, so every process with the same secret issues and accepts the same link', () => {
    const a = attendeeGraphicToken({ appSecret: SECRET, dataDir: path.join(os.tmpdir(), 'process-a') }, 42);
    const b = attendeeGraphicToken({ appSecret: SECRET, dataDir: path.join(os.tmpdir(), 'process-b') }, 42);
    expect(a).toBe(b);
    expect(attendeeGraphicToken({ appSecret: `${SECRET}-other`, dataDir: os.tmpdir() }, 42)).not.toBe(a);
    expect(attendeeGraphicToken({ appSecret: SECRET, dataDir: os.tmpdir() }, 43)).not.toBe(a);
  });

  describe('through the API', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp({ APP_SECRET: SECRET });
    });
    afterAll(async () => {
      await t.close();
    });

    it('is kept in no table the owner can read', async () => {
      const speaker = await speakerWithProfile(t.app, t.database);
      const eventId = await createOwnTalk(t.app, speaker.cookie);
      const saved = await answer(t.app, eventId, STANDARD_ANSWERS[0]!);
      expect(saved.graphicToken).toBe(attendeeGraphicToken({ appSecret: SECRET, dataDir: t.config.dataDir }, saved.id));
      const rows = await t.database.db.select().from(settings).where(eq(settings.key, 'graphics_link_secret'));
      expect(rows).toHaveLength(0);
      const admin = await signInAdmin(t.app);
      const read = await t.app.inject({ method: 'GET', url: '/api/settings/graphics_link_secret', headers: { cookie: admin } });
      expect(read.statusCode).toBe(404);
    });
  });
});
