import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInquiries } from '../../db/schema';
import { daysFromNow } from '../../test/dates';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

const EVENT_DAY = daysFromNow(60);
let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({
  name: 'Priya Shah',
  company: 'Brightline',
  eventType: 'Conference',
  eventDate: EVENT_DAY,
  audienceSize: 350,
  description: 'Annual people-leaders summit; looking for a closing keynote.',
});
let ip = 0;
// Each call from its own address, so the hourly limit never decides a validation test.
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/event-inquiries', payload: payload as object, remoteAddress: `10.1.0.${(ip += 1)}` });
const stored = () => t.database.db.select().from(eventInquiries);

describe('POST /api/event-inquiries', () => {
  it('stores the inquiry and answers the success message', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Inquiry submitted successfully!' });
    const row = (await stored()).find((r) => r.id === res.json().id);
    expect(row).toMatchObject({
      name: 'Priya Shah',
      company: 'Brightline',
      eventType: 'Conference',
      eventDate: EVENT_DAY,
      audienceSize: 350,
    });
  });

  it('needs only a name and an event type; blanks are stored as null', async () => {
    const res = await post({ name: 'Sam', eventType: 'Workshop', company: '', eventDate: '', audienceSize: null, description: '  ' });
    expect(res.statusCode).toBe(201);
    expect((await stored()).find((r) => r.id === res.json().id)).toMatchObject({
      company: null,
      eventDate: null,
      audienceSize: null,
      description: null,
    });
  });

  it.each([
    ['no name', { ...valid(), name: '' }, 'name'],
    ['no event type', { ...valid(), eventType: undefined }, 'eventType'],
    ['an unknown event type', { ...valid(), eventType: 'Wedding' }, 'eventType'],
    ['a date that does not exist', { ...valid(), eventDate: '2026-02-30' }, 'eventDate'],
    ['a date in another format', { ...valid(), eventDate: '14/09/2026' }, 'eventDate'],
    ['a date already past', { ...valid(), eventDate: daysFromNow(-3) }, 'eventDate'],
    ['a date years ago', { ...valid(), eventDate: daysFromNow(-3 * 365) }, 'eventDate'],
    ['a date over ten years ahead', { ...valid(), eventDate: daysFromNow(11 * 365) }, 'eventDate'],
    ['an audience size as text', { ...valid(), audienceSize: 'lots' }, 'audienceSize'],
    ['a fractional audience size', { ...valid(), audienceSize: 12.5 }, 'audienceSize'],
    ['a negative audience size', { ...valid(), audienceSize: -3 }, 'audienceSize'],
    ['a huge audience size', { ...valid(), audienceSize: 10_000_000 }, 'audienceSize'],
    ['a name over 100 characters', { ...valid(), name: 'n'.repeat(101) }, 'name'],
    ['a description over 5000 characters', { ...valid(), description: 'd'.repeat(5001) }, 'description'],
    ['a company as a number', { ...valid(), company: 7 }, 'company'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const before = (await stored()).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event-inquiries',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps a script tag in the name as text; the admin list returns it as data', async () => {
    const name = '<script>document.title="pwned"</script>';
    const res = await post({ ...valid(), name });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/event-inquiries', headers: { cookie: adminCookie } });
    expect(list.headers['content-type']).toMatch(/application\/json/);
    expect(list.json().find((i: { id: number }) => i.id === res.json().id).name).toBe(name);
  });
});

describe('GET /api/admin/event-inquiries', () => {
  it('lists inquiries for the admin, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/event-inquiries', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(res.json().some((i: { name: string }) => i.name === 'Priya Shah')).toBe(true);
  });

  it('answers 401 anonymous and 403 to a speaker', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-inquiries' })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-inquiries', headers: { cookie: speaker.cookie } })).statusCode).toBe(
      403,
    );
  });
});
