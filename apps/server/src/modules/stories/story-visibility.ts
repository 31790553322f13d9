import { type SQL, sql } from 'drizzle-orm';
import { blockedBetween, friendsBetween } from '../friends/friends.read';
import { closeFriends, stories } from './stories.tables';

/**
 * The one rule of who sees a story, as SQL on `stories` (tray, lists and single reads alike): its
 * author always; nobody a block separates from the author; every member for public stories;
 * friends for friends' stories; friends on the author's close-friends list for close-friends ones.
 * It says nothing of time: every read adds {@link liveAt}, except the author's archive.
 */
export function canSeeStory(viewerId: string): SQL {
  const onCloseFriendsList = sql`exists (select 1 from ${closeFriends} where ${closeFriends.userId} = ${stories.authorId} and ${closeFriends.friendId} = ${viewerId})`;
  return sql`(${stories.authorId} = ${viewerId} or (
    not ${blockedBetween(viewerId, stories.authorId)}
    and (${stories.audience} = 'public' or (
      ${friendsBetween(viewerId, stories.authorId)}
      and (${stories.audience} = 'friends' or (${stories.audience} = 'close_friends' and ${onCloseFriendsList}))
    ))
  ))`;
}

/**
 * Still showing at `now`, the app's clock (never the database's `now()`: tests move the clock, and
 * a story expires whether or not anything cleaned it up).
 */
export function liveAt(now: Date): SQL {
  return sql`${stories.expiresAt} > ${now.toISOString()}::timestamptz`;
}
