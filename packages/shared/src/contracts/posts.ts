import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import {
  comment,
  commentBody,
  commentIdParams,
  commentList,
  commentListQuery,
  commentsOfPostParams,
  likeResult,
  post,
  postFormFields,
  postIdParams,
  postList,
  postListQuery,
} from '../posts.ts';

const formFields =
  'multipart: content (text), image (JPEG, PNG or WebP file, at most 5 MB), metaUrl, metaCaption, metaImage (the link card image: a JPEG, PNG or WebP file), socialMediaLinks (JSON text: a list of links)';

/** /posts: the feed, my posts and likes. */
export const postsContracts = defineContracts(
  { tag: 'posts', auth: true },
  {
    feed: {
      method: 'GET',
      path: '/posts',
      summary: 'The feed, newest first',
      query: postListQuery,
      response: postList,
    },
    mine: {
      method: 'GET',
      path: '/posts/my-post',
      summary: 'My posts, newest first',
      query: postListQuery,
      response: postList,
    },
    liked: {
      method: 'GET',
      path: '/posts/my-liked-post',
      summary: 'Posts I liked, most recently liked first',
      query: postListQuery,
      response: postList,
    },
    get: { method: 'GET', path: '/posts/:id', summary: 'One post', params: postIdParams, response: post },
    create: {
      method: 'POST',
      path: '/posts',
      summary: `Share a post (${formFields}); text or a photo is required`,
      form: postFormFields,
      response: post,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: '/posts/:id',
      summary: `Edit my post (${formFields}); fields left out stay, empty ones are cleared, an empty "image" removes the photo`,
      params: postIdParams,
      form: postFormFields,
      response: post,
    },
    delete: {
      method: 'DELETE',
      path: '/posts/:id',
      summary: 'Delete my post with its comments and likes',
      params: postIdParams,
      response: z.null(),
    },
    like: {
      method: 'POST',
      path: '/posts/:id/like',
      summary: 'Like the post, or take the like back',
      params: postIdParams,
      response: likeResult,
    },
  },
);

/** /comments: comments on posts and one level of replies. */
export const commentsContracts = defineContracts(
  { tag: 'comments', auth: true },
  {
    list: {
      method: 'GET',
      path: '/comments/:postId',
      summary: "A post's comments, newest first",
      params: commentsOfPostParams,
      query: commentListQuery,
      response: commentList,
    },
    create: {
      method: 'POST',
      path: '/comments/:postId',
      summary: 'Comment on a post',
      params: commentsOfPostParams,
      body: commentBody,
      response: comment,
      status: 201,
    },
    replies: {
      method: 'GET',
      path: '/comments/:commentId/replies',
      summary: 'Replies to a comment, newest first',
      params: commentIdParams,
      query: commentListQuery,
      response: commentList,
    },
    reply: {
      method: 'POST',
      path: '/comments/:commentId/reply',
      summary: 'Reply to a comment (a reply to a reply answers its comment: one level)',
      params: commentIdParams,
      body: commentBody,
      response: comment,
      status: 201,
    },
    like: {
      method: 'POST',
      path: '/comments/:commentId/like',
      summary: 'Like the comment, or take the like back',
      params: commentIdParams,
      response: likeResult,
    },
    delete: {
      method: 'DELETE',
      path: '/comments/:commentId',
      summary: 'Delete a comment (its author or the post author) with its replies',
      params: commentIdParams,
      response: z.null(),
    },
  },
);
