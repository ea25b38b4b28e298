import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// GET /api/feedback is one more list of a speaker's answers: it names attendees under the same
// consent rule as the responses lists and lead files.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/feedback and contact consent', () => {
  it('names only attendees who agreed to be contacted; the others keep their answer, anonymous', async () => {
    const owner = await speakerWithProfile(t.app, t.database);
    const eventId = await createOwnTalk(t.app, owner.cookie);
    const base = { presentationId: eventId, rating: 5, testimonial: 'Superb.', jobRole: 'CEO' };
    for (const [firstName, workEmail, contactConsent] of [
      ['Yes', 'yes@agreed.example', true],
      ['No', 'no@declined.example', false],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...base, firstName, workEmail, contactConsent } });
      expect(res.statusCode).toBe(201);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/feedback', headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    const byRole = list.json() as { firstName: string | null; workEmail: string | null; rating: number; testimonial: string }[];
    expect(byRole).toHaveLength(2);
    expect(byRole).toContainEqual(expect.objectContaining({ firstName: 'Yes', workEmail: 'yes@agreed.example', rating: 5 }));
    expect(byRole).toContainEqual(expect.objectContaining({ firstName: null, workEmail: null, rating: 5, testimonial: 'Superb.' }));
    expect(list.body).not.toContain('declined.example');
  });
});
