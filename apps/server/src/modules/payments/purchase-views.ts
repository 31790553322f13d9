import type { Currency } from '@betogether/contracts/payments/coin-packs.schemas';
import type {
  AdminPurchase,
  PaymentHold,
  PaymentProvider,
  Purchase,
  PurchaseFailureCode,
  PurchaseStatus,
} from '@betogether/contracts/payments/payments.schemas';
import type { PaymentHoldRow, PurchaseRow } from './purchases.repository';

/** Receipts exist for paid purchases, and stay (marked refunded) after a refund. */
export function hasReceipt(row: Pick<PurchaseRow, 'status' | 'receiptNumber'>): boolean {
  return (row.status === 'paid' || row.status === 'refunded') && row.receiptNumber !== null;
}

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    status: row.status as PurchaseStatus,
    pack: { id: row.packId, name: row.packName, coins: row.packCoins, bonusCoins: row.packBonusCoins },
    coins: row.coins,
    priceMinor: row.priceMinor,
    currency: row.currency as Currency,
    provider: row.provider as PaymentProvider,
    failureCode: row.failureCode as PurchaseFailureCode | null,
    failureReason: row.failureReason,
    receiptAvailable: hasReceipt(row),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

export function toAdminPurchase(row: PurchaseRow): AdminPurchase {
  return {
    ...toPurchase(row),
    userId: row.userId,
    coinsTakenBack: row.coinsTakenBack,
    shortfallCoins: row.shortfallCoins,
  };
}

export function toPaymentHold(row: PaymentHoldRow): PaymentHold {
  return {
    userId: row.userId,
    purchaseId: row.purchaseId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
