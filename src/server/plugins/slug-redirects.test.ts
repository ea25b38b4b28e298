import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SLUG_MAX_LENGTH } from '../../shared/domain/slug';
import { queryRows } from '../db/client';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../test/harness';
import { capLongSlugs } from './slug-redirects';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Every address that carries a speaker's slug, in the form the speaker shares it. */
const addresses = (slug: string) => [`/s/${slug}`, `/embed/wall/${slug}`, `/api/public/speakers/${slug}/testimonials`];

async function publishProofPage(cookie: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/speaker-admin/proof-page',
    headers: { cookie },
    payload: { published: true, testimonials: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a speaker with a very long name', () => {
  it('gets a slug every address keeps working with', async () => {
    const speaker = await signUpSpeaker(t.app);
    const firstName = 'Maria Fernanda Alejandra Guadalupe Esperanza Concepcion Dolores Inmaculada';
    const lastName = 'de los Santos Villanueva y Rodriguez-Montenegro Castellanos de la Fuente';
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/profile',
      headers: { cookie: speaker.cookie },
      payload: { firstName, lastName, workEmail: speaker.user.email, emailProvider: 'gmail' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const slug = saved.json().slug as string;
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.startsWith('maria-fernanda-alejandra')).toBe(true);
    await publishProofPage(speaker.cookie);
    for (const url of addresses(slug)) expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('a slug made before slugs were capped', () => {
  it('is shortened once, and each of its addresses redirects to the same address under the short slug', async () => {
    const speaker = await signUpSpeaker(t.app);
    const long = `${'okafor-'.repeat(17)}maya`; // 123 characters
    await createProfile(t.database, speaker.user, { slug: long });
    // Another speaker already has the short form: the shortened slug must not take theirs.
    const neighbour = await signUpSpeaker(t.app);
    const taken = long.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
    await createProfile(t.database, neighbour.user, { slug: taken });
    await publishProofPage(speaker.cookie);

    expect(await capLongSlugs(t.database.db)).toBe(1);
    expect(await capLongSlugs(t.database.db)).toBe(0);
    const [row] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select slug from speaker_profiles where user_id = ${speaker.user.id}`,
    );
    const short = row!.slug;
    expect(short.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(short).not.toBe(taken);

    for (const [from, to] of addresses(long).map((url, i) => [url, addresses(short)[i]!] as const)) {
      const res = await get(`${from}?utm_source=qr`);
      expect(res.statusCode, from).toBe(308);
      expect(res.headers.location).toBe(`${to}?utm_source=qr`);
      expect((await get(to)).statusCode, to).toBe(200);
    }
    // The neighbour's own page is theirs still.
    const [neighbourRow] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select slug from speaker_profiles where user_id = ${neighbour.user.id}`,
    );
    expect(neighbourRow!.slug).toBe(taken);
  });

  it('a long slug nobody had is a plain 404, not a 414', async () => {
    for (const url of addresses('z'.repeat(130))) expect((await get(url)).statusCode, url).toBe(404);
  });
});
