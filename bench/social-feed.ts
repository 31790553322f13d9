import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { type Run, readLoad } from './read-load';
import { startServer } from './server-process';
import { BENCH_MEMBERS, benchToken, POSTS, socialDatasetStatements } from './social-dataset';

/**
 * Feed page latency and throughput over 100,000 members and 1,000,000 posts (bench/social-dataset.ts),
 * 50 connections, first page and page 300, on PGlite and on PostgreSQL; in the same run a bare
 * Fastify hello-world as the ceiling. Writes bench/results/social-feed.json.
 *
 * The feed keeps each page's keys for a minute unless something changes it (feed-cache.ts): the
 * same 50 members reading again and again hit it. `postgres-uncached` runs the same load with
 * FEED_CACHE_SECONDS=0, every page read from the posts index (what a miss costs).
 *
 * BACKENDS=postgres,postgres-uncached,pglite (default all) · DURATION=15 (seconds per run) · REBUILD=1 regenerates
 * the datasets (kept in bench/.data and in the PostgreSQL database bt_bench_feed otherwise) ·
 * PG_URL=postgres://postgres@127.0.0.1:5432/postgres (the server that gets bt_bench_feed).
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 15);
const connections = 50;
const backends = (process.env.BACKENDS ?? 'postgres,postgres-uncached,pglite').split(',');
const rebuild = process.env.REBUILD === '1';
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDbUrl = (() => {
  const url = new URL(pgAdminUrl);
  url.pathname = '/bt_bench_feed';
  return url.toString();
})();
const pgliteDir = path.join(root, 'bench', '.data', 'feed-pglite');
const port = 3193;
const base = `http://127.0.0.1:${port}`;
/** Members whose page-300 cursor is walked to (each walk is 299 requests). */
const deepMembers = 10;

const load = (paths: Array<{ path: string; token?: string }>, target = base): Promise<Run> =>
  readLoad(paths, target, connections, duration);

async function seed(execute: (statement: string) => Promise<void>) {
  for (const { label, sql: statement } of await socialDatasetStatements()) {
    const started = performance.now();
    await execute(statement);
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function preparePglite(): Promise<number> {
  const marker = path.join(pgliteDir, 'complete');
  if (!rebuild && fs.existsSync(marker)) return 0;
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.mkdirSync(pgliteDir, { recursive: true });
  const started = performance.now();
  const database = await openDatabase({ dataDir: pgliteDir });
  await seed(async (statement) => void (await database.db.execute(sql.raw(statement))));
  await database.close();
  fs.writeFileSync(marker, new Date().toISOString());
  return performance.now() - started;
}

async function preparePostgres(): Promise<number> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'bt_bench_feed'`)).rowCount;
  if (exists && !rebuild) {
    const probe = new pg.Client({ connectionString: benchDbUrl });
    await probe.connect();
    const count = await probe
      .query('select count(*)::int as n from posts')
      .catch(() => ({ rows: [{ n: 0 }] }));
    await probe.end();
    if (count.rows[0]?.n === POSTS) {
      await admin.end();
      return 0;
    }
  }
  await admin.query('drop database if exists bt_bench_feed with (force)');
  await admin.query('create database bt_bench_feed');
  await admin.end();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: benchDbUrl });
  await seed(async (statement) => void (await database.db.execute(sql.raw(statement))));
  await database.close();
  return performance.now() - started;
}

/** Walks a member's feed to page 300 and answers that page's path. */
async function page300Path(member: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 1; page < 300; page += 1) {
    const answer = await fetch(`${base}/api/feed?limit=20${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Token ${benchToken(member)}` },
    });
    if (!answer.ok) throw new Error(`feed page ${page}: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`member m${member} has fewer than 300 pages (${page})`);
    cursor = body.nextCursor;
  }
  return `/api/feed?limit=20&cursor=${cursor}`;
}

async function ceiling(): Promise<Run> {
  const helloPort = 3195;
  const child = spawn(process.execPath, [path.join(root, 'bench', 'hello-server.mjs')], {
    cwd: path.join(root, 'apps', 'server'),
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${helloPort}/`)).ok) break;
    } catch {
      if (attempt > 200) throw new Error('hello-world did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await load([{ path: '/' }], `http://127.0.0.1:${helloPort}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  dataset: {
    members: 100_000,
    posts: POSTS,
    benchMembers: BENCH_MEMBERS,
    connections,
    durationSeconds: duration,
  },
};

console.log('ceiling: bare Fastify hello-world');
const hello = await ceiling();
results.ceiling = hello;
console.log(hello);

for (const backend of backends) {
  console.log(`${backend}: dataset`);
  const seedMs = backend === 'pglite' ? await preparePglite() : await preparePostgres();
  const server =
    backend === 'pglite'
      ? await startServer({ port, dataDir: pgliteDir })
      : await startServer({
          port,
          dataDir: '/tmp/bt-bench-feed-pg',
          env: {
            DATABASE_URL: benchDbUrl,
            ...(backend === 'postgres-uncached' ? { FEED_CACHE_SECONDS: '0' } : {}),
          },
        });
  try {
    const members = Array.from({ length: BENCH_MEMBERS }, (_, index) => index + 1);
    const firstPages = members.map((member) => ({ path: '/api/feed?limit=20', token: benchToken(member) }));
    await load(firstPages.slice(0, 5)); // warm-up
    console.log(`${backend}: page 1`);
    const first = await load(firstPages);
    console.log(first);
    const deep = [];
    for (let member = 1; member <= deepMembers; member += 1)
      deep.push({ path: await page300Path(member), token: benchToken(member) });
    console.log(`${backend}: page 300`);
    const page300 = await load(deep);
    console.log(page300);
    results[backend] = {
      seedSeconds: seedMs ? Math.round(seedMs / 100) / 10 : 'reused',
      page1: first,
      page300,
      page1ShareOfCeiling: Math.round((first.requestsPerSecond / hello.requestsPerSecond) * 10_000) / 100,
      page300OverPage1P50: Math.round((page300.p50Ms / Math.max(first.p50Ms, 0.01)) * 100) / 100,
    };
  } finally {
    await server.stop();
  }
}

fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'social-feed.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
