import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockedBetween } from '../friends/friends.read';
import { mediaObjects } from '../media/media.tables';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import {
  type NewStoryRow,
  type StoryRow,
  stories,
  storyReactions,
  storyReplies,
  storyViews,
} from './stories.tables';
import { canSeeStory, liveAt } from './story-visibility';

/** A (time, id) keyset position of a newest-first list. */
type After = { at: Date; id: string } | null;

/**
 * Stories as cards for a viewer: the story, its author, its file, whether the viewer saw it (their
 * own always count as seen), the viewer's reaction, and for the author the number of viewers
 * (leaving out anyone a block now separates from them). Callers add which stories and the order.
 */
function storyCards(db: Executor, viewerId: string, where: SQL | undefined) {
  const viewCount = sql`(select count(*)::int from ${storyViews} v where v.story_id = ${stories.id}
    and not ${blockedBetween(sql`v.viewer_id`, stories.authorId)})`;
  return db
    .select({
      story: stories,
      author: personColumns(users),
      media: mediaObjects,
      seen: sql<boolean>`(${stories.authorId} = ${viewerId} or exists (select 1 from ${storyViews} where ${storyViews.storyId} = ${stories.id} and ${storyViews.viewerId} = ${viewerId}))`,
      myReaction: storyReactions.emoji,
      viewerCount: sql<number | null>`case when ${stories.authorId} = ${viewerId} then ${viewCount} end`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .leftJoin(mediaObjects, eq(mediaObjects.id, stories.mediaId))
    .leftJoin(
      storyReactions,
      and(eq(storyReactions.storyId, stories.id), eq(storyReactions.viewerId, viewerId)),
    )
    .where(where);
}

export type StoryCardRow = Awaited<ReturnType<typeof storyCards>>[number];

/** One story as a card when the viewer may see it: live, or their own even expired (the archive opens it). */
export async function visibleCard(
  db: Executor,
  viewerId: string,
  id: string,
  now: Date,
): Promise<StoryCardRow | undefined> {
  const [row] = await storyCards(
    db,
    viewerId,
    and(
      eq(stories.id, id),
      sql`(${stories.authorId} = ${viewerId} or ${liveAt(now)})`,
      canSeeStory(viewerId),
    ),
  ).limit(1);
  return row;
}

/** An author's live stories the viewer may see, oldest first (the viewer's sequence). */
export function liveCardsOf(db: Executor, viewerId: string, authorId: string, now: Date) {
  return storyCards(
    db,
    viewerId,
    and(eq(stories.authorId, authorId), liveAt(now), canSeeStory(viewerId)),
  ).orderBy(stories.createdAt, stories.id);
}

/** A page of the author's own stories, live and expired, newest first. */
export function archivePage(db: Executor, authorId: string, limit: number, after: After) {
  return storyCards(
    db,
    authorId,
    and(
      eq(stories.authorId, authorId),
      after
        ? sql`(${stories.createdAt}, ${stories.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ),
  )
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(limit + 1);
}

/** The story whoever may see it (to tell "not yours" from "not there"). */
export async function findStory(db: Executor, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}

/** The story when the viewer may see it now (live and allowed); undefined is the 404. */
export async function findVisibleLive(
  db: Executor,
  viewerId: string,
  id: string,
  now: Date,
): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), liveAt(now), canSeeStory(viewerId)))
    .limit(1);
  return row;
}

export async function findByClientKey(
  db: Executor,
  authorId: string,
  clientKey: string,
): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.authorId, authorId), eq(stories.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function insertStory(tx: Executor, values: NewStoryRow): Promise<StoryRow> {
  const [row] = await tx.insert(stories).values(values).returning();
  if (!row) throw new Error('story insert returned nothing');
  return row;
}

export async function deleteStory(tx: Executor, id: string): Promise<void> {
  await tx.delete(stories).where(eq(stories.id, id));
}

/** The member exists and no block separates them from the viewer. */
export async function visibleMember(db: Executor, viewerId: string, userId: string) {
  const [row] = await db
    .select(personColumns(users))
    .from(users)
    .where(and(eq(users.id, userId), not(blockedBetween(viewerId, users.id))))
    .limit(1);
  return row;
}

// Views, reactions, replies

/** Once per viewer and story: a second look changes nothing. */
export async function recordView(db: Executor, storyId: string, viewerId: string, now: Date): Promise<void> {
  await db.insert(storyViews).values({ storyId, viewerId, viewedAt: now }).onConflictDoNothing();
}

/** Sets the viewer's reaction; false when it already was this one (nothing changed). */
export async function setReaction(
  tx: Executor,
  values: { storyId: string; viewerId: string; emoji: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(storyReactions)
    .values(values)
    .onConflictDoUpdate({
      target: [storyReactions.storyId, storyReactions.viewerId],
      set: { emoji: values.emoji, createdAt: values.createdAt },
      setWhere: sql`${storyReactions.emoji} <> ${values.emoji}`,
    })
    .returning({ storyId: storyReactions.storyId });
  return rows.length > 0;
}

export async function insertReply(
  tx: Executor,
  values: { storyId: string; authorId: string; text: string; createdAt: Date },
) {
  const [row] = await tx
    .insert(storyReplies)
    .values(values)
    .returning({ id: storyReplies.id, createdAt: storyReplies.createdAt });
  if (!row) throw new Error('story reply insert returned nothing');
  return row;
}

/** Viewers a block now separates from the author are left out of the list and its total. */
const notBlockedFromAuthor = (authorId: string) => not(blockedBetween(storyViews.viewerId, authorId));

/** A page of a story's viewers, newest first, with their reaction and whether they replied. */
export function viewersPage(db: Executor, storyId: string, authorId: string, limit: number, after: After) {
  return db
    .select({
      person: personColumns(users),
      viewedAt: storyViews.viewedAt,
      reaction: storyReactions.emoji,
      replied: sql<boolean>`exists (select 1 from ${storyReplies} where ${storyReplies.storyId} = ${storyViews.storyId} and ${storyReplies.authorId} = ${storyViews.viewerId})`,
    })
    .from(storyViews)
    .innerJoin(users, eq(users.id, storyViews.viewerId))
    .leftJoin(
      storyReactions,
      and(eq(storyReactions.storyId, storyViews.storyId), eq(storyReactions.viewerId, storyViews.viewerId)),
    )
    .where(
      and(
        eq(storyViews.storyId, storyId),
        notBlockedFromAuthor(authorId),
        // story_views_recent_idx read backwards from the cursor.
        after
          ? sql`(${storyViews.viewedAt}, ${storyViews.viewerId}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(storyViews.viewedAt), desc(storyViews.viewerId))
    .limit(limit + 1);
}

export async function viewerTotal(db: Executor, storyId: string, authorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storyViews)
    .where(and(eq(storyViews.storyId, storyId), notBlockedFromAuthor(authorId)));
  return row?.count ?? 0;
}

/** Files of these ids (the tray's stills). */
export async function mediaRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(mediaObjects).where(inArray(mediaObjects.id, ids));
}
