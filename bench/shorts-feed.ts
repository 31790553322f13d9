import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { type Run, readLoad } from './read-load';

/**
 * The shorts' For You page over 100,000 shorts, through the app (HTTP, 50 connections): the first
 * page and the third (through its cursor) for 50 members, and the Following page, on PostgreSQL
 * (database bt_bench_shorts) and PGlite (bench/.data/shorts-pglite); in the same run a bare Fastify
 * hello-world as the ceiling. The server runs from source (tsx), as nothing here builds it.
 * Writes bench/results/shorts-feed.json.
 *
 * The dataset (SQL, the same on both databases): 20,000 members following 20 others each; 2,000
 * creators write 80% of the 100,000 shorts, spread over 60 days (For You's candidates are the last
 * 30); about 600,000 likes and 800,000 day-views skewed towards a popular few (a cubic and a
 * square law), comments, shares and saves as counters in proportion to the likes. The 50 bench
 * members follow 50 creators more and have watched half of the 600 newest shorts (the "seen" tier).
 *
 * BACKENDS=postgres,pglite (default both) · DURATION=15 (seconds per run) · REBUILD=1 regenerates
 * the datasets · PG_URL=postgres://postgres@127.0.0.1:5432/postgres (the server that gets bt_bench_shorts).
 */
const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 15);
const connections = 50;
const backends = (process.env.BACKENDS ?? 'postgres,pglite').split(',');
const rebuild = process.env.REBUILD === '1';
const pgAdminUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDbUrl = (() => {
  const url = new URL(pgAdminUrl);
  url.pathname = '/bt_bench_shorts';
  return url.toString();
})();
const pgliteDir = path.join(root, 'bench', '.data', 'shorts-pglite');
const port = 3196;
const base = `http://127.0.0.1:${port}`;

const MEMBERS = 20_000;
const SHORTS = 100_000;
const BENCH_MEMBERS = 50;
const CREATOR_FIRST = 1001;
const CREATORS = 2000;
const LIKES = 600_000;
const VIEWS = 800_000;
const FOLLOW_OFFSETS = [
  1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946,
];
const tags = ['dance', 'food', 'travel', 'music', 'sport', 'cats', 'diy', 'funny', 'nature', 'city'];

/** A uuid (version 4 and variant bits set) made from md5 of a prefix and an SQL expression. */
const uuidOf = (prefix: string, expression: string) =>
  `overlay(overlay(md5('${prefix}' || (${expression})) placing '4' from 13) placing '8' from 17)::uuid`;
const member = (expression: string) => uuidOf('u', expression);
const shortId = (expression: string) => uuidOf('s', expression);
const mediaId = (expression: string) => uuidOf('v', expression);
/** A fraction in [0, 1) from an integer expression: the same dataset on every run. */
const fraction = (expression: string, multiplier: number) =>
  `((((${expression})::bigint * ${multiplier}) % 1000003) / 1000003.0)`;
/** Author of short j: 80% among the creators, the rest anyone. */
const authorOf = (j: string) =>
  `case when ${j} % 5 <> 0 then ${member(`${CREATOR_FIRST} + (${j}::bigint * 31) % ${CREATORS}`)} else ${member(`1 + (${j}::bigint * 7919) % ${MEMBERS}`)} end`;
const postedAt = (j: string) =>
  `now() - ((${j}::bigint * 7919) % 5184000) * interval '1 second' - (${j} % 1000) * interval '1 millisecond'`;
const benchToken = (n: number) => `shortsbench${String(n).padStart(29, '0')}`;

