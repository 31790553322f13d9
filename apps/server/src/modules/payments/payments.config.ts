import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

import { configError, defineConfigSlice } from '../../platform/config-slice';

/**
 * Coin purchases: Stripe when both its variables are set, else the built-in sandbox, which takes no
 * money: in production it runs only when PAYMENTS_SANDBOX=true says so (a demo, a staging site).
 */
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
    PAYMENTS_SANDBOX: bool.optional(),
  },
  (e, { nodeEnv }) => {
    if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined))
      throw configError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
    const stripe =
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined;
    if (stripe && e.PAYMENTS_SANDBOX === true)
      throw configError(
        'PAYMENTS_SANDBOX=true and the Stripe variables exclude each other: choose one provider',
      );
    if (!stripe && nodeEnv === 'production' && e.PAYMENTS_SANDBOX !== true)
      throw configError(
        'PAYMENTS_SANDBOX: the sandbox payment provider lets buyers pay without money; in production set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true to run the sandbox anyway',
      );
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
