import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { type Run, readLoad } from './read-load';
import { startServer } from './server-process';

/**
 * The admins' KYC queue (GET /api/admin/kyc) on PostgreSQL with 100,000 identity checks of 100,000
 * members (6,000 pending, the rest decided; one in 25 sharing a document number or a name and
 * birth date with another account, which the queue flags row by row): p50 and p99 of the pending
 * queue's first page, of a country's, of those waiting 3 days or more, of page 11 (nextCursor
 * followed 10 times) and of the approved ones, at 10 connections, against a bare Fastify
 * hello-world as the ceiling; and EXPLAIN (ANALYZE, BUFFERS) of the first page's query.
 * Writes bench/results/kyc-queue.json.
 *
 * DURATION=10 (seconds per run) · PG_URL=postgres://postgres@127.0.0.1:5432/postgres.
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = 10;
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDbUrl = (() => {
  const url = new URL(pgAdminUrl);
  url.pathname = '/bt_bench_kyc_queue';
  return url.toString();
})();
const port = 3197;
const base = `http://127.0.0.1:${port}`;
const REQUESTS = 100_000;
const PENDING = 6_000;
const ADMIN_TOKEN = 'benchkycadmin000000000001';
const uuidOf = (prefix: string, n: string) => `('${prefix}' || lpad((${n})::text, 12, '0'))::uuid`;
const MEMBER = '00000020-0000-4000-8000-';
const REQUEST = '00000021-0000-4000-8000-';
const ADMIN = '00000022-0000-4000-8000-000000000001';

const seedStatements = [
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country, referral_code,
     role, email_verified_at, terms_accepted_at)
   values ('${ADMIN}', 'kycadmin@bench.test', 'kycadmin', 'x', 'Bench', 'Admin', '1980-01-01', 'FR', 'kycadmin01',
     'admin', now(), now())`,
  `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
   values ('${ADMIN}', encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), repeat('0', 64), 'bench',
     now() + interval '30 days')`,
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country, referral_code,
     role, email_verified_at, terms_accepted_at)
   select ${uuidOf(MEMBER, 'i')}, 'k' || i || '@bench.test', 'k' || i, 'x', 'First' || (i % 5000), 'Last' || (i % 7000),
     date '1960-01-01' + (i * 7919) % 16000, case when i % 10 < 5 then 'FR' when i % 10 < 8 then 'BE' else 'CI' end,
     'k' || lpad(i::text, 9, '0'), 'member', now(), now()
   from generate_series(1, ${REQUESTS}) i`,
  // One request in 25 reuses the document number of the request 1,000 before it.
  `insert into kyc_requests (id, user_id, status, document_type, document_number, document_key, country, expires_on,
     first_name, last_name, birth_date, submitted_at, decided_at)
   select ${uuidOf(REQUEST, 'i')}, u.id,
     case when i > ${REQUESTS - PENDING} then 'pending' when i % 7 = 0 then 'rejected' else 'approved' end,
     'id_card', doc, doc, u.country, date '2031-01-01', u.first_name, u.last_name, u.birth_date,
     now() - ((${REQUESTS} - i) * interval '5 minutes'),
     case when i <= ${REQUESTS - PENDING} then now() - ((${REQUESTS} - i) * interval '5 minutes') + interval '1 day' end
   from (select i, 'D' || lpad((case when i % 25 = 0 and i > 1000 then i - 1000 else i end)::text, 9, '0') as doc
         from generate_series(1, ${REQUESTS}) i) d
   join users u on u.id = ${uuidOf(MEMBER, 'd.i')}`,
  'vacuum analyze',
];

async function prepare() {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query('drop database if exists bt_bench_kyc_queue with (force)');
  await admin.query('create database bt_bench_kyc_queue');
  await admin.end();
  const database = await openDatabase({ databaseUrl: benchDbUrl });
  const started = performance.now();
  try {
    for (const statement of seedStatements) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** The bare Fastify hello-world of bench/hello-server.mjs on its own port, as the ceiling. */
async function helloCeiling(): Promise<Run> {
  const helloPort = 3198;
  const child = spawn(process.execPath, [path.join(root, 'bench', 'hello-server.mjs')], {
    cwd: path.join(root, 'apps', 'server'),
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`http://127.0.0.1:${helloPort}/`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 200) throw new Error('hello-world did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return await readLoad([{ path: '/' }], `http://127.0.0.1:${helloPort}`, connections, duration);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

type Page = { items: Array<{ possibleDuplicate: boolean }>; nextCursor: string | null };
async function page(query: string): Promise<Page> {
  const answer = await fetch(`${base}/api/admin/kyc?${query}`, {
    headers: { authorization: `Token ${ADMIN_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`${query}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Page;
}

const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1)) * 100) / 100;
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  },
  dataset: { requests: REQUESTS, pending: PENDING, connections, durationSeconds: duration },
};

console.log('ceiling: bare Fastify hello-world');
const ceiling = await helloCeiling();
results.ceiling = ceiling;
console.log('dataset');
results.seedSeconds = await prepare();
const server = await startServer({
  port,
  dataDir: '/tmp/bt-bench-kyc-queue',
  env: { DATABASE_URL: benchDbUrl },
});
try {
  const first = await page('limit=20');
  if (first.items.length !== 20) throw new Error('short first page');
  let cursor: string | null = null;
  for (let n = 0; n < 10; n += 1) {
    const body = await page(`limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = body.nextCursor;
  }
  const variants: Record<string, string> = {
    pendingFirst: 'limit=20',
    country: 'limit=20&country=CI',
    waiting3Days: 'limit=20&waitingDays=3',
    page11: `limit=20&cursor=${encodeURIComponent(cursor ?? '')}`,
    approvedFirst: 'limit=20&status=approved',
  };
  await readLoad(
    [{ path: `/api/admin/kyc?${variants.pendingFirst}`, token: ADMIN_TOKEN }],
    base,
    connections,
    3,
  );
  const runs: Record<string, Run & { p99OverCeilingP99: number }> = {};
  for (const [name, query] of Object.entries(variants)) {
    const run = await readLoad(
      [{ path: `/api/admin/kyc?${query}`, token: ADMIN_TOKEN }],
      base,
      connections,
      duration,
    );
    runs[name] = { ...run, p99OverCeilingP99: ratio(run.p99Ms, ceiling.p99Ms) };
    console.log(`  ${name}`, runs[name]);
  }
  results.runs = runs;
  results.duplicatesOnFirstPage = first.items.filter((item) => item.possibleDuplicate).length;

  // The first page's query as the repository writes it (kyc-review.repository.ts queuePage).
  const pool = new pg.Pool({ connectionString: benchDbUrl, max: 1 });
  try {
    const plan = await pool.query(`explain (analyze, buffers)
      select r.*, exists (select 1 from kyc_requests other where other.user_id <> r.user_id
          and (other.document_key = r.document_key or (lower(other.last_name) = lower(r.last_name)
            and lower(other.first_name) = lower(r.first_name) and other.birth_date = r.birth_date))) as dup
      from kyc_requests r join users u on u.id = r.user_id
      where r.status = 'pending' order by r.submitted_at, r.id limit 21`);
    results.explainFirstPage = plan.rows.map((row) => row['QUERY PLAN'] as string);
  } finally {
    await pool.end();
  }
} finally {
  await server.stop();
}
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'kyc-queue.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results.explainFirstPage, null, 1));
