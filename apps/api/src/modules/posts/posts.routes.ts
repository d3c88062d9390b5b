import { likeResult, post, postIdParams, postList, postListQuery } from '@samaj/shared/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { acceptUploads } from '../../plugins/media.ts';
import { notifierOf } from '../notifications/index.ts';
import { readPostForm } from './post-form.ts';
import { PostsService } from './posts.service.ts';

const formFields =
  'multipart: content (text), image (JPEG, PNG or WebP file, at most 5 MB), metaUrl, metaCaption, metaImage (a link, or an image file), socialMediaLinks (JSON text: a list of links)';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PostsService(app.db, app.media, notifierOf(app));
  const tags = ['posts'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The feed, newest first',
        querystring: postListQuery,
        response: responses(postList),
      },
    },
    async (request) => ok(await service.feed(request.user.id, request.query)),
  );

  app.get(
    '/my-post',
    {
      schema: {
        tags,
        security,
        summary: 'My posts, newest first',
        querystring: postListQuery,
        response: responses(postList),
      },
    },
    async (request) => ok(await service.authored(request.user.id, request.query)),
  );

  app.get(
    '/my-liked-post',
    {
      schema: {
        tags,
        security,
        summary: 'Posts I liked, most recently liked first',
        querystring: postListQuery,
        response: responses(postList),
      },
    },
    async (request) => ok(await service.liked(request.user.id, request.query)),
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One post', params: postIdParams, response: responses(post) } },
    async (request) => ok(await service.get(request.user.id, request.params.id)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: `Share a post (${formFields}); text or a photo is required`,
        consumes: ['multipart/form-data'],
        response: responses(post, 201),
      },
    },
    async (request, reply) => {
      const form = await readPostForm(request);
      return reply.status(201).send(ok(await service.create(request.user.id, form), 'Post shared'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: `Edit my post (${formFields}); fields left out stay, empty ones are cleared, an empty "image" removes the photo`,
        consumes: ['multipart/form-data'],
        params: postIdParams,
        response: responses(post),
      },
    },
    async (request) => {
      const form = await readPostForm(request);
      return ok(await service.update(request.user.id, request.params.id, form), 'Post updated');
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete my post with its comments and likes',
        params: postIdParams,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.delete(request.user.id, request.params.id);
      return ok(null, 'Post deleted');
    },
  );

  app.post(
    '/:id/like',
    {
      schema: {
        tags,
        security,
        summary: 'Like the post, or take the like back',
        params: postIdParams,
        response: responses(likeResult),
      },
    },
    async (request) => {
      const result = await service.toggleLike(request.user.id, request.params.id);
      return ok(result, result.liked ? 'Post liked' : 'Like removed');
    },
  );
};
