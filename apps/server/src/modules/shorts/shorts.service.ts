import type { ShortFeed } from '@betogether/contracts/shorts/shorts.constants';
import type { CreateShortBody, Short } from '@betogether/contracts/shorts/shorts.schemas';
import type { Db } from '../../db/client';
import { databaseError } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import {
  type CursorValues,
  decodeCursor,
  decodeTimeCursor,
  pageFrom,
  timeCursorOf,
} from '../../platform/pagination';
import type { MediaService } from '../media/media.service';
import { shortViewer } from './short-cards';
import './shorts.events';
import './shorts.queues';
import { stalledRemixes } from './short-remix.repository';
import * as repo from './shorts.repository';
import { type ForYouKey, forYouPage } from './shorts-ranking';
import { captionHashtags, captionMentions } from './shorts-text';

export type ShortsService = ReturnType<typeof createShortsService>;

export type ShortsDeps = {
  db: Db;
  clock: Clock;
  media: Pick<MediaService, 'readyMedia' | 'discard' | 'borrowSound'>;
  events: Pick<EventBus, 'publish'>;
};

/** A remix still waiting for its sound after this long lost its job. */
const STALLED_REMIX_MS = 10 * 60_000;

type PageQuery = { limit: number; cursor?: string | undefined };
type ShortPage = { items: Short[]; nextCursor: string | null };

/** The 404 of every short call: a short a block hides and a missing one answer the same. */
const shortNotFound = () => new AppError('SHORT_NOT_FOUND');

function invalid(field: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { errors: [{ field, message, code }] });
}

function invalidCursor(): AppError {
  return invalid('cursor', 'This cursor is not valid', 'invalid_cursor');
}

/** The For You cursor: the scoring instant, then the last row's tier, score and id, checked. */
function decodeForYouCursor(cursor: string | undefined): ForYouKey | null {
  const values = decodeCursor(cursor, ['string', 'number', 'number', 'string'] as const);
  if (!values) return null;
  const [time, tier, score, id] = values;
  const instant = new Date(time);
  if (Number.isNaN(instant.getTime()) || !isUuid(id) || (tier !== 0 && tier !== 1) || !Number.isFinite(score))
    throw invalidCursor();
  return { instant, tier, score, id };
}

