import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, person, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ShortPage } from './feed/short-page';
import { ShortsPage } from './feed/shorts-page';
import { AUTOPLAY_STORAGE_KEY } from './player/autoplay-setting';
import { fakeVideos } from './testing/fake-video';
import { short, shortComment } from './testing/short-builders';

// The player: /social/short/view (For You, Following) and /social/short/:shortId.

const shorts = [
  short(1, { caption: 'Sunset at #beach with @member2', mentions: [person(2)], hashtags: ['beach'] }),
  short(2),
  short(3),
];
const state = (patch = {}) => ({
  liked: false,
  likeCount: 0,
  saved: false,
  saveCount: 0,
  shareCount: 0,
  ...patch,
});

let api: FakeApi;
let videos: ReturnType<typeof fakeVideos>;
beforeEach(() => {
  api = fakeApi();
  videos = fakeVideos();
  api.on(shortsEndpoints.feed, ({ query }) => page(query.feed === 'following' ? [] : shorts));
});
afterEach(() => localStorage.removeItem(AUTOPLAY_STORAGE_KEY));

async function openPlayer(language: 'en' | 'fr' = 'en') {
  renderScreen(<ShortsPage />, { route: '/social/short/view', language });
  await screen.findAllByRole('article');
}

// Read from the DOM: while a menu or the comments sheet is open, the page behind is aria-hidden.
const feed = () => document.querySelector('[role="feed"]') as HTMLElement;
const articles = () => [...feed().querySelectorAll('article')];
const article = (index: number) => articles()[index] as HTMLElement;
const current = () => articles().find((item) => item.getAttribute('aria-current') === 'true');
const videoOf = (index: number) => article(index).querySelector('video');
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the player', () => {
  it('plays the first short muted, loads the next one ahead, and names each short by author and caption', async () => {
    await openPlayer();
    expect(screen.getByRole('feed', { name: 'For You' })).toBeTruthy();
    expect(articles().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Member 1: Sunset at #beach with @member2',
      'Member 2: Short number 2',
      'Member 3: Short number 3',
    ]);
    expect(current()).toBe(article(0));
    await waitFor(() => expect(videos.isPlaying(videoOf(0))).toBe(true));
    expect(videoOf(0)?.muted).toBe(true);
    expect(videoOf(0)?.getAttribute('preload')).toBe('auto');
    // The next one: its poster and its video load ahead, paused.
    expect(videoOf(1)?.getAttribute('preload')).toBe('auto');
    expect(videoOf(1)?.getAttribute('poster')).toBe(shorts[1]?.media.video?.posterUrl);
    expect(videos.isPlaying(videoOf(1))).toBe(false);
    // Further ones: only a poster, lazily.
    expect(videoOf(2)).toBeNull();
    expect(article(2).querySelector('img')?.getAttribute('loading')).toBe('lazy');

    fireEvent.click(within(article(0)).getByRole('button', { name: 'Turn sound on' }));
    expect(videoOf(0)?.muted).toBe(false);
    expect(within(article(0)).getByRole('button', { name: 'Turn sound off' })).toBeTruthy();
  });

  it('moves with ArrowDown/ArrowUp and j/k, announces the position, and pauses with Space', async () => {
    await openPlayer();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(current()).toBe(article(1));
    expect(announced()).toBe('Short 2 of 3, by Member 2');
    await waitFor(() => expect(videos.isPlaying(videoOf(1))).toBe(true));
    expect(videos.isPlaying(videoOf(0))).toBe(false);

    fireEvent.keyDown(document.body, { key: 'j' });
    expect(current()).toBe(article(2));
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(current()).toBe(article(2));
    expect(announced()).toBe('You have seen every short for now.');
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(current()).toBe(article(0));

    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(videos.isPlaying(videoOf(0))).toBe(false));
    expect(within(article(0)).getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(videos.isPlaying(videoOf(0))).toBe(true));
  });

  it('reports a watch once, after 2 s of playback, when the viewer moves on or the short ends', async () => {
    api.on(shortsEndpoints.view, () => ({ counted: true, viewCount: 11 }));
    await openPlayer();
    videos.playTo(videoOf(0), 1.5);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    // Not 2 s yet: nothing to report.
    expect(api.calls(shortsEndpoints.view)).toHaveLength(0);

    videos.playTo(videoOf(1), 2.5);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await waitFor(() => expect(api.calls(shortsEndpoints.view)).toHaveLength(1));
    expect(api.calls(shortsEndpoints.view)[0]).toMatchObject({
      params: { shortId: shorts[1]?.id },
      body: { watchedMs: 2500, completed: false },
    });

    videos.playTo(videoOf(2), 14);
    fireEvent(videoOf(2) as HTMLVideoElement, new Event('ended'));
    await waitFor(() => expect(api.calls(shortsEndpoints.view)).toHaveLength(2));
    expect(api.calls(shortsEndpoints.view)[1]?.body).toEqual({ watchedMs: 14000, completed: true });
    // It loops; leaving after the reported watch sends nothing more.
    videos.playTo(videoOf(2), 3);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(api.calls(shortsEndpoints.view)).toHaveLength(2);
  });

  it('never reports a view of one’s own short', async () => {
    api.on(shortsEndpoints.feed, () => page([short(1, { mine: true }), short(2)]));
    await openPlayer();
    videos.playTo(videoOf(0), 5);
    fireEvent(videoOf(0) as HTMLVideoElement, new Event('ended'));
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(current()).toBe(article(1));
    expect(api.calls(shortsEndpoints.view)).toHaveLength(0);
  });

  it('likes at once and goes back with a message when the server refuses', async () => {
    await openPlayer();
    const like = () => within(article(0)).getByRole('button', { name: /^Like/ });
    expect(like().getAttribute('aria-label')).toBe('Like (1 like)');
    const gate = api.pending(shortsEndpoints.like);
    fireEvent.click(like());
    // At once, before the server answers.
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().getAttribute('aria-label')).toBe('Like (2 likes)');
    gate.answer(state({ liked: true, likeCount: 2 }));
    await waitFor(() => expect(api.calls(shortsEndpoints.like)).toHaveLength(1));

    const refusal = api.pending(shortsEndpoints.unlike);
    fireEvent.click(like());
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('false'));
    refusal.fail(404, 'SHORT_NOT_FOUND');
    expect(
      await screen.findByText('Your like was not saved. This short does not exist or is not available.'),
    ).toBeTruthy();
    expect(like().getAttribute('aria-pressed')).toBe('true');
  });

  it('copies the link where the device has no share sheet, then counts the share', async () => {
    api.on(shortsEndpoints.share, () => state({ shareCount: 1 }));
    const view = renderScreen(<ShortsPage />, { route: '/social/short/view' });
    await screen.findAllByRole('article');
    fireEvent.click(within(article(0)).getByRole('button', { name: 'Share (0 shares)' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(view.clipboard).toEqual([`${window.location.origin}/social/short/${shorts[0]?.id}`]);
    await waitFor(() =>
      expect(within(article(0)).getByRole('button', { name: 'Share (1 share)' })).toBeTruthy(),
    );
  });

  it('follows the author from the avatar, and the author’s menu leads to their other shorts', async () => {
    api.on(friendsEndpoints.follow, ({ params }) => ({
      userId: params.userId,
      relationship: { status: 'none' as const, following: true, followsMe: false, blockedByMe: false },
    }));
    await openPlayer();
    const follow = within(article(0)).getByRole('button', { name: 'Follow Member 1' });
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('You now follow Member 1.')).toBeTruthy();

    fireEvent.click(within(article(0)).getByRole('button', { name: 'Member 1: profile and shorts' }));
    const more = await screen.findByRole('menuitem', { name: 'More shorts by Member 1' });
    expect(more.getAttribute('href')).toBe(`/social/short/view1?member=${person(1).id}`);
  });

  it('links the caption’s hashtags to the search and its mentions to the profile, and offers the sound', async () => {
    await openPlayer();
    const first = article(0);
    expect(within(first).getByRole('link', { name: '#beach' }).getAttribute('href')).toBe(
      '/social/search/search?q=%23beach',
    );
    expect(within(first).getByRole('link', { name: '@member2' }).getAttribute('href')).toBe(
      `/social/profile/${person(2).id}`,
    );
    expect(within(first).getByRole('link', { name: 'Use this sound' }).getAttribute('href')).toBe(
      `/social/short/shortiscopie?of=${shorts[0]?.id}`,
    );
  });

  it('keeps autoplay off when the member turned it off, from the player’s menu', async () => {
    await openPlayer();
    await waitFor(() => expect(videos.isPlaying(videoOf(0))).toBe(true));
    fireEvent.click(within(article(0)).getByRole('button', { name: 'More options' }));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: /Autoplay/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(localStorage.getItem(AUTOPLAY_STORAGE_KEY)).toBe('off');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(videos.isPlaying(videoOf(0))).toBe(false));
    fireEvent.keyDown(toggle, { key: 'Escape' });

    // The next short waits for its play button too.
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(within(article(1)).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(videos.isPlaying(videoOf(1))).toBe(false);
    fireEvent.click(within(article(1)).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(videos.isPlaying(videoOf(1))).toBe(true));
  });

  it('offers the author analytics and deleting from the "…" menu of their own short', async () => {
    const own = short(1, { mine: true });
    api.on(shortsEndpoints.feed, () => page([short(2), own]));
    api.on(shortsEndpoints.remove, () => ({ status: 204 }));
    await openPlayer();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.click(within(article(1)).getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('menuitem', { name: 'Analytics' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete short' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete short' }));
    expect(await screen.findByText('Your short was deleted.')).toBeTruthy();
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(current()).toBe(article(0));
    expect(api.calls(shortsEndpoints.remove)[0]?.params).toEqual({ shortId: own.id });
  });

  it('has no author menu items but the sound for someone else’s short', async () => {
    await openPlayer();
    fireEvent.click(within(article(0)).getByRole('button', { name: 'More options' }));
    await screen.findByRole('menuitemcheckbox', { name: /Autoplay/ });
    expect(screen.queryByRole('menuitem', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete short' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Use this sound' }).getAttribute('href')).toBe(
      `/social/short/shortiscopie?of=${shorts[0]?.id}`,
    );
  });

  it('speaks French', async () => {
    await openPlayer('fr');
    expect(screen.getByRole('tab', { name: 'Pour vous' }).getAttribute('aria-selected')).toBe('true');
    expect(within(article(1)).getByRole('button', { name: 'Activer le son' })).toBeTruthy();
    expect(article(1).getAttribute('aria-label')).toBe('Member 2 : Short number 2');
  });
});

