import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';

let t: TestContext;
let speaker: Awaited<ReturnType<typeof signUpSpeaker>>;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

// Roles and companies as attendees typed them: French and German ones that a title-caser bends
// ("Directrice Rh", "Gulf Hr", "Stahlwerk Ag").
const ANSWERS = [
  { firstName: 'Camille', jobRole: 'Directrice RH at Gulf HR', workEmail: 'camille@gulf-hr.ae' },
  { firstName: 'Inès', jobRole: 'Directrice RH', workEmail: 'ines@gulf-hr.ae' },
  { firstName: 'Léa', jobRole: 'directrice rh', workEmail: 'lea@gulf-hr.ae' },
  { firstName: 'Jürgen', jobRole: 'Leiter IT', workEmail: 'juergen@stahlwerk-ag.de' },
  { firstName: 'Anke', jobRole: 'leiter it', workEmail: 'anke@stahlwerk-ag.de' },
];

beforeAll(async () => {
  t = await createTestApp();
  speaker = await signUpSpeaker(t.app, { firstName: 'Amira', lastName: 'Haddad' });
  await createProfile(t.database, speaker.user);
  const res = await call('POST', '/api/speaker-admin/events', speaker.cookie, {
    eventName: 'HR Days',
    talkTitle: 'Équipes hybrides',
    eventDate: daysFromNow(-3),
  });
  expect(res.statusCode, res.body).toBe(201);
  for (const a of ANSWERS) {
    const answer = await call('POST', '/api/feedback', undefined, {
      presentationId: res.json().id,
      rating: 5,
      testimonial: 'Très utile.',
      ...a,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('roles and companies keep the letters attendees typed', () => {
  it('the dashboard and analytics show the role form most attendees typed, the tie to one form, never re-cased', async () => {
    const dash = (await call('GET', '/api/speaker-admin/dashboard', speaker.cookie)).json();
    // "Directrice RH" typed twice, "directrice rh" once; "Leiter IT" and "leiter it" once each:
    // the tie goes to the first form in code-unit order, "Leiter IT".
    expect(dash.topRoles.map((r: { role: string; count: number }) => [r.role, r.count])).toEqual([
      ['Directrice RH', 3],
      ['Leiter IT', 2],
    ]);
    const analytics = (await call('GET', '/api/speaker-admin/analytics', speaker.cookie)).json();
    expect(analytics.topRoles.map((r: { role: string }) => r.role)).toEqual(['Directrice RH', 'Leiter IT']);
    expect(analytics.companies.map((c: { company: string; domain: string }) => [c.company, c.domain])).toEqual([
      ['gulf-hr', 'gulf-hr.ae'],
      ['stahlwerk-ag', 'stahlwerk-ag.de'],
    ]);
  });
});

describe('file names keep the letters of the talk they are for', () => {
  it('QR codes and lead files: transliterated where they can be, else as typed beside an ASCII name (filename*)', async () => {
    const talks = [
      ['Réunion à Genève', 'reunion-a-geneve'],
      ['Форум лидеров', 'forum-liderov'],
      ['王芳论坛', '王芳论坛'],
    ] as const;
    for (const [eventName, part] of talks) {
      const created = await call('POST', '/api/speaker-admin/events', speaker.cookie, {
        eventName,
        talkTitle: 'Leading',
        eventDate: daysFromNow(-3),
      });
      const id: number = created.json().id;
      const expected = (stem: string) => {
        const ascii = stem.replace(/[^\x20-\x7e]/g, '_');
        return ascii === stem
          ? `attachment; filename="${stem}"`
          : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(stem)}`;
      };
      for (const ext of ['png', 'svg']) {
        const qr = await call('GET', `/api/speaker-admin/talks/${id}/qr.${ext}?download=1`, speaker.cookie);
        expect(qr.headers['content-disposition']).toBe(expected(`qr-${part}-${id}.${ext}`));
      }
      const csv = await t.app.inject({
        method: 'POST',
        url: `/api/speaker-admin/events/${id}/download-all-leads?email=0`,
        headers: { cookie: speaker.cookie },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      // A lead file names the talk beside its event: each talk at one event has its own.
      expect(csv.headers['content-disposition']).toBe(expected(`all-leads-${part}-leading-${id}.csv`));
    }
  });
});
