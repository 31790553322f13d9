import type { PlatformAccount, TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import { describeTransaction } from '@betogether/contracts/wallet/wallet.descriptions';
import type {
  AdjustmentBody,
  AdjustmentResponse,
  AdminMemberSearchQuery,
  AdminTransaction,
  AdminTransactionDetail,
  AdminTransactionsCsvQuery,
  AdminTransactionsPage,
  AdminTransactionsQuery,
  AdminWalletMembersResponse,
  LedgerAccount,
  ReverseResponse,
} from '@betogether/contracts/wallet/wallet-admin.schemas';
import type { Db, Tx } from '../../db/client';
import type { AuditScope, AuditSubject } from '../../platform/audit-scope';
import { csvPages } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeCursor, pageFrom } from '../../platform/pagination';
import type { PostResult, WalletService } from './wallet.service';
import './wallet.events';
import * as adminRepo from './wallet-admin.repository';

type Deps = {
  db: Db;
  wallet: Pick<WalletService, 'post' | 'reverse' | 'announce'>;
  /** `wallet.admin-corrected`: the member is told (notifications). */
  events?: Pick<EventBus, 'publish'>;
};

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;

const platformLabels: Record<PlatformAccount, string> = {
  issuance: 'Coin issuance',
  purchases_clearing: 'Purchases clearing',
  promotions: 'Promotions',
  adjustments: 'Manual adjustments',
  chargeback_losses: 'Chargeback losses',
  task_fees: 'Task platform fees',
  payouts: 'Paid out',
  withdrawal_fees: 'Withdrawal fees',
};

const CSV_BATCH = 500;

type SummaryRow = Awaited<ReturnType<typeof adminRepo.listTransactions>>[number];
type EntryRow = Awaited<ReturnType<typeof adminRepo.entriesOf>>[number];

function person(row: {
  userId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}) {
  return {
    id: row.userId ?? '',
    username: row.username ?? '',
    displayName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    avatarUrl: row.avatarUrl,
  };
}

function toSummary(row: SummaryRow, entries: EntryRow[]): AdminTransaction {
  return {
    id: row.id,
    number: row.number,
    type: row.type as TransactionType,
    description: row.description,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId
      ? person({
          userId: row.actorId,
          username: row.actorUsername,
          firstName: row.actorFirstName,
          lastName: row.actorLastName,
          avatarUrl: row.actorAvatarUrl,
        })
      : null,
    members: entries.filter((e) => e.userId).map((e) => ({ ...person(e), coins: e.coins })),
    reversesId: row.reversesId,
    reversedById: row.reversedById,
  };
}

function toAccount(entry: EntryRow): LedgerAccount {
  if (entry.userId) return { kind: 'member', member: person(entry) };
  if (entry.escrowId) return { kind: 'escrow', escrowId: entry.escrowId, label: 'Task escrow' };
  const code = entry.code as PlatformAccount;
  return { kind: 'platform', code, label: platformLabels[code] ?? code };
}

