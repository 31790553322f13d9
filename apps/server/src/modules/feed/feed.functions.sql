-- The canonical source of this module's SQL functions. A change goes here AND into a new
-- migration (`npm run db:generate -- --custom --name <what>`, then paste the new definition);
-- src/db/sql-functions.test.ts fails while the latest migration defining a function differs.

-- The home feed's keys (src/modules/feed/feed.repository.ts calls it; feed-plan.test.ts checks its plan).
-- Authors: the viewer (every post), friends (public and friends-only), followees who are not
-- friends (public); blocked ones left out. Two steps keep the rows read near the page size:
--   1. heads: each author's newest visible post before the position (one index probe each);
--      the `_limit`-th newest head is a bound: at least `_limit` posts are that new, so the page
--      holds nothing older;
--   2. only the authors whose head reaches the bound are read again, backwards through
--      posts_author_recent_idx, down to the bound and at most `_limit` rows each.
-- A function so that one round trip carries the query with its planner setting (bitmap scans
-- off: with about 10 posts per author expected, the planner may otherwise read and sort every
-- post of a prolific author) and PL/pgSQL keeps the plan between calls.
-- No position: pass 'infinity' and the largest uuid.
CREATE OR REPLACE FUNCTION feed_keys(_viewer uuid, _limit integer, _after_at timestamptz, _after_id uuid)
RETURNS TABLE (id uuid, created_at timestamptz)
LANGUAGE plpgsql STABLE
SET enable_bitmapscan = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    with authors as (
      select _viewer as author_id, 2 as tie
      union all
      select f.friend_id, 1 from friendships f
      where f.user_id = _viewer
        and not exists (
          select 1 from blocks b
          where (b.blocker_id = _viewer and b.blocked_id = f.friend_id)
             or (b.blocker_id = f.friend_id and b.blocked_id = _viewer))
      union all
      select fo.followee_id, 0 from follows fo
      where fo.follower_id = _viewer
        and not exists (select 1 from friendships f2 where f2.user_id = _viewer and f2.friend_id = fo.followee_id)
        and not exists (
          select 1 from blocks b
          where (b.blocker_id = _viewer and b.blocked_id = fo.followee_id)
             or (b.blocker_id = fo.followee_id and b.blocked_id = _viewer))
    ),
    heads as materialized (
      select a.author_id, a.tie, h.created_at
      from authors a
      cross join lateral (
        select p.created_at
        from posts p
        where p.author_id = a.author_id
          and (a.tie = 2 or p.audience = 'public' or (a.tie = 1 and p.audience = 'friends'))
          and (p.created_at, p.id) < (_after_at, _after_id)
        order by p.created_at desc, p.id desc
        limit 1
      ) h
    ),
    bound as (
      select coalesce(
        (select hd.created_at from heads hd order by hd.created_at desc offset _limit - 1 limit 1),
        '-infinity'::timestamptz) as at
    )
    select p.id, p.created_at::timestamptz
    from heads hd
    cross join bound
    cross join lateral (
      select p.id, p.created_at
      from posts p
      where p.author_id = hd.author_id
        and (hd.tie = 2 or p.audience = 'public' or (hd.tie = 1 and p.audience = 'friends'))
        and (p.created_at, p.id) < (_after_at, _after_id)
        and p.created_at >= bound.at
      order by p.created_at desc, p.id desc
      limit _limit
    ) p
    where hd.created_at >= bound.at
    order by p.created_at desc, p.id desc
    limit _limit;
END
$$;
