import { defineEndpoints } from '../common/endpoint';
import {
  reportParamsSchema,
  resolveReportBodySchema,
  reviewBodySchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  submissionParamsSchema,
  submissionSchema,
} from './task-reviews.schemas';
import {
  partnerTaskSchema,
  taskParamsSchema,
  taskSettingsBodySchema,
  taskSettingsSchema,
} from './tasks.schemas';

/**
 * Admins' side (`/admin_betogether/dashboard-special-task`): partners' first tasks to approve,
 * special-task proofs sent to admins, members' reports, and the settings. Every decision is audited.
 */
export const taskAdminEndpoints = defineEndpoints('taskAdmin', {
  queue: {
    method: 'GET',
    path: '/api/admin/tasks/review-queue',
    access: 'admin',
    schemas: { query: reviewQueueQuerySchema, response: { 200: reviewQueuePageSchema } },
  },
  approve: {
    method: 'POST',
    path: '/api/admin/tasks/:taskId/approval',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'tasks.approval',
    description: 'Approve (live or scheduled) or refuse with a reason: a refused task’s budget comes back.',
    schemas: { params: taskParamsSchema, body: reviewBodySchema, response: { 200: partnerTaskSchema } },
  },
  reviewProof: {
    method: 'POST',
    path: '/api/admin/tasks/submissions/:attemptId/review',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'tasks.proof-review',
    schemas: { params: submissionParamsSchema, body: reviewBodySchema, response: { 200: submissionSchema } },
  },
  resolveReport: {
    method: 'POST',
    path: '/api/admin/tasks/reports/:reportId/resolve',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'tasks.report-resolve',
    schemas: {
      params: reportParamsSchema,
      body: resolveReportBodySchema,
      response: { 200: partnerTaskSchema },
    },
  },
  settings: {
    method: 'GET',
    path: '/api/admin/tasks/settings',
    access: 'admin',
    schemas: { response: { 200: taskSettingsSchema } },
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/admin/tasks/settings',
    access: 'admin',
    rateLimit: 'write',
    audit: 'tasks.settings',
    schemas: { body: taskSettingsBodySchema, response: { 200: taskSettingsSchema } },
  },
});
