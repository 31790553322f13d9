import type {
  AdminCoinPack,
  CoinPack,
  CreateCoinPackBody,
  Currency,
  UpdateCoinPackBody,
} from '@betogether/contracts/payments/coin-packs.schemas';
import { createCoinPackBodySchema } from '@betogether/contracts/payments/coin-packs.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as repo from './coin-packs.repository';

export type CoinPacksService = ReturnType<typeof createCoinPacksService>;

function toCoinPack(row: repo.CoinPackRow): CoinPack {
  return {
    id: row.id,
    name: row.name,
    coins: row.coins,
    bonusCoins: row.bonusCoins,
    totalCoins: row.coins + row.bonusCoins,
    priceMinor: row.priceMinor,
    currency: row.currency as Currency,
    position: row.position,
  };
}

function toAdminCoinPack(row: repo.CoinPackRow): AdminCoinPack {
  return {
    ...toCoinPack(row),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createCoinPacksService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async listActive(): Promise<CoinPack[]> {
      return (await repo.listActivePacks(db)).map(toCoinPack);
    },

    async listAll(): Promise<AdminCoinPack[]> {
      return (await repo.listAllPacks(db)).map(toAdminCoinPack);
    },

    /** The pack a checkout buys; 404 when unknown, 409 when no longer for sale. */
    async packForSale(id: string): Promise<repo.CoinPackRow> {
      const row = await repo.findPack(db, id);
      if (!row) throw new AppError('COIN_PACK_NOT_FOUND');
      if (!row.active) throw new AppError('COIN_PACK_UNAVAILABLE');
      return row;
    },

    /** Audited: the entry lists the new pack's fields, in the transaction that creates it. */
    async create(body: CreateCoinPackBody, audit: AuditScope): Promise<AdminCoinPack> {
      const values = createCoinPackBodySchema.parse(body);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await repo.insertPack(tx, { ...values, createdAt: now, updatedAt: now });
        await audit.record(tx, { subjectType: 'coin-pack', subjectId: row.id, details: { ...values } });
        return toAdminCoinPack(row);
      });
    },

    /**
     * Past purchases keep their own copy of the pack: nothing here reaches them. Audited: the entry
     * lists the changes, in the transaction that makes them (none for an unknown pack).
     */
    async update(id: string, body: UpdateCoinPackBody, audit: AuditScope): Promise<AdminCoinPack> {
      return db.transaction(async (tx) => {
        const row = await repo.updatePack(tx, id, { ...body, updatedAt: clock.now() });
        if (!row) throw new AppError('COIN_PACK_NOT_FOUND');
        await audit.record(tx, { subjectType: 'coin-pack', subjectId: row.id, details: { ...body } });
        return toAdminCoinPack(row);
      });
    },

    /** Adds these packs when the catalogue is empty; a catalogue an admin made is left alone. */
    async seedIfEmpty(packs: CreateCoinPackBody[]): Promise<{ created: number }> {
      return db.transaction(async (tx) => {
        // Two seeders at once must not both find the catalogue empty.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coin-packs-seed'))`);
        if ((await repo.countPacks(tx)) > 0) return { created: 0 };
        const now = clock.now();
        for (const pack of packs)
          await repo.insertPack(tx, {
            ...createCoinPackBodySchema.parse(pack),
            createdAt: now,
            updatedAt: now,
          });
        return { created: packs.length };
      });
    },
  };
}
