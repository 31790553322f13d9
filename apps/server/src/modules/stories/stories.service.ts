import { STORY_TTL_HOURS, type StoryReaction } from '@betogether/contracts/stories/stories.constants';
import type {
  CreateStoryBody,
  MemberStories,
  Story,
  StoryTray,
} from '@betogether/contracts/stories/stories.schemas';
import type { Db } from '../../db/client';
import { databaseError } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import type { MediaService } from '../media/media.service';
import { toPerson } from '../users/users.read';
import './stories.events';
import * as repo from './stories.repository';
import { toStories, toTrayItems } from './story-cards';
import { trayRows } from './story-tray.repository';

export type StoriesService = ReturnType<typeof createStoriesService>;

export type StoriesDeps = {
  db: Db;
  clock: Clock;
  media: Pick<MediaService, 'readyMedia' | 'discard'>;
  events: Pick<EventBus, 'publish'>;
};

type PageQuery = { limit: number; cursor?: string | undefined };

const TTL_MS = STORY_TTL_HOURS * 3_600_000;

/** The 404 of every story call: expired, hidden, blocked and missing answer the same. */
const storyNotFound = () => new AppError('STORY_NOT_FOUND');

function invalid(field: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field, message, code }] });
}

/** Reacting or replying to one's own story is refused like reaching out to oneself (422 `own_story`). */
const ownStoryRefused = () => invalid('storyId', 'This is your own story', 'own_story');

