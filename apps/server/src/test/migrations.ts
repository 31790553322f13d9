import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackCommits } from '../db/after-commit';
import type { Db } from '../db/client';
import { serverRoot } from '../server-root';

/** Tests of a migration on data: the schema before it, rows written there, then the migration. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The migrations folder as it was before `tag`: the journal's earlier entries and their SQL. */
export function folderBefore(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: earlier } of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${earlier}.sql`), path.join(dir, `${earlier}.sql`));
  return dir;
}

export type Fresh = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** An empty database of its own: PGlite, or a new PostgreSQL database next to `DATABASE_URL`'s. */
export async function freshDatabase(): Promise<Fresh> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = new PGlite({ extensions: { pg_trgm } });
    return {
      db: trackCommits(drizzlePglite(client) as unknown as Db),
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `bt_migration_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
  let closing = false;
  // `pool.end()` resolves before the server has seen every connection go: the drop below may end
  // one that is still closing, whose FATAL 57P01 would otherwise be an unhandled error of the run.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!closing) throw error;
    }),
  );
  return {
    db: trackCommits(drizzlePg(pool) as unknown as Db),
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    async close() {
      closing = true;
      await pool.end();
      // Give the server a moment to see the connections go, then drop whatever is left.
      for (let tries = 0; tries < 50; tries += 1) {
        const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (left.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
