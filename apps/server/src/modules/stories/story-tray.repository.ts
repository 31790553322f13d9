import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { follows, friendships } from '../friends/friends.tables';
import { users } from '../users/users.tables';
import { stories, storyViews } from './stories.tables';
import { canSeeStory, liveAt } from './story-visibility';

/**
 * The most authors the tray lists. Past it, the oldest fully seen ones are left out (the order
 * puts them last); their stories stay one tap away on their profiles.
 */
const TRAY_MAX_AUTHORS = 300;

export type TrayRow = {
  author_id: string;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  story_count: number;
  unseen_count: number;
  latest_at: string | Date;
  first_story_id: string;
  preview_media_id: string | null;
  preview_background: string | null;
};

/**
 * The tray in one statement: the viewer's circle (themself, friends, people they follow), each
 * one's live stories the viewer may see (stories_author_live_idx per author, the rules of
 * `canSeeStory` on primary keys), seen or not (the views' primary key), grouped by author. Own
 * stories count as seen. Order: the viewer first, then authors with unseen stories, newest latest
 * story first, then the fully seen ones. A member with 500 friends reads about 500 index ranges.
 */
export async function trayRows(db: Executor, viewerId: string, now: Date): Promise<TrayRow[]> {
  const result = await db.execute(sql`
    with circle as (
      select ${viewerId}::uuid as id
      union select ${friendships.friendId} from ${friendships} where ${friendships.userId} = ${viewerId}
      union select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId}
    ),
    live as (
      select ${stories.id} as id, ${stories.authorId} as author_id, ${stories.mediaId} as media_id,
        ${stories.background} as background, ${stories.createdAt} as created_at,
        (${stories.authorId} = ${viewerId} or exists (select 1 from ${storyViews}
          where ${storyViews.storyId} = ${stories.id} and ${storyViews.viewerId} = ${viewerId})) as seen
      from circle join ${stories} on ${stories.authorId} = circle.id
      where ${liveAt(now)} and ${canSeeStory(viewerId)}
    ),
    grouped as (
      select author_id,
        count(*)::int as story_count,
        (count(*) filter (where not seen))::int as unseen_count,
        max(created_at) as latest_at,
        (array_agg(id order by seen, created_at, id))[1] as first_story_id,
        (array_agg(media_id order by created_at desc, id desc))[1] as preview_media_id,
        (array_agg(background order by created_at desc, id desc))[1] as preview_background
      from live group by author_id
    )
    select grouped.*, ${users.username} as username, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${users.avatarUrl} as avatar_url
    from grouped join ${users} on ${users.id} = grouped.author_id
    order by (grouped.author_id = ${viewerId}) desc, (grouped.unseen_count > 0) desc,
      grouped.latest_at desc, grouped.author_id
    limit ${TRAY_MAX_AUTHORS}`);
  return rowsOf<TrayRow>(result);
}
