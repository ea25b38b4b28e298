import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { emailDomain, roleGroup } from '../../../shared/domain/company';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';

let t: TestContext;
let html: string;
let pdfDisposition: string | undefined;

// Ten answers (a report needs them), typed in French, German and Arabic: the report must show each
// name, role and company as typed, and keep an Arabic attribution's parts in their order.
const ANSWERS = [
  { name: 'ياسمين', role: 'مديرة الموارد البشرية', email: 'yasmin@gulf-hr.ae', rating: 5, testimonial: 'محاضرة رائعة ومفيدة جداً.' },
  { name: 'Camille', role: 'Directrice RH at Gulf HR', email: 'camille@gulf-hr.ae', rating: 4, testimonial: 'Très concret.' },
  { name: 'Inès', role: 'Directrice RH', email: 'ines@gulf-hr.ae', rating: 3, testimonial: 'Bien.' },
  { name: 'Léa', role: 'directrice rh', email: 'lea@stahlwerk-ag.de', rating: 3, testimonial: 'Utile.' },
  { name: 'Jürgen', role: 'Leiter IT', email: 'juergen@stahlwerk-ag.de', rating: 3, testimonial: 'Gut.' },
  { name: 'Anke', role: 'Leiterin Einkauf', email: 'anke@stahlwerk-ag.de', rating: 3, testimonial: 'Okay.' },
  { name: 'Sam', role: 'Analyst', email: 'sam@acme.example', rating: 2, testimonial: 'Long.' },
  { name: 'Kim', role: 'Analyst', email: 'kim@acme.example', rating: 2, testimonial: 'Meh.' },
  { name: 'Lou', role: 'Designer', email: 'lou@gmail.com', rating: 2, testimonial: 'Hm.' },
  { name: 'Max', role: 'Designer', email: 'max@gmail.com', rating: 2, testimonial: 'So-so.' },
];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:5000' });
  const speaker = await signUpSpeaker(t.app, { firstName: 'Amira', lastName: 'Haddad' });
  await createProfile(t.database, speaker.user);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: speaker.cookie },
    payload: { eventName: 'HR Days', talkTitle: 'Équipes hybrides', eventDate: daysFromNow(-3), expectedAudienceSize: 40 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const eventId: number = created.json().id;
  for (const a of ANSWERS) {
    await t.database.db.insert(responses).values({
      eventId,
      rating: a.rating,
      testimonial: a.testimonial,
      attendeeName: a.name,
      attendeeRole: a.role,
      attendeeEmail: a.email,
      roleGroup: roleGroup(a.role),
      emailDomain: emailDomain(a.email),
      publishConsentAt: new Date(),
    });
  }
  const report = await t.app.inject({
    method: 'POST',
    url: `/api/speaker-admin/talks/${eventId}/organizer-report`,
    headers: { cookie: speaker.cookie },
    payload: {},
  });
  expect(report.statusCode, report.body).toBe(201);
  const page = await t.app.inject({ method: 'GET', url: new URL(report.json().url).pathname });
  expect(page.statusCode).toBe(200);
  html = page.body;
  const pdf = await t.app.inject({ method: 'GET', url: new URL(report.json().pdfUrl).pathname });
  expect(pdf.statusCode).toBe(200);
  pdfDisposition = pdf.headers['content-disposition'];
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('the report page shows what attendees typed', () => {
  it('isolates each typed part of an attribution, so an Arabic name and role keep their order beside "· 5 stars"', () => {
    expect(html).toContain('— <bdi>ياسمين</bdi>, <bdi>مديرة الموارد البشرية</bdi> · 5 stars');
    expect(html).toContain('— <bdi>Camille</bdi>, <bdi>Directrice RH</bdi> · 4 stars');
  });

  it('lists roles and companies as typed: the form most attendees typed, the domain as it is spelt', () => {
    expect(html).toMatch(/<li><span><bdi>Directrice RH<\/bdi><\/span><span>3<\/span><\/li>/);
    expect(html).not.toContain('Directrice Rh');
    expect(html).toMatch(/<li><span><bdi>gulf-hr<\/bdi><\/span><span>3<\/span><\/li>/);
    expect(html).toMatch(/<li><span><bdi>stahlwerk-ag<\/bdi><\/span><span>3<\/span><\/li>/);
  });
});

describe('the report PDF', () => {
  it('is named after the talk with its letters transliterated ("Équipes hybrides" → equipes-hybrides)', () => {
    expect(pdfDisposition).toBe('inline; filename="impact-report-equipes-hybrides.pdf"');
  });
});
