import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { events, responses } from './schema';
import { DEMO_SPEAKER, seedDemo } from './seed-demo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedDemo', () => {
  it('creates a demo speaker who can sign in, with events and responses, and does not duplicate on a rerun', async () => {
    const first = await seedDemo(t.database.db);
    expect(first.events).toBe(3);
    expect(first.responses).toBeGreaterThanOrEqual(20);
    const second = await seedDemo(t.database.db);
    expect(second.userId).toBe(first.userId);

    const eventRows = await t.database.db.select().from(events).where(eq(events.speakerUserId, first.userId));
    expect(eventRows).toHaveLength(3);
    const [counts] = await t.database.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        hot: sql<number>`count(*) filter (where ${responses.rating} >= 4)`.mapWith(Number),
      })
      .from(responses);
    expect(counts!.n).toBe(first.responses);
    expect(counts!.hot).toBeGreaterThan(0);
    expect(counts!.hot).toBeLessThan(counts!.n);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/speaker/login-email',
      payload: { email: DEMO_SPEAKER.email, password: DEMO_SPEAKER.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
