import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import { searchEndpoints } from '@betogether/contracts/search/search.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { post } from '@/testing/post-builders';
import { renderScreen } from '@/testing/render-screen';
import { FeedPage } from './feed/feed-page';

// The feed page: the composer over the member's feed (cards, reactions, comments and menus have
// their own files: post-card-, post-comments- and post-menus-screens.test.tsx).

const me = member();
const older = post({ id: uuid(11), body: 'Back from the mountains.' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(feedEndpoints.home, () => page([older]));
  // What the server makes of a new post: the member's own, as sent.
  api.on(postsEndpoints.create, ({ body }) => ({
    status: 201,
    body: post({
      id: uuid(12),
      author: personOf(me),
      body: body.body?.trim() ?? '',
      audience: body.audience,
      feeling: body.feeling ?? null,
      location: body.location ?? null,
      mine: true,
      createdAt: new Date().toISOString(),
    }),
  }));
});

async function openFeed(language: 'en' | 'fr' = 'en') {
  renderScreen(<FeedPage welcome={<p>Welcome steps</p>} />, { route: '/social/feed', session: me, language });
  await screen.findByRole('article', {
    name: language === 'en' ? 'Post by Member 1' : 'Publication de Member 1',
  });
  // A text box that suggests people to mention after @ (aria-autocomplete), not a combobox.
  return screen.getByRole('textbox', {
    name: language === 'en' ? 'Write a post' : 'Écrire une publication',
  });
}

const cards = () => within(screen.getByRole('feed')).getAllByRole('article');
const postButton = () => screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;

describe('the composer', () => {
  it('posts the text with the chosen audience and feeling, and the post goes to the top at once', async () => {
    const box = await openFeed();
    expect(box.getAttribute('placeholder')).toBe("What's on your mind, Camille?");
    expect(postButton().disabled).toBe(true);

    fireEvent.change(box, { target: { value: 'Picnic on Sunday, who is in? #weekend' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Audience' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Public/ }));
    expect(screen.getByRole('combobox', { name: 'Audience' }).textContent).toBe('Public');
    fireEvent.click(screen.getByRole('button', { name: 'Add a feeling' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Feeling' }), { target: { value: ' grateful ' } });
    fireEvent.click(postButton());

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Post by Camille Durand',
      'Post by Member 1',
    ]);
    expect(within(cards()[0] as HTMLElement).getByText(/Picnic on Sunday/)).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).getByText('is feeling grateful')).toBeTruthy();
    expect(api.calls(postsEndpoints.create).map((call) => call.body)).toEqual([
      {
        body: 'Picnic on Sunday, who is in? #weekend',
        audience: 'public',
        feeling: 'grateful',
        location: null,
        images: [],
        clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await screen.findByText('Your post is live.')).toBeTruthy();
    expect(box).toHaveProperty('value', '');
    expect(screen.queryByRole('textbox', { name: 'Feeling' })).toBeNull();
    // Shown from the answer, without asking for the feed again.
    expect(api.calls(feedEndpoints.home)).toHaveLength(1);
  });

  it('keeps Post off until there is something to post, and says how far past the limit the text is', async () => {
    const box = await openFeed();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(postButton().disabled).toBe(true);

    fireEvent.change(box, { target: { value: 'a'.repeat(4_500) } });
    expect(screen.getByText('4,500 / 5,000')).toBeTruthy();
    expect(postButton().disabled).toBe(false);

    fireEvent.change(box, { target: { value: 'a'.repeat(5_002) } });
    expect(screen.getByText('2 characters too many')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(postButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(api.calls(postsEndpoints.create)).toHaveLength(0);
  });

  it('refuses a pasted file that is not a picture, saying which ones it takes', async () => {
    const box = await openFeed();
    const notes = new File(['to do'], 'notes.txt', { type: 'text/plain' });
    fireEvent.paste(box, { clipboardData: { files: [notes] } });
    expect(await screen.findByText('Only JPEG, PNG, WebP or GIF pictures can be added.')).toBeTruthy();
    expect(postButton().disabled).toBe(true);
  });

  it('says why the server refused the post and keeps the text to try again', async () => {
    api.once(postsEndpoints.create, () => problem(429, 'RATE_LIMITED'));
    const box = await openFeed();
    fireEvent.change(box, { target: { value: 'Hello again' } });
    fireEvent.click(postButton());
    expect(await screen.findByText('Too many attempts. Wait a minute and try again.')).toBeTruthy();
    expect(box).toHaveProperty('value', 'Hello again');
    expect(cards()).toHaveLength(1);

    fireEvent.click(postButton());
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Too many attempts. Wait a minute and try again.')).toBeNull();
    // The same draft again: the same key, so a post the server did make is answered, not doubled.
    const [refused, retried] = api.calls(postsEndpoints.create);
    expect(retried?.body.clientKey).toBe(refused?.body.clientKey);
  });

  it('publishes once on a double click, shows progress, and takes a new key for the next post', async () => {
    const answer = api.pending(postsEndpoints.create);
    const box = await openFeed();
    fireEvent.change(box, { target: { value: 'Only once' } });
    fireEvent.click(postButton());
    fireEvent.click(postButton());
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(postButton().disabled).toBe(true));
    expect(api.calls(postsEndpoints.create)).toHaveLength(1);
    answer.answer({
      status: 201,
      body: post({ id: uuid(12), author: personOf(me), body: 'Only once', mine: true }),
    });
    expect(await screen.findByText('Your post is live.')).toBeTruthy();
    expect(box).toHaveProperty('value', '');
    expect(cards()).toHaveLength(2);

    fireEvent.change(box, { target: { value: 'Only once' } });
    fireEvent.click(postButton());
    await waitFor(() => expect(api.calls(postsEndpoints.create)).toHaveLength(2));
    const [first, second] = api.calls(postsEndpoints.create);
    expect(second?.body.clientKey).not.toBe(first?.body.clientKey);
  });

  it('shows why a picture was refused and offers only to remove it, never a Retry that cannot work', async () => {
    api.on(mediaEndpoints.uploadWhole, () => problem(415, 'FILE_TYPE_NOT_ALLOWED'));
    const box = await openFeed();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [png] } });
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF picture.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Choose a JPEG, PNG, WebP or GIF picture.')).toBeNull());
    expect(screen.queryByRole('img', { name: /Picture 1/ })).toBeNull();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(1);
  });

  it("shows the server's reason for a refused field", async () => {
    api.once(postsEndpoints.create, () =>
      problem(422, 'VALIDATION_FAILED', {
        errors: [{ field: 'body', code: 'too_big', message: 'At most 5000 characters' }],
      }),
    );
    const box = await openFeed();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(postButton());
    expect(await screen.findByText('At most 5000 characters')).toBeTruthy();
  });

  it('suggests people after @ and writes the chosen username into the text', async () => {
    const ana = person(7, { username: 'ana_s', displayName: 'Ana Silva' });
    api.on(searchEndpoints.search, () => ({
      type: 'people' as const,
      items: [{ ...ana, mutualFriendCount: 2, relationship: 'friends' as const }],
      nextCursor: null,
    }));
    const box = await openFeed();
    fireEvent.input(box, { target: { value: 'Thanks @an' } });
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('role')).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: /Ana Silva/ }));
    expect(box).toHaveProperty('value', 'Thanks @ana_s ');
    // A lookup, not one of the member's searches to remember.
    expect(api.calls(searchEndpoints.search)[0]?.query).toEqual({
      type: 'people',
      q: 'an',
      limit: '6',
      remember: 'false',
    });
  });

  it('speaks French to a French member', async () => {
    const box = await openFeed('fr');
    expect(box.getAttribute('placeholder')).toBe('Quoi de neuf, Camille ?');
    fireEvent.change(box, { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Votre publication est en ligne.')).toBeTruthy();
  });
});