async function datasetStatements(): Promise<Array<{ label: string; sql: string }>> {
  const passwordHash = await hashPassword('amber-canyon-lighthouse-5');
  return [
    {
      label: `${MEMBERS} members`,
      sql: `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
          referral_code, email_verified_at, terms_accepted_at, created_at)
        select ${member('i')}, 's' || i || '@bench.test', 's' || i, '${passwordHash}', 'Member', 'N' || i,
          '1990-01-01', 'FR', 's' || lpad(i::text, 9, '0'), now(), now(), now() - i * interval '1 minute'
        from generate_series(1, ${MEMBERS}) i`,
    },
    {
      label: 'follows (20 per member; the bench members follow 50 creators more)',
      sql: `insert into follows (follower_id, followee_id, created_at)
        select ${member('i')}, ${member(`1 + (i - 1 + o) % ${MEMBERS}`)}, now()
        from generate_series(1, ${MEMBERS}) i, unnest(array[${FOLLOW_OFFSETS}]) o
        union
        select ${member('b')}, ${member(`${CREATOR_FIRST} + (b * 37 + k * 39) % ${CREATORS}`)}, now()
        from generate_series(1, ${BENCH_MEMBERS}) b, generate_series(0, 49) k
        on conflict do nothing`,
    },
    {
      label: `${SHORTS} videos`,
      sql: `insert into media_objects (id, owner_id, purpose, status, content_type, size, width, height,
          duration_ms, video, visibility, created_at, updated_at)
        select ${mediaId('j')}, ${authorOf('j')}, 'short-video', 'ready', 'video/mp4', 3000000, 720, 1280,
          5000 + (j % 55) * 1000,
          jsonb_build_object('renditions', jsonb_build_array(
              jsonb_build_object('label', '720p', 'width', 720, 'height', 1280, 'key', 'videos/' || ${mediaId('j')} || '-720p.mp4', 'bytes', 3000000, 'bitrate', 1500000),
              jsonb_build_object('label', '360p', 'width', 360, 'height', 640, 'key', 'videos/' || ${mediaId('j')} || '-360p.mp4', 'bytes', 900000, 'bitrate', 450000)),
            'posterKey', 'videos/' || ${mediaId('j')} || '-poster.webp', 'hlsKey', null, 'hlsKeys', jsonb_build_array()),
          'public', ${postedAt('j')}, ${postedAt('j')}
        from generate_series(1, ${SHORTS}) j`,
    },
    {
      label: `${SHORTS} shorts over 60 days`,
      sql: `insert into shorts (id, author_id, media_id, caption, hashtags, created_at)
        select ${shortId('j')}, ${authorOf('j')}, ${mediaId('j')},
          'Short ' || j || ' #' || (array[${tags.map((t) => `'${t}'`)}])[1 + j % ${tags.length}],
          array[(array[${tags.map((t) => `'${t}'`)}])[1 + j % ${tags.length}]], ${postedAt('j')}
        from generate_series(1, ${SHORTS}) j`,
    },
    {
      label: `${LIKES} likes (a few shorts get most)`,
      sql: `insert into short_likes (short_id, user_id, created_at)
        select ${shortId(`1 + floor(${SHORTS} * power(${fraction('k', 2654435761)}, 3))::int`)},
          ${member(`1 + (k::bigint * 7919) % ${MEMBERS}`)}, now()
        from generate_series(1, ${LIKES}) k
        on conflict do nothing`,
    },
    {
      label: `${VIEWS} day-views over 30 days`,
      sql: `insert into short_views (short_id, viewer_id, day, watched_ms, completed, first_at, last_at)
        select ${shortId(`1 + floor(${SHORTS} * power(${fraction('k', 40503)}, 2))::int`)},
          ${member(`1 + (k::bigint * 104729) % ${MEMBERS}`)}, (now() - (k % 30) * interval '1 day')::date,
          2000 + (k * 37) % 13000, k % 3 = 0, now() - (k % 30) * interval '1 day', now() - (k % 30) * interval '1 day'
        from generate_series(1, ${VIEWS}) k
        on conflict do nothing`,
    },
    {
      label: 'the bench members watched half of the 600 newest shorts',
      sql: `insert into short_views (short_id, viewer_id, day, watched_ms, completed, first_at, last_at)
        select s.id, ${member('b')}, (now() - interval '1 hour')::date, 5000, true, now() - interval '1 hour', now() - interval '1 hour'
        from (select id, row_number() over (order by created_at desc) as n from shorts order by created_at desc limit 600) s,
          generate_series(1, ${BENCH_MEMBERS}) b
        where (s.n + b) % 2 = 0
        on conflict do nothing`,
    },
    {
      label: 'counters',
      sql: `update shorts set like_count = l.n, comment_count = l.n / 5, share_count = l.n / 10, save_count = l.n / 8
          from (select short_id, count(*)::int as n from short_likes group by short_id) l where shorts.id = l.short_id;
        update shorts set view_count = v.n, completion_count = v.c
          from (select short_id, count(*)::int as n, (count(*) filter (where completed))::int as c from short_views group by short_id) v
          where shorts.id = v.short_id`,
    },
    {
      label: 'sessions of the bench members',
      sql: `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
        select ${member('b')}, encode(sha256(convert_to('shortsbench' || lpad(b::text, 29, '0'), 'UTF8')), 'hex'),
          repeat('0', 64), 'bench', now() + interval '30 days'
        from generate_series(1, ${BENCH_MEMBERS}) b`,
    },
    { label: 'vacuum analyze', sql: 'vacuum analyze' },
  ];
}

const load = (paths: Array<{ path: string; token?: string }>, target = base): Promise<Run> =>
  readLoad(paths, target, connections, duration);

