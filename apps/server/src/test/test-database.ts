import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

let shared: Promise<Database> | undefined;

/**
 * One database per test worker, migrated once: in-memory PGlite, or a fresh PostgreSQL
 * database (created next to `DATABASE_URL`'s) when that variable is set.
 */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `bt_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString() });
}

/** Empties every table of the app (not the migration history) between tests. */
export async function truncateAll(database: Database): Promise<void> {
  const result = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = (result as unknown as { rows: Array<{ tablename: string }> }).rows;
  if (rows.length === 0) return;
  const list = rows.map((r) => `"public"."${r.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
