import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { post, reactions } from '@/testing/post-builders';
import { renderScreen } from '@/testing/render-screen';
import { MemberPosts } from './feed/member-posts';

// A post card as a member's profile lists it: what it shows, reactions, saved and pinned states.

const me = member();
const author = person(1);
const ana = person(7, { username: 'ana_s', displayName: 'Ana Silva' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

/** The profile's posts of `posts`' author, and the first card. */
async function showPosts(...posts: Post[]) {
  api.on(feedEndpoints.memberPosts, () => page(posts));
  const userId = posts[0]?.author.id ?? author.id;
  renderScreen(<MemberPosts userId={userId} />, { route: `/social/profile/${userId}`, session: me });
  const name = posts[0]?.author.displayName ?? '';
  return screen
    .findAllByRole('article', { name: `Post by ${name}` })
    .then((cards) => cards[0] as HTMLElement);
}

const likeButton = (card: HTMLElement, name = 'Like') => within(card).getByRole('button', { name });

describe('a post card', () => {
  it('shows the author, the text with mentions, hashtags and addresses as links, the details and counts', async () => {
    const card = await showPosts(
      post({
        body: 'Coffee with @ana_s at #lyon, menu on https://cafe.example/menu.',
        mentions: [{ username: 'ana_s', userId: ana.id }],
        audience: 'public',
        feeling: 'happy',
        location: 'Lyon',
        pinned: true,
        ...reactions({ like: 2, love: 1 }),
        commentCount: 2,
        shareCount: 1,
      }),
    );
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    // The avatar and the name both lead to the author's profile.
    expect(
      within(card)
        .getAllByRole('link', { name: 'Member 1' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/social/profile/${author.id}`, `/social/profile/${author.id}`]);
    expect(href('@ana_s')).toBe(`/social/profile/${ana.id}`);
    expect(href('#lyon')).toBe('/social/search/search?q=%23lyon&type=posts');
    expect(href('https://cafe.example/menu')).toBe('https://cafe.example/menu');
    expect(within(card).getByText('is feeling happy · at Lyon')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Public: anyone on BeTogether' })).toBeTruthy();
    expect(within(card).getByText('Pinned')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '3 reactions: see who reacted' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '2 comments' })).toBeTruthy();
    expect(within(card).getByText('1 share')).toBeTruthy();
    expect(likeButton(card).getAttribute('aria-pressed')).toBe('false');
  });

  it('links mentions and hashtags inside a shared original too', async () => {
    const original = post({
      id: uuid(61),
      author: person(2),
      body: 'Thanks @ana_s for #lyon',
      mentions: [{ username: 'ana_s', userId: ana.id }],
      audience: 'public',
    });
    const card = await showPosts(post({ body: 'Look', share: { post: original } }));
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('@ana_s')).toBe(`/social/profile/${ana.id}`);
    expect(href('#lyon')).toBe('/social/search/search?q=%23lyon&type=posts');
  });

  it('offers no Comment on a post with comments off, and says why', async () => {
    const card = await showPosts(post({ commentsEnabled: false, commentCount: 2 }));
    expect(within(card).queryByRole('button', { name: 'Comment' })).toBeNull();
    const off = within(card).getByRole('button', { name: 'Comments off' });
    expect(off).toHaveProperty('disabled', true);
    expect(off.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(off.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Comments are turned off for this post.',
    );
    // The comments already there can still be read.
    expect(within(card).getByRole('button', { name: '2 comments' })).toHaveProperty('disabled', false);
  });

  it('likes at once, then shows the counts the server confirms', async () => {
    const reaction = api.pending(postsEndpoints.react);
    const card = await showPosts(post({ ...reactions({ love: 1 }) }));
    fireEvent.click(likeButton(card));
    // Before any answer: liked, and counted.
    await waitFor(() => expect(likeButton(card).getAttribute('aria-pressed')).toBe('true'));
    expect(within(card).getByRole('button', { name: '2 reactions: see who reacted' })).toBeTruthy();
    expect(reaction.waiting).toBe(1);
    expect(api.calls(postsEndpoints.react).map((call) => call.body)).toEqual([{ type: 'like' }]);

    reaction.answer(reactions({ love: 1, like: 4 }, 'like'));
    expect(await within(card).findByRole('button', { name: '5 reactions: see who reacted' })).toBeTruthy();
  });

  it('takes the reaction back and says so when the server refuses it', async () => {
    const reaction = api.pending(postsEndpoints.react);
    const card = await showPosts(post());
    fireEvent.click(likeButton(card));
    await waitFor(() => expect(likeButton(card).getAttribute('aria-pressed')).toBe('true'));
    expect(within(card).getByRole('button', { name: '1 reaction: see who reacted' })).toBeTruthy();
    expect(reaction.waiting).toBe(1);

    reaction.fail(500, 'INTERNAL');
    expect(
      await screen.findByText('Your reaction was not saved. Something went wrong. Try again in a moment.'),
    ).toBeTruthy();
    expect(likeButton(card).getAttribute('aria-pressed')).toBe('false');
    expect(within(card).queryByRole('button', { name: /reactions?: see who reacted/ })).toBeNull();
  });

  it('changes the reaction from the keyboard, and a click takes it back', async () => {
    api.on(postsEndpoints.react, ({ body }) => reactions({ [body.type]: 1 }, body.type));
    api.on(postsEndpoints.unreact, () => reactions());
    const card = await showPosts(post({ ...reactions({ love: 1 }, 'love') }));
    const button = likeButton(card, 'Love');
    expect(button.getAttribute('aria-pressed')).toBe('true');

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const picker = await screen.findByRole('menu', { name: 'Reactions' });
    expect(within(picker).getByRole('menuitemradio', { name: 'Love' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(picker).getByRole('menuitemradio', { name: 'Haha' }));
    await waitFor(() => expect(likeButton(card, 'Haha').getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls(postsEndpoints.react).map((call) => call.body)).toEqual([{ type: 'haha' }]);

    fireEvent.click(likeButton(card, 'Haha'));
    await waitFor(() => expect(likeButton(card).getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls(postsEndpoints.unreact)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: /reactions?: see who reacted/ })).toBeNull();
  });

  it('lists who reacted, by type', async () => {
    api.on(postsEndpoints.reactors, ({ query }) =>
      page(
        [
          { person: ana, type: 'love' as const, createdAt: '2026-03-01T10:00:00.000Z' },
          { person: person(8), type: 'like' as const, createdAt: '2026-03-01T10:00:00.000Z' },
        ].filter((reactor) => !query.type || reactor.type === query.type),
      ),
    );
    const card = await showPosts(post({ ...reactions({ like: 1, love: 1 }) }));
    fireEvent.click(within(card).getByRole('button', { name: '2 reactions: see who reacted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
    expect(await within(dialog).findByText('Ana Silva')).toBeTruthy();
    expect(within(dialog).getByText('Member 8')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'All 2' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Love: 1 person' }));
    await waitFor(() => expect(api.calls(postsEndpoints.reactors)).toHaveLength(2));
    expect(await within(dialog).findByText('Ana Silva')).toBeTruthy();
    expect(within(dialog).queryByText('Member 8')).toBeNull();
    expect(api.calls(postsEndpoints.reactors).map((call) => [call.params.id, call.query.type])).toEqual([
      [post().id, undefined],
      [post().id, 'love'],
    ]);
  });
});

describe('saved and pinned', () => {
  async function chooseInMenu(card: HTMLElement, item: string) {
    fireEvent.click(within(card).getByRole('button', { name: /^More options for this post by/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  }

  it('saves a post and takes it out of the saved ones again, saying so each time', async () => {
    api.on(postsEndpoints.save, () => undefined);
    api.on(postsEndpoints.unsave, () => undefined);
    const card = await showPosts(post());
    await chooseInMenu(card, 'Save post');
    expect(await screen.findByText('Saved. Find it under Saved at the top of your feed.')).toBeTruthy();

    await chooseInMenu(card, 'Remove from saved');
    expect(await screen.findByText('Removed from your saved posts.')).toBeTruthy();
    expect(api.calls(postsEndpoints.save).map((call) => call.params.id)).toEqual([post().id]);
    expect(api.calls(postsEndpoints.unsave).map((call) => call.params.id)).toEqual([post().id]);
  });

  it('pins the member’s own post to their profile, where it then shows first as pinned', async () => {
    const mine = (patch: Partial<Post>) => post({ author: personOf(me), mine: true, ...patch });
    let pinned = false;
    api.on(postsEndpoints.pin, () => {
      pinned = true;
    });
    api.on(feedEndpoints.memberPosts, () =>
      page(
        pinned
          ? [mine({ id: uuid(22), body: 'Second', pinned: true }), mine({ id: uuid(21), body: 'First' })]
          : [mine({ id: uuid(21), body: 'First' }), mine({ id: uuid(22), body: 'Second' })],
      ),
    );
    renderScreen(<MemberPosts userId={me.id} />, { route: `/social/profile/${me.id}`, session: me });
    const cards = () => screen.getAllByRole('article', { name: 'Post by Camille Durand' });
    await screen.findAllByRole('article');
    expect(within(cards()[1] as HTMLElement).queryByText('Pinned')).toBeNull();
    await chooseInMenu(cards()[1] as HTMLElement, 'Pin to profile');

    expect(await screen.findByText('Pinned to your profile.')).toBeTruthy();
    await waitFor(() => expect(within(cards()[0] as HTMLElement).getByText('Second')).toBeTruthy());
    expect(within(cards()[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    expect(api.calls(postsEndpoints.pin).map((call) => call.params.id)).toEqual([uuid(22)]);
    fireEvent.click(within(cards()[0] as HTMLElement).getByRole('button', { name: /^More options/ }));
    expect(await screen.findByRole('menuitem', { name: 'Unpin from profile' })).toBeTruthy();
  });
});
