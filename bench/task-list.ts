import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { memberProfile } from '../apps/server/src/modules/tasks/task-members';
import { eligiblePage, type ListPosition } from '../apps/server/src/modules/tasks/tasks.repository';
import { decodeCursor } from '../apps/server/src/platform/pagination';
import { type Run, readLoad } from './read-load';
import { startServer } from './server-process';

/**
 * A member's task list (GET /api/tasks?kind=picture) with 10,000 live tasks (pictures, videos and
 * special tasks; some for one country, some for an age range, a few full) and 100,000 completed
 * attempts, some members having done 1,500 tasks each: p50 and p99 of the first page (newest),
 * of the first page by reward, and of page 11 (nextCursor followed 10 times), at 10 and at 50
 * connections, each request from another of 300 members; against a bare Fastify hello-world
 * (hello-server.mjs) as the ceiling; and the first page again from the members of CA alone, a
 * country no task names (the planner misjudges the targeting for them). On PostgreSQL, EXPLAIN
 * (ANALYZE, BUFFERS) of the module's own list query (tasks.repository eligiblePage, its SQL captured
 * as it runs) for those pages, for members in FR (named by some tasks) and in CA.
 * Writes bench/results/task-list.json (plans included). A fresh dataset each run: tasks end.
 *
 * BACKENDS=postgres,pglite (default both) · DURATION=10 (seconds per run) ·
 * PG_URL=postgres://postgres@127.0.0.1:5432/postgres (the server that gets bt_bench_task_list).
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connectionCounts = [10, 50];
const backends = (process.env.BACKENDS ?? 'postgres,pglite').split(',');
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDbUrl = (() => {
  const url = new URL(pgAdminUrl);
  url.pathname = '/bt_bench_task_list';
  return url.toString();
})();
const pgliteDir = path.join(root, 'bench', '.data', 'task-list-pglite');
const port = 3196;
const base = `http://127.0.0.1:${port}`;

const MEMBERS = 20_000;
/** Members with a session: the load cycles through them. The first HEAVY did 1,500 tasks each. */
const BENCH_MEMBERS = 300;
const HEAVY = 30;
const HEAVY_DONE = 1500;
const LIVE_TASKS = 10_000;
/** Ended tasks too: attempts point at them, the lists never show them. */
const ALL_TASKS = 12_000;
const ATTEMPTS = 100_000;
const PARTNERS = 100;
const DEEP_PAGES = 10;
const uuidOf = (prefix: string, n: string) => `('${prefix}' || lpad((${n})::text, 12, '0'))::uuid`;
const MEMBER = '00000010-0000-4000-8000-';
const TASK = '00000011-0000-4000-8000-';
const PARTNER = '00000013-0000-4000-8000-';
const PICTURE = '00000014-0000-4000-8000-';
const VIDEO = '00000015-0000-4000-8000-';
const memberId = (m: number) => `${MEMBER}${String(m).padStart(12, '0')}`;
const token = (m: number) => `benchlist${String(m).padStart(15, '0')}`;

const userColumns = `id, email, username, password_hash, first_name, last_name, birth_date, country, referral_code,
  role, email_verified_at, terms_accepted_at`;
