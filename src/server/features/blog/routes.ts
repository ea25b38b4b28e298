import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogPostSchema,
  blogIdParamsSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  saveBlogPostSchema,
} from '../../../shared/contract/blog';
import type { AppDeps } from '../../deps';
import { createPost, deletePost, getPublishedPost, listAllPosts, listPublishedPosts, updatePost } from './service';

export async function blogRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  r.get('/api/public/blog/published', { schema: { tags, response: { 200: z.array(blogPostSummarySchema) } } }, async () =>
    listPublishedPosts(db),
  );

  r.get(
    '/api/public/blog/slug/:slug',
    { schema: { tags, params: blogSlugParamsSchema, response: { 200: blogPostSchema } } },
    async (request) => getPublishedPost(db, request.params.slug),
  );

  // Writing the blog is the owner's: anonymous 401, a speaker 403, whatever the browser thinks.
  r.get('/api/admin/blog', { schema: { tags, response: { 200: z.array(adminBlogPostSchema) } } }, async () => listAllPosts(db));

  r.post(
    '/api/admin/blog',
    { schema: { tags, body: saveBlogPostSchema, response: { 201: adminBlogPostSchema } } },
    async (request, reply) => reply.status(201).send(await createPost(db, request.body)),
  );

  r.put(
    '/api/admin/blog/:id',
    {
      schema: { tags, params: blogIdParamsSchema, body: saveBlogPostSchema, response: { 200: adminBlogPostSchema } },
    },
    async (request) => updatePost(db, request.params.id, request.body),
  );

  r.delete('/api/admin/blog/:id', { schema: { tags, params: blogIdParamsSchema } }, async (request, reply) => {
    await deletePost(db, request.params.id);
    return reply.status(204).send();
  });
}
