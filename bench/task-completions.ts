import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { verifyLedger } from '../apps/server/src/modules/wallet/ledger-verification';
import { databaseUrlOf, freshPostgres as freshDatabase } from './bench-postgres';
import { backendOf, cpuPer, cpuSampler, loadAverage, serverOnPort } from './cpu-sampler';
import { startServer, waitUnlocked } from './server-process';

/**
 * Task completions per second and p99 at 50 connections through the member's finish call
 * (POST /api/tasks/attempts/:attemptId/finish: the last signed beat of a picture task already
 * watched, a unique Idempotency-Key each, every attempt finished once): the reward moves from the
 * task's escrow to the member with the platform fee, in the transaction that completes the attempt.
 * On PostgreSQL (database bt_bench_tasks) and PGlite (bench/.data/tasks-pglite), each on a fresh
 * dataset, with `ledger:verify` afterwards and the coins checked against the attempts. In the same
 * run, pgbench's default TPC-B-like transaction (50 clients) on the same PostgreSQL: the ceiling
 * (goal: completions ≥ 50 % of its tps). Writes bench/results/task-completions.json.
 *
 * BACKENDS=postgres,pglite (default both) · DURATION=15 (seconds per run) · MAX_RATE=1500 (the
 * completions per second the prepared attempts allow for; the run fails if they run out) ·
 * PG_URL=postgres://postgres@127.0.0.1:5432/postgres (the server that gets both databases).
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 15);
const warmUpSeconds = 3;
const connections = 50;
const backends = (process.env.BACKENDS ?? 'postgres,pglite').split(',');
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name: string) => databaseUrlOf(pgAdminUrl, name);
const pgliteDir = path.join(root, 'bench', '.data', 'tasks-pglite');
const port = 3198;

const MEMBERS = 4000;
const TASKS = 200;
const REWARD = 10;
const FEE = 1;
/** Each finish uses one prepared attempt: enough for the warm-up and the run at MAX_RATE. */
const prepared = Math.ceil(Number(process.env.MAX_RATE ?? 1500) * (warmUpSeconds + duration));
if (prepared > MEMBERS * TASKS)
  throw new Error(`at most ${MEMBERS * TASKS} attempts (one per member and task)`);
/** Places of each task: more than its prepared attempts, so that no task fills up during the run. */
const places = Math.max(1000, 2 * Math.ceil(prepared / TASKS));
const budget = (REWARD + FEE) * places;
const PARTNER_ID = '00000003-0000-4000-8000-000000000001';
const uuidOf = (prefix: string, n: string) => `('${prefix}' || lpad((${n})::text, 12, '0'))::uuid`;
const MEMBER = '00000000-0000-4000-8000-';
const TASK = '00000001-0000-4000-8000-';
const ATTEMPT = '00000002-0000-4000-8000-';
const attemptId = (n: number) => `${ATTEMPT}${String(n).padStart(12, '0')}`;
/** Attempt n belongs to member n % MEMBERS + 1: fifty requests in a row come from fifty members, on fifty tasks. */
const memberOf = (n: number) => (n % MEMBERS) + 1;
const memberToken = (m: number) => `benchtask${String(m).padStart(15, '0')}`;
const beatKey = (n: number) => `bench-beat-${n}`;