async function seed(execute: (statement: string) => Promise<void>): Promise<number> {
  const started = performance.now();
  for (const { label, sql: statement } of await datasetStatements()) {
    const step = performance.now();
    for (const part of statement.split(/;\s*\n/)) await execute(part);
    console.log(`  ${label}: ${((performance.now() - step) / 1000).toFixed(1)} s`);
  }
  return performance.now() - started;
}

async function preparePglite(): Promise<number> {
  const marker = path.join(pgliteDir, 'complete');
  if (!rebuild && fs.existsSync(marker)) return 0;
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.mkdirSync(pgliteDir, { recursive: true });
  const database = await openDatabase({ dataDir: pgliteDir });
  const ms = await seed(async (statement) => void (await database.db.execute(sql.raw(statement))));
  await database.close();
  fs.writeFileSync(marker, new Date().toISOString());
  return ms;
}

async function preparePostgres(): Promise<number> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'bt_bench_shorts'`)).rowCount;
  if (exists && !rebuild) {
    const probe = new pg.Client({ connectionString: benchDbUrl });
    await probe.connect();
    const count = await probe
      .query('select count(*)::int as n from shorts')
      .catch(() => ({ rows: [{ n: 0 }] }));
    await probe.end();
    if (count.rows[0]?.n === SHORTS) {
      await admin.end();
      return 0;
    }
  }
  await admin.query('drop database if exists bt_bench_shorts with (force)');
  await admin.query('create database bt_bench_shorts');
  await admin.end();
  const database = await openDatabase({ databaseUrl: benchDbUrl });
  const ms = await seed(async (statement) => void (await database.db.execute(sql.raw(statement))));
  await database.close();
  return ms;
}

/** The app from source, in its own process group, once /readyz answers 200. */
async function startApp(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-shorts-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000000',
      RATE_LIMIT_READ_PER_MINUTE: '1000000000',
      RATE_LIMIT_WRITE_PER_MINUTE: '1000000000',
      RATE_LIMIT_MONEY_PER_MINUTE: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return stop;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('server not ready after 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Walks member n's For You to page 3 and answers that page's path. */
async function page3Path(n: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 1; page < 3; page += 1) {
    const answer = await fetch(
      `${base}/api/shorts?feed=for-you&limit=20${cursor ? `&cursor=${cursor}` : ''}`,
      {
        headers: { authorization: `Token ${benchToken(n)}` },
      },
    );
    if (!answer.ok) throw new Error(`for you page ${page}: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { items: unknown[]; nextCursor: string | null };
    if (!body.nextCursor || body.items.length < 20) throw new Error(`member ${n} has no page ${page + 1}`);
    cursor = body.nextCursor;
  }
  return `/api/shorts?feed=for-you&limit=20&cursor=${cursor}`;
}

async function ceiling(): Promise<Run> {
  const helloPort = 3197;
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
  // Other work on the machine moves these figures: the load when the run started.
  machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: os.loadavg()[0] },
  dataset: {
    members: MEMBERS,
    shorts: SHORTS,
    likesGenerated: LIKES,
    viewsGenerated: VIEWS,
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
  const stop = await startApp(backend === 'pglite' ? { DATA_DIR: pgliteDir } : { DATABASE_URL: benchDbUrl });
  try {
    const members = Array.from({ length: BENCH_MEMBERS }, (_, index) => index + 1);
    const firstPages = members.map((n) => ({
      path: '/api/shorts?feed=for-you&limit=20',
      token: benchToken(n),
    }));
    await load(firstPages.slice(0, 5)); // warm-up
    console.log(`${backend}: For You, page 1`);
    const page1 = await load(firstPages);
    console.log(page1);
    const deep = [];
    for (const n of members.slice(0, 10)) deep.push({ path: await page3Path(n), token: benchToken(n) });
    console.log(`${backend}: For You, page 3`);
    const page3 = await load(deep);
    console.log(page3);
    console.log(`${backend}: Following, page 1`);
    const following = await load(
      members.map((n) => ({ path: '/api/shorts?feed=following&limit=20', token: benchToken(n) })),
    );
    console.log(following);
    results[backend] = {
      seedSeconds: seedMs ? Math.round(seedMs / 100) / 10 : 'reused',
      forYouPage1: page1,
      forYouPage3: page3,
      followingPage1: following,
      forYouPage1ShareOfCeiling:
        Math.round((page1.requestsPerSecond / hello.requestsPerSecond) * 10_000) / 100,
    };
  } finally {
    await stop();
  }
}

fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'shorts-feed.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
