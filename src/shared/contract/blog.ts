import { z } from 'zod';

/** A published post as the list shows it (GET /api/blog/published). */
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

/** One published post (GET /api/blog/slug/{slug}); content is sanitised HTML (or text with **bold**). */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_POST_NOT_FOUND = 'Blog post not found';

export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
