import type { Currency } from '@betogether/contracts/payments/coin-packs.schemas';
import {
  PAYMENT_RETURN_PATHS,
  PAYMENT_RETURN_QUERY_PARAM,
} from '@betogether/contracts/payments/payments.constants';
import type {
  AdminPurchasesPage,
  AdminPurchasesQuery,
  CheckoutResponse,
  PaymentHold,
  PaymentsStatus,
  PurchaseDetail,
  PurchaseStatus,
  PurchasesPage,
  PurchasesQuery,
} from '@betogether/contracts/payments/payments.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { Realtime } from '../../platform/realtime';
import type { UsersService } from '../users/users.service';
import type { CoinPacksService } from './coin-packs.service';
import { purchases } from './payments.tables';
import type { PaymentProviderDriver } from './providers/payment-provider';
import { hasReceipt, toAdminPurchase, toPaymentHold, toPurchase } from './purchase-views';
import * as repo from './purchases.repository';
import { renderReceiptPdf } from './receipt-pdf';
import type { WalletPort } from './wallet-port';

export type PurchasesService = ReturnType<typeof createPurchasesService>;

type Deps = {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletPort, 'balanceOf'>;
  users: Pick<UsersService, 'getUser'>;
  packs: Pick<CoinPacksService, 'packForSale'>;
  realtime: Pick<Realtime, 'emitToUsers'>;
  provider: PaymentProviderDriver;
  publicUrl: string;
  receiptSeller: string;
  log: Pick<Logger, 'error' | 'warn'>;
};

function returnUrls(publicUrl: string, purchaseId: string) {
  const query = `?${PAYMENT_RETURN_QUERY_PARAM}=${encodeURIComponent(purchaseId)}`;
  return {
    successUrl: `${publicUrl}${PAYMENT_RETURN_PATHS.success}${query}`,
    cancelUrl: `${publicUrl}${PAYMENT_RETURN_PATHS.result}${query}`,
  };
}

