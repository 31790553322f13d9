import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Message, SendMessageBody } from '@betogether/contracts/chat/chat.schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEmits, realtimeEmits, serverEvent, setRealtimeConnected } from '@/testing/fake-realtime';
import { DIRECT_ID, me, message, messages } from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';

// conversation/inbox?c=: a message shown at once, sent once whatever the network does; live history.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

function online(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** The stored message the server answers for a send. */
function stored(body: SendMessageBody, seq: number): Message {
  return message(seq, { sender: me, text: body.text, clientId: body.clientId });
}

async function write(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Write a message' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box as HTMLTextAreaElement;
}

const bubblesWith = (text: string) =>
  screen.queryAllByTestId('chat-message').filter((bubble) => bubble.textContent?.includes(text));

describe('sending', () => {
  it('shows the message at once, sends it over HTTP while the socket is down, then ticks it sent', async () => {
    const api = chatApi({ history: [message(1)] });
    const gate = api.pending(chatEndpoints.send);
    openChat({ conversationId: DIRECT_ID });
    const box = await write('Hello Ana');
    expect(box.value).toBe('');
    expect(await screen.findByText('Sending…')).toBeTruthy();
    await waitFor(() => expect(api.calls(chatEndpoints.send)).toHaveLength(1));
    const body = api.calls(chatEndpoints.send)[0]?.body as SendMessageBody;
    expect(body).toEqual({ clientId: expect.stringMatching(UUID), text: 'Hello Ana' });
    gate.answer({ status: 201, body: stored(body, 2) });
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(bubblesWith('Hello Ana')).toHaveLength(1);
    // Its own live echo (every tab of the sender hears it) changes nothing.
    act(() => serverEvent('chat:message', { message: stored(body, 2) }));
    expect(bubblesWith('Hello Ana')).toHaveLength(1);
  });

  it('goes over the socket when it is connected (no HTTP), and a reply carries what it answers', async () => {
    const api = chatApi({ history: [message(1, { text: 'Coffee?' })] });
    setRealtimeConnected(true);
    answerEmits((event, payload) => {
      if (event !== 'chat:send') return { ok: true };
      const { conversationId: _id, ...body } = payload as SendMessageBody & { conversationId: string };
      return { message: stored(body, 2) };
    });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Coffee?');
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    expect(screen.getByText('Replying to Ana Silva')).toBeTruthy();
    await write('Yes!');
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    const sent = realtimeEmits('chat:send');
    expect(sent).toEqual([
      {
        event: 'chat:send',
        payload: {
          conversationId: DIRECT_ID,
          clientId: expect.stringMatching(UUID),
          text: 'Yes!',
          replyToId: message(1).id,
        },
      },
    ]);
    expect(api.calls(chatEndpoints.send)).toHaveLength(0);
    expect(screen.queryByText('Replying to Ana Silva')).toBeNull();
  });

  it('keeps a message written offline "waiting for network", then sends it once when back online', async () => {
    const api = chatApi({ history: [message(1)] });
    api.on(chatEndpoints.send, ({ body }) => ({ status: 201, body: stored(body as SendMessageBody, 2) }));
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 1');
    online(false);
    await write('Sent from the train');
    expect(await screen.findByText('Waiting for network')).toBeTruthy();
    expect(api.calls(chatEndpoints.send)).toHaveLength(0);
    online(true);
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    expect(api.calls(chatEndpoints.send)).toHaveLength(1);
    expect(bubblesWith('Sent from the train')).toHaveLength(1);
  });

  it('keeps a message whose request never reached the server waiting, and sends it with the same id on reconnection', async () => {
    const api = chatApi({ history: [message(1)] });
    api.fail(chatEndpoints.send, 0);
    openChat({ conversationId: DIRECT_ID });
    await write('Are you there?');
    expect(await screen.findByText('Waiting for network')).toBeTruthy();
    const first = api.calls(chatEndpoints.send)[0]?.body as SendMessageBody;
    api.on(chatEndpoints.send, ({ body }) => ({ status: 200, body: stored(body as SendMessageBody, 2) }));
    act(() => setRealtimeConnected(false));
    answerEmits(() => null);
    act(() => setRealtimeConnected(true));
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    const calls = api.calls(chatEndpoints.send).map((call) => (call.body as SendMessageBody).clientId);
    expect(calls).toEqual([first.clientId, first.clientId]);
  });

  it('says why a message was refused, and "Try again" sends it again with the same id', async () => {
    const api = chatApi({ history: [message(1)] });
    api.fail(chatEndpoints.send, 403, 'CHAT_BLOCKED');
    openChat({ conversationId: DIRECT_ID });
    await write('Hello?');
    expect(await screen.findByText('Not sent: You cannot message this member.')).toBeTruthy();
    api.on(chatEndpoints.send, ({ body }) => ({ status: 201, body: stored(body as SendMessageBody, 2) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    const [first, second] = api
      .calls(chatEndpoints.send)
      .map((call) => (call.body as SendMessageBody).clientId);
    expect(second).toBe(first);
  });

  it('words a socket refusal like the API’s, in French', async () => {
    chatApi({ history: [message(1)] });
    setRealtimeConnected(true);
    answerEmits(() => ({ error: 'CHAT_NOT_ALLOWED' }));
    openChat({ conversationId: DIRECT_ID, language: 'fr' });
    const box = await screen.findByRole('textbox', { name: 'Écrire un message' });
    fireEvent.change(box, { target: { value: 'Salut' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await screen.findByText(
        'Non envoyé : Ce membre n’accepte les messages que de certaines personnes, et vous n’en faites pas partie.',
      ),
    ).toBeTruthy();
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const api = chatApi({ history: [message(1)] });
    openChat({ conversationId: DIRECT_ID });
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect((box as HTMLTextAreaElement).value).toBe('Line one');
    expect(api.calls(chatEndpoints.send)).toHaveLength(0);
  });
});

describe('the live history', () => {
  it('puts a new message in its place, once, and asks for what it missed when one arrives past a hole', async () => {
    const history = messages(1, 2);
    const api = chatApi({ history });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 2');
    act(() => serverEvent('chat:message', { message: message(3) }));
    act(() => serverEvent('chat:message', { message: message(3) }));
    expect(await screen.findByText('Message 3')).toBeTruthy();
    expect(bubblesWith('Message 3')).toHaveLength(1);
    // 4 and 5 never reached this tab: 6 shows the hole, and they are asked for.
    history.push(message(4), message(5), message(6));
    act(() => serverEvent('chat:message', { message: message(6) }));
    expect(await screen.findByText('Message 4')).toBeTruthy();
    expect(api.calls(chatEndpoints.messages).at(-1)?.query).toEqual({ afterSeq: '3' });
    expect(
      screen.getAllByTestId('chat-message').map((bubble) => bubble.textContent?.match(/Message \d/)?.[0]),
    ).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5', 'Message 6']);
  });

  it('asks what it missed after every reconnection', async () => {
    const history = messages(1, 2);
    const api = chatApi({ history });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 2');
    history.push(message(3));
    act(() => setRealtimeConnected(true));
    expect(await screen.findByText('Message 3')).toBeTruthy();
    expect(api.calls(chatEndpoints.messages).at(-1)?.query).toEqual({ afterSeq: '2' });
  });

  it('shows an edit, a deletion and a reaction made elsewhere, keeping one’s own reaction', async () => {
    chatApi({ history: [message(1, { reactions: [{ emoji: '👍', count: 1 }], myReaction: '👍' })] });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 1');
    const { myReaction: _mine, ...shared } = message(1, {
      text: 'Message 1, corrected',
      editedAt: '2026-03-01T10:05:00.000Z',
      reactions: [{ emoji: '👍', count: 2 }],
    });
    act(() =>
      serverEvent('chat:message-updated', { message: shared, reaction: { userId: 'other', emoji: '👍' } }),
    );
    expect(await screen.findByText('Message 1, corrected')).toBeTruthy();
    expect(screen.getByText('edited')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '👍: 2 reactions, yours among them. Take it back' }),
    ).toBeTruthy();
    act(() =>
      serverEvent('chat:message-updated', {
        message: { ...shared, text: null, reactions: [], deletedAt: '2026-03-01T10:06:00.000Z' },
        reaction: null,
      }),
    );
    expect(await screen.findByText('This message was deleted')).toBeTruthy();
  });
});