describe('the feeds', () => {
  it('says when For You is empty, with a way to create a short', async () => {
    api.on(shortsEndpoints.feed, () => page([]));
    renderScreen(<ShortsPage />, { route: '/social/short/view' });
    expect(await screen.findByText('No shorts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a short' }).getAttribute('href')).toBe(
      '/social/short/create',
    );
    expect(screen.getByRole('link', { name: 'My shorts' }).getAttribute('href')).toBe('/social/short/view1');
  });

  it('switches to Following from the tabs, keeping it in the address', async () => {
    const view = renderScreen(<ShortsPage />, { route: '/social/short/view' });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('Nothing from the people you follow')).toBeTruthy();
    expect(view.location().search).toBe('?feed=following');
    expect(api.calls(shortsEndpoints.feed).map((call) => call.query)).toEqual([
      { feed: 'for-you', limit: '10' },
      { feed: 'following', limit: '10' },
    ]);
  });

  it('says why shorts could not load, and tries again', async () => {
    api.once(shortsEndpoints.feed, () => problem(500, 'INTERNAL'));
    renderScreen(<ShortsPage />, { route: '/social/short/view' });
    expect(await screen.findByText('Shorts could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('asks for the next page three shorts before the end, with its cursor', async () => {
    const more = Array.from({ length: 4 }, (_, index) => short(index + 1));
    api.on(shortsEndpoints.feed, ({ query }) =>
      query.cursor ? page([short(5), short(6)]) : page(more, 'page-2'),
    );
    await openPlayer();
    expect(api.calls(shortsEndpoints.feed)).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await waitFor(() => expect(articles()).toHaveLength(6));
    expect(api.calls(shortsEndpoints.feed)[1]?.query).toMatchObject({ cursor: 'page-2' });
  });
});

