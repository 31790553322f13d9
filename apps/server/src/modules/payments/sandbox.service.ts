import {
  PAYMENT_RETURN_PATHS,
  PAYMENT_RETURN_QUERY_PARAM,
  type SandboxAction,
  type SandboxReversalKind,
} from '@betogether/contracts/payments/payments.constants';
import type { AdminPurchase } from '@betogether/contracts/payments/payments.schemas';
import type { Db } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import {
  type createSandboxProvider,
  newSandboxEventId,
  type SandboxEvent,
} from './providers/sandbox-provider';
import type { WebhookSender } from './providers/webhook-sender';
import { toAdminPurchase } from './purchase-views';
import * as repo from './purchases.repository';

export type SandboxService = ReturnType<typeof createSandboxService>;

const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

const outcomes = {
  pay: { type: 'paid' },
  decline: { type: 'failed', failureCode: 'declined', reason: 'The card was declined (sandbox test card)' },
  cancel: {
    type: 'canceled',
    failureCode: 'canceled',
    reason: 'The payment was canceled on the checkout page',
  },
} as const satisfies Record<SandboxAction, Omit<SandboxEvent, 'id' | 'providerRef'>>;

/**
 * The sandbox's own side: what its checkout page shows, and the signed webhooks it sends to our
 * endpoint over HTTP when the buyer chooses (or an admin opens a refund or chargeback).
 */
export function createSandboxService(deps: {
  db: Db;
  jobs: Jobs;
  sandbox: ReturnType<typeof createSandboxProvider>;
  send: WebhookSender;
  /** How long the sandbox waits before notifying, like a real provider (the return page shows pending meanwhile). */
  delayMs: number;
  log: Pick<Logger, 'warn'>;
}) {
  const { db, sandbox } = deps;

  async function deliver(event: SandboxEvent): Promise<number> {
    // Signed at sending time, as a provider does on each attempt.
    const { body, headers } = sandbox.sign(event);
    const { status } = await deps.send({ path: SANDBOX_WEBHOOK_PATH, body, headers });
    return status;
  }

  async function byRef(ref: string): Promise<repo.PurchaseRow> {
    const row = await repo.findByProviderRef(db, 'sandbox', ref);
    if (!row) throw new AppError('PURCHASE_NOT_FOUND');
    return row;
  }

  return {
    checkoutPage: byRef,

    /** The buyer's choice on the checkout page: notify (in the background), answer where to send the buyer. */
    async choose(ref: string, action: SandboxAction): Promise<{ redirect: string }> {
      const row = await byRef(ref);
      const path = action === 'pay' ? PAYMENT_RETURN_PATHS.success : PAYMENT_RETURN_PATHS.result;
      const redirect = `${path}?${PAYMENT_RETURN_QUERY_PARAM}=${encodeURIComponent(row.id)}`;
      if (row.status !== 'pending') return { redirect };
      const event: SandboxEvent = { id: newSandboxEventId(), providerRef: ref, ...outcomes[action] };
      let first = true;
      deps.jobs.run('sandbox-webhook', async () => {
        if (first && deps.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.delayMs));
        first = false;
        const status = await deliver(event);
        // Like a provider: anything but a 2xx is delivered again (the jobs runner retries).
        if (status < 200 || status >= 300) throw new Error(`sandbox webhook answered ${status}`);
      });
      return { redirect };
    },

    /**
     * Admin: the sandbox refunds or charges back a paid sandbox payment, with its signed webhook,
     * and answers the purchase as the webhook left it. The reversal is booked by the webhook, in its
     * own request and transaction: the audit entry follows once the sandbox's webhook was accepted,
     * with the purchase read back in the same transaction (nothing is recorded when it failed).
     */
    async reverse(purchaseId: string, kind: SandboxReversalKind, audit: AuditScope): Promise<AdminPurchase> {
      const row = await repo.findPurchase(db, purchaseId);
      if (!row) throw new AppError('PURCHASE_NOT_FOUND');
      if (row.provider !== 'sandbox' || !row.providerRef) throw new AppError('NOT_A_SANDBOX_PAYMENT');
      if (row.status !== 'paid') throw new AppError('PURCHASE_NOT_PAID');
      const event: SandboxEvent = {
        id: newSandboxEventId(),
        type: kind,
        providerRef: row.providerRef,
        reason:
          kind === 'refunded' ? 'Refunded by an admin (sandbox)' : 'Chargeback opened by an admin (sandbox)',
      };
      const status = await deliver(event);
      if (status < 200 || status >= 300) {
        deps.log.warn({ purchaseId, status }, 'sandbox reversal webhook refused');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      return db.transaction(async (tx) => {
        const reversed = await repo.findPurchase(tx, purchaseId);
        if (!reversed) throw new AppError('PURCHASE_NOT_FOUND');
        await audit.record(tx, { subjectType: 'purchase', subjectId: reversed.id, details: { kind } });
        return toAdminPurchase(reversed);
      });
    },
  };
}
