import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import {
  feedKeysQueryForExplain,
  feedPage,
  memberPostsQuery,
} from '../apps/server/src/modules/feed/feed.repository';
import {
  peopleQuery,
  postsQuery,
  setWordSimilarityThreshold,
} from '../apps/server/src/modules/search/search.repository';
import { keyedWordsOf, trigramThreshold } from '../apps/server/src/modules/search/search-terms';
import { prefixTsQuery, searchTermsOf } from '../apps/server/src/platform/search-text';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the feed (first and a deep page), a profile's posts, and the
 * people and posts searches, on the datasets of bench/social-feed.ts (run that first), on
 * PostgreSQL and PGlite. Writes bench/results/social-explain.md (plans) and .json (summaries).
 */
const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/bt_bench_feed';
const pgliteDir = path.join(root, 'bench', '.data', 'feed-pglite');
const memberId = (n: number) =>
  sql`overlay(overlay(md5(${`u${n}`}) placing '4' from 13) placing '8' from 17)::uuid`;

type Plan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: Plan[];
};
const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function idOf(database: Database, n: number): Promise<string> {
  const result = (await database.db.execute(sql`select ${memberId(n)}::text as id`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return result.rows[0]?.id as string;
}

async function explain(
  database: Database,
  query: SQL,
  setup?: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<void>,
) {
  return database.db.transaction(async (tx) => {
    if (setup) await setup(tx);
    const text = (await tx.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const json = (await tx.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const raw = Object.values(json.rows[0] ?? {})[0];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
      Plan: Plan;
      'Execution Time': number;
      'Planning Time': number;
    }>;
    const top = parsed[0] as { Plan: Plan; 'Execution Time': number; 'Planning Time': number };
    const scans = nodes(top.Plan).filter((node) => node['Relation Name']);
    return {
      plan: text.rows.map((row) => Object.values(row)[0]).join('\n'),
      summary: {
        executionMs: Math.round(top['Execution Time'] * 100) / 100,
        planningMs: Math.round(top['Planning Time'] * 100) / 100,
        rowsReturned: top.Plan['Actual Rows'],
        scans: scans.map((node) => ({
          node: node['Node Type'],
          relation: node['Relation Name'],
          index: node['Index Name'] ?? null,
          rowsRead: (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
        })),
      },
    };
  });
}

/** As `feed_keys` runs it: bitmap scans off. */
const bitmapOff = (tx: { execute(query: SQL): Promise<unknown> }) =>
  tx.execute(sql`set local enable_bitmapscan = off`);

const feedKeysQuery = (
  database: Database,
  viewerId: string,
  limit: number,
  after: { id: string; createdAt: Date } | null,
) => feedKeysQueryForExplain(database.db, viewerId, limit, after);

async function run(label: string, database: Database) {
  const viewer = await idOf(database, 1);
  // m1003: an active member (100 posts), most of them public.
  const active = await idOf(database, 1003);
  // A deep position: the 6,000th item of member 1's feed (page 300 of 20).
  const keys = await feedPage(database.db, viewer, 6000, null);
  const at = keys[5999] as { id: string; createdAt: Date };
  const people = searchTermsOf('Benedickt Durnad');
  const words = searchTermsOf('coffee music');
  const cases: Array<[string, SQL, ((tx: never) => Promise<void>) | undefined]> = [
    ['feed, page 1', await feedKeysQuery(database, viewer, 20, null), bitmapOff as never],
    ['feed, page 300', await feedKeysQuery(database, viewer, 20, at), bitmapOff as never],
    [
      'profile posts (an active member, viewer not a friend)',
      memberPostsQuery(active, ['public'], null, 20, null),
      undefined,
    ],
    [
      'people search "Benedickt Durnad"',
      peopleQuery({
        viewerId: viewer,
        folded: people.folded,
        words: keyedWordsOf(people.words),
        limit: 20,
        after: null,
      }),
      ((tx: never) => setWordSimilarityThreshold(tx, trigramThreshold(people.folded))) as never,
    ],
    [
      'posts search "coffee music"',
      postsQuery(viewer, prefixTsQuery(words.words) as string, 20, null),
      undefined,
    ],
  ];
  const out: Record<string, unknown> = {};
  let markdown = `\n## ${label}\n`;
  for (const [name, query, setup] of cases) {
    const { plan, summary } = await explain(database, query, setup as never);
    out[name] = summary;
    markdown += `\n### ${name}\n\n${summary.executionMs} ms execution, ${summary.planningMs} ms planning\n\n\`\`\`\n${plan}\n\`\`\`\n`;
    console.log(label, name, JSON.stringify(summary));
  }
  return { out, markdown };
}

const results: Record<string, unknown> = { date: new Date().toISOString() };
let markdown =
  '# EXPLAIN of the social queries (bench/social-explain.ts)\n\nDataset: bench/social-dataset.ts (100,000 members, 1,000,000 posts); viewer m1 (about 225 authors in the feed).\n';
for (const backend of (process.env.BACKENDS ?? 'postgres,pglite').split(',')) {
  const database =
    backend === 'pglite'
      ? await openDatabase({ dataDir: pgliteDir })
      : await openDatabase({ databaseUrl: pgUrl });
  try {
    // Warm the caches once, so the figures are of a running server, not of a cold start.
    await run(backend, database);
    const { out, markdown: part } = await run(backend, database);
    results[backend] = out;
    markdown += part;
  } finally {
    await database.close();
  }
}
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'social-explain.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
fs.writeFileSync(path.join(root, 'bench', 'results', 'social-explain.md'), markdown);