describe('the comments sheet', () => {
  it('lists the comments newest first, loads more, takes a new one on top and deletes one’s own', async () => {
    const mine = shortComment(1, { mine: true, canDelete: true, body: 'My old comment' });
    api.once(shortsEndpoints.comments, () => ({ ...page([shortComment(2), mine], 'c2'), total: 3 }));
    api.once(shortsEndpoints.comments, () => ({ ...page([shortComment(3)]), total: 3 }));
    api.on(shortsEndpoints.comment, ({ body }) => ({
      status: 201,
      body: shortComment(4, { body: body.body, mine: true, canDelete: true }),
    }));
    api.on(shortsEndpoints.removeComment, () => ({ status: 204 }));
    await openPlayer();
    fireEvent.click(within(article(0)).getByRole('button', { name: 'Comments (0 comments)' }));
    const sheet = await screen.findByRole('dialog', { name: '3 comments' });
    await within(sheet).findByText('Comment 2');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Load more comments' }));
    await within(sheet).findByText('Comment 3');
    expect(api.calls(shortsEndpoints.comments)[1]?.query).toMatchObject({ cursor: 'c2' });

    const field = within(sheet).getByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(field, { target: { value: 'So good!' } });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(current()).toBe(article(0));
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')[0]?.textContent).toContain('So good!'));
    expect(field).toHaveProperty('value', '');
    expect(api.calls(shortsEndpoints.comment)[0]?.body).toEqual({
      body: 'So good!',
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('dialog', { name: '4 comments' })).toBeTruthy();

    const old = within(sheet).getByText('My old comment').closest('li') as HTMLElement;
    fireEvent.click(within(old).getByRole('button', { name: 'Delete comment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete comment' }, { timeout: 5000 }));
    await waitFor(() => expect(within(sheet).queryByText('My old comment')).toBeNull());
    expect(api.calls(shortsEndpoints.removeComment)[0]?.params).toEqual({
      shortId: shorts[0]?.id,
      commentId: mine.id,
    });
  });

  it('says when there is no comment yet', async () => {
    api.on(shortsEndpoints.comments, () => ({ ...page([]), total: 0 }));
    await openPlayer();
    fireEvent.click(within(article(1)).getByRole('button', { name: 'Comments (0 comments)' }));
    expect(await screen.findByText('No comments yet. Be the first to say something.')).toBeTruthy();
  });
});

describe('one short, /social/short/:shortId', () => {
  it('opens on that short, then goes on with For You without showing it twice', async () => {
    const opened = short(9, { caption: 'Shared with me' });
    api.on(shortsEndpoints.get, () => opened);
    api.on(shortsEndpoints.feed, () => page([short(1), opened, short(2)]));
    renderScreen(<ShortPage shortId={opened.id} />, { route: `/social/short/${opened.id}` });
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(articles().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Member 9: Shared with me',
      'Member 1: Short number 1',
      'Member 2: Short number 2',
    ]);
    expect(current()).toBe(article(0));
  });

  it('shows a remix still getting its sound, with how far it is', async () => {
    const remix = short(8, {
      media: { ...short(8).media, status: 'processing', video: null, progress: 0.4 },
      remixOf: { id: short(1).id, author: person(1) },
    });
    api.on(shortsEndpoints.get, () => remix);
    renderScreen(<ShortPage shortId={remix.id} />, { route: `/social/short/${remix.id}` });
    expect(await screen.findByText('This short is being prepared: 40%')).toBeTruthy();
    expect(
      within(article(0)).getByRole('link', { name: 'Sound of Member 1’s short' }).getAttribute('href'),
    ).toBe(`/social/short/shortiscopie?of=${short(1).id}`);
    expect(article(0).querySelector('video')).toBeNull();
  });

  it('says a short is not available, with a way back to the others', async () => {
    api.on(shortsEndpoints.get, () => problem(404, 'SHORT_NOT_FOUND'));
    renderScreen(<ShortPage shortId={uuid(99)} />, { route: `/social/short/${uuid(99)}` });
    expect(await screen.findByText('This short is not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch other shorts' }).getAttribute('href')).toBe(
      '/social/short/view',
    );
    expect(api.calls(shortsEndpoints.feed)).toHaveLength(0);
  });
});