describe('the feed', () => {
  it('says when it is empty, with a way to find friends and the welcome steps', async () => {
    api.on(feedEndpoints.home, () => page([]));
    renderScreen(<FeedPage welcome={<p>Welcome steps</p>} />, { route: '/social/feed' });
    expect(await screen.findByRole('heading', { name: 'Your feed is waiting for friends' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find friends' }).getAttribute('href')).toBe(
      '/social/friend-suggestion/index-friend-suggestion',
    );
    expect(screen.getByText('Welcome steps')).toBeTruthy();
  });

  it('labels suggested posts after the circle’s posts', async () => {
    const stranger = post({
      id: uuid(14),
      author: person(5),
      body: 'Sunrise over the bay',
      audience: 'public',
    });
    api.on(feedEndpoints.home, () => page([older, { ...stranger, suggested: true }]));
    renderScreen(<FeedPage welcome={<p>Welcome steps</p>} />, { route: '/social/feed' });
    const suggestedCard = await screen.findByRole('article', { name: 'Post by Member 5' });
    expect(within(suggestedCard).getByText('Suggested for you')).toBeTruthy();
    const circleCard = screen.getByRole('article', { name: 'Post by Member 1' });
    expect(within(circleCard).queryByText('Suggested for you')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find friends' })).toBeNull();
  });

  it('keeps the invitation to find friends above a feed of suggestions only (a newcomer’s)', async () => {
    const stranger = post({
      id: uuid(14),
      author: person(5),
      body: 'Sunrise over the bay',
      audience: 'public',
    });
    api.on(feedEndpoints.home, () => page([{ ...stranger, suggested: true }]));
    renderScreen(<FeedPage welcome={<p>Welcome steps</p>} />, { route: '/social/feed', language: 'fr' });
    const card = await screen.findByRole('article', { name: 'Publication de Member 5' });
    expect(within(card).getByText('Suggestions pour vous')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Votre fil attend vos amis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver des amis' })).toBeTruthy();
    expect(screen.getByText(/voici des publications publiques/)).toBeTruthy();
  });

  it('says when it cannot load, and loads again on Try again', async () => {
    api.once(feedEndpoints.home, () => problem(500, 'INTERNAL'));
    renderScreen(<FeedPage welcome={null} />, { route: '/social/feed' });
    expect(await screen.findByText('We could not load the posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Post by Member 1' })).toBeTruthy();
  });

  it('shows the saved posts under the Saved tab, kept in the address', async () => {
    api.on(postsEndpoints.saved, () => page([post({ id: uuid(13), saved: true, author: person(3) })]));
    const view = renderScreen(<FeedPage welcome={null} />, { route: '/social/feed' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect(await screen.findByRole('article', { name: 'Post by Member 3' })).toBeTruthy();
    expect(view.location().search).toBe('?view=saved');
    expect(screen.queryByRole('textbox', { name: 'Write a post' })).toBeNull();
  });
});
