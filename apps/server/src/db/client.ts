import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PgBossTarget } from '../platform/queue/pgboss-queue';
import { serverRoot } from '../server-root';
import { trackCommits } from './after-commit';
import { lockDataDir } from './data-dir-lock';

/** The database: queries are built from each module's own tables (`*.tables.ts`). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** An open transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A query runs on the database or inside a transaction: repositories take either. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the durable job queue keeps its jobs: the same PGlite connection, or the same PostgreSQL. */
  queueTarget: PgBossTarget;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');

type Options = { databaseUrl?: string | undefined; dataDir?: string | undefined };

/**
 * PostgreSQL when a URL is given, otherwise PGlite: persisted in `<dataDir>/db`, or in memory
 * when no data directory is given (tests). Migrations are applied before the database is returned.
 */
export async function openDatabase(options: Options): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = trackCommits(drizzlePg(pool) as unknown as Db);
  const client = await pool.connect();
  try {
    // Several app processes may start together: one migrates, the others wait.
    await client.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    queueTarget: { kind: 'postgres', url },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // Extensions the migrations create must be loaded into PGlite first (they are built in on PostgreSQL).
    const extensions = { pg_trgm };
    const client = dataDir
      ? new PGlite(path.join(dataDir, 'db'), { extensions })
      : new PGlite({ extensions });
    await client.waitReady;
    const db = trackCommits(drizzlePglite(client) as unknown as Db);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      queueTarget: { kind: 'pglite', client },
      async ping() {
        await client.query('select 1');
      },
      async close() {
        if (closed) return;
        closed = true;
        if (dataDir) await client.query('CHECKPOINT');
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
