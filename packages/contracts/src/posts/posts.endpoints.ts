import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import { pageQuerySchema } from '../common/pagination.schemas';
import {
  commentPageSchema,
  commentParamsSchema,
  commentReactionStateSchema,
  commentSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  createPostBodySchema,
  postHistorySchema,
  postPageSchema,
  postParamsSchema,
  postReactionStateSchema,
  postSchema,
  reactionBodySchema,
  reactionsQuerySchema,
  reactorPageSchema,
  repliesQuerySchema,
  replyPageSchema,
  sharePostBodySchema,
  updateCommentBodySchema,
  updatePostBodySchema,
} from './posts.schemas';

/** Posts: writing, editing and deleting them, pins, bookmarks, shares and reactions. */
export const postsEndpoints = defineEndpoints('posts', {
  create: {
    method: 'POST',
    path: '/api/posts',
    access: 'user',
    rateLimit: 'write',
    schemas: { body: createPostBodySchema, response: { 201: postSchema } },
  },
  get: {
    method: 'GET',
    path: '/api/posts/:id',
    access: 'user',
    schemas: { params: postParamsSchema, response: { 200: postSchema } },
  },
  update: {
    method: 'PATCH',
    path: '/api/posts/:id',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, body: updatePostBodySchema, response: { 200: postSchema } },
  },
  remove: {
    method: 'DELETE',
    path: '/api/posts/:id',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, response: { 204: z.null() } },
  },
  history: {
    method: 'GET',
    path: '/api/posts/:id/history',
    access: 'user',
    schemas: { params: postParamsSchema, response: { 200: postHistorySchema } },
  },
  pin: {
    method: 'POST',
    path: '/api/posts/:id/pin',
    access: 'user',
    rateLimit: 'write',
    description: 'Pins the post to its author’s profile; one pinned post per profile.',
    schemas: { params: postParamsSchema, response: { 204: z.null() } },
  },
  unpin: {
    method: 'DELETE',
    path: '/api/posts/:id/pin',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, response: { 204: z.null() } },
  },
  save: {
    method: 'POST',
    path: '/api/posts/:id/save',
    access: 'user',
    rateLimit: 'write',
    description: 'Bookmarks the post for the viewer (listed by `GET /api/saved-posts`).',
    schemas: { params: postParamsSchema, response: { 204: z.null() } },
  },
  unsave: {
    method: 'DELETE',
    path: '/api/posts/:id/save',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, response: { 204: z.null() } },
  },
  saved: {
    method: 'GET',
    path: '/api/saved-posts',
    access: 'user',
    schemas: { query: pageQuerySchema, response: { 200: postPageSchema } },
  },
  share: {
    method: 'POST',
    path: '/api/posts/:id/share',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, body: sharePostBodySchema, response: { 201: postSchema } },
  },
  react: {
    method: 'PUT',
    path: '/api/posts/:id/reaction',
    access: 'user',
    rateLimit: 'write',
    schemas: {
      params: postParamsSchema,
      body: reactionBodySchema,
      response: { 200: postReactionStateSchema },
    },
  },
  unreact: {
    method: 'DELETE',
    path: '/api/posts/:id/reaction',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, response: { 200: postReactionStateSchema } },
  },
  reactors: {
    method: 'GET',
    path: '/api/posts/:id/reactions',
    access: 'user',
    schemas: { params: postParamsSchema, query: reactionsQuerySchema, response: { 200: reactorPageSchema } },
  },
});

/** A post's comments and their replies (one level deep), with their reactions. */
export const commentsEndpoints = defineEndpoints('comments', {
  list: {
    method: 'GET',
    path: '/api/posts/:id/comments',
    access: 'user',
    schemas: { params: postParamsSchema, query: commentsQuerySchema, response: { 200: commentPageSchema } },
  },
  create: {
    method: 'POST',
    path: '/api/posts/:id/comments',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: postParamsSchema, body: createCommentBodySchema, response: { 201: commentSchema } },
  },
  replies: {
    method: 'GET',
    path: '/api/comments/:id/replies',
    access: 'user',
    schemas: { params: commentParamsSchema, query: repliesQuerySchema, response: { 200: replyPageSchema } },
  },
  update: {
    method: 'PATCH',
    path: '/api/comments/:id',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: commentParamsSchema, body: updateCommentBodySchema, response: { 200: commentSchema } },
  },
  remove: {
    method: 'DELETE',
    path: '/api/comments/:id',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: commentParamsSchema, response: { 204: z.null() } },
  },
  react: {
    method: 'PUT',
    path: '/api/comments/:id/reaction',
    access: 'user',
    rateLimit: 'write',
    schemas: {
      params: commentParamsSchema,
      body: reactionBodySchema,
      response: { 200: commentReactionStateSchema },
    },
  },
  unreact: {
    method: 'DELETE',
    path: '/api/comments/:id/reaction',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: commentParamsSchema, response: { 200: commentReactionStateSchema } },
  },
});
