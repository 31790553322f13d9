import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { blocks, follows } from '../friends/friends.tables';
import { shorts, shortViews } from './shorts.tables';

/**
 * For You (docs/decisions.md, "Shorts"). Every short of the last 30 days before the scoring
 * instant is a candidate if it is among
 *   - the 300 newest,
 *   - the 300 with the most engagement,
 *   - the 200 newest of the people the viewer follows,
 * each read from an index: a page's work is bounded by these pools, not by the number of shorts. The viewer's
 * own shorts, those of anyone a block separates from them, and remixes still waiting for their
 * sound are left out. Each candidate scores
 *
 *   score = (1 + likes×2 + comments×3 + shares×4 + completed views) / (age in hours + 2)^1.5
 *           × 1.5 when the viewer follows the author
 *
 * (the 1 lets a new short with no engagement yet rank by its freshness). Shorts the viewer watched
 * (a counted view) before the scoring instant come after every unseen one, in the same order:
 * the viewer's watches of the window (a candidate cannot have been watched before it) are one
 * range of short_views_viewer_recent_idx, hashed once.
 * The cursor carries the scoring instant: later pages score the same candidates at the same
 * instant, so a short seen on page 1 does not come back on page 3, and shorts posted meanwhile
 * wait for the next first page.
 */
const FOR_YOU = {
  windowDays: 30,
  newest: 300,
  mostEngaged: 300,
  followed: 200,
  followBoost: 1.5,
  agePower: 1.5,
  ageOffsetHours: 2,
} as const;

/** A For You position: the scoring instant, then the last row's tier (0 unseen, 1 seen), score and id. */
export type ForYouKey = { instant: Date; tier: number; score: number; id: string };

type ForYouRow = { id: string; tier: number; score: number };

// The formula's constants are written into the statement: its plan does not depend on them.
const constant = (value: number) => sql.raw(String(value));

/**
 * One page of For You (one more row than `limit`, to know whether another page follows). Not a
 * prepared statement, on purpose: a generic plan cannot tell how many shorts the window holds,
 * and sorted the whole window by engagement (45 ms over 100,000 shorts) where the plan made for
 * the instant reads the engagement index backwards (1 ms).
 */
export async function forYouPage(
  db: Executor,
  viewerId: string,
  instant: Date,
  limit: number,
  after: ForYouKey | null,
): Promise<ForYouRow[]> {
  const viewer = sql`${viewerId}::uuid`;
  const at = sql`${instant.toISOString()}::timestamptz`;
  const since = sql`${new Date(instant.getTime() - FOR_YOU.windowDays * 86_400_000).toISOString()}::timestamptz`;
  // Each pool carries what the score needs: no second look-up of the candidates by id.
  const candidate = (table: string) =>
    sql.raw(['id', 'author_id', 'created_at', 'engagement', 'sound'].map((c) => `${table}.${c}`).join(', '));
  const inWindow = (table: string) =>
    sql`${sql.raw(table)}.created_at <= ${at} and ${sql.raw(table)}.created_at > ${since}`;
  const position = after
    ? sql`where tier > ${after.tier}::int or (tier = ${after.tier}::int and (score < ${after.score}::float8
        or (score = ${after.score}::float8 and id < ${after.id}::uuid)))`
    : sql``;
  const result = await db.execute(sql`
    with pool as (
      (select ${candidate('shorts')} from ${shorts} where ${inWindow('shorts')}
        order by created_at desc, id desc limit ${constant(FOR_YOU.newest)})
      union
      (select ${candidate('shorts')} from ${shorts} where ${inWindow('shorts')}
        order by engagement desc limit ${constant(FOR_YOU.mostEngaged)})
      union
      -- The newest ids from the authors' index alone, then only those are read.
      (select ${candidate('s')} from ${shorts} s where s.id in (
        select fs.id from ${follows} f join ${shorts} fs on fs.author_id = f.followee_id
        where f.follower_id = ${viewer} and ${inWindow('fs')}
        order by fs.created_at desc limit ${constant(FOR_YOU.followed)}))
    ),
    ranked as (
      select c.id,
        case when c.id in (select v.short_id from ${shortViews} v
          where v.viewer_id = ${viewer} and v.first_at < ${at} and v.first_at > ${since}) then 1 else 0 end as tier,
        (1 + c.engagement)::float8
          / power(extract(epoch from (${at} - c.created_at))::float8 / 3600 + ${constant(FOR_YOU.ageOffsetHours)}, ${constant(FOR_YOU.agePower)})
          * case when exists (select 1 from ${follows} fa where fa.follower_id = ${viewer} and fa.followee_id = c.author_id)
            then ${constant(FOR_YOU.followBoost)} else 1 end as score
      from pool c
      where c.author_id <> ${viewer} and c.sound <> 'pending'
        -- Everyone a block separates from the viewer, read once (not a look-up per candidate).
        and c.author_id not in (select b.blocked_id from ${blocks} b where b.blocker_id = ${viewer}
          union all select b.blocker_id from ${blocks} b where b.blocked_id = ${viewer})
    )
    select id, tier, score from ranked ${position}
    order by tier, score desc, id desc
    limit ${limit + 1}`);
  return rowsOf<ForYouRow>(result).map((row) => ({
    id: row.id,
    tier: Number(row.tier),
    score: Number(row.score),
  }));
}