export function createStoriesService(deps: StoriesDeps) {
  const { db, clock, media, events } = deps;

  async function view(viewerId: string, id: string): Promise<Story> {
    const now = clock.now();
    const row = await repo.visibleCard(db, viewerId, id, now);
    if (!row) throw storyNotFound();
    const [story] = await toStories(db, [row], viewerId, now);
    return story as Story;
  }

  /** Someone else's live story the viewer may see (else 404), to look at or answer. */
  async function othersLiveStory(viewerId: string, id: string) {
    const story = await repo.findVisibleLive(db, viewerId, id, clock.now());
    if (!story) throw storyNotFound();
    if (story.authorId === viewerId) throw ownStoryRefused();
    return story;
  }

  /** The viewer's own story, even expired; someone else's is 403 when they may see it, else 404. */
  async function ownStory(viewerId: string, id: string) {
    const story = await repo.findStory(db, id);
    if (story?.authorId === viewerId) return story;
    if (story && (await repo.findVisibleLive(db, viewerId, id, clock.now())))
      throw new AppError('STORY_NOT_AUTHOR');
    throw storyNotFound();
  }

  /** The ready upload of the story, of the purpose its kind needs (else 422 on `mediaId`). */
  async function checkFile(authorId: string, input: CreateStoryBody): Promise<string | null> {
    if (input.kind === 'text') return null;
    if (!input.mediaId) throw invalid('mediaId', 'Add a photo or a video', 'required');
    const purpose = input.kind === 'photo' ? 'story-image' : 'story-video';
    await media.readyMedia(authorId, input.mediaId, purpose, 'mediaId');
    return input.mediaId;
  }

  return {
    /**
     * Posts a story for 24 hours. A repeat with the same `clientKey` (a double tap, a retry after a
     * lost answer) answers the first story.
     */
    async create(authorId: string, input: CreateStoryBody): Promise<Story> {
      const earlier = input.clientKey ? await repo.findByClientKey(db, authorId, input.clientKey) : undefined;
      if (earlier) return view(authorId, earlier.id);
      const mediaId = await checkFile(authorId, input);
      const now = clock.now();
      const isText = input.kind === 'text';
      try {
        const story = await repo.insertStory(db, {
          authorId,
          kind: input.kind,
          mediaId,
          text: isText ? (input.text ?? null) : null,
          background: isText ? (input.background ?? null) : null,
          caption: input.caption || null,
          linkUrl: input.link?.url ?? null,
          linkLabel: input.link?.label || null,
          audience: input.audience,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TTL_MS),
          clientKey: input.clientKey ?? null,
        });
        return await view(authorId, story.id);
      } catch (error) {
        const failure = databaseError(error);
        // The same create twice at once: the first one's story answers both.
        if (failure?.constraint === 'stories_author_client_key' && input.clientKey) {
          const first = await repo.findByClientKey(db, authorId, input.clientKey);
          if (first) return view(authorId, first.id);
        }
        if (failure?.constraint === 'stories_media_key')
          throw invalid('mediaId', 'This file is in another story', 'media_in_use');
        throw error;
      }
    },

    /** One live story the viewer may see; its author also opens their expired ones (the archive). */
    get: (viewerId: string, id: string) => view(viewerId, id),

    async tray(viewerId: string): Promise<StoryTray> {
      const now = clock.now();
      const rows = await trayRows(db, viewerId, now);
      const stills = await repo.mediaRows(
        db,
        rows.flatMap((row) => (row.preview_media_id ? [row.preview_media_id] : [])),
      );
      return { items: await toTrayItems(db, rows, stills, viewerId, now) };
    },

    /** A member's live stories the viewer may see, oldest first; 404 for an unknown or blocked member. */
    async ofMember(viewerId: string, authorId: string): Promise<MemberStories> {
      const author = await repo.visibleMember(db, viewerId, authorId);
      if (!author) throw storyNotFound();
      const now = clock.now();
      const rows = await repo.liveCardsOf(db, viewerId, authorId, now);
      return { author: toPerson(author), stories: await toStories(db, rows, viewerId, now) };
    },

    /** Once per viewer; the author looking at their own story is not a view. */
    async markSeen(viewerId: string, id: string): Promise<void> {
      const story = await repo.findVisibleLive(db, viewerId, id, clock.now());
      if (!story) throw storyNotFound();
      if (story.authorId !== viewerId) await repo.recordView(db, id, viewerId, clock.now());
    },

    /** Sets the viewer's reaction (replacing theirs); a new or changed one reaches the author. */
    async react(viewerId: string, id: string, emoji: StoryReaction): Promise<void> {
      const story = await othersLiveStory(viewerId, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Reacting is seeing: the viewer shows in the viewers list with their reaction.
        await repo.recordView(tx, id, viewerId, now);
        if (await repo.setReaction(tx, { storyId: id, viewerId, emoji, createdAt: now }))
          await events.publish(tx, 'stories.reacted', {
            storyId: id,
            authorId: story.authorId,
            viewerId,
            emoji,
          });
      });
    },

    async reply(viewerId: string, id: string, text: string) {
      const story = await othersLiveStory(viewerId, id);
      const now = clock.now();
      const reply = await db.transaction(async (tx) => {
        await repo.recordView(tx, id, viewerId, now);
        const row = await repo.insertReply(tx, { storyId: id, authorId: viewerId, text, createdAt: now });
        await events.publish(tx, 'stories.replied', {
          storyId: id,
          authorId: story.authorId,
          viewerId,
          replyId: row.id,
          text,
        });
        return row;
      });
      return { id: reply.id, createdAt: reply.createdAt.toISOString() };
    },

    /** For the author only: who viewed the story, newest first, with the total. */
    async viewers(viewerId: string, id: string, query: PageQuery) {
      const story = await ownStory(viewerId, id);
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.viewersPage(
        db,
        story.id,
        story.authorId,
        query.limit,
        after ? { at: after.createdAt, id: after.id } : null,
      );
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.viewedAt, id: row.person.id }),
      );
      return {
        items: page.rows.map((row) => ({
          person: toPerson(row.person),
          viewedAt: row.viewedAt.toISOString(),
          reaction: (row.reaction as StoryReaction | null) ?? null,
          replied: row.replied,
        })),
        nextCursor: page.nextCursor,
        total: await repo.viewerTotal(db, story.id, story.authorId),
      };
    },

    /** The author's own stories, live and expired, newest first. */
    async archive(viewerId: string, query: PageQuery) {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.archivePage(
        db,
        viewerId,
        query.limit,
        after ? { at: after.createdAt, id: after.id } : null,
      );
      const page = pageFrom(rows, query.limit, (row) => timeCursorOf(row.story));
      return { items: await toStories(db, page.rows, viewerId, clock.now()), nextCursor: page.nextCursor };
    },

    /** Deletes the author's story with its file, views, reactions and replies. */
    async remove(viewerId: string, id: string): Promise<void> {
      const story = await ownStory(viewerId, id);
      await db.transaction(async (tx) => {
        await repo.deleteStory(tx, story.id);
        if (story.mediaId) await media.discard(tx, [story.mediaId]);
        await events.publish(tx, 'stories.deleted', { storyId: story.id, authorId: story.authorId });
      });
    },
  };
}
