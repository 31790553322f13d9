import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock';
import { createFeedCache } from './feed-cache';

function setup(options: { maxViewers?: number; maxPagesPerViewer?: number } = {}) {
  const clock = createManualClock();
  const sent: Array<{ event: string; payload: unknown }> = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const cache = createFeedCache({
    clock,
    realtime: {
      broadcastToServers: (event, payload) => void sent.push({ event, payload }),
      onServerBroadcast: (event, listener) => void listeners.set(event, listener),
    },
    ...options,
  });
  const page = (id: string) => ({ ids: [id], nextCursor: null });
  return { clock, sent, listeners, cache, page };
}

describe('feed page cache', () => {
  it('answers a page until its minute is over', () => {
    const { clock, cache, page } = setup();
    cache.set('v1', '20:', page('a'));
    clock.advance(60_000);
    expect(cache.get('v1', '20:')).toEqual(page('a'));
    clock.advance(1);
    expect(cache.get('v1', '20:')).toBeUndefined();
  });

  it('keeps nothing with a time of 0 (FEED_CACHE_SECONDS=0)', () => {
    const clock = createManualClock();
    const cache = createFeedCache({
      clock,
      realtime: { broadcastToServers: () => undefined, onServerBroadcast: () => undefined },
      ttlMs: 0,
    });
    cache.set('v1', 'p1', { ids: ['a'], nextCursor: null });
    expect(cache.get('v1', 'p1')).toBeUndefined();
  });

  it('forgets the least recently used viewer and page first', () => {
    const { cache, page } = setup({ maxViewers: 2, maxPagesPerViewer: 2 });
    cache.set('v1', 'p1', page('a'));
    cache.set('v2', 'p1', page('b'));
    expect(cache.get('v1', 'p1')).toEqual(page('a')); // v1 used: v2 is now the oldest
    cache.set('v3', 'p1', page('c'));
    expect(cache.get('v2', 'p1')).toBeUndefined();
    expect(cache.get('v1', 'p1')).toEqual(page('a'));
    cache.set('v1', 'p2', page('d'));
    cache.set('v1', 'p3', page('e'));
    expect(cache.get('v1', 'p1')).toBeUndefined();
    expect(cache.get('v1', 'p3')).toEqual(page('e'));
  });

  it('drops changed viewers here and tells the other processes once per viewer', () => {
    const { cache, sent, page } = setup();
    cache.set('v1', 'p1', page('a'));
    cache.set('v2', 'p1', page('b'));
    cache.changed(['v1', 'v1', 'v3']);
    expect(cache.get('v1', 'p1')).toBeUndefined();
    expect(cache.get('v2', 'p1')).toEqual(page('b'));
    expect(sent).toEqual([{ event: 'feed:changed', payload: ['v1', 'v3'] }]);
    cache.changed([]);
    expect(sent).toHaveLength(1);
  });

  it('drops what another process says changed, and ignores a malformed message', () => {
    const { cache, listeners, page } = setup();
    cache.set('v1', 'p1', page('a'));
    cache.set('v2', 'p1', page('b'));
    const hear = listeners.get('feed:changed');
    hear?.('v1');
    hear?.([42, 'v2']);
    expect(cache.get('v1', 'p1')).toEqual(page('a'));
    expect(cache.get('v2', 'p1')).toBeUndefined();
  });
});
