import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { currencySchema } from './coin-packs.schemas';
import {
  paymentProviders,
  purchaseFailureCodes,
  purchaseStatuses,
  sandboxActions,
  sandboxReversalKinds,
} from './payments.constants';

/** The query of the return pages (`PAYMENT_RETURN_PATHS` in payments.constants.ts). */
export const paymentReturnQuerySchema = z.object({ purchase: z.uuid() });
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuerySchema>;

export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const purchaseStatusSchema = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const purchaseFailureCodeSchema = z.enum(purchaseFailureCodes);
export type PurchaseFailureCode = z.infer<typeof purchaseFailureCodeSchema>;

/** `POST /api/payments/checkout` (header Idempotency-Key) → 201 CheckoutResponse. */
export const checkoutBodySchema = z.object({ packId: z.uuid() }).strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export const checkoutResponseSchema = z.object({
  purchaseId: z.uuid(),
  /** The provider's checkout page (Stripe: an absolute URL; the sandbox: a path on this site): a full page navigation. */
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** What was bought, frozen at checkout: later changes to the pack never change a purchase. */
export const purchasedPackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
});
export type PurchasedPack = z.infer<typeof purchasedPackSchema>;

export const purchaseSchema = z.object({
  id: z.uuid(),
  /** e.g. BT-2026-000042; given when the payment is confirmed (null before): receipts are numbered without gaps. */
  receiptNumber: z.string().nullable(),
  status: purchaseStatusSchema,
  pack: purchasedPackSchema,
  /** Coins the purchase credits (pack coins + bonus coins). */
  coins: z.number().int(),
  priceMinor: z.number().int(),
  currency: currencySchema,
  provider: paymentProviderSchema,
  failureCode: purchaseFailureCodeSchema.nullable(),
  /** The provider's words, in English (show the translated failureCode first). */
  failureReason: z.string().nullable(),
  /** True when GET …/receipt.pdf answers (paid or refunded purchases). */
  receiptAvailable: z.boolean(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** When a refund or chargeback was booked. */
  reversedAt: z.iso.datetime().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** `GET /api/payments/purchases/:id` (owner only): the purchase and, once paid, the member's balance. */
export const purchaseDetailSchema = purchaseSchema.extend({
  /** The member's coin balance now, when status is paid; null otherwise. */
  balance: z.number().int().nullable(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

/**
 * `POST /api/payments/purchases/:id/cancel` (owner, pending only) → 200 PurchaseDetail: the buyer came
 * back without paying; the provider's checkout is closed and the purchase becomes canceled.
 */
export const purchaseParamsSchema = z.object({ id: z.uuid() });
export type PurchaseParams = z.infer<typeof purchaseParamsSchema>;

/** `GET /api/payments/purchases`: the member's purchases, newest first, keyset pages. */
export const purchasesQuerySchema = pageQuerySchema;
export type PurchasesQuery = z.infer<typeof purchasesQuerySchema>;
export const purchasesPageSchema = pageOf(purchaseSchema);
export type PurchasesPage = z.infer<typeof purchasesPageSchema>;

/** `GET /api/admin/payments/purchases`: every purchase, newest first, optionally filtered. */
export const adminPurchasesQuerySchema = pageQuerySchema.extend({
  status: purchaseStatusSchema.optional(),
  userId: z.uuid().optional(),
});
export type AdminPurchasesQuery = z.infer<typeof adminPurchasesQuerySchema>;
export const adminPurchaseSchema = purchaseSchema.extend({
  userId: z.uuid(),
  /** Coins taken back from the member by a refund or chargeback, and the part they no longer had. */
  coinsTakenBack: z.number().int().nullable(),
  shortfallCoins: z.number().int().nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;
export const adminPurchasesPageSchema = pageOf(adminPurchaseSchema);
export type AdminPurchasesPage = z.infer<typeof adminPurchasesPageSchema>;

/**
 * `POST /api/admin/payments/purchases/:id/sandbox-reversal` (admin, sandbox provider only): the
 * sandbox sends the signed refund or chargeback webhook for a paid sandbox payment → 200 AdminPurchase.
 */
export const sandboxReversalBodySchema = z.object({ kind: z.enum(sandboxReversalKinds) }).strict();
export type SandboxReversalBody = z.infer<typeof sandboxReversalBodySchema>;

/**
 * A member whose payment was charged back cannot buy coins until an admin reviews it.
 * `GET /api/admin/payments/holds` lists open holds; `POST /api/admin/payments/holds/:userId/release` ends one.
 */
export const paymentHoldSchema = z.object({
  userId: z.uuid(),
  purchaseId: z.uuid(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type PaymentHold = z.infer<typeof paymentHoldSchema>;
export const paymentHoldsResponseSchema = z.object({ items: z.array(paymentHoldSchema) });
export type PaymentHoldsResponse = z.infer<typeof paymentHoldsResponseSchema>;
export const paymentHoldParamsSchema = z.object({ userId: z.uuid() });
export type PaymentHoldParams = z.infer<typeof paymentHoldParamsSchema>;

/** `GET /api/payments/status`: which provider is active and whether this member may buy. */
export const paymentsStatusSchema = z.object({
  provider: paymentProviderSchema,
  /** False while a chargeback hold is open on the member. */
  purchasesAllowed: z.boolean(),
});
export type PaymentsStatus = z.infer<typeof paymentsStatusSchema>;

/** `POST /api/payments/webhooks/:provider`: the body is the provider's signed bytes, read as they came. */
export const webhookParamsSchema = z.object({ provider: textSchema.max(32) });
export type WebhookParams = z.infer<typeof webhookParamsSchema>;
/** What the webhook answers when the event was accepted (or already seen). */
export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/**
 * The sandbox provider's hosted checkout page, `/api/payments/sandbox/checkout/:ref` (public, like a
 * provider's own site): reachable only through the unguessable reference of the checkout URL.
 */
export const sandboxCheckoutParamsSchema = z.object({ ref: z.string().regex(/^sbx_[A-Za-z0-9_-]{10,64}$/) });
export type SandboxCheckoutParams = z.infer<typeof sandboxCheckoutParamsSchema>;
/** The button the buyer pressed on that page (a plain url-encoded HTML form). */
export const sandboxChoiceBodySchema = z.object({ action: z.enum(sandboxActions) });
export type SandboxChoiceBody = z.infer<typeof sandboxChoiceBodySchema>;
