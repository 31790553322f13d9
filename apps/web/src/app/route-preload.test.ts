import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_PAGE } from '@/features/posts/api/post-pages';
import { routeOf } from '@/lib/access-rules';
import { call, endpointUrl } from '@/lib/api-client';
import { keepEarly, takeEarly } from '@/lib/early-calls';
import { preloadRoute, textsOf } from './route-preload';

function answering(body: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route preload', () => {
  it('finds the table entry of a path, a fixed path before one with parameters', () => {
    expect(routeOf('/social/feed')?.entry.name).toBe('feed');
    expect(routeOf('/social/profile/show-profil')?.entry.name).toBe('showProfile');
    expect(routeOf('/social/profile/ana_b')).toMatchObject({
      entry: { name: 'userProfile' },
      params: { userId: 'ana_b' },
    });
    expect(routeOf('/no/such/page')).toBeNull();
  });

  it("sends the feed's first calls (posts and the story tray) at start-up, and the screen's own calls take those answers", async () => {
    const page = { items: [], nextCursor: null };
    const fetch = answering(page);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'tok-1');
    preloadRoute('/social/feed', true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      endpointUrl(feedEndpoints.home, { query: { limit: 10 } }),
      endpointUrl(storiesEndpoints.tray),
    ]);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Token tok-1' });
    expect(await call(feedEndpoints.home, { query: POST_PAGE })).toEqual(page);
    await call(storiesEndpoints.tray);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Taken once: the next call goes out.
    await call(feedEndpoints.home, { query: POST_PAGE });
    expect(fetch).toHaveBeenCalledTimes(3);
    localStorage.removeItem('token');
  });

  it("sends a member profile's calls (profile and posts) with the name in the address, as the screen asks", async () => {
    const fetch = answering({ person: { username: 'ana_b' } });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'tok-1');
    preloadRoute('/social/profile/ana_b', true);
    const profile = { params: { userIdOrUsername: 'ana_b' } };
    const posts = { params: { userIdOrUsername: 'ana_b' }, query: POST_PAGE };
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      endpointUrl(friendsEndpoints.profile, profile),
      endpointUrl(feedEndpoints.memberPosts, posts),
    ]);
    await call(friendsEndpoints.profile, profile);
    await call(feedEndpoints.memberPosts, posts);
    expect(fetch).toHaveBeenCalledTimes(2);
    localStorage.removeItem('token');
  });

  it('names texts that exist, in both languages, for the layouts and screens it preloads', () => {
    const files = Object.keys(import.meta.glob('../locales/*/*.json'));
    const feed = routeOf('/social/feed')?.entry;
    const dashboard = routeOf('/betogether/users/dashboard-users')?.entry;
    expect(feed && textsOf(feed)).toEqual(['search', 'wallet', 'notifications', 'home', 'posts', 'stories']);
    expect(dashboard && textsOf(dashboard)).toContain('wallet');
    const named = new Set(
      ['/', '/auth/login', '/social/feed', '/social/profile/ana_b', '/social/profile/show-profil']
        .map((path) => routeOf(path)?.entry)
        .flatMap((entry) => (entry ? textsOf(entry) : [])),
    );
    for (const namespace of named)
      for (const language of ['en', 'fr'])
        expect(files, `${language}/${namespace}`).toContain(`../locales/${language}/${namespace}.json`);
  });

  it('sends nothing for a visitor, and no data call for a page without one', () => {
    const fetch = answering({});
    vi.stubGlobal('fetch', fetch);
    preloadRoute('/social/feed', false);
    preloadRoute('/auth/login', true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never hands an early answer to another method, nor one too old', () => {
    vi.stubGlobal('fetch', answering({}));
    const path = endpointUrl(feedEndpoints.home);
    keepEarly(path, () => fetch(path));
    expect(takeEarly(path, 'POST')).toBeUndefined();
    expect(takeEarly(path, 'GET', Date.now() + 60_000)).toBeUndefined();
    expect(takeEarly(path, 'GET')).toBeUndefined();
  });
});
