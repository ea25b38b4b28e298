import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_SLUG_PATTERN,
} from '../domain/blog';

/** A published post as the list shows it. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  publishedAt: z.string().nullable(),
  readTimeMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One published post; content is sanitised HTML (or text with **bold**). */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_POST_NOT_FOUND = 'Blog post not found';

export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** The message for a post without a title, slug or content (the form and the server say the same). */
export const BLOG_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (title, slug, content)';
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_CONTENT_MAX_LENGTH = 200_000;

export function blogSlugTakenMessage(slug: string): string {
  return `The slug '${slug}' is already used by another post. Please choose a different slug.`;
}

const maxText = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** Blank optional fields become null; the server then derives them from title and content. */
const optionalDerived = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()))
    .pipe(maxText(max).nullable());

/**
 * A post as the owner writes it. Blank title, slug or content get the
 * required-fields message from the server; publishedAt is accepted but the server sets it.
 */
export const saveBlogPostSchema = z.object({
  title: z.string({ message: 'is required' }).trim().pipe(maxText(BLOG_TITLE_MAX_LENGTH)),
  slug: z
    .string({ message: 'is required' })
    .trim()
    .pipe(maxText(BLOG_SLUG_MAX_LENGTH))
    .refine((s) => s === '' || BLOG_SLUG_PATTERN.test(s), 'must use only lower-case letters, digits and single hyphens'),
  content: z.string({ message: 'is required' }).pipe(maxText(BLOG_CONTENT_MAX_LENGTH)),
  excerpt: optionalDerived(BLOG_EXCERPT_MAX_LENGTH),
  metaTitle: optionalDerived(BLOG_META_TITLE_MAX_LENGTH),
  metaDescription: optionalDerived(BLOG_META_DESCRIPTION_MAX_LENGTH),
  status: z.enum(BLOG_STATUSES, { message: `must be one of ${BLOG_STATUSES.join(', ')}` }).default('draft'),
  publishedAt: z.string().nullish(),
});
export type SaveBlogPost = z.input<typeof saveBlogPostSchema>;

/** A post as the owner sees it: drafts too, with the stored (sanitised) content. */
export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const blogIdParamsSchema = z.object({ id: idSchema });

const tag = 'blog';

export const listPublishedBlogPosts = defineOperation({
  id: 'listPublishedBlogPosts',
  method: 'GET',
  path: '/api/public/blog-posts',
  summary: 'List the published blog posts, newest first',
  tag,
  answers: { 200: z.array(blogPostSummarySchema) },
});

export const getPublishedBlogPost = defineOperation({
  id: 'getPublishedBlogPost',
  method: 'GET',
  path: '/api/public/blog-posts/{slug}',
  summary: 'Read one published blog post by its slug',
  tag,
  params: blogSlugParamsSchema,
  answers: { 200: blogPostSchema },
  errors: [404],
});

export const listBlogPosts = defineOperation({
  id: 'listBlogPosts',
  method: 'GET',
  path: '/api/admin/blog-posts',
  summary: 'List every blog post, drafts included',
  tag,
  answers: { 200: z.array(adminBlogPostSchema) },
});

export const createBlogPost = defineOperation({
  id: 'createBlogPost',
  method: 'POST',
  path: '/api/admin/blog-posts',
  summary: 'Write a blog post (a draft unless published)',
  tag,
  body: saveBlogPostSchema,
  answers: { 201: adminBlogPostSchema },
  errors: [409],
});

export const updateBlogPost = defineOperation({
  id: 'updateBlogPost',
  method: 'PUT',
  path: '/api/admin/blog-posts/{id}',
  summary: 'Replace a blog post',
  tag,
  params: blogIdParamsSchema,
  body: saveBlogPostSchema,
  answers: { 200: adminBlogPostSchema },
  errors: [404, 409],
});

export const deleteBlogPost = defineOperation({
  id: 'deleteBlogPost',
  method: 'DELETE',
  path: '/api/admin/blog-posts/{id}',
  summary: 'Delete a blog post',
  tag,
  params: blogIdParamsSchema,
  answers: { 204: null },
  errors: [404],
});
