import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  attemptHistoryPageSchema,
  attemptHistoryQuerySchema,
  attemptSchema,
  attemptStartSchema,
  finishBodySchema,
  finishResultSchema,
  heartbeatBodySchema,
  proofBodySchema,
  quizAnswersBodySchema,
  quizResultSchema,
  quizSheetSchema,
  taskCardPageSchema,
  taskDashboardQuerySchema,
  taskDashboardSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskReportBodySchema,
} from './task-play.schemas';
import { attemptParamsSchema, partnerTaskSettingsSchema, taskParamsSchema } from './tasks.schemas';

/**
 * Members' side of tasks: the live tasks they may do, doing one (a viewing clock kept by the
 * server from signed heartbeats, a quiz scored on the server, a proof), and their history. Every
 * reward moves from the task's escrow to the member in one ledger transaction.
 */
export const tasksEndpoints = defineEndpoints('tasks', {
  list: {
    method: 'GET',
    path: '/api/tasks',
    access: 'user',
    description:
      'Live tasks of one kind the member may do: targeted at them, not done yet, places left. Keyset pages.',
    schemas: { query: taskListQuerySchema, response: { 200: taskCardPageSchema } },
  },
  get: {
    method: 'GET',
    path: '/api/tasks/:taskId',
    access: 'user',
    description: 'A task the member may do (or did), with their attempt; counted as a view once a day.',
    schemas: { params: taskParamsSchema, response: { 200: taskDetailSchema } },
  },
  settings: {
    method: 'GET',
    path: '/api/tasks/settings',
    access: 'user',
    description: 'The fee, minimum reward and daily cap set by admins; for a partner, the reviews left.',
    schemas: { response: { 200: partnerTaskSettingsSchema } },
  },
  start: {
    method: 'POST',
    path: '/api/tasks/:taskId/attempts',
    access: 'user',
    rateLimit: 'write',
    description: 'Starts (or restarts, after a long pause) the viewing clock; answers the first signed beat.',
    schemas: { params: taskParamsSchema, response: { 201: attemptStartSchema } },
  },
  heartbeat: {
    method: 'POST',
    path: '/api/tasks/attempts/:attemptId/heartbeats',
    access: 'user',
    rateLimit: 'write',
    schemas: {
      params: attemptParamsSchema,
      body: heartbeatBodySchema,
      response: { 200: attemptStartSchema },
    },
  },
  finish: {
    method: 'POST',
    path: '/api/tasks/attempts/:attemptId/finish',
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    description:
      'Ends the viewing: a picture task pays at once; a video task with a quiz answers its questions.',
    schemas: { params: attemptParamsSchema, body: finishBodySchema, response: { 200: finishResultSchema } },
  },
  quiz: {
    method: 'GET',
    path: '/api/tasks/attempts/:attemptId/quiz',
    access: 'user',
    description: 'The questions drawn for this attempt (never which answer is right).',
    schemas: { params: attemptParamsSchema, response: { 200: quizSheetSchema } },
  },
  answer: {
    method: 'POST',
    path: '/api/tasks/attempts/:attemptId/quiz',
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    description: 'Scored on the server, once: passing pays the reward.',
    schemas: {
      params: attemptParamsSchema,
      body: quizAnswersBodySchema,
      response: { 200: quizResultSchema },
    },
  },
  submitProof: {
    method: 'POST',
    path: '/api/tasks/:taskId/proofs',
    access: 'user',
    rateLimit: 'write',
    description: 'A special task’s proof; its place is held and it pays once a reviewer approves it.',
    schemas: { params: taskParamsSchema, body: proofBodySchema, response: { 201: attemptSchema } },
  },
  report: {
    method: 'POST',
    path: '/api/tasks/:taskId/reports',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: taskParamsSchema, body: taskReportBodySchema, response: { 204: z.null() } },
  },
  dashboard: {
    method: 'GET',
    path: '/api/tasks/dashboard',
    access: 'user',
    schemas: { query: taskDashboardQuerySchema, response: { 200: taskDashboardSchema } },
  },
  history: {
    method: 'GET',
    path: '/api/tasks/history',
    access: 'user',
    description: 'The member’s attempts: done (paid or free), pending review, or refused; newest first.',
    schemas: { query: attemptHistoryQuerySchema, response: { 200: attemptHistoryPageSchema } },
  },
});
