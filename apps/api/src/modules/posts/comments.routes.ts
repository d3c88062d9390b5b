import {
  comment,
  commentBody,
  commentIdParams,
  commentList,
  commentListQuery,
  commentsOfPostParams,
  likeResult,
} from '@samaj/shared/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { notifierOf } from '../notifications/index.ts';
import { CommentsService } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CommentsService(app.db, notifierOf(app));
  const tags = ['comments'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:postId',
    {
      schema: {
        tags,
        security,
        summary: "A post's comments, newest first",
        params: commentsOfPostParams,
        querystring: commentListQuery,
        response: responses(commentList),
      },
    },
    async (request) => ok(await service.commentsOf(request.user.id, request.params.postId, request.query)),
  );

  app.post(
    '/:postId',
    {
      schema: {
        tags,
        security,
        summary: 'Comment on a post',
        params: commentsOfPostParams,
        body: commentBody,
        response: responses(comment, 201),
      },
    },
    async (request, reply) => {
      const created = await service.comment(request.user.id, request.params.postId, request.body.content);
      return reply.status(201).send(ok(created, 'Comment added'));
    },
  );

  app.get(
    '/:commentId/replies',
    {
      schema: {
        tags,
        security,
        summary: 'Replies to a comment, newest first',
        params: commentIdParams,
        querystring: commentListQuery,
        response: responses(commentList),
      },
    },
    async (request) => ok(await service.repliesTo(request.user.id, request.params.commentId, request.query)),
  );

  app.post(
    '/:commentId/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to a comment (a reply to a reply answers its comment: one level)',
        params: commentIdParams,
        body: commentBody,
        response: responses(comment, 201),
      },
    },
    async (request, reply) => {
      const created = await service.reply(request.user.id, request.params.commentId, request.body.content);
      return reply.status(201).send(ok(created, 'Reply added'));
    },
  );

  app.post(
    '/:commentId/like',
    {
      schema: {
        tags,
        security,
        summary: 'Like the comment, or take the like back',
        params: commentIdParams,
        response: responses(likeResult),
      },
    },
    async (request) => {
      const result = await service.toggleLike(request.user.id, request.params.commentId);
      return ok(result, result.liked ? 'Comment liked' : 'Like removed');
    },
  );

  app.delete(
    '/:commentId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a comment (its author or the post author) with its replies',
        params: commentIdParams,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.delete(request.user.id, request.params.commentId);
      return ok(null, 'Comment deleted');
    },
  );
};