export function createPurchasesService(deps: Deps) {
  const { db, clock, wallet, provider } = deps;

  async function owned(userId: string, id: string): Promise<repo.PurchaseRow> {
    const row = await repo.findPurchase(db, id);
    // Someone else's purchase answers exactly like a purchase that does not exist.
    if (!row || row.userId !== userId) throw new AppError('PURCHASE_NOT_FOUND');
    return row;
  }

  async function detail(row: repo.PurchaseRow): Promise<PurchaseDetail> {
    const balance = row.status === 'paid' ? await wallet.balanceOf(row.userId) : null;
    return { ...toPurchase(row), balance };
  }

  /** Opens the provider's checkout (outside any transaction: it is slow I/O) and stores it once. */
  async function openCheckout(row: repo.PurchaseRow): Promise<CheckoutResponse> {
    if (row.checkoutUrl) return { purchaseId: row.id, checkoutUrl: row.checkoutUrl };
    if (row.status !== 'pending') throw new AppError('PURCHASE_NOT_PENDING');
    if (row.provider !== provider.name) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    const user = await deps.users.getUser(row.userId);
    let created: { providerRef: string; url: string };
    try {
      created = await provider.createCheckout(
        {
          purchaseId: row.id,
          description: `${row.packName}: ${row.coins} BeTogether gold coins`,
          priceMinor: row.priceMinor,
          currency: row.currency as Currency,
          customerEmail: user.email,
        },
        returnUrls(deps.publicUrl, row.id),
      );
    } catch (err) {
      deps.log.error({ err, purchaseId: row.id }, 'payment provider refused the checkout');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const stored = await repo.setCheckout(db, row.id, {
      providerRef: created.providerRef,
      checkoutUrl: created.url,
      updatedAt: clock.now(),
    });
    const final = stored ?? (await repo.findPurchase(db, row.id));
    if (!final?.checkoutUrl) throw new Error(`purchase ${row.id} lost its checkout`);
    return { purchaseId: final.id, checkoutUrl: final.checkoutUrl };
  }

  return {
    async status(userId: string): Promise<PaymentsStatus> {
      return { provider: provider.name, purchasesAllowed: !(await repo.findOpenHold(db, userId)) };
    },

    /**
     * `POST /api/payments/checkout`: one pending purchase per (member, Idempotency-Key). A repeat
     * answers the same purchase and checkout URL and creates nothing.
     */
    async checkout(
      userId: string,
      packId: string,
      idempotencyKey: string,
    ): Promise<CheckoutResponse & { replayed: boolean }> {
      const existing = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) {
        if (existing.packId !== packId) throw new AppError('CHECKOUT_KEY_REUSED');
        return { ...(await openCheckout(existing)), replayed: true };
      }
      if (await repo.findOpenHold(db, userId)) throw new AppError('PURCHASES_ON_HOLD');
      const pack = await deps.packs.packForSale(packId);
      const now = clock.now();
      const inserted = await repo.insertPurchase(db, {
        userId,
        idempotencyKey,
        packId: pack.id,
        packName: pack.name,
        packCoins: pack.coins,
        packBonusCoins: pack.bonusCoins,
        coins: pack.coins + pack.bonusCoins,
        priceMinor: pack.priceMinor,
        currency: pack.currency,
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) {
        // A concurrent request with the same key won the insert: answer its purchase.
        const twin = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
        if (!twin) throw new Error('purchase insert conflicted but nothing was found');
        if (twin.packId !== packId) throw new AppError('CHECKOUT_KEY_REUSED');
        return { ...(await openCheckout(twin)), replayed: true };
      }
      return { ...(await openCheckout(inserted)), replayed: false };
    },

    async list(userId: string, query: PurchasesQuery): Promise<PurchasesPage> {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.listPurchases(db, { userId }, query.limit + 1, after);
      const page = pageFrom(rows, query.limit, timeCursorOf);
      return { items: page.rows.map(toPurchase), nextCursor: page.nextCursor };
    },

    async get(userId: string, id: string): Promise<PurchaseDetail> {
      return detail(await owned(userId, id));
    },

    /**
     * The buyer came back without paying: the provider's checkout is closed, then the purchase is
     * canceled unless the provider already took the money (its paid event will credit it).
     */
    async cancel(userId: string, id: string): Promise<PurchaseDetail> {
      const row = await owned(userId, id);
      if (row.status === 'canceled') return detail(row);
      if (row.status !== 'pending') throw new AppError('PURCHASE_NOT_PENDING');
      if (row.providerRef) {
        let closed: boolean;
        try {
          closed = await provider.cancelCheckout(row.providerRef);
        } catch (err) {
          deps.log.error({ err, purchaseId: row.id }, 'payment provider did not close the checkout');
          throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
        }
        if (!closed) return detail((await repo.findPurchase(db, id)) ?? row);
      }
      const updated = await db.transaction(async (tx) => {
        const locked = await repo.lockPurchase(tx, eq(purchases.id, id));
        if (locked?.status !== 'pending') return locked;
        return repo.updatePurchase(tx, id, {
          status: 'canceled',
          failureCode: 'canceled',
          failureReason: 'You canceled the payment',
          updatedAt: clock.now(),
        });
      });
      if (!updated) throw new AppError('PURCHASE_NOT_FOUND');
      if (updated.status === 'canceled' && row.status === 'pending')
        deps.realtime.emitToUsers([userId], 'payments:purchase-updated', {
          purchaseId: id,
          status: updated.status as PurchaseStatus,
        });
      return detail(updated);
    },

    async receipt(userId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const row = await owned(userId, id);
      if (!hasReceipt(row) || !row.receiptNumber || !row.paidAt) throw new AppError('RECEIPT_UNAVAILABLE');
      const user = await deps.users.getUser(userId);
      const pdf = await renderReceiptPdf({
        receiptNumber: row.receiptNumber,
        paidAt: row.paidAt,
        seller: deps.receiptSeller,
        buyer: { name: user.displayName, email: user.email },
        pack: { name: row.packName, coins: row.packCoins, bonusCoins: row.packBonusCoins },
        totalCoins: row.coins,
        priceMinor: row.priceMinor,
        currency: row.currency as Currency,
        provider: row.provider,
        refundedAt: row.status === 'refunded' ? row.reversedAt : null,
        language: user.language,
      });
      return { pdf, fileName: `${row.receiptNumber}.pdf` };
    },

    async adminList(query: AdminPurchasesQuery): Promise<AdminPurchasesPage> {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.listPurchases(
        db,
        { userId: query.userId, status: query.status },
        query.limit + 1,
        after,
      );
      const page = pageFrom(rows, query.limit, timeCursorOf);
      return { items: page.rows.map(toAdminPurchase), nextCursor: page.nextCursor };
    },

    async openHolds(): Promise<PaymentHold[]> {
      return (await repo.listOpenHolds(db)).map(toPaymentHold);
    },

    /** Audited: the entry names the member and the charged-back purchase, in the release's transaction. */
    async releaseHold(userId: string, adminId: string, audit: AuditScope): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.releaseHold(tx, userId, { releasedAt: clock.now(), releasedBy: adminId });
        if (!row) throw new AppError('PAYMENT_HOLD_NOT_FOUND');
        await audit.record(tx, {
          subjectType: 'user',
          subjectId: userId,
          details: { purchaseId: row.purchaseId },
        });
      });
    },
  };
}
