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

    async create(body: CreateCoinPackBody): Promise<AdminCoinPack> {
      const values = createCoinPackBodySchema.parse(body);
      const now = clock.now();
      return toAdminCoinPack(await repo.insertPack(db, { ...values, createdAt: now, updatedAt: now }));
    },

    /** Past purchases keep their own copy of the pack: nothing here reaches them. */
    async update(id: string, body: UpdateCoinPackBody): Promise<AdminCoinPack> {
      const row = await repo.updatePack(db, id, { ...body, updatedAt: clock.now() });
      if (!row) throw new AppError('COIN_PACK_NOT_FOUND');
      return toAdminCoinPack(row);
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
