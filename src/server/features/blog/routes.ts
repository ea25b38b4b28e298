import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createBlogPost,
  deleteBlogPost,
  getPublishedBlogPost,
  listBlogPosts,
  listPublishedBlogPosts,
  updateBlogPost,
} from '../../../shared/contract/blog';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { createPost, deletePost, getPublishedPost, listAllPosts, listPublishedPosts, updatePost } from './service';

export async function blogRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(listPublishedBlogPosts), handler: async () => listPublishedPosts(db) });

  r.route({ ...operationRoute(getPublishedBlogPost), handler: async (request) => getPublishedPost(db, request.params.slug) });

  // Writing the blog is the owner's: anonymous 401, a speaker 403, whatever the browser thinks.
  r.route({ ...operationRoute(listBlogPosts), handler: async () => listAllPosts(db) });

  r.route({
    ...operationRoute(createBlogPost),
    handler: async (request, reply) => reply.status(201).send(await createPost(db, request.body)),
  });

  r.route({ ...operationRoute(updateBlogPost), handler: async (request) => updatePost(db, request.params.id, request.body) });

  r.route({
    ...operationRoute(deleteBlogPost),
    handler: async (request, reply) => {
      await deletePost(db, request.params.id);
      return reply.status(204).send();
    },
  });
}
