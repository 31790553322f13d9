import type { TransactionType } from '@betogether/contracts/wallet/wallet.constants';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { containsPattern } from '../../platform/search-text';
import { users } from '../users/users.tables';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './wallet.tables';

/**
 * The members an admin's filter names: the id or the email exactly, else a part of the name or
 * username, case and accents ignored ("zoe" finds "Zoé Dupont"; "@ana" the username "ana_b").
 * The trigram index on `search_name` serves the `like '%…%'`.
 */
function memberMatches(member: string): SQL {
  const value = member.trim();
  if (isUuid(value)) return eq(users.id, value.toLowerCase());
  const username = /^@[^@]+$/.test(value) ? value.slice(1) : null;
  if (!username && value.includes('@')) return eq(users.email, value.toLowerCase());
  return sql`${users.searchName} like ${containsPattern(username ?? value)}`;
}

/**
 * Members for the adjustment picker, with their balance: the id or email exactly, or a part of the
 * folded name and username (the trigram index serves `like '%…%'`); exact matches first.
 */
export async function searchMembers(db: Executor, q: string, limit: number) {
  const value = q.trim();
  const exact = isUuid(value)
    ? eq(users.id, value.toLowerCase())
    : value.includes('@')
      ? eq(users.email, value.toLowerCase())
      : null;
  const pattern = containsPattern(value);
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      email: users.email,
      balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(
      exact ? sql`${exact} or ${users.searchName} like ${pattern}` : sql`${users.searchName} like ${pattern}`,
    )
    .orderBy(...(exact ? [sql`(${exact}) desc`] : []), users.username)
    .limit(limit);
}

export type AdminFilters = {
  /** Transactions that touched the wallet of a member it names (see memberMatches). */
  member?: string | undefined;
  type?: TransactionType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minCoins?: number | undefined;
  maxCoins?: number | undefined;
};

const actor = alias(users, 'actor');
const reversal = alias(ledgerTransactions, 'reversal');

const summaryColumns = {
  id: ledgerTransactions.id,
  number: ledgerTransactions.number,
  type: ledgerTransactions.type,
  description: ledgerTransactions.description,
  amount: ledgerTransactions.amount,
  createdAt: ledgerTransactions.createdAt,
  reversesId: ledgerTransactions.reversesId,
  reversedById: reversal.id,
  actorId: actor.id,
  actorUsername: actor.username,
  actorFirstName: actor.firstName,
  actorLastName: actor.lastName,
  actorAvatarUrl: actor.avatarUrl,
};

/** Every transaction, newest first by number (its unique index read backwards), `limit + 1` rows. */
export function listTransactions(
  db: Executor,
  filters: AdminFilters,
  limit: number,
  beforeNumber: number | null,
) {
  const conditions: Array<SQL | undefined> = [
    filters.member
      ? inArray(
          ledgerTransactions.id,
          db
            .select({ id: ledgerEntries.transactionId })
            .from(ledgerEntries)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
            .innerJoin(users, eq(users.id, ledgerAccounts.userId))
            .where(memberMatches(filters.member)),
        )
      : undefined,
    filters.type ? eq(ledgerTransactions.type, filters.type) : undefined,
    filters.from ? gte(ledgerTransactions.createdAt, filters.from) : undefined,
    filters.to ? sql`${ledgerTransactions.createdAt} < ${filters.to.toISOString()}::timestamptz` : undefined,
    filters.minCoins !== undefined ? gte(ledgerTransactions.amount, filters.minCoins) : undefined,
    filters.maxCoins !== undefined ? lte(ledgerTransactions.amount, filters.maxCoins) : undefined,
    beforeNumber !== null ? sql`${ledgerTransactions.number} < ${beforeNumber}` : undefined,
  ];
  return db
    .select(summaryColumns)
    .from(ledgerTransactions)
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransactions.id))
    .leftJoin(actor, eq(actor.id, ledgerTransactions.actorId))
    .where(and(...conditions))
    .orderBy(desc(ledgerTransactions.number))
    .limit(limit + 1);
}

export async function findTransaction(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      metadata: ledgerTransactions.metadata,
      reversalNumber: reversal.number,
      reversalType: reversal.type,
    })
    .from(ledgerTransactions)
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransactions.id))
    .leftJoin(actor, eq(actor.id, ledgerTransactions.actorId))
    .where(eq(ledgerTransactions.id, id))
    .limit(1);
  return row;
}

export async function transactionLink(db: Executor, id: string) {
  const [row] = await db
    .select({ id: ledgerTransactions.id, number: ledgerTransactions.number, type: ledgerTransactions.type })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, id))
    .limit(1);
  return row;
}

/** The entries of these transactions with their accounts and members, in ledger order. */
export function entriesOf(db: Executor, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      transactionId: ledgerEntries.transactionId,
      coins: ledgerEntries.coins,
      balanceAfter: ledgerEntries.balanceAfter,
      code: ledgerAccounts.code,
      escrowId: ledgerAccounts.escrowId,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(inArray(ledgerEntries.transactionId, transactionIds))
    .orderBy(ledgerEntries.id);
}
