import { z } from 'zod';
import { configError, defineConfigSlice } from '../../platform/config-slice';

/** Coin purchases: Stripe when both its variables are set, else the built-in sandbox. */
export const paymentsConfig = defineConfigSlice(
  {
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').max(256).optional(),
    SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    RECEIPT_SELLER: z.string().trim().min(1).max(300).default('BeTogether'),
  },
  (e) => {
    if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined))
      throw configError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
    const stripe =
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined;
    return {
      provider: stripe ? ('stripe' as const) : ('sandbox' as const),
      stripe,
      /** Unset: generated once and kept in `<dataDir>/secrets/sandbox-webhook-secret`. */
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
      /** Seller name (and address lines, separated by `|`) printed on receipts. */
      receiptSeller: e.RECEIPT_SELLER,
    };
  },
);
