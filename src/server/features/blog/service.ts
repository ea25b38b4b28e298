import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary } from '../../../shared/contract/blog';
import { BLOG_POST_NOT_FOUND } from '../../../shared/contract/blog';
import { blogReadTimeMinutes, deriveBlogFields } from '../../../shared/domain/blog';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { notFound } from '../../errors';
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

/** Slugs and last changes of published posts (the sitemap). */
export async function listPublishedSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}

export async function findPublishedPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(and(isPublished, eq(blogPosts.slug, slug))).limit(1);
  // Content is sanitised when written; cleaning it again here costs little and protects the page
  // from a row written some other way (an import, a manual fix in the database).
  return row ? { ...toSummary(row), content: sanitizeBlogHtml(row.content) } : undefined;
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
  const content = sanitizeBlogHtml(input.content);
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
