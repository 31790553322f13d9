import type {
  CreatePostBody,
  Post,
  PostHistory,
  PostImageInput,
  PostPage,
  SharePostBody,
  UpdatePostBody,
} from '@betogether/contracts/posts/posts.schemas';
import type { Db, Executor } from '../../db/client';
import { databaseError, SQLSTATE, sqlState } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { Realtime } from '../../platform/realtime';
import type { MediaService } from '../media/media.service';
import { removePost } from './post-removal';
import { hashtagsOf, mentionedUsernames } from './post-text';
import './posts.events';
import { preparedViewByIds, viewPosts } from './post-views';
import * as repo from './posts.repository';

export type PostsService = ReturnType<typeof createPostsService>;

export type PostsDeps = {
  db: Db;
  clock: Clock;
  media: Pick<MediaService, 'readyMedia' | 'setVisibility' | 'discard'>;
  realtime: Pick<Realtime, 'emitToUsers'>;
  events: Pick<EventBus, 'publish'>;
};

type PageQuery = { limit: number; cursor?: string | undefined };

/** The 404 of every post call: a hidden post and a missing one answer the same. */
const postNotFound = () => new AppError('POST_NOT_FOUND');

function invalid(field: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field, message, code }] });
}

/**
 * Pictures of a post that is not public are private files: served only through short-lived
 * signed links, cached by the browser alone (docs/decisions.md, Hardening).
 */
const pictureVisibility = (audience: string) => (audience === 'public' ? 'public' : 'private');

/** An empty feeling or location line is no line. */
const lineOrNull = (value: string | null | undefined) => (value ? value : null);

