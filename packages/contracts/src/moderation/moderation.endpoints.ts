import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  caseParamsSchema,
  grantModeratorBodySchema,
  moderationCaseDetailSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderatorParamsSchema,
  moderatorSchema,
  moderatorsResponseSchema,
  reportBodySchema,
  reportedItemParamsSchema,
  reportedMemberParamsSchema,
  resolveCaseBodySchema,
} from './moderation.schemas';

/**
 * Reports by members (one per member and thing, never on their own) and the moderation queue of
 * the back office, for admins and moderators; admins name the moderators.
 */
export const moderationEndpoints = defineEndpoints('moderation', {
  reportPost: {
    method: 'POST',
    path: '/api/posts/:id/report',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: reportedItemParamsSchema, body: reportBodySchema, response: { 204: z.null() } },
  },
  reportComment: {
    method: 'POST',
    path: '/api/comments/:id/report',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: reportedItemParamsSchema, body: reportBodySchema, response: { 204: z.null() } },
  },
  reportProfile: {
    method: 'POST',
    path: '/api/users/:userId/report',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: reportedMemberParamsSchema, body: reportBodySchema, response: { 204: z.null() } },
  },
  reportMessage: {
    method: 'POST',
    path: '/api/messages/:id/report',
    access: 'user',
    rateLimit: 'write',
    description:
      'A member of the conversation reports a message; the case keeps the messages just before it.',
    schemas: { params: reportedItemParamsSchema, body: reportBodySchema, response: { 204: z.null() } },
  },
  queue: {
    method: 'GET',
    path: '/api/admin/moderation/cases',
    access: 'moderator',
    schemas: { query: moderationQueueQuerySchema, response: { 200: moderationQueuePageSchema } },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/moderation/cases/:id',
    access: 'moderator',
    schemas: { params: caseParamsSchema, response: { 200: moderationCaseDetailSchema } },
  },
  resolve: {
    method: 'POST',
    path: '/api/admin/moderation/cases/:id/resolve',
    access: 'moderator',
    rateLimit: 'write',
    audit: 'moderation.resolve',
    description:
      'Dismisses the reports, removes the content, warns or suspends its author; tells the reporters the outcome.',
    schemas: {
      params: caseParamsSchema,
      body: resolveCaseBodySchema,
      response: { 200: moderationCaseDetailSchema },
    },
  },
  moderators: {
    method: 'GET',
    path: '/api/admin/moderators',
    access: 'admin',
    schemas: { response: { 200: moderatorsResponseSchema } },
  },
  grantModerator: {
    method: 'POST',
    path: '/api/admin/moderators',
    access: 'admin',
    rateLimit: 'write',
    audit: 'moderation.moderator-grant',
    schemas: { body: grantModeratorBodySchema, response: { 200: moderatorSchema } },
  },
  revokeModerator: {
    method: 'DELETE',
    path: '/api/admin/moderators/:userId',
    access: 'admin',
    rateLimit: 'write',
    audit: 'moderation.moderator-revoke',
    schemas: { params: moderatorParamsSchema, response: { 204: z.null() } },
  },
});
