import type { PaymentProvider, PurchaseStatus } from '@betogether/contracts/payments/payments.schemas';
import { describeTransaction } from '@betogether/contracts/wallet/wallet.descriptions';
import type { PostedTransaction } from '@betogether/contracts/wallet/wallet.schemas';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import type { PaymentProviderDriver, ProviderEvent, WebhookHeaders } from './providers/payment-provider';
import { formatReceiptNumber, splitReversal, transition } from './purchase-state';
import * as repo from './purchases.repository';
import type { WalletPort } from './wallet-port';

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;

type Deps = {
  db: Db;
  clock: Clock;
  wallet: WalletPort;
  realtime: Pick<Realtime, 'emitToUsers'>;
  provider: PaymentProviderDriver;
};

export type EventOutcome = {
  duplicate: boolean;
  /** Ledger transactions posted inside the event's transaction, announced after the commit. */
  posted: PostedTransaction[];
  outcome: 'credited' | 'reversed' | 'closed' | 'failed' | 'ignored' | 'duplicate';
  purchaseId: string | null;
};

/**
 * Provider events → purchase state and ledger. Each event is applied in one database transaction:
 * the event is recorded (a repeat stops there), the purchase is locked, the state machine decides,
 * and the ledger posting commits together with the new status.
 */
export function createPaymentEventsService(deps: Deps) {
  const { db, clock, wallet, realtime, provider } = deps;

  async function credit(
    tx: Executor,
    purchase: repo.PurchaseRow,
    event: ProviderEvent,
  ): Promise<PostedTransaction> {
    const now = clock.now();
    const year = now.getUTCFullYear();
    const receiptNumber = formatReceiptNumber(year, await repo.nextReceiptSequence(tx, year));
    const described = describeTransaction('purchase', {
      pack: purchase.packName,
      coins: purchase.coins,
      receipt: receiptNumber,
    });
    const { transaction } = await wallet.post(
      {
        idempotencyKey: `purchase:${purchase.id}`,
        type: 'purchase',
        description: described.text,
        metadata: { purchaseId: purchase.id, packId: purchase.packId, receiptNumber, text: described.code },
        entries: [
          { account: { platform: 'issuance' }, coins: -purchase.coins },
          { account: { userId: purchase.userId }, coins: purchase.coins },
        ],
      },
      { tx },
    );
    await repo.updatePurchase(tx, purchase.id, {
      status: 'paid',
      receiptNumber,
      creditTransactionId: transaction.id,
      paidAt: now,
      updatedAt: now,
      failureCode: null,
      failureReason: null,
      providerPaymentRef: purchase.providerPaymentRef ?? event.paymentRef ?? null,
    });
    return transaction;
  }

  /**
   * Takes back what the member still has of the credited coins; the part already spent is booked
   * to the chargeback_losses platform account. The member's balance is locked first, so no spend
   * can slip between reading it and posting.
   */
  async function reverse(
    tx: Executor,
    purchase: repo.PurchaseRow,
    kind: 'refunded' | 'charged_back',
  ): Promise<PostedTransaction> {
    if (!purchase.creditTransactionId) throw new Error(`paid purchase ${purchase.id} has no credit`);
    const balance = await wallet.balanceOf(purchase.userId, { tx, forUpdate: true });
    const { takeBack, shortfall } = splitReversal(balance, purchase.coins);
    const entries = [
      { account: { platform: 'issuance' as const }, coins: purchase.coins },
      ...(takeBack > 0 ? [{ account: { userId: purchase.userId }, coins: -takeBack }] : []),
      ...(shortfall > 0 ? [{ account: { platform: 'chargeback_losses' as const }, coins: -shortfall }] : []),
    ];
    const described = describeTransaction(kind === 'refunded' ? 'refund' : 'chargeback', {
      pack: purchase.packName,
      receipt: purchase.receiptNumber ?? '',
      takenBack: takeBack,
      shortfall,
    });
    const { transaction } = await wallet.post(
      {
        idempotencyKey: `purchase:${purchase.id}:${kind}`,
        type: kind === 'refunded' ? 'refund' : 'chargeback',
        description: described.text,
        metadata: {
          purchaseId: purchase.id,
          coinsTakenBack: takeBack,
          shortfallCoins: shortfall,
          text: described.code,
        },
        entries,
        reversesId: purchase.creditTransactionId,
      },
      { tx },
    );
    const now = clock.now();
    await repo.updatePurchase(tx, purchase.id, {
      status: kind,
      reversalTransactionId: transaction.id,
      coinsTakenBack: takeBack,
      shortfallCoins: shortfall,
      reversedAt: now,
      updatedAt: now,
    });
    return transaction;
  }

  async function apply(tx: Executor, event: ProviderEvent): Promise<EventOutcome> {
    const fresh = await repo.recordEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      purchaseId: null,
      outcome: 'pending',
    });
    if (!fresh) return { duplicate: true, outcome: 'duplicate', purchaseId: null, posted: [] };
    const purchase = await repo.lockPurchaseForEvent(tx, provider.name, event);
    // Not ours yet (e.g. a refund that names a payment we have not heard of): a 404 rolls the
    // event back, and the provider delivers it again later.
    if (!purchase) throw new AppError('PURCHASE_NOT_FOUND');
    const step = transition(purchase.status as PurchaseStatus, event.type);
    let outcome: EventOutcome['outcome'];
    const posted: PostedTransaction[] = [];
    const now = clock.now();
    switch (step.action) {
      case 'credit':
        posted.push(await credit(tx, purchase, event));
        outcome = 'credited';
        break;
      case 'reverse':
        posted.push(await reverse(tx, purchase, step.status));
        outcome = 'reversed';
        break;
      case 'close':
        await repo.updatePurchase(tx, purchase.id, {
          status: step.status,
          coinsTakenBack: 0,
          shortfallCoins: 0,
          reversedAt: now,
          updatedAt: now,
        });
        outcome = 'closed';
        break;
      case 'fail':
        await repo.updatePurchase(tx, purchase.id, {
          status: step.status,
          failureCode: event.failureCode ?? (step.status === 'canceled' ? 'canceled' : 'declined'),
          failureReason: event.reason?.slice(0, 500) ?? null,
          updatedAt: now,
        });
        outcome = 'failed';
        break;
      case 'ignore':
        outcome = 'ignored';
        break;
    }
    if (event.type === 'charged_back')
      await repo.insertHold(tx, {
        userId: purchase.userId,
        purchaseId: purchase.id,
        reason: (event.reason ?? 'Payment charged back').slice(0, 200),
      });
    await repo.setEventOutcome(tx, provider.name, event.id, { purchaseId: purchase.id, outcome });
    return { duplicate: false, outcome, purchaseId: purchase.id, posted };
  }

  async function applyEvent(event: ProviderEvent): Promise<EventOutcome> {
    const result = await db.transaction((tx) => apply(tx, event));
    for (const transaction of result.posted) wallet.announce(transaction);
    if (result.purchaseId && result.outcome !== 'ignored' && result.outcome !== 'duplicate') {
      const purchase = await repo.findPurchase(db, result.purchaseId);
      if (purchase)
        realtime.emitToUsers([purchase.userId], 'payments:purchase-updated', {
          purchaseId: purchase.id,
          status: purchase.status as PurchaseStatus,
        });
    }
    return result;
  }

  return {
    applyEvent,
    /** `POST /api/payments/webhooks/:provider`: only the active provider's endpoint exists. */
    async handleWebhook(
      providerName: string,
      rawBody: Buffer,
      headers: WebhookHeaders,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (providerName !== (provider.name satisfies PaymentProvider)) throw new AppError('NOT_FOUND');
      const event = await provider.verifyWebhook(rawBody, headers);
      if (!event) return { received: true, duplicate: false };
      const result = await applyEvent(event);
      return { received: true, duplicate: result.duplicate };
    },
  };
}
