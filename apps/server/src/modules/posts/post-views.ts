import type { Audience, Post, PostImage, ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { type LinkSigner, linkSignerAt, privateFileSigner, toMediaObject } from '../media/media.read';
import type { MediaRow } from '../media/media.tables';
import { type PersonRow, toPerson } from '../users/users.read';
import * as views from './post-views.repository';

/**
 * Post cards for a viewer, in the order of `ids`, without those the viewer may not see: one
 * query whatever the number of posts (see post-views.repository), none for an empty list.
 */
export async function viewPosts(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Post[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await views.postCards(db, viewerId, unique);
  const byId = new Map(
    cardsOf(rows, viewerId, await signerFor(db, rows, now)).map((post) => [post.id, post]),
  );
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Post cards for the ids a subquery selects (e.g. a feed page's keys), newest first: the keys and
 * the cards in one round trip, as a named prepared statement. The SQL is built once, and
 * PostgreSQL parses and plans it once per connection instead of on every request (planning cost
 * as much as running it). `ids` may use placeholders besides `viewer`, given on each call.
 */
export function preparedViewFrom(db: Db, name: string, ids: SQL) {
  const query = views.postCards(db, sql.placeholder('viewer'), ids).prepare(name);
  return async (viewerId: string, values: Record<string, unknown>, now = new Date()): Promise<Post[]> => {
    const rows = await query.execute({ ...values, viewer: viewerId });
    return newestFirst(cardsOf(rows, viewerId, await signerFor(db, rows, now)));
  };
}

/**
 * `viewPosts` as a named prepared statement (ids as one array parameter): cards in the order of
 * `ids`, without those the viewer may not see.
 */
export function preparedViewByIds(db: Db, name: string) {
  const ids = sql`select unnest(${sql.placeholder('ids')}::uuid[])`;
  const query = views.postCards(db, sql.placeholder('viewer'), ids).prepare(name);
  return async (viewerId: string, wanted: readonly string[], now = new Date()): Promise<Post[]> => {
    if (wanted.length === 0) return [];
    const rows = await query.execute({ viewer: viewerId, ids: wanted });
    const byId = new Map(
      cardsOf(rows, viewerId, await signerFor(db, rows, now)).map((post) => [post.id, post]),
    );
    return wanted.flatMap((id) => byId.get(id) ?? []);
  };
}

function newestFirst(posts: Post[]): Post[] {
  return posts.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}

/**
 * Pictures of posts that are not public are private files, shown through signed links (their
 * plain addresses answer 404): the signer, when these rows have such a picture.
 */
async function signerFor(db: Executor, rows: views.PostCardRow[], now: Date): Promise<LinkSigner | null> {
  const restricted = rows.some((row) => row.images.some((image) => image.media.visibility === 'private'));
  return restricted ? linkSignerAt(await privateFileSigner(db), now) : null;
}

function cardsOf(rows: views.PostCardRow[], viewerId: string, sign: LinkSigner | null): Post[] {
  const images = new Map<string, PostImage[]>();
  for (const image of rows.flatMap((row) => row.images)) {
    const media = toMediaObject(
      { ...image.media, createdAt: new Date(image.media.createdAt) } as MediaRow,
      sign ?? undefined,
    );
    const list = images.get(image.postId) ?? [];
    if (list.some((known) => known.mediaId === media.id)) continue; // a share and its original in one page
    list.push({
      mediaId: media.id,
      altText: image.altText,
      width: media.width,
      height: media.height,
      blurhash: media.blurhash,
      url: media.url,
      variants: media.variants,
    });
    images.set(image.postId, list);
  }
  // A share's row also carries its original's mentions, so that they link inside the share too.
  const mentions = new Map<string, Array<{ username: string; userId: string }>>();
  for (const { postId, userId, username } of rows.flatMap((row) => row.mentions)) {
    const list = mentions.get(postId) ?? [];
    if (!list.some((known) => known.userId === userId)) list.push({ username, userId });
    mentions.set(postId, list);
  }
  return rows.map((row) => toPost(row, viewerId, images, mentions));
}

function toPost(
  row: views.PostCardRow,
  viewerId: string,
  images: Map<string, PostImage[]>,
  mentions: Map<string, Array<{ username: string; userId: string }>>,
): Post {
  const { post, original, originalAuthor } = row;
  return {
    id: post.id,
    author: toPerson(row.author),
    body: post.body,
    audience: post.audience as Audience,
    feeling: post.feeling,
    location: post.location,
    images: images.get(post.id) ?? [],
    share: post.isShare
      ? {
          post:
            original?.id && originalAuthor?.id
              ? {
                  id: original.id,
                  author: toPerson(originalAuthor as PersonRow),
                  body: original.body as string,
                  images: images.get(original.id) ?? [],
                  feeling: original.feeling,
                  location: original.location,
                  createdAt: (original.createdAt as Date).toISOString(),
                  mentions: mentions.get(original.id) ?? [],
                }
              : null,
        }
      : null,
    commentsEnabled: post.commentsEnabled,
    pinned: post.pinnedAt !== null,
    edited: post.editedAt !== null,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    reactionCount: post.reactionCount,
    reactionCounts: {
      like: post.likeCount,
      love: post.loveCount,
      haha: post.hahaCount,
      wow: post.wowCount,
      sad: post.sadCount,
      angry: post.angryCount,
    },
    commentCount: post.commentCount,
    shareCount: post.shareCount,
    myReaction: (row.myReaction as ReactionType | null) ?? null,
    saved: row.saved,
    mine: post.authorId === viewerId,
    mentions: mentions.get(post.id) ?? [],
  };
}