const statements: Array<{ label: string; sql: string }> = [
  {
    label: `${PARTNERS} partners`,
    sql: `insert into users (${userColumns})
      select ${uuidOf(PARTNER, 'i')}, 'p' || i || '@bench.test', 'p' || i, 'x', 'Bench', 'Partner ' || i, '1980-01-01',
        'FR', 'p' || lpad(i::text, 9, '0'), 'partner', now(), now()
      from generate_series(1, ${PARTNERS}) i`,
  },
  {
    label: 'their pictures',
    sql: `insert into media_objects (id, owner_id, purpose, status, content_type, size, width, height, variants, visibility)
      select ${uuidOf(PICTURE, 'i')}, ${uuidOf(PARTNER, 'i')}, 'task-picture', 'ready', 'image/webp', 200000, 1600, 1200,
        jsonb_build_array(jsonb_build_object('width', 1600, 'height', 1200, 'format', 'webp', 'key', 'tp/' || i || '-1600.webp', 'bytes', 200000),
          jsonb_build_object('width', 400, 'height', 300, 'format', 'webp', 'key', 'tp/' || i || '-400.webp', 'bytes', 20000)),
        'public'
      from generate_series(1, ${PARTNERS}) i`,
  },
  {
    label: 'their videos',
    sql: `insert into media_objects (id, owner_id, purpose, status, content_type, size, width, height, variants,
        duration_ms, video, visibility)
      select ${uuidOf(VIDEO, 'i')}, ${uuidOf(PARTNER, 'i')}, 'task-video', 'ready', 'video/mp4', 9000000, 1280, 720,
        '[]'::jsonb, 30000, jsonb_build_object('renditions', jsonb_build_array(jsonb_build_object('label', '720p',
          'width', 1280, 'height', 720, 'key', 'tv/' || i || '-720.mp4', 'bytes', 9000000, 'bitrate', 2400000)),
          'posterKey', 'tv/' || i || '-poster.webp', 'hlsKey', null, 'hlsKeys', '[]'::jsonb), 'public'
      from generate_series(1, ${PARTNERS}) i`,
  },
  {
    // Six in ten in FR, then BE, DE, CA; aged 20 to 63.
    label: `${MEMBERS} members`,
    sql: `insert into users (${userColumns})
      select ${uuidOf(MEMBER, 'i')}, 'm' || i || '@bench.test', 'm' || i, 'x', 'List', 'Member', 
        date '1962-01-01' + (i * 7919) % 15700,
        case when i % 10 < 6 then 'FR' when i % 10 < 8 then 'BE' when i % 10 = 8 then 'DE' else 'CA' end,
        'm' || lpad(i::text, 9, '0'), 'member', now(), now()
      from generate_series(1, ${MEMBERS}) i`,
  },
  {
    label: `${BENCH_MEMBERS} sessions`,
    sql: `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
      select ${uuidOf(MEMBER, 'i')}, encode(sha256(convert_to('benchlist' || lpad(i::text, 15, '0'), 'UTF8')), 'hex'),
        repeat('0', 64), 'bench', now() + interval '30 days'
      from generate_series(1, ${BENCH_MEMBERS}) i`,
  },
  {
    // Half pictures, 3 in 10 videos, 2 in 10 special; one in 13 free; 1 in 5 for DE only, some for FR
    // and BE; 1 in 7 from 30 years old, 1 in 11 up to 25; published over 30 days, ending within 30.
    label: `${LIVE_TASKS} live and ${ALL_TASKS - LIVE_TASKS} ended tasks`,
    sql: `insert into tasks (id, partner_id, kind, free, status, title, reward_coins, completions, fee_per_completion,
        budget_coins, seconds_needed, picture_ids, video_id, quiz_draw, quiz_pass, proof_kind, reviewer, countries,
        min_age, max_age, ends_at, created_at, updated_at, published_at, approved_at, closed_at)
      select ${uuidOf(TASK, 'n')}, ${uuidOf(PARTNER, `n % ${PARTNERS} + 1`)}, kind, free,
        case when n <= ${LIVE_TASKS} then 'live' else 'ended' end, 'Bench task ' || n, reward, 500 + n % 500,
        fee, (reward + fee) * (500 + n % 500),
        case kind when 'picture' then 10 when 'video' then 30 else 0 end,
        case when kind = 'picture' then array[${uuidOf(PICTURE, `n % ${PARTNERS} + 1`)}] else '{}'::uuid[] end,
        case when kind = 'video' then ${uuidOf(VIDEO, `n % ${PARTNERS} + 1`)} end,
        case when kind = 'video' then 3 end, case when kind = 'video' then 2 end,
        case when kind = 'special' then 'text' end, case when kind = 'special' then 'partner' end,
        case when n % 5 = 1 then '{DE}'::varchar[] when n % 15 = 2 then '{FR,BE}'::varchar[] else '{}'::varchar[] end,
        case when n % 7 = 3 then 30 end, case when n % 11 = 4 then 25 end,
        case when n <= ${LIVE_TASKS} then now() + interval '1 day' + (n * 104729 % 2505600) * interval '1 second'
          else published + interval '6 days' end,
        published - interval '1 hour', published, published, published,
        case when n > ${LIVE_TASKS} then published + interval '6 days' end
      from (select n, case when n % 10 < 5 then 'picture' when n % 10 < 8 then 'video' else 'special' end as kind,
              n % 13 = 0 as free, case when n % 13 = 0 then 0 else 1 + n * 37 % 100 end as reward,
              case when n % 13 = 0 then 0 else 1 + (n * 37 % 100) / 10 end as fee,
              now() - (n * 7919 % 2592000) * interval '1 second' - case when n > ${LIVE_TASKS} then interval '40 days'
                else interval '0 days' end as published
            from generate_series(1, ${ALL_TASKS}) n) t`,
  },
  {
    label: `${ATTEMPTS} completed attempts (${HEAVY} members with ${HEAVY_DONE} each)`,
    sql: `insert into task_attempts (task_id, member_id, status, watched_ms, beat_seq, beat_key, started_at,
        finished_at, reward_coins)
      select t.id, a.member_id, 'completed', t.seconds_needed * 1000, 3, 'bench', t.published_at + interval '1 hour',
        t.published_at + interval '1 hour 1 minute', t.reward_coins
      from (select ${uuidOf(MEMBER, 'm')} as member_id, ${uuidOf(TASK, `(m * 7919 + k * 7) % ${ALL_TASKS} + 1`)} as task_id
              from generate_series(1, ${HEAVY}) m, generate_series(0, ${HEAVY_DONE - 1}) k
            union all
            select ${uuidOf(MEMBER, `${HEAVY + 1} + j % ${MEMBERS - HEAVY}`)},
              ${uuidOf(TASK, `(j * 7919) % ${ALL_TASKS} + 1`)}
              from generate_series(0, ${ATTEMPTS - HEAVY * HEAVY_DONE - 1}) j) a
      join tasks t on t.id = a.task_id
      on conflict do nothing`,
  },
  {
    // A viewing under way keeps its task in the list: a few per member with a session.
    label: 'viewings under way',
    sql: `insert into task_attempts (task_id, member_id, status, watched_ms, beat_seq, beat_key, last_beat_at, started_at)
      select ${uuidOf(TASK, `(m * 31 + k * 10) % ${LIVE_TASKS} + 1`)}, ${uuidOf(MEMBER, 'm')}, 'watching', 4000, 1,
        'bench', now(), now()
      from generate_series(1, ${BENCH_MEMBERS}) m, generate_series(0, 2) k
      on conflict do nothing`,
  },
  {
    // The tasks count what was done; one live task in 50 is full.
    label: 'task counters, full tasks',
    sql: `update tasks t set
        completions_done = case when c.is_full then greatest(c.done, 1) else c.done end,
        completions = case when c.is_full then greatest(c.done, 1) else greatest(t.completions, c.done) end
      from (select t2.id, substr(t2.id::text, 25)::int % 50 = 17 and t2.status = 'live' as is_full,
              (count(a.id) filter (where a.status = 'completed'))::int as done
            from tasks t2 left join task_attempts a on a.task_id = t2.id group by t2.id) c
      where c.id = t.id`,
  },
  {
    label: 'task coins',
    sql: `update tasks set spent_coins = (reward_coins + fee_per_completion) * completions_done,
      budget_coins = (reward_coins + fee_per_completion) * completions`,
  },
  { label: 'vacuum analyze', sql: 'vacuum analyze' },
];

