import { commentsContracts } from '@samaj/shared/contracts/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { notifierOf } from '../notifications/index.ts';
import { CommentsService } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CommentsService(app.db, notifierOf(app));
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, commentsContracts.list),
    handler: async (request) => ok(await service.commentsOf(request.user.id, request.params.postId, request.query)),
  });

  app.route({
    ...routeOf(app, commentsContracts.create),
    handler: async (request, reply) => {
      const created = await service.comment(request.user.id, request.params.postId, request.body.content);
      return reply.status(201).send(ok(created, 'Comment added'));
    },
  });

  app.route({
    ...routeOf(app, commentsContracts.replies),
    handler: async (request) => ok(await service.repliesTo(request.user.id, request.params.commentId, request.query)),
  });

  app.route({
    ...routeOf(app, commentsContracts.reply),
    handler: async (request, reply) => {
      const created = await service.reply(request.user.id, request.params.commentId, request.body.content);
      return reply.status(201).send(ok(created, 'Reply added'));
    },
  });

  app.route({
    ...routeOf(app, commentsContracts.like),
    handler: async (request) => {
      const result = await service.toggleLike(request.user.id, request.params.commentId);
      return ok(result, result.liked ? 'Comment liked' : 'Like removed');
    },
  });

  app.route({
    ...routeOf(app, commentsContracts.delete),
    handler: async (request) => {
      await service.delete(request.user.id, request.params.commentId);
      return ok(null, 'Comment deleted');
    },
  });
};
