import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coinPacks } from './payments.tables';

export type CoinPackRow = typeof coinPacks.$inferSelect;
type NewCoinPack = typeof coinPacks.$inferInsert;

export async function listActivePacks(db: Executor): Promise<CoinPackRow[]> {
  return db
    .select()
    .from(coinPacks)
    .where(eq(coinPacks.active, true))
    .orderBy(asc(coinPacks.position), asc(coinPacks.createdAt), asc(coinPacks.id));
}

/** Every pack, active first, then by position (a catalogue of a few dozen rows at most). */
export async function listAllPacks(db: Executor): Promise<CoinPackRow[]> {
  return db
    .select()
    .from(coinPacks)
    .orderBy(desc(coinPacks.active), asc(coinPacks.position), asc(coinPacks.createdAt), asc(coinPacks.id));
}

export async function findPack(db: Executor, id: string): Promise<CoinPackRow | undefined> {
  const [row] = await db.select().from(coinPacks).where(eq(coinPacks.id, id)).limit(1);
  return row;
}

export async function insertPack(db: Executor, values: NewCoinPack): Promise<CoinPackRow> {
  const [row] = await db.insert(coinPacks).values(values).returning();
  if (!row) throw new Error('coin pack insert returned nothing');
  return row;
}

export async function updatePack(
  db: Executor,
  id: string,
  values: Partial<NewCoinPack>,
): Promise<CoinPackRow | undefined> {
  const [row] = await db.update(coinPacks).set(values).where(eq(coinPacks.id, id)).returning();
  return row;
}

export async function countPacks(db: Executor): Promise<number> {
  return (await db.$count(coinPacks)) as number;
}