async function seed(execute: (statement: string) => Promise<void>) {
  const started = performance.now();
  for (const { label, sql: statement } of statements) {
    const at = performance.now();
    await execute(statement);
    console.log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

async function prepare(backend: string) {
  if (backend === 'pglite') {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.mkdirSync(pgliteDir, { recursive: true });
  } else {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query('drop database if exists bt_bench_task_list with (force)');
    await admin.query('create database bt_bench_task_list');
    await admin.end();
  }
  const database = await openDatabase(
    backend === 'pglite' ? { dataDir: pgliteDir } : { databaseUrl: benchDbUrl },
  );
  try {
    const seedSeconds = await seed(async (statement) => void (await database.db.execute(sql.raw(statement))));
    const [counts] = rowsOf<Record<string, number>>(
      await database.db.execute(sql`select
          (select count(*)::int from tasks where status = 'live') as "liveTasks",
          (select count(*)::int from tasks where status = 'live' and kind = 'picture') as "livePictureTasks",
          (select count(*)::int from tasks where status = 'live' and completions_done >= completions) as "fullLiveTasks",
          (select count(*)::int from task_attempts where status = 'completed') as "completedAttempts"`),
    );
    return { seedSeconds, ...counts };
  } finally {
    await database.close();
  }
}

type Page = { items: unknown[]; nextCursor: string | null };

async function page(member: number, query: string): Promise<Page> {
  const answer = await fetch(`${base}/api/tasks?${query}`, {
    headers: { authorization: `Token ${token(member)}` },
  });
  if (!answer.ok) throw new Error(`${query}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Page;
}

/** Follows a member's nextCursor DEEP_PAGES times: the cursor of the page after. */
async function deepCursor(member: number): Promise<string> {
  let cursor: string | null = null;
  for (let n = 0; n < DEEP_PAGES; n += 1) {
    const body = await page(member, `kind=picture${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!body.nextCursor) throw new Error(`member ${member} has ${n + 1} pages of picture tasks`);
    cursor = body.nextCursor;
  }
  return cursor as string;
}

const loadAt = (connections: number, paths: Array<{ path: string; token?: string }>, target = base) =>
  readLoad(paths, target, connections, duration);

async function atEachConnectionCount(paths: Array<{ path: string; token?: string }>, target = base) {
  const runs: Record<string, Run> = {};
  for (const connections of connectionCounts) {
    runs[`c${connections}`] = await loadAt(connections, paths, target);
    console.log(`    ${connections} connections`, runs[`c${connections}`]);
  }
  return runs;
}

async function ceiling() {
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
    return await atEachConnectionCount([{ path: '/' }], `http://127.0.0.1:${helloPort}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * EXPLAIN (ANALYZE, BUFFERS) of eligiblePage itself: the repository runs its query through a
 * drizzle instance whose logger keeps the SQL and parameters, which are then explained as sent.
 */
async function explainList(member: number, query: Parameters<typeof eligiblePage>[2], cursor?: string) {
  const pool = new pg.Pool({ connectionString: benchDbUrl, max: 1 });
  try {
    const captured: Array<{ text: string; params: unknown[] }> = [];
    const db = drizzle(pool, {
      logger: { logQuery: (text: string, params: unknown[]) => void captured.push({ text, params }) },
    }) as unknown as Db;
    const now = new Date();
    const profile = await memberProfile(db, memberId(member), now);
    const values = decodeCursor(cursor, ['string', 'string'] as const);
    const after: ListPosition | null = values ? { value: values[0], id: values[1] } : null;
    const rows = await eligiblePage(db, profile, query, after, 20, now);
    const list = captured.at(-1) as { text: string; params: unknown[] };
    const text = await pool.query(`explain (analyze, buffers) ${list.text}`, list.params);
    const json = await pool.query(`explain (analyze, buffers, format json) ${list.text}`, list.params);
    const [top] = json.rows[0]['QUERY PLAN'] as Array<{
      Plan: PlanNode;
      'Execution Time': number;
      'Planning Time': number;
    }>;
    const plan = top as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };
    return {
      member: { n: member, country: profile.country, age: profile.age },
      rowsReturned: rows.length,
      executionMs: Math.round(plan['Execution Time'] * 100) / 100,
      planningMs: Math.round(plan['Planning Time'] * 100) / 100,
      sharedHitBlocks: plan.Plan['Shared Hit Blocks'] ?? 0,
      sharedReadBlocks: plan.Plan['Shared Read Blocks'] ?? 0,
      scans: nodesOf(plan.Plan)
        .filter((node) => node['Relation Name'] ?? node['Index Name'])
        .map((node) => ({
          node: node['Node Type'],
          relation: node['Relation Name'],
          index: node['Index Name'] ?? null,
          rows: node['Actual Rows'],
          loops: node['Actual Loops'],
          removedByFilter: node['Rows Removed by Filter'] ?? 0,
        })),
      sql: list.text,
      plan: text.rows.map((row) => row['QUERY PLAN'] as string),
    };
  } finally {
    await pool.end();
  }
}

/** Autocannon counts whole milliseconds: a ceiling's p99 of 0 is taken as 1 ms. */
const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1)) * 100) / 100;
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  },
  dataset: {
    members: MEMBERS,
    benchMembers: BENCH_MEMBERS,
    heavyMembers: { count: HEAVY, completedEach: HEAVY_DONE },
    partners: PARTNERS,
    deepPage: DEEP_PAGES + 1,
    connections: connectionCounts,
    durationSeconds: duration,
  },
};

console.log('ceiling: bare Fastify hello-world');
const hello = await ceiling();
results.ceiling = hello;

for (const backend of backends) {
  console.log(`${backend}: dataset`);
  const dataset = await prepare(backend);
  const server =
    backend === 'pglite'
      ? await startServer({ port, dataDir: pgliteDir })
      : await startServer({ port, dataDir: '/tmp/bt-bench-task-list-pg', env: { DATABASE_URL: benchDbUrl } });
  try {
    // A member who did 1,500 tasks and one who did a few both see a full first page.
    for (const member of [1, BENCH_MEMBERS])
      if ((await page(member, 'kind=picture')).items.length !== 20)
        throw new Error(`member ${member}: short page`);
    const members = Array.from({ length: BENCH_MEMBERS }, (_, index) => index + 1);
    const paths = (query: string) => members.map((m) => ({ path: `/api/tasks?${query}`, token: token(m) }));
    await readLoad(paths('kind=picture'), base, 10, 3); // warm-up
    const variants: Record<string, Record<string, Run>> = {};
    console.log(`${backend}: first page`);
    variants.first = await atEachConnectionCount(paths('kind=picture'));
    console.log(`${backend}: first page, members in CA`);
    variants.firstCa = await atEachConnectionCount(
      paths('kind=picture').filter((_, index) => index % 10 === 8),
    );
    console.log(`${backend}: first page by reward`);
    variants.reward = await atEachConnectionCount(paths('kind=picture&sort=reward'));
    // Ten heavy members and ten light ones, each at their own page 11.
    const deepMembers = [...members.slice(0, 10), ...members.slice(150, 160)];
    const cursors = new Map<number, string>();
    for (const member of deepMembers) cursors.set(member, await deepCursor(member));
    console.log(`${backend}: page ${DEEP_PAGES + 1}`);
    variants.deep = await atEachConnectionCount(
      deepMembers.map((m) => ({
        path: `/api/tasks?kind=picture&cursor=${encodeURIComponent(cursors.get(m) as string)}`,
        token: token(m),
      })),
    );
    const versusCeiling = Object.fromEntries(
      Object.entries(variants).map(([name, runs]) => [
        name,
        Object.fromEntries(
          Object.entries(runs).map(([at, run]) => [
            at,
            {
              p99OverCeilingP99: ratio(run.p99Ms, hello[at]?.p99Ms ?? 0),
              p99AboveCeilingMs: run.p99Ms - (hello[at]?.p99Ms ?? 0),
              percentOfCeilingRequests: ratio(run.requestsPerSecond * 100, hello[at]?.requestsPerSecond ?? 0),
            },
          ]),
        ),
      ]),
    );
    results[backend] = { dataset, ...variants, versusCeiling };
    if (backend !== 'pglite') {
      console.log(`${backend}: explain`);
      // Members 1 and 29 did 1,500 tasks, 151 and 159 a few; 1 and 151 live in FR, which some tasks
      // name, 29 and 159 in CA, which none names (the planner's estimate of the targeting differs).
      const newest = { kind: 'picture', sort: 'newest', reward: 'all' } as const;
      const byReward = { ...newest, sort: 'reward' } as const;
      results.explain = {
        firstPageHeavyFr: await explainList(1, newest),
        firstPageLightFr: await explainList(151, newest),
        firstPageHeavyCa: await explainList(29, newest),
        firstPageLightCa: await explainList(159, newest),
        byRewardHeavyFr: await explainList(1, byReward),
        byRewardLightCa: await explainList(159, byReward),
        [`page${DEEP_PAGES + 1}HeavyFr`]: await explainList(1, newest, cursors.get(1)),
        [`page${DEEP_PAGES + 1}HeavyCa`]: await explainList(9, newest, cursors.get(9)),
      };
    }
  } finally {
    await server.stop();
  }
}

(results.machine as Record<string, unknown>).loadAverageAfter = os
  .loadavg()
  .map((n) => Math.round(n * 10) / 10);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'task-list.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
const { explain, ...figures } = results;
console.log(JSON.stringify(figures, null, 2));
for (const [name, found] of Object.entries(
  (explain ?? {}) as Record<string, Awaited<ReturnType<typeof explainList>>>,
))
  console.log(
    `explain ${name}: ${found.executionMs} ms, ${found.scans.map((scan) => scan.index ?? scan.node).join(' + ')}`,
  );
