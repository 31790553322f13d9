import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { verifyLedger } from '../apps/server/src/modules/wallet/ledger-verification';
import { databaseUrlOf, freshPostgres as freshDatabase } from './bench-postgres';
import { startServer, waitUnlocked } from './server-process';

/**
 * Ledger transfers per second and p99 at 50 connections through the admin adjustment endpoint
 * (POST /api/admin/wallet/adjustments: credits and debits between members and the `adjustments`
 * account, a new Idempotency-Key per request), on PostgreSQL (database bt_bench_ledger) and
 * PGlite (bench/.data/ledger-pglite), each on a fresh ledger, with `ledger:verify` afterwards.
 * In the same run, pgbench's default TPC-B-like transaction (50 clients, 2 threads) on its own
 * database (bt_bench_pgbench) of the same PostgreSQL: the ceiling of this machine.
 * Writes bench/results/ledger-transfers.json.
 *
 * BACKENDS=postgres,pglite (default both) · DURATION=15 (seconds per run) ·
 * PG_URL=postgres://postgres@127.0.0.1:5432/postgres (the server that gets both databases).
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 15);
const connections = 50;
const backends = (process.env.BACKENDS ?? 'postgres,pglite').split(',');
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name: string) => databaseUrlOf(pgAdminUrl, name);
const pgliteDir = path.join(root, 'bench', '.data', 'ledger-pglite');
const port = 3197;
/** Members the transfers spread over; each opens with 1,000,000 coins, so no debit is refused. */
const MEMBERS = 1000;
const ADMIN_TOKEN = `benchadmin${'0'.repeat(30)}`;
const ADMIN_ID = '00000000-0000-4000-8000-00000000a0a0';
const memberId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const datasetStatements = [
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
      referral_code, role, email_verified_at, terms_accepted_at)
    values ('${ADMIN_ID}', 'admin@bench.test', 'benchadmin', 'x', 'Bench', 'Admin', '1990-01-01', 'FR',
      'badmin000', 'admin', now(), now())`,
  `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
    values ('${ADMIN_ID}', encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), repeat('0', 64), 'bench',
      now() + interval '30 days')`,
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
      referral_code, email_verified_at, terms_accepted_at)
    select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'l' || i || '@bench.test', 'l' || i, 'x',
      'Ledger', 'Member', '1990-01-01', 'FR', 'l' || lpad(i::text, 9, '0'), now(), now()
    from generate_series(1, ${MEMBERS}) i`,
  // Opening balances, through the posting function like any other transaction.
  `select ledger_post('bench-open-' || i, 'open', 'admin_adjustment', 'Opening balance', '{}'::jsonb, null, null, now(),
      jsonb_build_array(
        jsonb_build_object('u', ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0')), 'p', null, 'c', 1000000),
        jsonb_build_object('u', null, 'p', 'adjustments', 'c', -1000000)))
    from generate_series(1, ${MEMBERS}) i`,
];

async function seed(database: Database) {
  for (const statement of datasetStatements) await database.db.execute(sql.raw(statement));
  await database.db.execute(sql.raw('vacuum analyze'));
}

const freshPostgres = (name: string) => freshDatabase(pgAdminUrl, name);

type Run = {
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  accepted: number;
  non2xx: number;
  errors: number;
};

/** Adjustments at 50 connections: credits (+5) and debits (-3) spread over the members. */
async function transfers(seconds: number, runId: string): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/admin/wallet/adjustments',
        setupRequest: (request) => {
          next += 1;
          const credit = next % 2 === 0;
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Token ${ADMIN_TOKEN}`,
              'content-type': 'application/json',
              'idempotency-key': `${runId}-${next}`,
            },
            body: JSON.stringify({
              userId: memberId(1 + (next % MEMBERS)),
              coins: credit ? 5 : -3,
              reason: credit ? 'Bench credit' : 'Bench debit',
            }),
          };
        },
      },
    ],
  });
  return {
    transfersPerSecond: Math.round(result['2xx'] / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The run's ledger checked from its entries. Requests still in flight when autocannon stops (or
 * gives up on after its 10 s timeout) are posted but not counted as answered: at most one per
 * connection per run, plus the timeouts.
 */
async function verify(database: Database, runs: Run[]) {
  const report = await verifyLedger(database.db);
  const anomalies = report.anomalies.reduce((sum, anomaly) => sum + anomaly.count, 0);
  const posted = report.counts.transactions - MEMBERS;
  const accepted = runs.reduce((sum, run) => sum + run.accepted, 0);
  const inFlightAtStop = posted - accepted;
  const bound = runs.reduce((sum, run) => sum + connections + run.errors, 0);
  if (inFlightAtStop < 0 || inFlightAtStop > bound)
    throw new Error(`${accepted} accepted requests but ${posted} postings`);
  return {
    anomalies,
    checks: report.anomalies.map((a) => a.check),
    postedTransactions: posted,
    inFlightAtStop,
  };
}

async function pgbench() {
  const exec = promisify(execFile);
  await freshPostgres('bt_bench_pgbench');
  const target = databaseUrl('bt_bench_pgbench');
  await exec('pgbench', ['-i', '-q', target]);
  const { stdout } = await exec(
    'pgbench',
    ['-c', String(connections), '-j', '2', '-T', String(duration), target],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  if (!tps) throw new Error(`pgbench said:\n${stdout}`);
  return { tps: Math.round(tps), latencyAverageMs: latency, clients: connections, threads: 2, scale: 1 };
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  },
  setup: {
    connections,
    durationSeconds: duration,
    members: MEMBERS,
    endpoint: 'POST /api/admin/wallet/adjustments',
  },
};

console.log('ceiling: pgbench (TPC-B-like, scale 1)');
const ceiling = await pgbench();
results.pgbench = ceiling;
console.log(ceiling);

for (const backend of backends) {
  const runId = `${backend}-${Date.now()}`;
  let database: Database;
  if (backend === 'pglite') {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.mkdirSync(pgliteDir, { recursive: true });
    database = await openDatabase({ dataDir: pgliteDir });
  } else {
    await freshPostgres('bt_bench_ledger');
    database = await openDatabase({ databaseUrl: databaseUrl('bt_bench_ledger') });
  }
  await seed(database);
  await database.close();

  const server =
    backend === 'pglite'
      ? await startServer({ port, dataDir: pgliteDir })
      : await startServer({
          port,
          dataDir: '/tmp/bt-bench-ledger-pg',
          env: { DATABASE_URL: databaseUrl('bt_bench_ledger') },
        });
  let warmUp: Run;
  let run: Run;
  try {
    console.log(`${backend}: warm-up`);
    warmUp = await transfers(3, `${runId}-warm`);
    console.log(`${backend}: transfers`);
    run = await transfers(duration, runId);
    console.log(run);
  } finally {
    await server.stop();
  }
  if (backend === 'pglite') await waitUnlocked(pgliteDir);
  database =
    backend === 'pglite'
      ? await openDatabase({ dataDir: pgliteDir })
      : await openDatabase({ databaseUrl: databaseUrl('bt_bench_ledger') });
  const check = await verify(database, [warmUp, run]);
  await database.close();
  console.log(`${backend}: ledger verify`, check);
  results[backend] = {
    ...run,
    ledgerVerify: check,
    shareOfPgbench: Math.round((run.transfersPerSecond / ceiling.tps) * 1000) / 1000,
  };
}

const postgres = results.postgres as { transfersPerSecond: number } | undefined;
if (postgres)
  results.ratioPostgresToPgbench = Math.round((postgres.transfersPerSecond / ceiling.tps) * 1000) / 1000;
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'ledger-transfers.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
