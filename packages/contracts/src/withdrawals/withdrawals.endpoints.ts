import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  adminWithdrawalsCsvQuerySchema,
  adminWithdrawalsQuerySchema,
  withdrawalBulkApproveBodySchema,
  withdrawalBulkResultSchema,
  withdrawalCodeResponseSchema,
  withdrawalOverviewSchema,
  withdrawalPageSchema,
  withdrawalPaidBodySchema,
  withdrawalParamsSchema,
  withdrawalRejectBodySchema,
  withdrawalRequestBodySchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from './withdrawals.schemas';

/**
 * A member turns coins into money (`withdrawal/withdrawal`): with an approved identity check and a
 * confirmed email, through an active payout provider, confirmed with the password or an emailed
 * code. The coins leave the balance at once and wait in the ledger until the withdrawal is paid, or
 * come back once if it is rejected or cancelled.
 */
export const withdrawalsEndpoints = defineEndpoints('withdrawals', {
  overview: {
    method: 'GET',
    path: '/api/withdrawals/overview',
    access: 'user',
    description: 'Whether the member may withdraw (identity check, email), the balance and the limits left.',
    schemas: { response: { 200: withdrawalOverviewSchema } },
  },
  confirmationCode: {
    method: 'POST',
    path: '/api/withdrawals/confirmation-code',
    access: 'user',
    rateLimit: 'auth',
    description: 'Emails a 6-digit code that confirms one withdrawal instead of the password (10 minutes).',
    schemas: { response: { 201: withdrawalCodeResponseSchema } },
  },
  request: {
    method: 'POST',
    path: '/api/withdrawals',
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    description:
      'Withdraws `coins` through the provider in `currency` at its current rate: the coins leave the balance at once.',
    schemas: { body: withdrawalRequestBodySchema, response: { 201: withdrawalSchema } },
  },
  list: {
    method: 'GET',
    path: '/api/withdrawals',
    access: 'user',
    description: 'The member’s withdrawals, newest first; keyset pages.',
    schemas: {
      query: z.object({
        limit: z.coerce.number().int().min(1).max(100).default(20),
        cursor: z.string().max(200).optional(),
      }),
      response: { 200: withdrawalPageSchema },
    },
  },
  detail: {
    method: 'GET',
    path: '/api/withdrawals/:withdrawalId',
    access: 'user',
    schemas: { params: withdrawalParamsSchema, response: { 200: withdrawalSchema } },
  },
  cancel: {
    method: 'POST',
    path: '/api/withdrawals/:withdrawalId/cancel',
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    description: 'Cancels a pending withdrawal: its coins come back to the balance, once.',
    schemas: { params: withdrawalParamsSchema, response: { 200: withdrawalSchema } },
  },
});

/** Finance's side (`withdrawal/withdrawallist`): review, approve (two admins above a threshold), pay, reject. */
export const withdrawalsAdminEndpoints = defineEndpoints('withdrawalsAdmin', {
  list: {
    method: 'GET',
    path: '/api/admin/withdrawals',
    access: 'admin',
    schemas: { query: adminWithdrawalsQuerySchema, response: { 200: adminWithdrawalPageSchema } },
  },
  csv: {
    method: 'GET',
    path: '/api/admin/withdrawals.csv',
    access: 'admin',
    answer: 'csv',
    description: 'The withdrawals for these filters as CSV (text/csv), newest first, for finance.',
    schemas: { query: adminWithdrawalsCsvQuerySchema },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/withdrawals/:withdrawalId',
    access: 'admin',
    schemas: { params: withdrawalParamsSchema, response: { 200: adminWithdrawalSchema } },
  },
  approve: {
    method: 'POST',
    path: '/api/admin/withdrawals/:withdrawalId/approve',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'withdrawal.approve',
    description:
      'Approves a pending withdrawal; above the two-person threshold the first approval waits for a second, different admin.',
    schemas: { params: withdrawalParamsSchema, response: { 200: adminWithdrawalSchema } },
  },
  bulkApprove: {
    method: 'POST',
    path: '/api/admin/withdrawals/approve',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'withdrawal.approve',
    description:
      'Approves several pending withdrawals, each on its own: the answer says what became of each.',
    schemas: { body: withdrawalBulkApproveBodySchema, response: { 200: withdrawalBulkResultSchema } },
  },
  reject: {
    method: 'POST',
    path: '/api/admin/withdrawals/:withdrawalId/reject',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'withdrawal.reject',
    description:
      'Rejects a pending or approved withdrawal with a reason the member reads: the coins go back, once.',
    schemas: {
      params: withdrawalParamsSchema,
      body: withdrawalRejectBodySchema,
      response: { 200: adminWithdrawalSchema },
    },
  },
  markPaid: {
    method: 'POST',
    path: '/api/admin/withdrawals/:withdrawalId/paid',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'withdrawal.paid',
    description: 'Records that an approved withdrawal was paid, with the provider’s reference.',
    schemas: {
      params: withdrawalParamsSchema,
      body: withdrawalPaidBodySchema,
      response: { 200: adminWithdrawalSchema },
    },
  },
  settings: {
    method: 'GET',
    path: '/api/admin/withdrawal-settings',
    access: 'admin',
    schemas: { response: { 200: withdrawalSettingsSchema } },
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/admin/withdrawal-settings',
    access: 'admin',
    rateLimit: 'write',
    audit: 'withdrawal.settings',
    schemas: { body: withdrawalSettingsSchema, response: { 200: withdrawalSettingsSchema } },
  },
});