export function createShortsService(deps: ShortsDeps) {
  const { db, clock, media, events } = deps;
  const viewShorts = shortViewer(db);
  const followingPage = repo.preparedFollowing(db);

  async function visibleShort(viewerId: string, id: string): Promise<repo.ShortRow> {
    const short = await repo.findVisibleShort(db, viewerId, id);
    if (!short) throw shortNotFound();
    return short;
  }

  async function view(viewerId: string, id: string): Promise<Short> {
    const [short] = await viewShorts(viewerId, [id]);
    if (!short) throw shortNotFound();
    return short;
  }

  /** A page of (createdAt, id) keys made into cards, in the keys' order. */
  async function timePage(
    viewerId: string,
    query: PageQuery,
    read: (after: repo.TimeKey | null) => Promise<repo.TimeKey[]>,
  ): Promise<ShortPage> {
    const page = pageFrom(await read(decodeTimeCursor(query.cursor)), query.limit, timeCursorOf);
    return {
      items: await viewShorts(
        viewerId,
        page.rows.map((row) => row.id),
      ),
      nextCursor: page.nextCursor,
    };
  }

  async function forYou(viewerId: string, query: PageQuery): Promise<ShortPage> {
    const after = decodeForYouCursor(query.cursor);
    const instant = after?.instant ?? clock.now();
    const rows = await forYouPage(db, viewerId, instant, query.limit, after);
    const page = pageFrom(
      rows,
      query.limit,
      (row): CursorValues => [instant.toISOString(), row.tier, row.score, row.id],
    );
    return {
      items: await viewShorts(
        viewerId,
        page.rows.map((row) => row.id),
      ),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * The short whose sound a remix uses: a remix of a remix uses the sound's first short while it
   * exists (the remixes of one sound are listed together). 422 on `remixOf` when it cannot be seen.
   */
  async function soundSource(viewerId: string, remixOf: string): Promise<repo.ShortRow> {
    const chosen = await repo.findVisibleShort(db, viewerId, remixOf);
    if (!chosen) throw invalid('remixOf', 'This short is not available', 'remix_unavailable');
    if (chosen.sound === 'own' || !chosen.remixOfId) return chosen;
    return (await repo.findVisibleShort(db, viewerId, chosen.remixOfId)) ?? chosen;
  }

  /** Inserts the short, its mentions and the remix count; publishes; `created` false when a racing repeat won. */
  async function insert(values: repo.NewShortRow, mentionIds: string[], source: repo.ShortRow | null) {
    try {
      const short = await db.transaction(async (tx) => {
        const short = await repo.insertShort(tx, values);
        await repo.insertMentions(tx, short.id, mentionIds);
        if (source) await repo.adjustRemixCount(tx, source.id, 1);
        const others = mentionIds.filter((id) => id !== short.authorId);
        await events.publish(tx, 'shorts.published', {
          shortId: short.id,
          authorId: short.authorId,
          mentionIds: await repo.unblockedAmong(tx, short.authorId, others),
        });
        if (source) await media.borrowSound(tx, short.mediaId, source.mediaId);
        return short;
      });
      return { short, created: true };
    } catch (error) {
      const failure = databaseError(error);
      if (failure?.constraint === 'shorts_author_client_key' && values.clientKey) {
        const first = await repo.findByClientKey(db, values.authorId, values.clientKey);
        if (first) return { short: first, created: false };
      }
      if (failure?.constraint === 'shorts_media_key')
        throw invalid('mediaId', 'This video is already in another short', 'media_in_use');
      throw error;
    }
  }

  return {
    visibleShort,

    async create(authorId: string, input: CreateShortBody): Promise<Short> {
      if (input.clientKey) {
        const earlier = await repo.findByClientKey(db, authorId, input.clientKey);
        if (earlier) return view(authorId, earlier.id);
      }
      await media.readyMedia(authorId, input.mediaId, 'short-video', 'mediaId');
      const source = input.remixOf ? await soundSource(authorId, input.remixOf) : null;
      const caption = (input.caption ?? '').trim();
      const mentioned = await repo.usersByUsernames(db, captionMentions(caption));
      const { short } = await insert(
        {
          authorId,
          mediaId: input.mediaId,
          caption,
          altText: (input.altText ?? '').trim(),
          hashtags: captionHashtags(caption),
          remixOfId: source?.id ?? null,
          sound: source ? 'pending' : 'own',
          createdAt: clock.now(),
          clientKey: input.clientKey ?? null,
        },
        mentioned.map((user) => user.id),
        source,
      );
      return view(authorId, short.id);
    },

    get: view,

    feed(viewerId: string, query: PageQuery & { feed: ShortFeed }): Promise<ShortPage> {
      if (query.feed === 'for-you') return forYou(viewerId, query);
      return timePage(viewerId, query, (after) => followingPage(viewerId, query.limit, after));
    },

    saved(viewerId: string, query: PageQuery): Promise<ShortPage> {
      return timePage(viewerId, query, (after) => repo.savedPage(db, viewerId, query.limit, after));
    },

    /** A creator's grid: 404 for an unknown member or one a block separates from the viewer. */
    async ofMember(viewerId: string, memberId: string, query: PageQuery): Promise<ShortPage> {
      const relation = await repo.memberRelation(db, viewerId, memberId);
      if (!relation.exists || relation.blocked) throw new AppError('USER_NOT_FOUND');
      return timePage(viewerId, query, (after) =>
        repo.memberPage(db, viewerId, memberId, query.limit, after),
      );
    },

    async remixes(viewerId: string, shortId: string, query: PageQuery): Promise<ShortPage> {
      await visibleShort(viewerId, shortId);
      return timePage(viewerId, query, (after) => repo.remixPage(db, viewerId, shortId, query.limit, after));
    },

    /**
     * Remixes still waiting for their sound after 10 minutes (their job was lost between the
     * commit and the send): asked again, dropped by media's queue if their job still exists.
     */
    async requeueStalledRemixes(): Promise<void> {
      const before = new Date(clock.now().getTime() - STALLED_REMIX_MS);
      for (const remix of await stalledRemixes(db, before))
        await media.borrowSound(db, remix.mediaId, remix.fromMediaId);
    },

    /** Its author only: the short goes with its likes, comments, saves and views, and its video file. */
    async remove(viewerId: string, id: string): Promise<void> {
      const short = await visibleShort(viewerId, id);
      if (short.authorId !== viewerId) throw new AppError('SHORT_NOT_AUTHOR');
      await db.transaction(async (tx) => {
        await repo.deleteShort(tx, short.id);
        if (short.remixOfId) await repo.adjustRemixCount(tx, short.remixOfId, -1);
        await media.discard(tx, [short.mediaId]);
        await events.publish(tx, 'shorts.deleted', { shortId: short.id, authorId: short.authorId });
      });
    },
  };
}
