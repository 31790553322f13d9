import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { post } from '@/testing/post-builders';
import { renderScreen } from '@/testing/render-screen';
import { FeedPage } from './feed/feed-page';

// The "…" menu of a post (edit with its history, delete, report) and the Share button, in the feed.

const me = member();
const mine = post({
  id: uuid(51),
  author: personOf(me),
  body: 'First draft',
  mine: true,
  audience: 'public',
});
const theirs = post({ id: uuid(52), body: 'Sunset at the lake.' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

async function openFeed(posts: Post[], language: 'en' | 'fr' = 'en') {
  api.on(feedEndpoints.home, () => page(posts));
  const view = renderScreen(<FeedPage welcome={null} />, { route: '/social/feed', session: me, language });
  await screen.findAllByRole('article');
  return view;
}

const card = (name: string) => screen.getByRole('article', { name: `Post by ${name}` });

async function choose(author: string, item: string) {
  fireEvent.click(
    within(card(author)).getByRole('button', { name: `More options for this post by ${author}` }),
  );
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the post menu', () => {
  it('edits the member’s own post, sending only what changed, then shows its history', async () => {
    const edited = { ...mine, body: 'Final text', edited: true, editedAt: '2026-03-02T10:00:00.000Z' };
    api.on(postsEndpoints.update, () => edited);
    api.on(postsEndpoints.history, () => ({
      versions: [
        { body: 'Final text', feeling: null, location: null, writtenAt: edited.editedAt, replacedAt: null },
        {
          body: 'First draft',
          feeling: null,
          location: null,
          writtenAt: mine.createdAt,
          replacedAt: edited.editedAt,
        },
      ],
    }));
    await openFeed([mine]);
    await choose('Camille Durand', 'Edit post');
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveProperty('value', 'First draft');

    fireEvent.change(text, { target: { value: '  ' } });
    expect(within(dialog).getByText('Write something or keep a picture.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(text, { target: { value: 'Final text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your post was updated.')).toBeTruthy();
    expect(api.calls(postsEndpoints.update).map((call) => [call.params.id, call.body])).toEqual([
      [mine.id, { body: 'Final text' }],
    ]);
    expect(within(card('Camille Durand')).getByText('Final text')).toBeTruthy();

    fireEvent.click(within(card('Camille Durand')).getByRole('button', { name: 'Edited' }));
    const history = await screen.findByRole('dialog', { name: 'Edit history' });
    expect(await within(history).findByText('First draft')).toBeTruthy();
    expect(within(history).getByText(/Current version/)).toBeTruthy();
    expect(within(history).getByText(/Earlier version/)).toBeTruthy();
  });

  it('deletes the member’s own post only once they confirm, and it leaves the feed', async () => {
    api.on(postsEndpoints.remove, () => undefined);
    await openFeed([mine, theirs]);
    await choose('Camille Durand', 'Delete post');
    let dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(
      within(dialog).getByText(
        'It will disappear from the feed, your profile and every share. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(postsEndpoints.remove)).toHaveLength(0);

    await choose('Camille Durand', 'Delete post');
    dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Post by Camille Durand' })).toBeNull();
    expect(card('Member 1')).toBeTruthy();
    expect(api.calls(postsEndpoints.remove).map((call) => call.params.id)).toEqual([mine.id]);
  });

  it('reports someone else’s post with a reason and details, and offers no edit or delete', async () => {
    api.on(moderationEndpoints.reportPost, () => undefined);
    await openFeed([theirs]);
    fireEvent.click(
      within(card('Member 1')).getByRole('button', { name: 'More options for this post by Member 1' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit post' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete post' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Report post' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    const submit = within(dialog).getByRole('button', { name: 'Send report' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: 'The same link every day' },
    });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Thank you. Our moderators will review it and tell you what they decided.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(moderationEndpoints.reportPost).map((call) => [call.params.id, call.body])).toEqual([
      [theirs.id, { reason: 'spam', details: 'The same link every day' }],
    ]);
  });

  it('says a post was already reported, and closes the report', async () => {
    api.fail(moderationEndpoints.reportPost, 409, 'REPORT_ALREADY_SENT');
    await openFeed([theirs]);
    await choose('Member 1', 'Report post');
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You already reported this.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks French to a French member', async () => {
    await openFeed([theirs], 'fr');
    const article = screen.getByRole('article', { name: 'Publication de Member 1' });
    fireEvent.click(
      within(article).getByRole('button', { name: 'Plus d’options pour cette publication de Member 1' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Signaler la publication' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Enregistrer la publication' })).toBeTruthy();
  });
});

describe('sharing', () => {
  it('shares to the member’s feed with a comment and an audience; the share goes to the top', async () => {
    api.on(postsEndpoints.share, ({ body }) => ({
      status: 201,
      body: post({
        id: uuid(53),
        author: personOf(me),
        body: body.body ?? '',
        audience: body.audience,
        mine: true,
        share: { post: theirs },
      }),
    }));
    await openFeed([theirs]);
    fireEvent.click(within(card('Member 1')).getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share to my feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to your feed' });
    expect(within(dialog).getByText("You are sharing Member 1's post.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Say something about this (optional)' }), {
      target: { value: 'Look at this' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Audience' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Public/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share now' }));

    expect(await screen.findByText('Shared to your feed.')).toBeTruthy();
    const cards = within(screen.getByRole('feed')).getAllByRole('article');
    expect(cards.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Post by Camille Durand',
      'Post by Member 1',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Sunset at the lake.')).toBeTruthy();
    expect(within(card('Member 1')).getByText('1 share')).toBeTruthy();
    expect(api.calls(postsEndpoints.share).map((call) => [call.params.id, call.body])).toEqual([
      [theirs.id, { body: 'Look at this', audience: 'public', clientKey: expect.any(String) }],
    ]);
  });

  it('copies the post’s link, and offers no re-share of an only-me post', async () => {
    const view = await openFeed([{ ...mine, audience: 'only_me' }]);
    fireEvent.click(within(card('Camille Durand')).getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Share to my feed' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(view.clipboard).toEqual([`${window.location.origin}/social/post/${mine.id}`]);
  });
});
