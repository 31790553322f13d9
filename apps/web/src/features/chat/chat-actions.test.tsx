import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DIRECT_ID, me, message } from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';

// conversation/inbox?c=: what one does to a message: react, reply, edit, delete.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const justNow = () => new Date(Date.now() - 60_000).toISOString();

function rowOf(text: string) {
  const row = screen.getAllByTestId('chat-message').find((bubble) => bubble.textContent?.includes(text));
  if (!row) throw new Error(`no message "${text}"`);
  return row;
}

describe('reactions', () => {
  it('adds one from the picker at once, and takes it back with a click on one’s own', async () => {
    const api = chatApi({ history: [message(1, { text: 'Passed my exam!' })] });
    api.on(chatEndpoints.react, ({ body }) =>
      message(1, {
        text: 'Passed my exam!',
        reactions: body.emoji ? [{ emoji: body.emoji, count: 1 }] : [],
        myReaction: body.emoji,
      }),
    );
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Passed my exam!');
    fireEvent.click(within(rowOf('Passed my exam!')).getByRole('button', { name: 'React' }));
    fireEvent.click(await screen.findByRole('button', { name: 'React with ❤️' }));
    const mine = await screen.findByRole('button', { name: '❤️: 1 reaction, yours. Take it back' });
    expect(api.calls(chatEndpoints.react)[0]?.body).toEqual({ emoji: '❤️' });
    fireEvent.click(mine);
    await waitFor(() => expect(screen.queryByRole('button', { name: /❤️: 1 reaction/ })).toBeNull());
    expect(api.calls(chatEndpoints.react)[1]?.body).toEqual({ emoji: null });
  });

  it('puts the reaction back as it was when the server refuses, and says why', async () => {
    const api = chatApi({ history: [message(1, { text: 'Gone soon' })] });
    api.fail(chatEndpoints.react, 409, 'CHAT_MESSAGE_DELETED');
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Gone soon');
    fireEvent.click(within(rowOf('Gone soon')).getByRole('button', { name: 'React' }));
    fireEvent.click(await screen.findByRole('button', { name: 'React with 👍' }));
    expect(await screen.findByText('This message was deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /👍: 1 reaction/ })).toBeNull();
  });
});

describe('replies, edits and deletions', () => {
  it('Escape leaves a reply; ArrowUp in the empty box edits one’s last message, Enter saves it', async () => {
    const api = chatApi({
      history: [message(1), message(2, { sender: me, text: 'See you at 8', createdAt: justNow() })],
    });
    api.on(chatEndpoints.edit, ({ body }) =>
      message(2, { sender: me, text: body.text, createdAt: justNow(), editedAt: new Date().toISOString() }),
    );
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('See you at 8');
    fireEvent.click(within(rowOf('Message 1')).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    expect(screen.getByText('Replying to Ana Silva')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByText('Replying to Ana Silva')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const editing = await screen.findByRole('textbox', { name: 'Edit your message' });
    expect((editing as HTMLTextAreaElement).value).toBe('See you at 8');
    fireEvent.change(editing, { target: { value: 'See you at 9' } });
    fireEvent.keyDown(editing, { key: 'Enter' });
    expect(await screen.findByText('See you at 9')).toBeTruthy();
    expect(api.calls(chatEndpoints.edit)[0]).toMatchObject({
      params: { messageId: message(2).id },
      body: { text: 'See you at 9' },
    });
    expect(within(rowOf('See you at 9')).getByText('edited')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeTruthy();
  });

  it('offers no edit of someone else’s message nor of one older than a day', async () => {
    chatApi({
      history: [
        message(1),
        message(2, { sender: me, text: 'Old news', createdAt: '2026-03-01T10:02:00.000Z' }),
      ],
    });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Old news');
    fireEvent.click(within(rowOf('Message 1')).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(within(rowOf('Old news')).getByRole('button', { name: 'More actions' }));
    const mine = await screen.findByRole('menu');
    expect(within(mine).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(mine).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes one’s message once confirmed: it stays as "deleted"', async () => {
    const api = chatApi({ history: [message(1, { sender: me, text: 'Oops, wrong chat' })] });
    api.on(chatEndpoints.remove, () =>
      message(1, { sender: me, text: null, deletedAt: '2026-03-01T10:03:00.000Z' }),
    );
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Oops, wrong chat');
    fireEvent.click(within(rowOf('Oops, wrong chat')).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(api.calls(chatEndpoints.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You deleted this message')).toBeTruthy();
    expect(screen.queryByText('Oops, wrong chat')).toBeNull();
  });

  it('a quote shows what it answers; a click on it scrolls to the original, loading older pages for it', async () => {
    const history = Array.from({ length: 70 }, (_, index) => message(index + 1));
    history.push(
      message(71, {
        text: 'About that',
        replyTo: { id: message(3).id, seq: 3, sender: message(3).sender, text: 'Message 3', deleted: false },
      }),
    );
    chatApi({ history });
    const scrolled = vi.fn();
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('About that');
    Element.prototype.scrollIntoView = scrolled;
    const quote = screen.getByRole('button', {
      name: 'Show the message this replies to: Ana Silva Message 3',
    });
    await act(async () => {
      fireEvent.click(quote);
    });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(document.getElementById(`chat-message-${message(3).id}`)).not.toBeNull();
  });
});
