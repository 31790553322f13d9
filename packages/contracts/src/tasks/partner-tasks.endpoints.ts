import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import { analyticsQuerySchema, analyticsSchema, partnerOverviewSchema } from './task-analytics.schemas';
import {
  reviewBodySchema,
  submissionListQuerySchema,
  submissionPageSchema,
  submissionParamsSchema,
  submissionSchema,
} from './task-reviews.schemas';
import {
  partnerTaskListQuerySchema,
  partnerTaskPageSchema,
  partnerTaskSchema,
  taskInputSchema,
  taskParamsSchema,
  taskPatchSchema,
} from './tasks.schemas';

/**
 * Partners' side: write a task as a draft, publish it (its whole budget set aside in escrow),
 * pause, resume, cancel (the unspent budget comes back), review special-task proofs, analytics.
 */
export const partnerTasksEndpoints = defineEndpoints('partnerTasks', {
  create: {
    method: 'POST',
    path: '/api/partner/tasks',
    access: 'partner',
    rateLimit: 'write',
    description: 'A draft; nothing is set aside before it is published.',
    schemas: { body: taskInputSchema, response: { 201: partnerTaskSchema } },
  },
  list: {
    method: 'GET',
    path: '/api/partner/tasks',
    access: 'partner',
    schemas: { query: partnerTaskListQuerySchema, response: { 200: partnerTaskPageSchema } },
  },
  overview: {
    method: 'GET',
    path: '/api/partner/overview',
    access: 'partner',
    schemas: { response: { 200: partnerOverviewSchema } },
  },
  get: {
    method: 'GET',
    path: '/api/partner/tasks/:taskId',
    access: 'partner',
    schemas: { params: taskParamsSchema, response: { 200: partnerTaskSchema } },
  },
  replace: {
    method: 'PUT',
    path: '/api/partner/tasks/:taskId',
    access: 'partner',
    rateLimit: 'write',
    description: 'Rewrites a draft.',
    schemas: { params: taskParamsSchema, body: taskInputSchema, response: { 200: partnerTaskSchema } },
  },
  edit: {
    method: 'PATCH',
    path: '/api/partner/tasks/:taskId',
    access: 'partner',
    rateLimit: 'write',
    description: 'After publishing: the title, the instructions and a later end only.',
    schemas: { params: taskParamsSchema, body: taskPatchSchema, response: { 200: partnerTaskSchema } },
  },
  remove: {
    method: 'DELETE',
    path: '/api/partner/tasks/:taskId',
    access: 'partner',
    rateLimit: 'write',
    description: 'Deletes a draft.',
    schemas: { params: taskParamsSchema, response: { 204: z.null() } },
  },
  publish: {
    method: 'POST',
    path: '/api/partner/tasks/:taskId/publish',
    access: 'partner',
    rateLimit: 'money',
    idempotent: true,
    description:
      'Sets the budget aside in the task’s escrow (409 PARTNER_BALANCE_TOO_LOW says how many coins are missing) and sends it to review, schedules it or puts it live.',
    schemas: { params: taskParamsSchema, response: { 200: partnerTaskSchema } },
  },
  pause: {
    method: 'POST',
    path: '/api/partner/tasks/:taskId/pause',
    access: 'partner',
    rateLimit: 'write',
    schemas: { params: taskParamsSchema, response: { 200: partnerTaskSchema } },
  },
  resume: {
    method: 'POST',
    path: '/api/partner/tasks/:taskId/resume',
    access: 'partner',
    rateLimit: 'write',
    schemas: { params: taskParamsSchema, response: { 200: partnerTaskSchema } },
  },
  cancel: {
    method: 'POST',
    path: '/api/partner/tasks/:taskId/cancel',
    access: 'partner',
    rateLimit: 'money',
    idempotent: true,
    description: 'Ends it now; the unspent budget comes back (pending proofs are still paid if approved).',
    schemas: { params: taskParamsSchema, response: { 200: partnerTaskSchema } },
  },
  submissions: {
    method: 'GET',
    path: '/api/partner/tasks/:taskId/submissions',
    access: 'partner',
    schemas: {
      params: taskParamsSchema,
      query: submissionListQuerySchema,
      response: { 200: submissionPageSchema },
    },
  },
  review: {
    method: 'POST',
    path: '/api/partner/submissions/:attemptId/review',
    access: 'partner',
    rateLimit: 'money',
    idempotent: true,
    description: 'Approve (the member is paid) or refuse with a reason the member sees.',
    schemas: { params: submissionParamsSchema, body: reviewBodySchema, response: { 200: submissionSchema } },
  },
  analytics: {
    method: 'GET',
    path: '/api/partner/analytics',
    access: 'partner',
    schemas: { query: analyticsQuerySchema, response: { 200: analyticsSchema } },
  },
  analyticsCsv: {
    method: 'GET',
    path: '/api/partner/analytics.csv',
    access: 'partner',
    answer: 'csv',
    description: 'One line per task and day of the range (text/csv).',
    schemas: { query: analyticsQuerySchema },
  },
});