/** The admin side of the ledger: every transaction, adjustments and reversals (audited). */
export function createWalletAdminService(deps: Deps) {
  const { db, wallet } = deps;

  async function filtersOf(query: AdminTransactionsCsvQuery): Promise<adminRepo.AdminFilters | null> {
    return {
      // An id or email exactly, or a part of a name or username: every member it names.
      member: query.member,
      type: query.type,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      minCoins: query.minCoins,
      maxCoins: query.maxCoins,
    };
  }

  async function page(query: AdminTransactionsCsvQuery, limit: number, cursor: string | undefined) {
    const position = decodeCursor(cursor, ['number'] as const);
    const filters = await filtersOf(query);
    if (!filters) return { items: [] as AdminTransaction[], nextCursor: null };
    const rows = await adminRepo.listTransactions(db, filters, limit, position ? position[0] : null);
    const { rows: pageRows, nextCursor } = pageFrom(rows, limit, (row) => [row.number]);
    const entries = await adminRepo.entriesOf(
      db,
      pageRows.map((row) => row.id),
    );
    const byTransaction = new Map<string, EntryRow[]>();
    for (const entry of entries) {
      const list = byTransaction.get(entry.transactionId);
      if (list) list.push(entry);
      else byTransaction.set(entry.transactionId, [entry]);
    }
    return {
      items: pageRows.map((row) => toSummary(row, byTransaction.get(row.id) ?? [])),
      nextCursor,
    };
  }

  /** Each member whose wallet the correction touched is told, with the coins and the reason. */
  async function tellMembers(
    tx: Tx,
    kind: 'adjustment' | 'reversal',
    actorId: string,
    reason: string,
    posted: PostResult,
  ) {
    if (!deps.events) return;
    for (const entry of posted.transaction.entries)
      if ('userId' in entry.account)
        await deps.events.publish(tx, 'wallet.admin-corrected', {
          kind,
          memberId: entry.account.userId,
          actorId,
          coins: entry.coins,
          reason,
          transactionId: posted.transaction.id,
        });
  }

  async function audited<T extends PostResult>(
    audit: AuditScope,
    run: (tx: Tx) => Promise<T>,
    record: (result: T) => AuditSubject,
    after?: (tx: Tx, result: T) => Promise<void>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const posted = await run(tx);
      if (!posted.replayed) {
        await audit.record(tx, record(posted));
        await after?.(tx, posted);
      }
      return posted;
    });
    if (!result.replayed) wallet.announce(result.transaction);
    return result;
  }

  return {
    /** The adjustment dialog's member picker: id, email, or part of a name, with balances. */
    async members(query: AdminMemberSearchQuery): Promise<AdminWalletMembersResponse> {
      const rows = await adminRepo.searchMembers(db, query.q, query.limit);
      return {
        items: rows.map((row) => ({
          ...person({ ...row, userId: row.id }),
          email: row.email,
          balance: row.balance,
        })),
      };
    },

    list(query: AdminTransactionsQuery): Promise<AdminTransactionsPage> {
      return page(query, query.limit, query.cursor);
    },

    async detail(id: string): Promise<AdminTransactionDetail> {
      const row = await adminRepo.findTransaction(db, id);
      if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
      const entries = await adminRepo.entriesOf(db, [row.id]);
      const reverses = row.reversesId ? await adminRepo.transactionLink(db, row.reversesId) : undefined;
      return {
        ...toSummary(row, entries),
        idempotencyKey: row.idempotencyKey,
        metadata: row.metadata,
        entries: entries.map((entry) => ({
          account: toAccount(entry),
          coins: entry.coins,
          balanceAfter: entry.balanceAfter,
        })),
        reverses: reverses ? { ...reverses, type: reverses.type as TransactionType } : null,
        reversedBy:
          row.reversedById && row.reversalNumber !== null
            ? { id: row.reversedById, number: row.reversalNumber, type: row.reversalType as TransactionType }
            : null,
      };
    },

    csv(query: AdminTransactionsCsvQuery): AsyncGenerator<string> {
      return csvPages(
        [
          'date',
          'number',
          'type',
          'description',
          'amount',
          'members',
          'actor',
          'reverses',
          'reversed_by',
          'transaction_id',
        ],
        (cursor) => page(query, CSV_BATCH, cursor),
        (item) => [
          item.createdAt,
          item.number,
          item.type,
          item.description,
          item.amount,
          item.members.map((m) => `${m.username} ${m.coins > 0 ? '+' : ''}${m.coins}`).join('; '),
          item.actor?.username ?? null,
          item.reversesId,
          item.reversedById,
          item.id,
        ],
      );
    },

    /** A manual credit (coins > 0) or debit of a member against the `adjustments` account. */
    async adjust(
      actorId: string,
      key: string,
      body: AdjustmentBody,
      audit: AuditScope,
    ): Promise<AdjustmentResponse & { replayed: boolean }> {
      const userId = body.userId.toLowerCase();
      let result: PostResult;
      try {
        result = await audited(
          audit,
          (tx) =>
            wallet.post(
              {
                // Keys are the admin's own: two admins' "1" are two requests.
                idempotencyKey: `admin-adjustment:${actorId}:${key}`,
                type: 'admin_adjustment',
                description: body.reason,
                metadata: {
                  reason: body.reason,
                  text: describeTransaction('adjustment', { reason: body.reason }).code,
                },
                actorId,
                entries: [
                  { account: { userId }, coins: body.coins },
                  { account: { platform: 'adjustments' }, coins: -body.coins },
                ],
              },
              { tx },
            ),
          (posted) => ({
            subjectType: 'user',
            subjectId: userId,
            details: {
              transactionId: posted.transaction.id,
              transactionNumber: posted.transaction.number,
              coins: body.coins,
              reason: body.reason,
            },
          }),
          (tx, posted) => tellMembers(tx, 'adjustment', actorId, body.reason, posted),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'LEDGER_ACCOUNT_UNKNOWN')
          throw new AppError('MEMBER_NOT_FOUND');
        throw error;
      }
      const mine = result.transaction.entries.find(
        (e) => 'userId' in e.account && e.account.userId === userId,
      );
      return { transaction: result.transaction, balance: mine?.balanceAfter ?? 0, replayed: result.replayed };
    },

    async reverse(
      actorId: string,
      transactionId: string,
      key: string,
      reason: string,
      audit: AuditScope,
    ): Promise<ReverseResponse & { replayed: boolean }> {
      const result = await audited(
        audit,
        async (tx) => {
          // A purchase's coins go back through the provider's refund (payments), which also marks
          // the purchase refunded and, for a chargeback, places the hold: a ledger-only reversal
          // here would leave the purchase "paid" and a later refund would find it reversed.
          const target = isUuid(transactionId)
            ? await adminRepo.transactionLink(tx, transactionId)
            : undefined;
          if (target?.type === 'purchase') throw new AppError('PURCHASE_NOT_REVERSIBLE');
          // A task's coins follow its lifecycle (tasks): the unspent budget comes back when the
          // task ends or is cancelled; a reversal here would leave the task and its escrow apart.
          if (target?.type.startsWith('task_')) throw new AppError('TASK_POSTING_NOT_REVERSIBLE');
          const described = describeTransaction('reversal', { reason });
          return wallet.reverse(transactionId, {
            idempotencyKey: `admin-reversal:${actorId}:${key}`,
            description: described.text,
            metadata: { reason, text: described.code },
            actorId,
            tx,
          });
        },
        (posted) => ({
          subjectType: 'transaction',
          subjectId: transactionId.toLowerCase(),
          details: {
            reversalId: posted.transaction.id,
            reversalNumber: posted.transaction.number,
            reason,
          },
        }),
        (tx, posted) => tellMembers(tx, 'reversal', actorId, reason, posted),
      );
      return { transaction: result.transaction, replayed: result.replayed };
    },
  };
}
