import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import {
  feedKeysQueryForExplain,
  feedPage,
  memberPostsPage,
  memberPostsQuery,
  suggestedKeys,
  suggestedKeysQuery,
} from './feed.repository';

const ctx = useTestApp();

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

const MEMBERS = 2000;
const POSTS = 20_000;
const FRIENDS = 150;
const FOLLOWEES = 50;

/**
 * A generated network: 2,000 members and 20,000 posts spread over them, plus 5,000 posts of one
 * prolific member; member 1 has 150 friends (the prolific one among them) and follows 50 members
 * (10 of whom are also friends).
 */
async function generate(): Promise<string> {
  const db = ctx.built.database.db;
  await db.execute(sql`
    insert into users (email, username, password_hash, first_name, last_name, birth_date, country, referral_code, terms_accepted_at)
    select 'gen' || i || '@example.test', 'gen' || i, 'x', 'Gen', 'Member' || i, '1990-01-01', 'FR', 'ref' || i, now()
    from generate_series(1, ${MEMBERS}::int) i`);
  await db.execute(sql`
    insert into friendships (user_id, friend_id)
    select a.id, b.id from users a, users b
    where a.username = 'gen1' and b.username in (select 'gen' || i from generate_series(2, ${FRIENDS + 1}::int) i)`);
  await db.execute(
    sql`insert into friendships (user_id, friend_id) select friend_id, user_id from friendships`,
  );
  await db.execute(sql`
    insert into follows (follower_id, followee_id)
    select a.id, b.id from users a, users b
    where a.username = 'gen1'
      and b.username in (select 'gen' || i from generate_series(${FRIENDS + 2 - 10}::int, ${FRIENDS + 1 + FOLLOWEES - 10}::int) i)`);
  await db.execute(sql`
    insert into posts (author_id, body, audience, created_at)
    select u.id, 'post ' || i, (array['public', 'friends', 'only_me'])[1 + i % 3],
           now() - (i || ' seconds')::interval
    from generate_series(1, ${POSTS}::int) i
    join users u on u.username = 'gen' || (1 + (i * 7919) % ${MEMBERS}::int)`);
  await db.execute(sql`
    insert into posts (author_id, body, audience, created_at)
    select u.id, 'prolific ' || i, 'public', now() - (i || ' minutes')::interval
    from generate_series(1, 5000) i join users u on u.username = 'gen2'`);
  await db.execute(sql`analyze`);
  const rows = (await db.execute(sql`select id from users where username = 'gen1'`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return rows.rows[0]?.id as string;
}

/** The plan of a query; `indexOrder` runs it as `feed_keys` does, with bitmap scans off. */
async function explain(query: SQL, options: { indexOrder: boolean }): Promise<PlanNode> {
  return ctx.built.database.db.transaction(async (tx) => {
    if (options.indexOrder) await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const raw = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    return (plan[0] as { Plan: PlanNode }).Plan;
  });
}

const feedQuery = (viewerId: string, limit: number, after: { id: string; createdAt: Date } | null) =>
  feedKeysQueryForExplain(ctx.built.database.db, viewerId, limit, after);

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** Rows the plan took from the posts table (kept and filtered out), over all loops. */
function postsRowsRead(plan: PlanNode): number {
  return nodes(plan)
    .filter((node) => node['Relation Name'] === 'posts')
    .reduce(
      (sum, node) =>
        sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
      0,
    );
}

describe('feed query plan', () => {
  it('reads posts through posts_author_recent_idx, about a page per author, on the first and a deep page', async () => {
    const viewerId = await generate();
    const authors = 1 + FRIENDS + FOLLOWEES - 10;
    const limit = 20;

    const first = await explain(await feedQuery(viewerId, limit, null), { indexOrder: true });
    const deepRows = await feedPage(ctx.built.database.db, viewerId, 1000, null);
    const last = deepRows[deepRows.length - 2] as { id: string; createdAt: Date };
    const deep = await explain(await feedQuery(viewerId, limit, last), { indexOrder: true });

    for (const plan of [first, deep]) {
      const postScans = nodes(plan).filter((node) => node['Relation Name'] === 'posts');
      expect(postScans.length).toBeGreaterThan(0);
      for (const scan of postScans) {
        expect(scan['Node Type']).toMatch(/^Index( Only)? Scan$/);
        expect(scan['Index Name']).toBe('posts_author_recent_idx');
      }
      // Read in index order: no sort per author, only the final top-N of the merged pages.
      const sortsOverPosts = nodes(plan).filter(
        (node) =>
          node['Node Type'] === 'Sort' && nodes(node).some((inner) => inner['Relation Name'] === 'posts'),
      );
      expect(sortsOverPosts).toHaveLength(1);
      expect(
        nodes(plan).some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'posts'),
      ).toBe(false);
      // Each author's scan stops after a page (plus the other audiences it skips): never the
      // 25,000 posts, never the 5,000 of the prolific friend.
      expect(postsRowsRead(plan)).toBeLessThanOrEqual(authors * (limit + 1) * 2);
      expect(postsRowsRead(plan)).toBeLessThan(5000);
      expect(plan['Actual Rows']).toBe(limit + 1);
    }
  });

  it('reads a member’s posts through the same index, a page at a time, also deep in the list', async () => {
    await generate();
    const busiest = (await ctx.built.database.db.execute(sql`
      select author_id from posts group by author_id order by count(*) desc limit 1`)) as unknown as {
      rows: Array<{ author_id: string }>;
    };
    const memberId = busiest.rows[0]?.author_id as string;
    const audiences = ['public', 'friends'];
    const all = await memberPostsPage(ctx.built.database.db, memberId, audiences, null, 100, null);
    const middle = all[Math.floor(all.length / 2)] as { id: string; createdAt: Date };
    for (const after of [null, middle]) {
      const plan = await explain(memberPostsQuery(memberId, audiences, null, 3, after), {
        indexOrder: false,
      });
      const scans = nodes(plan).filter((node) => node['Relation Name'] === 'posts');
      expect(scans.map((scan) => scan['Index Name'])).toEqual(['posts_author_recent_idx']);
      expect(postsRowsRead(plan)).toBeLessThanOrEqual(4 * 2);
    }
  });

  it('reads suggested posts newest first through posts_public_recent_idx, about a page, also deep', async () => {
    const viewerId = await generate();
    const db = ctx.built.database.db;
    await db.execute(sql`update users set email_verified_at = now()`);
    const all = await suggestedKeys(db, viewerId, 1000, null);
    const middle = all[500] as { id: string; createdAt: Date };
    for (const after of [null, middle]) {
      const plan = await explain(suggestedKeysQuery(viewerId, 20, after), { indexOrder: false });
      const scans = nodes(plan).filter((node) => node['Relation Name'] === 'posts');
      expect(scans.map((scan) => scan['Index Name'])).toEqual(['posts_public_recent_idx']);
      // The circle's posts (a tenth of the members, the prolific friend among them) are skipped on
      // the way: still far from the 8,000 public posts.
      expect(postsRowsRead(plan)).toBeLessThan(200);
      expect(plan['Actual Rows']).toBe(21);
    }
  });
});
