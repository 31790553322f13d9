import { SHORT_VIEW_MIN_MS } from '@betogether/contracts/shorts/shorts.constants';
import type { ShortAnalytics, ShortState } from '@betogether/contracts/shorts/shorts.schemas';
import type { Db, Executor } from '../../db/client';
import { SQLSTATE, sqlState } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import './shorts.events';
import * as repo from './short-likes.repository';
import * as views from './short-views.repository';
import type { ShortRow } from './shorts.repository';
import type { ShortsService } from './shorts.service';

export type ShortInteractionsService = ReturnType<typeof createShortInteractionsService>;

/** Analytics show at most this many days, ending today. */
const ANALYTICS_DAYS = 30;
const DAY_MS = 86_400_000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const seconds = (ms: number) => Math.round(ms / 10) / 100;
const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** Likes, saves, shares, views and the author's analytics of shorts. */
export function createShortInteractionsService(deps: {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
  shorts: Pick<ShortsService, 'visibleShort'>;
}) {
  const { db, clock, events } = deps;

  async function state(executor: Executor, shortId: string, viewerId: string): Promise<ShortState> {
    const row = await repo.stateOf(executor, shortId, viewerId);
    if (!row) throw new AppError('SHORT_NOT_FOUND');
    return row;
  }

  /** Checks the short can be seen, then runs `change` and reads the buttons' state in one transaction. */
  async function changeState(
    viewerId: string,
    shortId: string,
    change: (tx: Executor, short: ShortRow) => Promise<unknown>,
  ): Promise<ShortState> {
    const short = await deps.shorts.visibleShort(viewerId, shortId);
    return db
      .transaction(async (tx) => {
        await change(tx, short);
        return state(tx, shortId, viewerId);
      })
      .catch((error: unknown) => {
        // Deleted in between: as if it had never been there.
        if (sqlState(error) === SQLSTATE.foreignKeyViolation) throw new AppError('SHORT_NOT_FOUND');
        throw error;
      });
  }

  return {
    like: (viewerId: string, shortId: string) =>
      changeState(viewerId, shortId, async (tx, short) => {
        if (await repo.like(tx, short.id, viewerId, clock.now()))
          await events.publish(tx, 'shorts.liked', {
            shortId: short.id,
            authorId: short.authorId,
            likerId: viewerId,
          });
      }),
    unlike: (viewerId: string, shortId: string) =>
      changeState(viewerId, shortId, async (tx, short) => {
        if (await repo.unlike(tx, short.id, viewerId))
          await events.publish(tx, 'shorts.unliked', {
            shortId: short.id,
            authorId: short.authorId,
            likerId: viewerId,
          });
      }),
    save: (viewerId: string, shortId: string) =>
      changeState(viewerId, shortId, (tx) => repo.save(tx, shortId, viewerId, clock.now())),
    unsave: (viewerId: string, shortId: string) =>
      changeState(viewerId, shortId, (tx) => repo.unsave(tx, shortId, viewerId)),
    share: (viewerId: string, shortId: string) =>
      changeState(viewerId, shortId, (tx) => repo.addShare(tx, shortId)),

    /**
     * A watch report. Counted as a view once per person and UTC day, from 2 s of playback on; each
     * report of 2 s or more updates the day's record (longest watch, completion). The author's own
     * watches are neither counted nor recorded.
     */
    async view(
      viewerId: string,
      shortId: string,
      watch: { watchedMs: number; completed: boolean },
    ): Promise<{ counted: boolean; viewCount: number }> {
      const short = await deps.shorts.visibleShort(viewerId, shortId);
      if (short.authorId === viewerId || watch.watchedMs < SHORT_VIEW_MIN_MS)
        return { counted: false, viewCount: short.viewCount };
      const now = clock.now();
      return db.transaction(async (tx) => {
        const counted = await views.recordWatch(tx, {
          shortId,
          viewerId,
          day: utcDay(now),
          watchedMs: watch.watchedMs,
          completed: watch.completed,
          now,
        });
        return { counted, viewCount: await views.viewCountOf(tx, shortId) };
      });
    },

    /** For the author only (403 for others who can see it, 404 for those who cannot). */
    async analytics(viewerId: string, shortId: string): Promise<ShortAnalytics> {
      const short = await deps.shorts.visibleShort(viewerId, shortId);
      if (short.authorId !== viewerId) throw new AppError('SHORT_NOT_AUTHOR');
      const today = clock.now();
      const first = new Date(
        Math.max(short.createdAt.getTime(), today.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS),
      );
      const totals = await views.watchTotals(db, shortId);
      const byDay = new Map(
        (await views.watchesByDay(db, shortId, utcDay(first))).map((row) => [row.day, row]),
      );
      const daily: ShortAnalytics['daily'] = [];
      for (let day = utcDay(first); day <= utcDay(today); day = utcDay(new Date(Date.parse(day) + DAY_MS))) {
        const row = byDay.get(day);
        daily.push({
          date: day,
          views: row?.records ?? 0,
          averageWatchSeconds: seconds(row?.averageMs ?? 0),
          completionRate: rate(row?.completed ?? 0, row?.records ?? 0),
        });
      }
      return {
        views: short.viewCount,
        uniqueViewers: totals.viewers,
        averageWatchSeconds: seconds(totals.averageMs),
        completionRate: rate(totals.completed, totals.records),
        likes: short.likeCount,
        comments: short.commentCount,
        shares: short.shareCount,
        saves: short.saveCount,
        daily,
      };
    },
  };
}
