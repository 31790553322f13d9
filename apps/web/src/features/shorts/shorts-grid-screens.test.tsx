import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { CreatorShortsPage } from './grid/creator-shorts-page';
import { RemixesPage } from './remixes/remixes-page';
import { analytics, short } from './testing/short-builders';

// A creator's grid (/social/short/view1), the analytics of one's own shorts, and the remixes of a
// short (/social/short/shortiscopie).

const me = member();
const run = short(1, { author: personOf(me), mine: true, caption: 'Morning run', viewCount: 1234 });
const untitled = short(2, { author: personOf(me), mine: true, caption: '' });
const mine = [run, untitled];
const profile = {
  person: person(5),
  coverUrl: null,
  bio: '',
  country: null,
  joinedAt: '2025-01-01T00:00:00.000Z',
  friendsCount: null,
  followersCount: null,
  followingCount: null,
  mutualFriendsCount: null,
  relationship: { status: 'none' as const, following: false, followsMe: false, blockedByMe: false },
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const tiles = () => within(screen.getByRole('list', { name: 'My shorts' })).getAllByRole('listitem');

describe('my shorts', () => {
  it('shows my shorts as tiles with their views, each opening the player, with its analytics', async () => {
    api.on(shortsEndpoints.ofMember, () => page(mine));
    api.on(shortsEndpoints.analytics, () => analytics());
    renderScreen(<CreatorShortsPage memberId={null} />, { route: '/social/short/view1', session: me });
    expect(await screen.findByRole('heading', { name: 'My shorts', level: 1 })).toBeTruthy();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const first = within(tiles()[0] as HTMLElement).getByRole('link', { name: 'Morning run, 1,234 views' });
    expect(first.getAttribute('href')).toBe(`/social/short/${run.id}`);
    expect(within(tiles()[0] as HTMLElement).getByText('1.2K')).toBeTruthy();
    expect(
      within(tiles()[1] as HTMLElement).getByRole('link', { name: 'Short by Camille Durand, 20 views' }),
    ).toBeTruthy();
    expect(api.calls(shortsEndpoints.ofMember)[0]).toMatchObject({
      params: { userId: me.id },
      query: { limit: '18' },
    });

    fireEvent.click(
      within(tiles()[0] as HTMLElement).getByRole('button', { name: 'Analytics: Morning run' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Analytics/ });
    await within(dialog).findByText('Unique viewers');
    const figure = (name: string) => within(dialog).getByText(name).parentElement?.textContent;
    expect(figure('Views')).toBe('Views95');
    expect(figure('Average watch time')).toBe('Average watch time9.4 sec');
    expect(figure('Watched to the end')).toBe('Watched to the end42%');
    expect(
      within(dialog).getByRole('img', {
        name: 'Views per day over 7 days: 95 in all, the most on Mar 3 (45).',
      }),
    ).toBeTruthy();
    expect(api.calls(shortsEndpoints.analytics)[0]?.params).toEqual({ shortId: run.id });

    // Escape closes it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there is nothing yet, with a way to create one', async () => {
    api.on(shortsEndpoints.ofMember, () => page([]));
    renderScreen(<CreatorShortsPage memberId={null} />, { route: '/social/short/view1', session: me });
    expect(await screen.findByText('You have no shorts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a short' }).getAttribute('href')).toBe(
      '/social/short/create',
    );
  });

  it('loads the next page with its cursor, and says why a page failed', async () => {
    api.once(shortsEndpoints.ofMember, () => page([run], 'next-page'));
    api.once(shortsEndpoints.ofMember, () => problem(500, 'INTERNAL'));
    api.once(shortsEndpoints.ofMember, () => page([untitled]));
    renderScreen(<CreatorShortsPage memberId={null} />, { route: '/social/short/view1', session: me });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more shorts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(api.calls(shortsEndpoints.ofMember).map((call) => call.query.cursor)).toEqual([
      undefined,
      'next-page',
      'next-page',
    ]);
  });
});

describe('someone else’s shorts', () => {
  it('names the creator, without analytics', async () => {
    api.on(friendsEndpoints.profile, () => profile);
    api.on(shortsEndpoints.ofMember, () => page([short(5)]));
    renderScreen(<CreatorShortsPage memberId={person(5).id} />, {
      route: `/social/short/view1?member=${person(5).id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Member 5’s shorts' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Short number 5, 50 views' });
    expect(screen.queryByRole('button', { name: /^Analytics/ })).toBeNull();
  });

  it('says why the grid could not load, and tries again', async () => {
    api.on(friendsEndpoints.profile, () => profile);
    api.once(shortsEndpoints.ofMember, () => problem(500, 'INTERNAL'));
    api.on(shortsEndpoints.ofMember, () => page([]));
    renderScreen(<CreatorShortsPage memberId={person(5).id} />, { route: '/social/short/view1' });
    expect(await screen.findByText('These shorts could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Member 5 has no shorts yet')).toBeTruthy();
  });

  it('says so for a member who is not there', async () => {
    api.on(friendsEndpoints.profile, () => problem(404, 'NOT_FOUND'));
    api.on(shortsEndpoints.ofMember, () => page([]));
    renderScreen(<CreatorShortsPage memberId={uuid(77)} />, { route: '/social/short/view1' });
    expect(await screen.findByText('This member is not available')).toBeTruthy();
  });
});

describe('the remixes of a short', () => {
  const original = short(3, { remixCount: 1 });

  it('shows the sound, a way to use it, and the shorts that did', async () => {
    api.on(shortsEndpoints.get, () => original);
    api.on(shortsEndpoints.remixes, () =>
      page([short(4, { remixOf: { id: original.id, author: original.author } })]),
    );
    renderScreen(<RemixesPage shortId={original.id} />, {
      route: `/social/short/shortiscopie?of=${original.id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Sound of Member 3’s short', level: 1 })).toBeTruthy();
    expect(screen.getByText('Used in 1 short')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use this sound' }).getAttribute('href')).toBe(
      `/social/short/create?remix=${original.id}`,
    );
    const list = await screen.findByRole('list', { name: 'Shorts with this sound' });
    expect(within(list).getByRole('link', { name: 'Short number 4, 40 views' })).toBeTruthy();
  });

  it('says nobody used it yet', async () => {
    api.on(shortsEndpoints.get, () => ({ ...original, remixCount: 0 }));
    api.on(shortsEndpoints.remixes, () => page([]));
    renderScreen(<RemixesPage shortId={original.id} />, { route: '/social/short/shortiscopie' });
    expect(await screen.findByText('No remix yet')).toBeTruthy();
    expect(screen.getByText('Nobody has used this sound yet')).toBeTruthy();
  });

  it('says the short is not available', async () => {
    api.on(shortsEndpoints.get, () => problem(404, 'SHORT_NOT_FOUND'));
    renderScreen(<RemixesPage shortId={original.id} />, { route: '/social/short/shortiscopie' });
    expect(await screen.findByText('This short is not available')).toBeTruthy();
    expect(api.calls(shortsEndpoints.remixes)).toHaveLength(0);
  });
});