const datasetStatements = [
  `insert into task_settings (id, fee_percent, daily_cap_coins, min_reward_coins, approvals_required, updated_at)
    values (1, 10, 2000000000, 1, 0, now())`,
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
      referral_code, role, email_verified_at, terms_accepted_at)
    values ('${PARTNER_ID}', 'partner@bench.test', 'benchpartner', 'x', 'Bench', 'Partner', '1980-01-01', 'FR',
      'bpartner0', 'partner', now(), now())`,
  `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
      referral_code, email_verified_at, terms_accepted_at)
    select ${uuidOf(MEMBER, 'i')}, 't' || i || '@bench.test', 't' || i, 'x', 'Task', 'Member', '1990-01-01', 'FR',
      't' || lpad(i::text, 9, '0'), now(), now()
    from generate_series(1, ${MEMBERS}) i`,
  `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
    select ${uuidOf(MEMBER, 'i')}, encode(sha256(convert_to('benchtask' || lpad(i::text, 15, '0'), 'UTF8')), 'hex'),
      repeat('0', 64), 'bench', now() + interval '30 days'
    from generate_series(1, ${MEMBERS}) i`,
  // The partner's coins, through the posting function like any other transaction.
  `select ledger_post('bench-open-partner', 'open', 'admin_adjustment', 'Opening balance', '{}'::jsonb, null, null, now(),
      jsonb_build_array(
        jsonb_build_object('u', '${PARTNER_ID}', 'p', null, 'c', ${TASKS * budget}),
        jsonb_build_object('u', null, 'p', 'adjustments', 'c', ${-TASKS * budget})))`,
  `insert into tasks (id, partner_id, kind, free, status, title, reward_coins, completions, fee_per_completion,
      budget_coins, seconds_needed, ends_at, created_at, updated_at, published_at, approved_at)
    select ${uuidOf(TASK, 'i')}, '${PARTNER_ID}', 'picture', false, 'live', 'Bench picture ' || i, ${REWARD},
      ${places}, ${FEE}, ${budget}, 10, now() + interval '7 days', now() - interval '1 hour', now() - interval '1 hour',
      now() - interval '1 hour', now() - interval '1 hour'
    from generate_series(1, ${TASKS}) i`,
  // Each budget set aside in the task's escrow, as publishing does (escrow line first: lock order).
  `select ledger_post('task-funding:' || t.id, 'bench', 'task_funding', 'Task funding', jsonb_build_object('taskId', t.id),
      null, null, now(), jsonb_build_array(
        jsonb_build_object('u', null, 'e', t.id, 'p', null, 'c', t.budget_coins),
        jsonb_build_object('u', '${PARTNER_ID}', 'p', null, 'c', -t.budget_coins)))
    from tasks t order by t.id`,
  // Attempts already watched (10 s counted), each waiting for its last beat (seq 0) to finish.
  `insert into task_attempts (id, task_id, member_id, status, watched_ms, beat_seq, beat_key, last_beat_at, started_at)
    select ${uuidOf(ATTEMPT, 'n')}, ${uuidOf(TASK, `(n / ${MEMBERS} + n % ${MEMBERS} + 1) % ${TASKS} + 1`)},
      ${uuidOf(MEMBER, `n % ${MEMBERS} + 1`)}, 'watching', 10000, 0, 'bench-beat-' || n, now(), now()
    from generate_series(0, ${prepared - 1}) n`,
];

async function one<T>(database: Database, query: string): Promise<T> {
  return rowsOf<T>(await database.db.execute(sql.raw(query)))[0] as T;
}

async function seed(database: Database) {
  for (const statement of datasetStatements) await database.db.execute(sql.raw(statement));
  const funded = await one<{ n: number }>(
    database,
    `select count(*)::int as n from ledger_transactions where type = 'task_funding'`,
  );
  if (funded.n !== TASKS) throw new Error(`${funded.n} of ${TASKS} tasks funded`);
  await database.db.execute(sql.raw('vacuum analyze'));
}

const freshPostgres = (name: string) => freshDatabase(pgAdminUrl, name);

let nextAttempt = 0;
type Run = Awaited<ReturnType<typeof finishes>>;

/** Finishes at 50 connections, each a prepared attempt never used before. */
async function finishes(seconds: number, runId: string) {
  const refusals = new Set<string>();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = nextAttempt++;
          // Past the prepared attempts every call is a 404, and the run is refused below.
          return {
            ...request,
            path: `/api/tasks/attempts/${attemptId(n)}/finish`,
            headers: {
              ...request.headers,
              authorization: `Token ${memberToken(memberOf(n))}`,
              'content-type': 'application/json',
              'idempotency-key': `${runId}-${n}`,
            },
            body: JSON.stringify({
              seq: 0,
              token: createHmac('sha256', beatKey(n)).update('beat:0').digest('base64url'),
              visible: true,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status >= 300 && refusals.size < 5) refusals.add(`${status} ${body.slice(0, 200)}`);
        },
      },
    ],
  });
  if (nextAttempt > prepared)
    throw new Error(`${nextAttempt} finishes sent, ${prepared} attempts prepared: raise MAX_RATE`);
  return {
    completionsPerSecond: Math.round(result['2xx'] / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    refusals: [...refusals],
  };
}

/**
 * The ledger checked from its entries, then the coins against the attempts: every completed
 * attempt paid 10 coins to its member and 1 to task_fees from its task's escrow, and nothing else
 * moved (else `ok` is false and the bench exits with 1 once the results are written). Requests in flight when autocannon stops are completed but not counted as answered: at
 * most one per connection per run, plus the timeouts.
 */
async function verify(database: Database, runs: Run[]) {
  const report = await verifyLedger(database.db);
  const anomalies = report.anomalies.reduce((sum, anomaly) => sum + anomaly.count, 0);
  const attempts = await one<{ completed: number; other: number; rewards: number; memberCoins: string }>(
    database,
    `select count(*) filter (where status = 'completed')::int as completed,
       count(*) filter (where status not in ('completed', 'watching'))::int as other,
       (select count(*)::int from ledger_transactions where type = 'task_reward') as rewards,
       (select coalesce(sum(balance), 0)::text from ledger_accounts
         where user_id is not null and user_id <> '${PARTNER_ID}') as "memberCoins"
     from task_attempts`,
  );
  // Per task: escrow = budget − 11 × completions, and the task row counts what the attempts say.
  const tasks = await one<{ wrong: number }>(
    database,
    `select count(*)::int as wrong from tasks t
      left join ledger_accounts a on a.escrow_id = t.id
      left join (select task_id, count(*)::int as done from task_attempts where status = 'completed'
        group by task_id) c on c.task_id = t.id
      where coalesce(a.balance, 0) <> t.budget_coins - ${REWARD + FEE} * coalesce(c.done, 0)
        or t.completions_done <> coalesce(c.done, 0) or t.spent_coins <> ${REWARD + FEE} * t.completions_done`,
  );
  const accepted = runs.reduce((sum, run) => sum + run.accepted, 0);
  const inFlightAtStop = attempts.completed - accepted;
  const bound = runs.reduce((sum, run) => sum + connections + run.errors, 0);
  const check = {
    anomalies,
    checks: report.anomalies.map((a) => a.check),
    completedAttempts: attempts.completed,
    otherEndedAttempts: attempts.other,
    rewardTransactions: attempts.rewards,
    memberCoins: Number(attempts.memberCoins),
    memberCoinsExpected: REWARD * attempts.completed,
    taskFees: report.platformBalances.task_fees ?? 0,
    tasksWithWrongEscrow: tasks.wrong,
    inFlightAtStop,
  };
  const ok =
    anomalies === 0 &&
    inFlightAtStop >= 0 &&
    inFlightAtStop <= bound &&
    check.otherEndedAttempts === 0 &&
    check.rewardTransactions === attempts.completed &&
    check.memberCoins === check.memberCoinsExpected &&
    check.taskFees === FEE * attempts.completed &&
    check.tasksWithWrongEscrow === 0;
  if (!ok) process.exitCode = 1; // the figures are still written, for the look at what broke
  return { ok, ...check };
}

/**
 * PostgreSQL's counters of the database (transactions, blocks) and of each table (index and
 * sequential scans, rows inserted and updated), read from a new connection: diffed around the
 * runs, per completion, they show what one finish costs the database.
 */
async function counters(url: string): Promise<Record<string, Record<string, number>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select '(database)' as name, xact_commit as commits, xact_rollback as rollbacks, blks_hit as "blocksHit"
         from pg_stat_database where datname = current_database()`,
    );
    const tables = await client.query(
      `select relname as name, coalesce(idx_scan, 0) as "indexScans", seq_scan as "seqScans",
         n_tup_ins as inserts, n_tup_upd as updates, n_tup_hot_upd as "hotUpdates" from pg_stat_user_tables`,
    );
    const numbers = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).flatMap(([key, value]) => (key === 'name' ? [] : [[key, Number(value)]])),
      );
    return Object.fromEntries([rows[0], ...tables.rows].map((row) => [row.name as string, numbers(row)]));
  } finally {
    await client.end();
  }
}

