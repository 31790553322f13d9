import { defineEndpoints } from '../common/endpoint';
import {
  referralOfferSchema,
  referralSummarySchema,
  statementCsvQuerySchema,
  statementPageSchema,
  statementQuerySchema,
  walletBalanceSchema,
  walletQuerySchema,
  walletSummarySchema,
} from './wallet.schemas';
import {
  adjustmentBodySchema,
  adjustmentResponseSchema,
  adminMemberSearchQuerySchema,
  adminTransactionDetailSchema,
  adminTransactionsCsvQuerySchema,
  adminTransactionsPageSchema,
  adminTransactionsQuerySchema,
  adminWalletMembersResponseSchema,
  reverseBodySchema,
  reverseResponseSchema,
  transactionParamsSchema,
} from './wallet-admin.schemas';

/** The member's wallet: balance, summary, statement (also as CSV) and referrals. */
export const walletEndpoints = defineEndpoints('wallet', {
  summary: {
    method: 'GET',
    path: '/api/wallet',
    access: 'user',
    schemas: { query: walletQuerySchema, response: { 200: walletSummarySchema } },
  },
  balance: {
    method: 'GET',
    path: '/api/wallet/balance',
    access: 'user',
    schemas: { response: { 200: walletBalanceSchema } },
  },
  statement: {
    method: 'GET',
    path: '/api/wallet/statement',
    access: 'user',
    schemas: { query: statementQuerySchema, response: { 200: statementPageSchema } },
  },
  statementCsv: {
    method: 'GET',
    path: '/api/wallet/statement.csv',
    access: 'user',
    answer: 'csv',
    description: 'The statement for these filters as CSV (text/csv), newest first.',
    schemas: { query: statementCsvQuerySchema },
  },
  referrals: {
    method: 'GET',
    path: '/api/wallet/referrals',
    access: 'user',
    schemas: { response: { 200: referralSummarySchema } },
  },
  referralOffer: {
    method: 'GET',
    path: '/api/wallet/referral-offer',
    access: 'public',
    summary: 'What joining through an invitation brings (the invitation page)',
    schemas: { response: { 200: referralOfferSchema } },
  },
});

/** The admin side of the ledger: every transaction, adjustments and reversals (audited). */
export const walletAdminEndpoints = defineEndpoints('walletAdmin', {
  members: {
    method: 'GET',
    path: '/api/admin/wallet/members',
    access: 'admin',
    schemas: { query: adminMemberSearchQuerySchema, response: { 200: adminWalletMembersResponseSchema } },
  },
  transactions: {
    method: 'GET',
    path: '/api/admin/transactions',
    access: 'admin',
    schemas: { query: adminTransactionsQuerySchema, response: { 200: adminTransactionsPageSchema } },
  },
  transactionsCsv: {
    method: 'GET',
    path: '/api/admin/transactions.csv',
    access: 'admin',
    answer: 'csv',
    description: 'The transactions for these filters as CSV (text/csv), newest first.',
    schemas: { query: adminTransactionsCsvQuerySchema },
  },
  transaction: {
    method: 'GET',
    path: '/api/admin/transactions/:id',
    access: 'admin',
    schemas: { params: transactionParamsSchema, response: { 200: adminTransactionDetailSchema } },
  },
  adjust: {
    method: 'POST',
    path: '/api/admin/wallet/adjustments',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'wallet.adjustment',
    schemas: { body: adjustmentBodySchema, response: { 201: adjustmentResponseSchema } },
  },
  reverse: {
    method: 'POST',
    path: '/api/admin/transactions/:id/reverse',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'wallet.reversal',
    schemas: {
      params: transactionParamsSchema,
      body: reverseBodySchema,
      response: { 201: reverseResponseSchema },
    },
  },
});