export function createPostsService(deps: PostsDeps) {
  const { db, clock, media, realtime, events } = deps;

  async function visiblePost(viewerId: string, id: string, executor: Executor = db): Promise<repo.PostRow> {
    const post = await repo.findVisiblePost(executor, viewerId, id);
    if (!post) throw postNotFound();
    return post;
  }

  /** Visible (else 404) and the viewer's own (else 403). */
  async function ownPost(viewerId: string, id: string): Promise<repo.PostRow> {
    const post = await visiblePost(viewerId, id);
    if (post.authorId !== viewerId) throw new AppError('POST_NOT_AUTHOR');
    return post;
  }

  async function view(viewerId: string, id: string): Promise<Post> {
    const [post] = await viewPosts(db, viewerId, [id], clock.now());
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * A share never reaches further than its original, when it is made and at each edit: "only
   * me" posts cannot be shared, friends-only ones only to the sharer's friends or to themselves.
   */
  function refuseWiderShare(originalAudience: string, audience: string) {
    if (originalAudience === 'only_me' || (originalAudience === 'friends' && audience === 'public'))
      throw new AppError('POST_SHARE_FORBIDDEN', {
        detail:
          originalAudience === 'only_me'
            ? 'This post is private to its author'
            : 'A friends-only post can be shared with your friends or only you',
      });
  }

  /** An edit of a share's audience, against its original as it is now (none left: nothing to widen). */
  async function checkShareAudience(share: repo.PostRow, audience: string) {
    const original = share.sharedPostId ? await repo.findPost(db, share.sharedPostId) : undefined;
    if (original && audience !== 'only_me') refuseWiderShare(original.audience, audience);
  }

  /** Each picture must be one of the author's ready post pictures, listed once. */
  async function checkImages(
    authorId: string,
    images: ReadonlyArray<Pick<PostImageInput, 'mediaId'> & { altText?: string }>,
  ) {
    const seen = new Set<string>();
    for (const [index, image] of images.entries()) {
      const field = `images.${index}.mediaId`;
      if (seen.has(image.mediaId))
        throw invalid(field, 'This picture is already in the post', 'duplicate_media');
      seen.add(image.mediaId);
      await media.readyMedia(authorId, image.mediaId, 'post-media', field);
    }
    return images.map((image) => ({ mediaId: image.mediaId, altText: image.altText ?? '' }));
  }

  async function attachImages(
    tx: Executor,
    postId: string,
    images: ReadonlyArray<{ mediaId: string; altText: string }>,
    isNew: boolean,
  ) {
    const used = new Set(
      await repo.mediaUsedElsewhere(
        tx,
        images.map((image) => image.mediaId),
        isNew ? null : postId,
      ),
    );
    const index = images.findIndex((image) => used.has(image.mediaId));
    if (index >= 0)
      throw invalid(`images.${index}.mediaId`, 'This picture is in another post', 'media_in_use');
    await repo.replaceMedia(tx, postId, images);
  }

  /** Mentions and hashtags of a body: the mentioned members that exist. */
  async function parseBody(body: string) {
    const mentioned = await repo.usersByUsernames(db, mentionedUsernames(body));
    return { mentionIds: mentioned.map((user) => user.id), hashtags: hashtagsOf(body) };
  }

  async function writeTextIndex(
    tx: Executor,
    post: repo.PostRow,
    parsed: { mentionIds: string[]; hashtags: string[] },
  ) {
    await repo.replaceMentions(tx, post.id, parsed.mentionIds);
    await repo.replaceHashtags(tx, post.id, parsed.hashtags, post.createdAt);
  }

  /** After a post's transaction: the live feed event. */
  async function announce(post: repo.PostRow) {
    const audience = await repo.feedAudienceOf(db, post.authorId, post.audience);
    // Published (the feed drops its cached pages) before the live event makes browsers refetch.
    await events.publish(db, 'posts.published', {
      postId: post.id,
      authorId: post.authorId,
      audienceIds: audience,
    });
    if (audience.length > 0)
      realtime.emitToUsers(audience, 'feed:new-post', { postId: post.id, authorId: post.authorId });
  }

  /** A post left or changed audience: every feed it could be in (friends, followers, the author). */
  async function feedsOfAuthorChanged(authorId: string) {
    const audienceIds = await repo.feedAudienceOf(db, authorId, 'public');
    await events.publish(db, 'posts.withdrawn', { authorId, audienceIds });
  }

  /** Inside the post's transaction: only those of the newly named members who can see it. */
  async function publishMentions(tx: Executor, post: repo.PostRow, userIds: string[]) {
    const others = userIds.filter((id) => id !== post.authorId);
    const mentionedIds = await repo.membersWhoSee(tx, post.id, others);
    if (mentionedIds.length > 0)
      await events.publish(tx, 'posts.mentioned', { postId: post.id, authorId: post.authorId, mentionedIds });
  }

  /**
   * The post an earlier create with this client key made (a double click, a retry after a lost
   * answer): the repeat is answered with it, and nothing is published twice.
   */
  async function earlierCreate(authorId: string, clientKey: string | undefined) {
    return clientKey ? repo.findByClientKey(db, authorId, clientKey) : undefined;
  }

  /** Inserts the post in one transaction; `created` is false when a racing repeat of it won. */
  async function insertWithImages(
    values: repo.NewPostRow,
    images: Array<{ mediaId: string; altText: string }>,
    parsed: Awaited<ReturnType<typeof parseBody>>,
    shared?: repo.PostRow,
  ): Promise<{ post: repo.PostRow; created: boolean }> {
    try {
      const post = await db.transaction(async (tx) => {
        const post = await repo.insertPost(tx, values);
        await attachImages(tx, post.id, images, true);
        await media.setVisibility(
          tx,
          images.map((image) => image.mediaId),
          pictureVisibility(post.audience),
        );
        await writeTextIndex(tx, post, parsed);
        await publishMentions(tx, post, parsed.mentionIds);
        if (shared) {
          await repo.adjustShareCount(tx, shared.id, 1);
          await events.publish(tx, 'posts.shared', {
            postId: post.id,
            sharerId: post.authorId,
            sharedPostId: shared.id,
            sharedPostAuthorId: shared.authorId,
          });
        }
        return post;
      });
      return { post, created: true };
    } catch (error) {
      // The same create twice at once: the first one's post is the answer to both.
      const failure = databaseError(error);
      if (failure?.constraint === 'posts_author_client_key' && values.clientKey) {
        const first = await repo.findByClientKey(db, values.authorId, values.clientKey);
        if (first) return { post: first, created: false };
      }
      // Two posts racing for one picture: the unique index decides, the loser gets the 422.
      if (failure?.code === SQLSTATE.uniqueViolation)
        throw invalid('images', 'A picture is in another post', 'media_in_use');
      throw error;
    }
  }

  return {
    /**
     * Full post cards for a viewer, in the order of `ids`, leaving out those the viewer may not
     * see: a fixed number of queries whatever the length (for feed, profile, saved and search lists).
     */
    viewPosts: (viewerId: string, ids: readonly string[]) => viewPosts(db, viewerId, ids, clock.now()),
    /** `viewPosts` prepared once under `name` (see post-views). */
    preparedViewByIds: (name: string) => {
      const view = preparedViewByIds(db, name);
      return (viewerId: string, ids: readonly string[]) => view(viewerId, ids, clock.now());
    },

    getPost: (viewerId: string, id: string) => view(viewerId, id),

    async createPost(authorId: string, input: CreatePostBody): Promise<Post> {
      const earlier = await earlierCreate(authorId, input.clientKey);
      if (earlier) return view(authorId, earlier.id);
      const body = (input.body ?? '').trim();
      const images = await checkImages(authorId, input.images ?? []);
      if (!body && images.length === 0)
        throw invalid('body', 'Write something or add a picture', 'empty_post');
      const parsed = await parseBody(body);
      const { post, created } = await insertWithImages(
        {
          authorId,
          body,
          audience: input.audience,
          feeling: lineOrNull(input.feeling),
          location: lineOrNull(input.location),
          commentsEnabled: input.commentsEnabled ?? true,
          createdAt: clock.now(),
          clientKey: input.clientKey ?? null,
        },
        images,
        parsed,
      );
      if (created) await announce(post);
      return view(authorId, post.id);
    },

    async updatePost(viewerId: string, id: string, changes: UpdatePostBody): Promise<Post> {
      const current = await ownPost(viewerId, id);
      if (changes.images && current.isShare && changes.images.length > 0)
        throw invalid('images', 'A share cannot have pictures', 'share_images');
      if (current.isShare && changes.audience) await checkShareAudience(current, changes.audience);
      const images = changes.images ? await checkImages(viewerId, changes.images) : undefined;
      const parsed = changes.body !== undefined ? await parseBody(changes.body) : undefined;
      const now = clock.now();
      const { authorId, audienceChanged } = await db
        .transaction(async (tx) => {
          const locked = await repo.lockPost(tx, id);
          if (!locked) throw postNotFound();
          const next = {
            body: changes.body ?? locked.body,
            feeling: changes.feeling !== undefined ? lineOrNull(changes.feeling) : locked.feeling,
            location: changes.location !== undefined ? lineOrNull(changes.location) : locked.location,
          };
          const textChanged =
            next.body !== locked.body || next.feeling !== locked.feeling || next.location !== locked.location;
          const picturesBefore = images ? await repo.mediaIdsOf(tx, id) : [];
          if (images) await attachImages(tx, id, images, false);
          if (!locked.isShare && !next.body && !(await repo.hasMedia(tx, id)))
            throw invalid('body', 'Write something or add a picture', 'empty_post');
          if (textChanged)
            await repo.insertEdit(tx, {
              postId: id,
              body: locked.body,
              feeling: locked.feeling,
              location: locked.location,
              audience: locked.audience,
              replacedAt: now,
            });
          const previousMentions = parsed ? await repo.mentionedIds(tx, id) : [];
          await repo.updatePost(tx, id, {
            ...next,
            audience: changes.audience ?? locked.audience,
            commentsEnabled: changes.commentsEnabled ?? locked.commentsEnabled,
            ...(textChanged ? { editedAt: now } : {}),
          });
          if (images || changes.audience) {
            const pictures = await repo.mediaIdsOf(tx, id);
            await media.setVisibility(tx, pictures, pictureVisibility(changes.audience ?? locked.audience));
            // Pictures taken out of the post are deleted, files and all.
            await media.discard(
              tx,
              picturesBefore.filter((mediaId) => !pictures.includes(mediaId)),
            );
          }
          if (parsed && next.body !== locked.body) await writeTextIndex(tx, locked, parsed);
          if (parsed)
            await publishMentions(
              tx,
              locked,
              parsed.mentionIds.filter((userId) => !previousMentions.includes(userId)),
            );
          return {
            authorId: locked.authorId,
            audienceChanged: changes.audience !== undefined && changes.audience !== locked.audience,
          };
        })
        .catch((error: unknown) => {
          if (sqlState(error) === SQLSTATE.uniqueViolation)
            throw invalid('images', 'A picture is in another post', 'media_in_use');
          throw error;
        });
      if (audienceChanged) await feedsOfAuthorChanged(authorId);
      return view(viewerId, id);
    },

    /**
     * The versions of a post the viewer could have seen: the current one, and each earlier one
     * whose audience (when it was replaced) included them. A post made public after an "only me"
     * draft does not show the draft.
     */
    async history(viewerId: string, id: string): Promise<PostHistory> {
      const post = await visiblePost(viewerId, id);
      const edits = await repo.listEdits(db, id);
      const isFriend =
        post.authorId !== viewerId && edits.some((edit) => edit.audience === 'friends')
          ? await repo.areFriends(db, viewerId, post.authorId)
          : false;
      const couldSee = (audience: string | null) =>
        post.authorId === viewerId ||
        (audience ?? post.audience) === 'public' ||
        ((audience ?? post.audience) === 'friends' && isFriend);
      const current = {
        body: post.body,
        feeling: post.feeling,
        location: post.location,
        writtenAt: (edits[0]?.replacedAt ?? post.createdAt).toISOString(),
        replacedAt: null,
      };
      return {
        versions: [
          current,
          ...edits
            .map((edit, index) => ({
              body: edit.body,
              feeling: edit.feeling,
              location: edit.location,
              writtenAt: (edits[index + 1]?.replacedAt ?? post.createdAt).toISOString(),
              replacedAt: edit.replacedAt.toISOString(),
              audience: edit.audience,
            }))
            .filter((version) => couldSee(version.audience))
            .map(({ audience: _audience, ...version }) => version),
        ],
      };
    },

    async deletePost(viewerId: string, id: string): Promise<void> {
      await ownPost(viewerId, id);
      await db.transaction((tx) => removePost(tx, { events, media }, id));
      await feedsOfAuthorChanged(viewerId);
    },

    async pin(viewerId: string, id: string): Promise<void> {
      await ownPost(viewerId, id);
      await db.transaction((tx) => repo.pin(tx, viewerId, id, clock.now()));
    },

    async unpin(viewerId: string, id: string): Promise<void> {
      await ownPost(viewerId, id);
      await db.transaction((tx) => repo.unpin(tx, id));
    },

    async save(viewerId: string, id: string): Promise<void> {
      await visiblePost(viewerId, id);
      await repo.savePost(db, viewerId, id, clock.now());
    },

    /** Always succeeds: removing a bookmark needs no sight of the post, and says nothing about it. */
    async unsave(viewerId: string, id: string): Promise<void> {
      await repo.unsavePost(db, viewerId, id);
    },

    async savedPosts(viewerId: string, query: PageQuery): Promise<PostPage> {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.savedPage(
        db,
        viewerId,
        query.limit,
        after ? { savedAt: after.createdAt, postId: after.id } : null,
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.savedAt, id: row.postId }),
      );
      return {
        items: await viewPosts(
          db,
          viewerId,
          page.rows.map((row) => row.postId),
          clock.now(),
        ),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * Re-posts a visible post to the sharer's feed (a share of a share shares its original). A
     * share never reaches further than its original: "only me" posts cannot be shared, friends-only
     * ones only to the sharer's friends or to themselves.
     */
    async share(viewerId: string, id: string, input: SharePostBody): Promise<Post> {
      const earlier = await earlierCreate(viewerId, input.clientKey);
      if (earlier) return view(viewerId, earlier.id);
      let target = await visiblePost(viewerId, id);
      if (target.isShare) {
        if (!target.sharedPostId) throw postNotFound();
        target = await visiblePost(viewerId, target.sharedPostId);
      }
      refuseWiderShare(target.audience, input.audience);
      const body = (input.body ?? '').trim();
      const parsed = await parseBody(body);
      const { post, created } = await insertWithImages(
        {
          authorId: viewerId,
          body,
          audience: input.audience,
          isShare: true,
          sharedPostId: target.id,
          createdAt: clock.now(),
          clientKey: input.clientKey ?? null,
        },
        [],
        parsed,
        target,
      );
      if (created) await announce(post);
      return view(viewerId, post.id);
    },

    /** For the reactions and comments services: the post when visible, else 404. */
    visiblePost,
  };
}
