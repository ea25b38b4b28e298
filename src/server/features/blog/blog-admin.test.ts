import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: string;
let speaker: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  speaker = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const post = (overrides: object = {}) => ({
  title: 'Stage to Pipeline',
  slug: 'stage-to-pipeline',
  content: '<p>Every talk is a pitch. Here is how.</p>',
  excerpt: '',
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  ...overrides,
});
const rowById = async (id: number) => (await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

describe('who may manage the blog', () => {
  it.each([
    ['GET', '/api/blog'],
    ['POST', '/api/blog'],
    ['PUT', '/api/blog/1'],
    ['DELETE', '/api/blog/1'],
  ] as const)('%s %s: anonymous 401, speaker 403, nothing written', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? post({ slug: 'intruder', status: 'published' }) : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, speaker, body)).statusCode).toBe(403);
    expect(await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'intruder'))).toHaveLength(0);
  });
});

describe('creating, editing and deleting posts', () => {
  it('creates a draft with derived fields filled in and no publishedAt; the list shows it, the public does not', async () => {
    const res = await call('POST', '/api/blog', admin, post({ publishedAt: '1999-01-01T00:00:00Z' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Stage to Pipeline',
      slug: 'stage-to-pipeline',
      status: 'draft',
      publishedAt: null,
      excerpt: 'Every talk is a pitch. Here is how.',
      metaTitle: 'Stage to Pipeline',
      metaDescription: 'Every talk is a pitch.',
    });
    expect(await rowById(created.id)).toMatchObject({ status: 'draft', publishedAt: null, excerpt: 'Every talk is a pitch. Here is how.' });

    const list = (await call('GET', '/api/blog', admin)).json();
    expect(list.map((p: { slug: string }) => p.slug)).toContain('stage-to-pipeline');
    expect((await call('GET', '/api/blog/slug/stage-to-pipeline')).statusCode).toBe(404);
  });

  it('keeps the values the admin edited instead of deriving them', async () => {
    const res = await call(
      'POST',
      '/api/blog',
      admin,
      post({ slug: 'edited', excerpt: 'My own excerpt', metaTitle: 'Own title', metaDescription: 'Own description' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await rowById(res.json().id)).toMatchObject({
      excerpt: 'My own excerpt',
      metaTitle: 'Own title',
      metaDescription: 'Own description',
    });
  });

  it('sets publishedAt on publishing, keeps it on later edits, clears it back to draft', async () => {
    const created = (await call('POST', '/api/blog', admin, post({ slug: 'publish-me' }))).json();
    const before = Date.now();
    const published = await call(
      'PUT',
      `/api/blog/${created.id}`,
      admin,
      post({ slug: 'publish-me', status: 'published', publishedAt: '1999-01-01T00:00:00Z' }),
    );
    expect(published.statusCode).toBe(200);
    const publishedAt = Date.parse(published.json().publishedAt);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await call('GET', '/api/blog/slug/publish-me')).statusCode).toBe(200);

    const edited = await call(
      'PUT',
      `/api/blog/${created.id}`,
      admin,
      post({ slug: 'publish-me', title: 'Fixed typo', status: 'published' }),
    );
    expect(edited.json()).toMatchObject({ title: 'Fixed typo', publishedAt: published.json().publishedAt });
    expect((await rowById(created.id))!.title).toBe('Fixed typo');

    const unpublished = await call('PUT', `/api/blog/${created.id}`, admin, post({ slug: 'publish-me', status: 'draft' }));
    expect(unpublished.json().publishedAt).toBeNull();
    expect((await rowById(created.id))!.publishedAt).toBeNull();
    expect((await call('GET', '/api/blog/slug/publish-me')).statusCode).toBe(404);
  });

  it('publishes straight away on create', async () => {
    const res = await call('POST', '/api/blog', admin, post({ slug: 'live-now', status: 'published' }));
    expect(res.json().publishedAt).not.toBeNull();
    expect((await call('GET', '/api/blog/published')).json().map((p: { slug: string }) => p.slug)).toContain('live-now');
  });

  it('deletes a post; a second delete is 404', async () => {
    const created = (await call('POST', '/api/blog', admin, post({ slug: 'short-lived' }))).json();
    expect((await call('DELETE', `/api/blog/${created.id}`, admin)).statusCode).toBe(204);
    expect(await rowById(created.id)).toBeUndefined();
    const again = await call('DELETE', `/api/blog/${created.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Blog post not found');
    expect((await call('PUT', `/api/blog/${created.id}`, admin, post({ slug: 'short-lived' }))).statusCode).toBe(404);
  });
});

describe('the server keeps posts safe and consistent', () => {
  it('sanitises the content: no script, no event handler reaches the database or the public page', async () => {
    const content =
      '<p>Visible text</p><script>window.__xss=1</script><img src="https://cdn.example/a.png" onerror="window.__xss2=1">' +
      '<a href="javascript:alert(1)" onclick="x()">link</a>';
    const res = await call('POST', '/api/blog', admin, post({ slug: 'xss-attempt', status: 'published', content }));
    expect(res.statusCode).toBe(201);
    const stored = (await rowById(res.json().id))!.content;
    expect(stored).toBe('<p>Visible text</p><img src="https://cdn.example/a.png" /><a rel="noopener noreferrer nofollow">link</a>');
    const page = (await call('GET', '/api/blog/slug/xss-attempt')).json();
    expect(page.content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(page.content).toContain('Visible text');
  });

  it('refuses a slug another post uses with 409 naming the slug, on create and on edit', async () => {
    const first = (await call('POST', '/api/blog', admin, post({ slug: 'taken' }))).json();
    const clash = await call('POST', '/api/blog', admin, post({ slug: 'taken', title: 'Other' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("The slug 'taken' is already used by another post. Please choose a different slug.");

    const other = (await call('POST', '/api/blog', admin, post({ slug: 'not-taken' }))).json();
    const editClash = await call('PUT', `/api/blog/${other.id}`, admin, post({ slug: 'taken' }));
    expect(editClash.statusCode).toBe(409);
    expect((await rowById(other.id))!.slug).toBe('not-taken');
    // A post keeps its own slug when edited.
    expect((await call('PUT', `/api/blog/${first.id}`, admin, post({ slug: 'taken', title: 'Renamed' }))).statusCode).toBe(200);
  });

  it.each([
    [{ title: '  ' }, ['title']],
    [{ slug: '', content: '' }, ['slug', 'content']],
  ])('refuses blank required fields %j with the spec message', async (overrides, fields) => {
    const res = await call('POST', '/api/blog', admin, post({ slug: 'blank-case', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields (title, slug, content)');
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual(fields);
  });

  it.each([
    [{ title: undefined }, 'title'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ slug: 's'.repeat(51) }, 'slug'],
    [{ metaTitle: 'm'.repeat(61) }, 'metaTitle'],
    [{ metaDescription: 'd'.repeat(161) }, 'metaDescription'],
    [{ excerpt: 'e'.repeat(201) }, 'excerpt'],
    [{ status: 'scheduled' }, 'status'],
  ])('refuses %j naming %s', async (overrides, field) => {
    const before = (await t.database.db.select().from(blogPosts)).length;
    const res = await call('POST', '/api/blog', admin, post({ slug: 'bad-case', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await t.database.db.select().from(blogPosts)).length).toBe(before);
  });

  it('accepts the limits themselves (50, 60, 160, 200 characters)', async () => {
    const res = await call(
      'POST',
      '/api/blog',
      admin,
      post({ slug: 's'.repeat(50), metaTitle: 'm'.repeat(60), metaDescription: 'd'.repeat(160), excerpt: 'e'.repeat(200) }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await call('DELETE', '/api/blog/abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('id');
  });
});
