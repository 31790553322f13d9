import { createHash } from 'node:crypto';
import {
  type PlatformAccount,
  platformAccounts,
  type TransactionType,
  transactionTypes,
} from '@betogether/contracts/wallet/wallet.constants';
import type { AccountRef } from '@betogether/contracts/wallet/wallet.schemas';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';

/** What a module asks the ledger to write: entries that sum to zero, under a unique key. */
export type Posting = {
  /** Unique across the ledger: a repeat answers the first posting and writes nothing. */
  idempotencyKey: string;
  type: TransactionType;
  /** Human readable, shown in statements. */
  description: string;
  /** E.g. `{ purchaseId, packId }`. */
  metadata?: Record<string, unknown>;
  /** Whole coins, summing to zero, no zero line, at least two lines, one line per account. */
  entries: Array<{ account: AccountRef; coins: number }>;
  /** The transaction this one reverses (type 'reversal'; refunds and chargebacks may point to one too). */
  reversesId?: string;
  /** The admin who did it. */
  actorId?: string;
};

/**
 * A line as the posting function takes it: member (u), escrow (e) or platform (p) account, coins
 * (c). `e` only on escrow lines: the lines of other postings hash as they always did.
 */
export type LedgerLine = { u: string | null; e?: string; p: PlatformAccount | null; c: number };

/** A single movement bigger than this is certainly a mistake (and sums stay exact in JavaScript). */
const MAX_LINE_COINS = 1_000_000_000_000;
const reversingTypes: readonly TransactionType[] = ['reversal', 'refund', 'chargeback'];

function invalid(detail: string): AppError {
  return new AppError('INVALID_POSTING', { detail });
}

/** The account's place in the one order every posting locks accounts in (no deadlocks). */
function accountKey(account: AccountRef): string {
  if ('userId' in account) return `m:${account.userId.toLowerCase()}`;
  if ('escrow' in account) return `e:${account.escrow.toLowerCase()}`;
  return `p:${account.platform}`;
}

/**
 * Checks a posting against the ledger's rules and answers its lines in lock order, with the
 * amount it moves (the sum of its credits). Throws INVALID_POSTING (422) naming the broken rule.
 */
export function preparePosting(posting: Posting): { lines: LedgerLine[]; amount: number } {
  const key = posting.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 255)
    throw invalid('The idempotency key must have 1 to 255 characters');
  if (!transactionTypes.includes(posting.type)) throw invalid(`Unknown transaction type ${posting.type}`);
  if (typeof posting.description !== 'string' || posting.description.trim().length === 0)
    throw invalid('A description is required');
  if (posting.description.length > 500) throw invalid('The description has more than 500 characters');
  if (posting.metadata !== undefined && (posting.metadata === null || Array.isArray(posting.metadata)))
    throw invalid('Metadata must be an object');
  if (posting.reversesId !== undefined) {
    if (!isUuid(posting.reversesId)) throw invalid('reversesId must be a transaction id');
    if (!reversingTypes.includes(posting.type))
      throw invalid(`A ${posting.type} transaction cannot reverse another one`);
  } else if (posting.type === 'reversal') {
    throw invalid('A reversal must name the transaction it reverses');
  }
  if (posting.actorId !== undefined && !isUuid(posting.actorId)) throw invalid('actorId must be a user id');
  if (!Array.isArray(posting.entries) || posting.entries.length < 2)
    throw invalid('A transaction has at least two entries');

  const seen = new Set<string>();
  let sum = 0;
  let amount = 0;
  const keyed: Array<{ key: string; line: LedgerLine }> = [];
  for (const entry of posting.entries) {
    const { account, coins } = entry;
    if (!Number.isSafeInteger(coins)) throw invalid('Coins are whole numbers');
    if (coins === 0) throw invalid('An entry of 0 coins is not allowed');
    if (Math.abs(coins) > MAX_LINE_COINS) throw invalid(`An entry is limited to ${MAX_LINE_COINS} coins`);
    let line: LedgerLine;
    if (account && 'userId' in account && typeof account.userId === 'string') {
      if (!isUuid(account.userId)) throw invalid('A member account is named by a user id');
      line = { u: account.userId.toLowerCase(), p: null, c: coins };
    } else if (account && 'escrow' in account && typeof account.escrow === 'string') {
      if (!isUuid(account.escrow)) throw invalid('An escrow account is named by an id');
      line = { u: null, e: account.escrow.toLowerCase(), p: null, c: coins };
    } else if (account && 'platform' in account && platformAccounts.includes(account.platform)) {
      line = { u: null, p: account.platform, c: coins };
    } else {
      throw new AppError('LEDGER_ACCOUNT_UNKNOWN', { detail: `Unknown account ${JSON.stringify(account)}` });
    }
    const key = accountKey(account);
    if (seen.has(key)) throw invalid('An account appears at most once in a transaction');
    seen.add(key);
    sum += coins;
    if (coins > 0) amount += coins;
    keyed.push({ key, line });
  }
  if (sum !== 0) throw invalid(`The entries sum to ${sum}, not 0`);
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { lines: keyed.map((k) => k.line), amount };
}

/** JSON with object keys sorted at every level: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 of everything a posting says: a repeated key with other content is recognised by it. */
export function postingHash(posting: Posting, lines: LedgerLine[]): string {
  const content = {
    type: posting.type,
    description: posting.description,
    metadata: posting.metadata ?? {},
    lines,
    reversesId: posting.reversesId?.toLowerCase() ?? null,
    actorId: posting.actorId?.toLowerCase() ?? null,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}