function perCompletion(
  before: Record<string, Record<string, number>>,
  after: typeof before,
  completions: number,
) {
  const delta: typeof before = {};
  for (const [name, now] of Object.entries(after)) {
    const per = Object.fromEntries(
      Object.entries(now).map(([key, value]) => [
        key,
        Math.round(((value - (before[name]?.[key] ?? 0)) / completions) * 100) / 100,
      ]),
    );
    if (Object.values(per).some((value) => value > 0)) delta[name] = per;
  }
  return delta;
}

/**
 * The stopped server's process finishes its last requests after npm exits: on PostgreSQL, wait
 * until its connections are gone before checking (else a late commit falls between two checks).
 */
async function waitDisconnected(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const started = Date.now(); ; ) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (rows[0].n === 0) return;
      if (Date.now() - started > 60_000) throw new Error('server still connected 60 s after it stopped');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

async function pgbench() {
  const exec = promisify(execFile);
  await freshPostgres('bt_bench_pgbench');
  const target = databaseUrl('bt_bench_pgbench');
  await exec('pgbench', ['-i', '-q', target]);
  const sampler = cpuSampler({
    postgres: backendOf('bt_bench_pgbench'),
    pgbench: (command) => /(^|\/)pgbench /.test(command),
  });
  const { stdout } = await exec(
    'pgbench',
    ['-c', String(connections), '-j', '2', '-T', String(duration), target],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  if (!tps) throw new Error(`pgbench said:\n${stdout}`);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
  return {
    tps: Math.round(tps),
    latencyAverageMs: latency,
    clients: connections,
    threads: 2,
    scale: 1,
    cpuPerTransaction: cpuPer(sampler.stop(), transactions),
  };
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: loadAverage() },
  setup: {
    connections,
    durationSeconds: duration,
    members: MEMBERS,
    tasks: TASKS,
    placesPerTask: places,
    preparedAttempts: prepared,
    rewardCoins: REWARD,
    feePerCompletion: FEE,
    endpoint: 'POST /api/tasks/attempts/:attemptId/finish',
  },
};

