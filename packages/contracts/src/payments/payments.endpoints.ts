import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  adminCoinPackSchema,
  adminCoinPacksResponseSchema,
  coinPackParamsSchema,
  coinPacksResponseSchema,
  createCoinPackBodySchema,
  updateCoinPackBodySchema,
} from './coin-packs.schemas';
import {
  adminPurchaseSchema,
  adminPurchasesPageSchema,
  adminPurchasesQuerySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  paymentHoldParamsSchema,
  paymentHoldsResponseSchema,
  paymentsStatusSchema,
  purchaseDetailSchema,
  purchaseParamsSchema,
  purchasesPageSchema,
  purchasesQuerySchema,
  sandboxCheckoutParamsSchema,
  sandboxChoiceBodySchema,
  sandboxReversalBodySchema,
  webhookAckSchema,
  webhookParamsSchema,
} from './payments.schemas';

/** The packs of gold coins on sale: the store's list, and the admins' catalogue (audited). */
export const coinPacksEndpoints = defineEndpoints('coinPacks', {
  list: {
    method: 'GET',
    path: '/api/coin-packs',
    access: 'user',
    schemas: { response: { 200: coinPacksResponseSchema } },
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/coin-packs',
    access: 'admin',
    schemas: { response: { 200: adminCoinPacksResponseSchema } },
  },
  create: {
    method: 'POST',
    path: '/api/admin/coin-packs',
    access: 'admin',
    rateLimit: 'write',
    audit: 'payments.coin-pack-create',
    schemas: { body: createCoinPackBodySchema, response: { 201: adminCoinPackSchema } },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/coin-packs/:id',
    access: 'admin',
    rateLimit: 'write',
    audit: 'payments.coin-pack-update',
    schemas: {
      params: coinPackParamsSchema,
      body: updateCoinPackBodySchema,
      response: { 200: adminCoinPackSchema },
    },
  },
});

/** Buying coins: checkout, the member's purchases and receipts, the admin side, provider webhooks. */
export const paymentsEndpoints = defineEndpoints('payments', {
  status: {
    method: 'GET',
    path: '/api/payments/status',
    access: 'user',
    schemas: { response: { 200: paymentsStatusSchema } },
  },
  checkout: {
    method: 'POST',
    path: '/api/payments/checkout',
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    schemas: { body: checkoutBodySchema, response: { 201: checkoutResponseSchema } },
  },
  purchases: {
    method: 'GET',
    path: '/api/payments/purchases',
    access: 'user',
    schemas: { query: purchasesQuerySchema, response: { 200: purchasesPageSchema } },
  },
  purchase: {
    method: 'GET',
    path: '/api/payments/purchases/:id',
    access: 'user',
    schemas: { params: purchaseParamsSchema, response: { 200: purchaseDetailSchema } },
  },
  cancelPurchase: {
    method: 'POST',
    path: '/api/payments/purchases/:id/cancel',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: purchaseParamsSchema, response: { 200: purchaseDetailSchema } },
  },
  receipt: {
    method: 'GET',
    path: '/api/payments/purchases/:id/receipt.pdf',
    access: 'user',
    answer: 'pdf',
    description: 'The numbered receipt of a paid (or refunded) purchase, as a PDF file.',
    schemas: { params: purchaseParamsSchema },
  },
  adminPurchases: {
    method: 'GET',
    path: '/api/admin/payments/purchases',
    access: 'admin',
    schemas: { query: adminPurchasesQuerySchema, response: { 200: adminPurchasesPageSchema } },
  },
  holds: {
    method: 'GET',
    path: '/api/admin/payments/holds',
    access: 'admin',
    schemas: { response: { 200: paymentHoldsResponseSchema } },
  },
  releaseHold: {
    method: 'POST',
    path: '/api/admin/payments/holds/:userId/release',
    access: 'admin',
    rateLimit: 'write',
    audit: 'payments.hold-release',
    schemas: { params: paymentHoldParamsSchema, response: { 204: z.null() } },
  },
  sandboxReversal: {
    method: 'POST',
    path: '/api/admin/payments/purchases/:id/sandbox-reversal',
    access: 'admin',
    rateLimit: 'money',
    audit: 'payments.sandbox-reversal',
    description: 'Only while the sandbox provider is active (404 otherwise).',
    schemas: {
      params: purchaseParamsSchema,
      body: sandboxReversalBodySchema,
      response: { 200: adminPurchaseSchema },
    },
  },
  webhook: {
    method: 'POST',
    path: '/api/payments/webhooks/:provider',
    access: 'public',
    rateLimit: 'webhook',
    rawBody: true,
    description: 'Signed events of the active provider; the signature covers the exact bytes sent.',
    schemas: { params: webhookParamsSchema, response: { 200: webhookAckSchema } },
  },
});

/**
 * The sandbox provider's hosted checkout, served only while the sandbox is active: public pages
 * like a provider's own site, reachable only through the unguessable reference in the checkout URL.
 */
export const paymentsSandboxEndpoints = defineEndpoints('paymentsSandbox', {
  page: {
    method: 'GET',
    path: '/api/payments/sandbox/checkout/:ref',
    access: 'public',
    answer: 'html',
    schemas: { params: sandboxCheckoutParamsSchema },
  },
  choose: {
    method: 'POST',
    path: '/api/payments/sandbox/checkout/:ref',
    access: 'public',
    rateLimit: 'write',
    answer: 'html',
    description:
      "The page's form (url-encoded): answers 303 See Other to the app's return page for this purchase.",
    schemas: { params: sandboxCheckoutParamsSchema, body: sandboxChoiceBodySchema },
  },
});
