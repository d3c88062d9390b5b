import { postsContracts } from '@samaj/shared/contracts/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { acceptUploads } from '../../plugins/media.ts';
import { notifierOf } from '../notifications/index.ts';
import { readPostChanges, readPostForm } from './post-form.ts';
import { PostsService } from './posts.service.ts';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PostsService(app.db, app.media, notifierOf(app));
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);

  app.route({
    ...routeOf(app, postsContracts.feed),
    handler: async (request) => ok(await service.feed(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, postsContracts.mine),
    handler: async (request) => ok(await service.authored(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, postsContracts.liked),
    handler: async (request) => ok(await service.liked(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, postsContracts.get),
    handler: async (request) => ok(await service.get(request.user.id, request.params.id)),
  });

  app.route({
    ...routeOf(app, postsContracts.create),
    handler: async (request, reply) => {
      const form = await readPostForm(request);
      return reply.status(201).send(ok(await service.create(request.user.id, form), 'Post shared'));
    },
  });

  app.route({
    ...routeOf(app, postsContracts.update),
    handler: async (request) => {
      const form = await readPostChanges(request);
      return ok(await service.update(request.user.id, request.params.id, form), 'Post updated');
    },
  });

  app.route({
    ...routeOf(app, postsContracts.delete),
    handler: async (request) => {
      await service.delete(request.user.id, request.params.id);
      return ok(null, 'Post deleted');
    },
  });

  app.route({
    ...routeOf(app, postsContracts.like),
    handler: async (request) => {
      const result = await service.toggleLike(request.user.id, request.params.id);
      return ok(result, result.liked ? 'Post liked' : 'Like removed');
    },
  });
};
