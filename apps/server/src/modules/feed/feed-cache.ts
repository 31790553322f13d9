import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';

/**
 * The keys of one feed page: which posts, newest first (those in `suggestedIds` are suggestions,
 * not the circle's), and where the next page starts.
 */
type CachedPage = { ids: string[]; suggestedIds?: string[]; nextCursor: string | null };

export type FeedCache = {
  get(viewerId: string, pageKey: string): CachedPage | undefined;
  set(viewerId: string, pageKey: string, page: CachedPage): void;
  /**
   * The feeds of these members changed (a post of someone they follow, a friendship, a block…):
   * their pages are dropped here and, through the realtime adapter, on every other process.
   */
  changed(viewerIds: readonly string[]): void;
};

type Options = {
  clock: Clock;
  realtime: Pick<Realtime, 'broadcastToServers' | 'onServerBroadcast'>;
  /**
   * How long a page is trusted without an invalidation (a lost cross-process message costs at most
   * this); 0 keeps nothing.
   */
  ttlMs?: number;
  maxViewers?: number;
  maxPagesPerViewer?: number;
};

const INVALIDATE = 'feed:changed';

/**
 * A per-process cache of home feed pages' keys (a home timeline cache, as the large networks keep
 * in Redis): finding a page's posts reads one index probe per followed author, while the cards of
 * known ids are one cheap indexed query. Only keys are kept, never cards: counts, reactions, edits
 * and visibility are read fresh on every request, so a stale entry can at worst miss a new post
 * for `ttlMs`, never show one the viewer may no longer see (the card query checks the audience).
 * Entries are dropped whenever something changes a viewer's feed, on every process.
 */
export function createFeedCache(options: Options): FeedCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxViewers = options.maxViewers ?? 5_000;
  const maxPagesPerViewer = options.maxPagesPerViewer ?? 10;
  // Map order is insertion order: re-inserting on use keeps the least recently used first.
  const viewers = new Map<string, Map<string, CachedPage & { storedAt: number }>>();

  const drop = (viewerIds: readonly string[]) => {
    for (const id of viewerIds) viewers.delete(id);
  };
  options.realtime.onServerBroadcast(INVALIDATE, (payload) => {
    if (Array.isArray(payload)) drop(payload.filter((id): id is string => typeof id === 'string'));
  });

  return {
    get(viewerId, pageKey) {
      const pages = viewers.get(viewerId);
      const page = pages?.get(pageKey);
      if (!pages || !page) return undefined;
      if (options.clock.now().getTime() - page.storedAt > ttlMs) {
        pages.delete(pageKey);
        return undefined;
      }
      viewers.delete(viewerId);
      viewers.set(viewerId, pages);
      return { ids: page.ids, suggestedIds: page.suggestedIds, nextCursor: page.nextCursor };
    },

    set(viewerId, pageKey, page) {
      if (ttlMs === 0) return;
      let pages = viewers.get(viewerId);
      if (pages) viewers.delete(viewerId);
      else pages = new Map();
      viewers.set(viewerId, pages);
      pages.delete(pageKey);
      pages.set(pageKey, { ...page, storedAt: options.clock.now().getTime() });
      if (pages.size > maxPagesPerViewer) pages.delete(pages.keys().next().value as string);
      if (viewers.size > maxViewers) viewers.delete(viewers.keys().next().value as string);
    },

    changed(viewerIds) {
      if (viewerIds.length === 0) return;
      const unique = [...new Set(viewerIds)];
      drop(unique);
      options.realtime.broadcastToServers(INVALIDATE, unique);
    },
  };
}
