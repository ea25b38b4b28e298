import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBlogPost, BlogPost, BlogPostSummary, saveBlogPostSchema } from '../../../shared/contract/blog';
import { BLOG_POST_NOT_FOUND, BLOG_REQUIRED_FIELDS_MESSAGE, blogSlugTakenMessage } from '../../../shared/contract/blog';
import { blogReadTimeMinutes, deriveBlogFields } from '../../../shared/domain/blog';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { sanitizeBlogHtml } from './sanitize';

type Row = typeof blogPosts.$inferSelect;

function toSummary(row: Row): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    readTimeMinutes: blogReadTimeMinutes(row.content),
  };
}

const isPublished = and(eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt));

/** Published posts, newest first. */
export async function listPublishedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).where(isPublished).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(toSummary);
}

/** The sitemap's entries for published posts: each post's page and its last change. */
export async function blogSitemapEntries(db: Db): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt }));
}

export async function findPublishedPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.slug, slug)))
    .limit(1);
  // Content is sanitised when written; cleaning it again here costs little and protects the page
  // from a row written some other way (an import, a manual fix in the database).
  return row ? { ...toSummary(row), content: await sanitizeBlogHtml(row.content) } : undefined;
}

/** A draft or unknown slug is the same 404: drafts are not public. */
export async function getPublishedPost(db: Db, slug: string): Promise<BlogPost> {
  const post = await findPublishedPost(db, slug);
  if (!post) throw notFound(BLOG_POST_NOT_FOUND);
  return post;
}

export interface NewBlogPost {
  title: string;
  content: string;
  slug?: string;
  excerpt?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  status?: 'draft' | 'published';
  publishedAt?: Date | null;
}

/**
 * Writes a post with its content sanitised and the derived fields filled in where not given.
 * Publishing sets publishedAt to now unless a time is given.
 */
export async function insertBlogPost(db: Db, input: NewBlogPost): Promise<Row> {
  const content = await sanitizeBlogHtml(input.content);
  const derived = deriveBlogFields(input.title, content);
  const status = input.status ?? 'draft';
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: input.title,
      slug: input.slug ?? derived.slug,
      content,
      excerpt: input.excerpt === undefined ? derived.excerpt : input.excerpt,
      metaTitle: input.metaTitle === undefined ? derived.metaTitle : input.metaTitle,
      metaDescription: input.metaDescription === undefined ? derived.metaDescription : input.metaDescription,
      status,
      publishedAt: status === 'published' ? (input.publishedAt ?? new Date()) : null,
    })
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// The admin's blog management

function toAdminPost(row: Row): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every post, drafts included, most recently changed first. */
export async function listAllPosts(db: Db): Promise<AdminBlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return rows.map(toAdminPost);
}

type SaveInput = z.output<typeof saveBlogPostSchema>;

function requireFields(input: SaveInput) {
  const missing = (['title', 'slug', 'content'] as const).filter((f) => input[f].trim() === '');
  if (missing.length > 0) {
    throw badRequest(BLOG_REQUIRED_FIELDS_MESSAGE, { fields: missing.map((field) => ({ field, message: 'is required' })) });
  }
}

function isUniqueViolation(err: unknown): boolean {
  // drizzle wraps driver errors; the Postgres code sits on the error or on its cause.
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [other] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)))
    .limit(1);
  if (other) throw conflict(blogSlugTakenMessage(slug));
}

/** The unique index decides between two saves racing for one slug; the loser gets the same 409. */
async function withSlugConflict<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(blogSlugTakenMessage(slug));
    throw err;
  }
}

/**
 * The stored values of a post: content sanitised, blank excerpt and meta fields derived from the
 * (sanitised) content and title, and publishedAt set by the server: now when the post becomes
 * published, kept while it stays published (fixing a typo does not re-date it), null for a draft.
 */
async function storedValues(input: SaveInput, previous?: Row) {
  const content = await sanitizeBlogHtml(input.content);
  const derived = deriveBlogFields(input.title, content);
  const publishedAt =
    input.status === 'published' ? (previous?.status === 'published' && previous.publishedAt ? previous.publishedAt : new Date()) : null;
  return {
    title: input.title,
    slug: input.slug,
    content,
    excerpt: input.excerpt ?? derived.excerpt,
    metaTitle: input.metaTitle ?? derived.metaTitle,
    metaDescription: input.metaDescription ?? derived.metaDescription,
    status: input.status,
    publishedAt,
  };
}

export async function createPost(db: Db, input: SaveInput): Promise<AdminBlogPost> {
  requireFields(input);
  await assertSlugFree(db, input.slug);
  const values = await storedValues(input);
  const [row] = await withSlugConflict(input.slug, () => db.insert(blogPosts).values(values).returning());
  return toAdminPost(row!);
}

export async function updatePost(db: Db, id: number, input: SaveInput): Promise<AdminBlogPost> {
  requireFields(input);
  const [previous] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!previous) throw notFound(BLOG_POST_NOT_FOUND);
  await assertSlugFree(db, input.slug, id);
  const values = await storedValues(input, previous);
  const [row] = await withSlugConflict(input.slug, () =>
    db
      .update(blogPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning(),
  );
  if (!row) throw notFound(BLOG_POST_NOT_FOUND);
  return toAdminPost(row);
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw notFound(BLOG_POST_NOT_FOUND);
}
