import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  closeFriendParamsSchema,
  closeFriendsSchema,
  createStoryBodySchema,
  memberStoriesSchema,
  storyArchivePageSchema,
  storyArchiveQuerySchema,
  storyMemberParamsSchema,
  storyParamsSchema,
  storyReactionBodySchema,
  storyReplyBodySchema,
  storyReplySchema,
  storySchema,
  storyTraySchema,
  storyViewerPageSchema,
  storyViewersQuerySchema,
} from './stories.schemas';

/**
 * Stories: 24 hours each (enforced on every read), seen by everyone, friends or close friends;
 * the tray, the viewer's sequence, views, quick reactions and replies, the author's viewers list
 * and archive, and the close-friends list.
 */
export const storiesEndpoints = defineEndpoints('stories', {
  create: {
    method: 'POST',
    path: '/api/stories',
    access: 'user',
    rateLimit: 'write',
    schemas: { body: createStoryBodySchema, response: { 201: storySchema } },
  },
  tray: {
    method: 'GET',
    path: '/api/stories/tray',
    access: 'user',
    schemas: { response: { 200: storyTraySchema } },
  },
  archive: {
    method: 'GET',
    path: '/api/stories/archive',
    access: 'user',
    schemas: { query: storyArchiveQuerySchema, response: { 200: storyArchivePageSchema } },
  },
  get: {
    method: 'GET',
    path: '/api/stories/:storyId',
    access: 'user',
    description:
      'One live story the viewer may see (its author sees their own expired ones too, from the archive).',
    schemas: { params: storyParamsSchema, response: { 200: storySchema } },
  },
  ofMember: {
    method: 'GET',
    path: '/api/users/:userId/stories',
    access: 'user',
    schemas: { params: storyMemberParamsSchema, response: { 200: memberStoriesSchema } },
  },
  markSeen: {
    method: 'POST',
    path: '/api/stories/:storyId/views',
    access: 'user',
    rateLimit: 'write',
    description: 'Once per viewer; the author viewing their own story is not counted.',
    schemas: { params: storyParamsSchema, response: { 204: z.null() } },
  },
  react: {
    method: 'POST',
    path: '/api/stories/:storyId/reactions',
    access: 'user',
    rateLimit: 'write',
    description: 'A quick reaction (replaces the viewer’s previous one); the author is notified.',
    schemas: { params: storyParamsSchema, body: storyReactionBodySchema, response: { 204: z.null() } },
  },
  reply: {
    method: 'POST',
    path: '/api/stories/:storyId/replies',
    access: 'user',
    rateLimit: 'write',
    description: 'Reaches the author as a notification (and in chat once it exists).',
    schemas: { params: storyParamsSchema, body: storyReplyBodySchema, response: { 201: storyReplySchema } },
  },
  viewers: {
    method: 'GET',
    path: '/api/stories/:storyId/viewers',
    access: 'user',
    description: 'For the story’s author only, newest first.',
    schemas: {
      params: storyParamsSchema,
      query: storyViewersQuerySchema,
      response: { 200: storyViewerPageSchema },
    },
  },
  remove: {
    method: 'DELETE',
    path: '/api/stories/:storyId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: storyParamsSchema, response: { 204: z.null() } },
  },
  closeFriends: {
    method: 'GET',
    path: '/api/close-friends',
    access: 'user',
    schemas: { response: { 200: closeFriendsSchema } },
  },
  addCloseFriend: {
    method: 'PUT',
    path: '/api/close-friends/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: closeFriendParamsSchema, response: { 204: z.null() } },
  },
  removeCloseFriend: {
    method: 'DELETE',
    path: '/api/close-friends/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: closeFriendParamsSchema, response: { 204: z.null() } },
  },
});
