import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostSchema, blogPostSummarySchema, blogSlugParamsSchema } from '../../../shared/contract/blog';
import type { AppDeps } from '../../app';
import { getPublishedPost, listPublishedPosts } from './service';

export async function blogRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  r.get(
    '/api/blog/published',
    { schema: { tags, response: { 200: z.array(blogPostSummarySchema) } } },
    async () => listPublishedPosts(db),
  );

  r.get(
    '/api/blog/slug/:slug',
    { schema: { tags, params: blogSlugParamsSchema, response: { 200: blogPostSchema } } },
    async (request) => getPublishedPost(db, request.params.slug),
  );
}
