import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { blockedBetween } from '../friends/friends.read';
import { friendRequests, friendships } from '../friends/friends.tables';
import { canSeePost } from '../posts/posts.read';
import { postHashtags, postSearchVector, posts } from '../posts/posts.tables';
import { users } from '../users/users.tables';
import { recentSearches } from './search.tables';

/** Sets the `<%` operator's threshold for the rest of the transaction `tx` (local, never the session). */
export async function setWordSimilarityThreshold(tx: Executor, threshold: number): Promise<void> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold.toFixed(2)}, true)`,
  );
}

export type PeopleSearch = {
  viewerId: string;
  folded: string;
  /** The query words and their letter keys (see `keyedWordsOf`). */
  words: Array<{ word: string; key: string }>;
  limit: number;
  after: { score: string; id: string } | null;
};

/**
 * The score of a name: trigram word similarity of the whole query, plus up to 0.5 for how well
 * each query word matches its closest name word (1 for the same letters, even swapped; else
 * their trigram similarity). The second part tells "John" from "Jane" for "Jhon", which
 * trigrams of the whole text cannot. Rounded to 4 decimals so that a keyset cursor carries it
 * exactly.
 */
function peopleScore(search: PeopleSearch): SQL {
  const similarity = sql`word_similarity(${search.folded}, ${users.searchName})::numeric`;
  if (search.words.length === 0) return sql`round(${similarity}, 4)`;
  const queryWords = sql.join(
    search.words.map(({ word, key }) => sql`(${word}, ${key})`),
    sql`, `,
  );
  const nameWords = sql`select name_word, array_to_string(array(select letter from unnest(string_to_array(name_word, null)) as letter order by letter collate "C"), '') as name_key
    from regexp_split_to_table(${users.searchName}, '[^[:alnum:]]+') as name_word where name_word <> ''`;
  const best = sql`select max(case when query_word.key <> '' and name.name_key = query_word.key then 1 else similarity(query_word.word, name.name_word) end) as score
    from (values ${queryWords}) as query_word(word, key) cross join (${nameWords}) as name
    group by query_word.word`;
  const words = sql`(select coalesce(sum(best.score), 0) from (${best}) as best)::numeric * 0.5 / ${search.words.length}`;
  return sql`round(${similarity} + ${words}, 4)`;
}

/**
 * Members whose name or username is like the query, best first; `limit + 1` rows. (`offset 0`
 * keeps the planner from inlining the score twice, once to sort and once to answer.) `<%` (word
 * similarity above `pg_trgm.word_similarity_threshold`) is what lets the planner use the trigram
 * index `users_search_name_trgm_idx`. Unverified accounts and members a block separates from the
 * viewer are left out.
 */
export function peopleQuery(search: PeopleSearch): SQL {
  const { viewerId, after } = search;
  return sql`select ${users.id} as "id", ${users.username} as "username", ${users.firstName} as "firstName",
      ${users.lastName} as "lastName", ${users.avatarUrl} as "avatarUrl", scored.score::text as "score"
    from ${users}
    cross join lateral (select ${peopleScore(search)} as score offset 0) as scored
    where ${search.folded} <% ${users.searchName}
      and ${users.emailVerifiedAt} is not null
      and not ${blockedBetween(viewerId, users.id)}
      ${after ? sql`and (scored.score < ${after.score}::numeric or (scored.score = ${after.score}::numeric and ${users.id} > ${after.id}))` : sql``}
    order by scored.score desc, ${users.id} asc
    limit ${search.limit + 1}`;
}

export type PersonRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  score: string;
};

export async function searchPeople(tx: Executor, search: PeopleSearch): Promise<PersonRow[]> {
  return rowsOf<PersonRow>(await tx.execute(peopleQuery(search)));
}

export type RelationshipRow = {
  id: string;
  mutualFriendCount: number;
  friends: boolean;
  requestSent: boolean;
  requestReceived: boolean;
};

/**
 * Mutual friends and pending requests between the viewer and a page of members, in one query.
 * Raw SQL on purpose: a one-table drizzle select drops table names from columns, and `id` in a
 * subquery on friend_requests would then mean the request's id.
 */
export async function relationshipsWith(
  db: Executor,
  viewerId: string,
  memberIds: string[],
): Promise<RelationshipRow[]> {
  if (memberIds.length === 0) return [];
  const member = sql`member.id`;
  const mine = sql`select ${friendships.friendId} from ${friendships} where ${friendships.userId} = ${viewerId}`;
  const result = await db.execute(sql`select ${member} as "id",
      (select count(*)::int from ${friendships} where ${friendships.userId} = ${member} and ${friendships.friendId} in (${mine})) as "mutualFriendCount",
      exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${member}) as "friends",
      exists (select 1 from ${friendRequests} where ${friendRequests.senderId} = ${viewerId} and ${friendRequests.receiverId} = ${member}) as "requestSent",
      exists (select 1 from ${friendRequests} where ${friendRequests.senderId} = ${member} and ${friendRequests.receiverId} = ${viewerId}) as "requestReceived"
    from ${users} as member
    where member.id in (${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rowsOf<RelationshipRow>(result);
}

/** A (created_at, id) keyset position: the last row of the previous page. */
type PostKeysetAfter = { createdAt: Date; id: string } | null;

/**
 * Posts whose words start with every query word (`tsQuery` from `prefixTsQuery`), newest first,
 * among those the viewer may see; `limit + 1` ids. The text expression is the very one of the
 * index `posts_search_idx`, so the planner can use it.
 */
export function postsQuery(viewerId: string, tsQuery: string, limit: number, after: PostKeysetAfter): SQL {
  return sql`select ${posts.id} as "id", ${posts.createdAt} as "createdAt"
    from ${posts}
    where ${postSearchVector(posts.body)} @@ to_tsquery('simple'::regconfig, ${tsQuery})
      and ${canSeePost(viewerId, posts)}
      ${after ? sql`and (${posts.createdAt} < ${after.createdAt.toISOString()}::timestamptz or (${posts.createdAt} = ${after.createdAt.toISOString()}::timestamptz and ${posts.id} < ${after.id}))` : sql``}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${limit + 1}`;
}

export type PostKeyRow = { id: string; createdAt: Date | string };

export async function searchPosts(
  db: Executor,
  viewerId: string,
  tsQuery: string,
  limit: number,
  after: PostKeysetAfter,
): Promise<PostKeyRow[]> {
  return rowsOf<PostKeyRow>(await db.execute(postsQuery(viewerId, tsQuery, limit, after)));
}

export type HashtagRow = { tag: string; postCount: number };

/** Tags starting with `prefix`, by the number of their posts the viewer may see; `limit + 1` rows. */
export async function searchHashtags(
  db: Executor,
  viewerId: string,
  prefix: string,
  limit: number,
  after: { postCount: number; tag: string } | null,
): Promise<HashtagRow[]> {
  const postCount = sql<number>`count(*)::int`;
  return db
    .select({ tag: postHashtags.tag, postCount })
    .from(postHashtags)
    .innerJoin(posts, eq(posts.id, postHashtags.postId))
    .where(and(sql`starts_with(${postHashtags.tag}, ${prefix})`, canSeePost(viewerId, posts)))
    .groupBy(postHashtags.tag)
    .having(
      after
        ? sql`count(*) < ${after.postCount} or (count(*) = ${after.postCount} and ${postHashtags.tag} > ${after.tag})`
        : undefined,
    )
    .orderBy(sql`count(*) desc`, postHashtags.tag)
    .limit(limit + 1);
}

/** Posts with a tag that the viewer may see, most recently tagged first; `limit + 1` ids. */
export async function postsWithTag(
  db: Executor,
  viewerId: string,
  tag: string,
  limit: number,
  after: PostKeysetAfter,
): Promise<PostKeyRow[]> {
  return db
    .select({ id: postHashtags.postId, createdAt: postHashtags.createdAt })
    .from(postHashtags)
    .innerJoin(posts, eq(posts.id, postHashtags.postId))
    .where(
      and(
        eq(postHashtags.tag, tag),
        canSeePost(viewerId, posts),
        after
          ? sql`(${postHashtags.createdAt} < ${after.createdAt.toISOString()}::timestamptz or (${postHashtags.createdAt} = ${after.createdAt.toISOString()}::timestamptz and ${postHashtags.postId} < ${after.id}))`
          : undefined,
      ),
    )
    .orderBy(desc(postHashtags.createdAt), desc(postHashtags.postId))
    .limit(limit + 1);
}

export async function listRecentSearches(db: Executor, userId: string, limit: number) {
  return db
    .select({ query: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), recentSearches.query)
    .limit(limit);
}

/**
 * Remembers a search as the newest. The same words in another case, and shorter searches it
 * continues ("joh" then "john", as the box searches while one types), are replaced by it; only
 * the `keep` newest remain.
 */
export async function rememberSearch(tx: Executor, userId: string, query: string, now: Date, keep: number) {
  await tx
    .delete(recentSearches)
    .where(
      and(
        eq(recentSearches.userId, userId),
        sql`starts_with(lower(${query}), lower(${recentSearches.query}))`,
        sql`${recentSearches.query} <> ${query}`,
      ),
    );
  await tx
    .insert(recentSearches)
    .values({ userId, query, searchedAt: now })
    .onConflictDoUpdate({ target: [recentSearches.userId, recentSearches.query], set: { searchedAt: now } });
  const kept = tx
    .select({ query: recentSearches.query })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), recentSearches.query)
    .limit(keep);
  await tx
    .delete(recentSearches)
    .where(and(eq(recentSearches.userId, userId), notInArray(recentSearches.query, kept)));
}

export async function forgetSearch(db: Executor, userId: string, query: string): Promise<void> {
  await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.query, query)));
}

export async function forgetAllSearches(db: Executor, userId: string): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}