console.log('ceiling: pgbench (TPC-B-like, scale 1)');
const ceiling = await pgbench();
results.pgbench = ceiling;
console.log(ceiling);

for (const backend of backends) {
  const runId = `${backend}-${Date.now()}`;
  const url = databaseUrl('bt_bench_tasks');
  const open = () =>
    backend === 'pglite' ? openDatabase({ dataDir: pgliteDir }) : openDatabase({ databaseUrl: url });
  if (backend === 'pglite') fs.rmSync(pgliteDir, { recursive: true, force: true });
  else await freshPostgres('bt_bench_tasks');
  if (backend === 'pglite') fs.mkdirSync(pgliteDir, { recursive: true });
  console.log(`${backend}: dataset (${prepared} attempts)`);
  const seedStarted = performance.now();
  let database = await open();
  await seed(database);
  await database.close();
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const before = backend === 'pglite' ? null : await counters(url);
  nextAttempt = 0;
  const server =
    backend === 'pglite'
      ? await startServer({ port, dataDir: pgliteDir })
      : await startServer({ port, dataDir: '/tmp/bt-bench-tasks-pg', env: { DATABASE_URL: url } });
  const { warmUp, run, cpu } = await (async () => {
    try {
      console.log(`${backend}: warm-up`);
      const warmUp = await finishes(warmUpSeconds, `${runId}-warm`);
      console.log(`${backend}: finishes`);
      const sampler = cpuSampler({
        server: serverOnPort(port),
        ...(backend === 'pglite' ? {} : { postgres: backendOf('bt_bench_tasks') }),
      });
      const run = await finishes(duration, runId);
      return { warmUp, run, cpu: cpuPer(sampler.stop(), run.accepted) };
    } finally {
      await server.stop();
    }
  })();
  console.log(run, cpu);
  await (backend === 'pglite' ? waitUnlocked(pgliteDir) : waitDisconnected(url));
  database = await open();
  const check = await verify(database, [warmUp, run]);
  await database.close();
  console.log(`${backend}: ledger verify`, check);
  const statistics = before ? perCompletion(before, await counters(url), check.completedAttempts) : undefined;
  if (statistics) console.log(`${backend}: per completion`, statistics);
  results[backend] = {
    ...run,
    seedSeconds,
    ledgerVerify: check,
    shareOfPgbench: Math.round((run.completionsPerSecond / ceiling.tps) * 1000) / 1000,
    cpuPerCompletion: cpu,
    ...(statistics ? { perCompletion: statistics } : {}),
  };
}

(results.machine as Record<string, unknown>).loadAverageAfter = loadAverage();
const postgres = results.postgres as { completionsPerSecond: number } | undefined;
if (postgres)
  results.shareOfPgbench = Math.round((postgres.completionsPerSecond / ceiling.tps) * 1000) / 1000;
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'task-completions.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
