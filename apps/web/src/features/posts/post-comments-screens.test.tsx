import { commentsEndpoints, postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { Comment, Post, TopComment } from '@betogether/contracts/posts/posts.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { comment, post, topComment } from '@/testing/post-builders';
import { renderScreen } from '@/testing/render-screen';
import { PostPage } from './post-page/post-page';

// A post's own page, where its comments are open: reading, writing, replying, deleting.

const me = member();
const theirs = topComment({
  id: uuid(31),
  author: person(2),
  body: 'Lovely!',
  replyCount: 2,
  firstReplies: [comment({ id: uuid(32), parentId: uuid(31), author: person(3), body: 'Agreed' })],
});
const later = comment({ id: uuid(33), parentId: uuid(31), author: person(4), body: 'Me too' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(commentsEndpoints.replies, () => page([theirs.firstReplies[0] as Comment, later]));
  // What the server makes of a new comment or reply: the member's own, as sent.
  api.on(commentsEndpoints.create, ({ params, body }) => ({
    status: 201,
    body: comment({
      id: uuid(40 + api.calls(commentsEndpoints.create).length),
      postId: params.id,
      parentId: body.parentId ?? null,
      author: personOf(me),
      body: body.body.trim(),
      mine: true,
      canDelete: true,
    }),
  }));
});

/** The post's page, with these comments; answers the section of its comments. */
async function openPost(comments: TopComment[], patch: Partial<Post> = {}, language: 'en' | 'fr' = 'en') {
  const shown = post({ commentCount: 3, ...patch });
  api.on(postsEndpoints.get, () => shown);
  api.on(commentsEndpoints.list, () => page(comments));
  renderScreen(<PostPage postId={shown.id} highlightCommentId={null} />, {
    route: `/social/post/${shown.id}`,
    session: me,
    language,
  });
  return screen.findByRole('region', { name: language === 'en' ? 'Comments' : 'Commentaires' });
}

const send = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

describe('comments', () => {
  it('lists the comments with their first replies, and shows the other replies on demand', async () => {
    const section = await openPost([
      theirs,
      topComment({ id: uuid(34), author: person(5), body: 'Where is this?' }),
    ]);
    expect(await within(section).findByText('Lovely!')).toBeTruthy();
    expect(within(section).getByText('Where is this?')).toBeTruthy();
    const replies = within(section).getByRole('list', { name: 'Replies to Member 2' });
    expect(within(replies).getByText('Agreed')).toBeTruthy();
    expect(api.calls(commentsEndpoints.list)[0]?.query).toEqual({ order: 'newest', limit: '10' });

    fireEvent.click(within(replies).getByRole('button', { name: 'View 1 reply' }));
    expect(await within(replies).findByText('Me too')).toBeTruthy();
    expect(api.calls(commentsEndpoints.replies)[0]?.params.id).toBe(theirs.id);
  });

  it('adds a comment at the top with Enter, and counts it on the post', async () => {
    const section = await openPost([theirs]);
    await within(section).findByText('Lovely!');
    const box = within(section).getByRole('textbox', { name: 'Write a comment' });
    expect(within(section).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    send(box, 'What a view ');
    await waitFor(() =>
      expect(within(section).getAllByRole('listitem')[0]?.textContent).toContain('What a view'),
    );
    expect(api.calls(commentsEndpoints.create).map((call) => call.body)).toEqual([
      { body: 'What a view ', clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(box).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: '4 comments' })).toBeTruthy();
  });

  it('sends once when Send is pressed twice or Enter repeats, and shows it is sending', async () => {
    const answer = api.pending(commentsEndpoints.create);
    const section = await openPost([theirs]);
    const box = within(section).getByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(box, { target: { value: 'Twice?' } });
    const sendButton = within(section).getByRole('button', { name: 'Send' });
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sendButton).toHaveProperty('disabled', true));
    expect(within(section).getByRole('progressbar')).toBeTruthy();
    expect(api.calls(commentsEndpoints.create)).toHaveLength(1);
    answer.answer({
      status: 201,
      body: comment({ id: uuid(45), postId: post().id, author: personOf(me), body: 'Twice?', mine: true }),
    });
    expect(await within(section).findByText('Twice?')).toBeTruthy();
    expect(box).toHaveProperty('value', '');
    expect(await screen.findByRole('button', { name: '4 comments' })).toBeTruthy();
  });

  it('says why a comment was refused, and keeps it', async () => {
    api.on(commentsEndpoints.create, () => problem(409, 'POST_COMMENTS_DISABLED'));
    const section = await openPost([theirs]);
    const box = within(section).getByRole('textbox', { name: 'Write a comment' });
    send(box, 'Hello?');
    expect(await within(section).findByRole('alert')).toHaveProperty(
      'textContent',
      'Comments are turned off for this post.',
    );
    expect(box).toHaveProperty('value', 'Hello?');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('replies in the thread, naming the author of the reply answered', async () => {
    const section = await openPost([theirs]);
    const replies = await within(section).findByRole('list', { name: 'Replies to Member 2' });
    const agreed = within(replies).getByText('Agreed').closest('li') as HTMLElement;
    fireEvent.click(within(agreed).getByRole('button', { name: 'Reply' }));

    const box = await within(replies).findByRole('textbox', { name: 'Write a reply' });
    expect(box).toHaveProperty('value', '@member3 ');
    send(box, '@member3 thanks for the tip');
    expect(await within(replies).findByText(/thanks for the tip/)).toBeTruthy();
    expect(api.calls(commentsEndpoints.create).map((call) => call.body)).toEqual([
      { body: '@member3 thanks for the tip', parentId: theirs.id, clientKey: expect.any(String) },
    ]);
    // Sent: the reply box closes.
    await waitFor(() => expect(within(replies).queryByRole('textbox', { name: 'Write a reply' })).toBeNull());
  });

  it('deletes the member’s own comment only once they confirm; others’ comments can only be reported', async () => {
    api.on(commentsEndpoints.remove, () => undefined);
    const mine = topComment({
      id: uuid(35),
      author: personOf(me),
      body: 'My old take',
      mine: true,
      canDelete: true,
    });
    const section = await openPost([mine, theirs]);
    const item = (await within(section).findByText('My old take')).closest('li') as HTMLElement;
    const other = within(section).getByText('Lovely!').closest('li') as HTMLElement;
    // Someone else's comment (and its reply) can only be reported.
    const [theirsMenu] = within(other).getAllByRole('button', { name: 'Comment options' });
    fireEvent.click(theirsMenu as HTMLElement);
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(within(item).getByRole('button', { name: 'Comment options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByText('It will be removed for everyone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(commentsEndpoints.remove)).toHaveLength(0);

    fireEvent.click(within(item).getByRole('button', { name: 'Comment options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('My old take')).toBeNull());
    expect(api.calls(commentsEndpoints.remove).map((call) => call.params.id)).toEqual([mine.id]);
    expect(screen.getByRole('button', { name: '2 comments' })).toBeTruthy();
  });

  it('shows no box and no Reply when comments are turned off', async () => {
    const section = await openPost([theirs], { commentsEnabled: false });
    await within(section).findByText('Lovely!');
    expect(within(section).getByText('Comments are turned off for this post.')).toBeTruthy();
    expect(within(section).queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('speaks French to a French member', async () => {
    const section = await openPost([theirs], {}, 'fr');
    expect(await within(section).findByRole('textbox', { name: 'Écrire un commentaire' })).toBeTruthy();
    expect(within(section).getAllByRole('button', { name: 'Répondre' }).length).toBeGreaterThan(0);
  });
});
