import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEvent } from '@/testing/fake-realtime';
import { windowOf } from '@/testing/window-width';
import { attachmentKinds } from './components/attachment-kinds';
import {
  ana,
  ben,
  chatMember,
  conversation,
  DIRECT_ID,
  GROUP_ID,
  group,
  me,
  message,
  messages,
  summary,
} from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';

// conversation/inbox: the list, a thread's history, receipts, typing and presence.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const bubbles = () => screen.getAllByTestId('chat-message');
const log = () => screen.getByRole('log');

describe('the list of conversations', () => {
  it('shows each conversation with its last message ("You: " for one’s own), unread count and mute, newest first', async () => {
    windowOf(1440);
    chatApi({
      list: [
        summary({
          unread: 2,
          lastSeq: 5,
          lastMessage: { ...lastOf(message(5, { text: 'See you at 8?' })), deleted: false },
        }),
        summary({
          id: GROUP_ID,
          kind: 'group',
          title: 'Hikers',
          peer: null,
          mutedUntil: '2126-01-01T00:00:00.000Z',
          lastMessage: { ...lastOf(message(3, { sender: me, text: 'Boots ready' })), deleted: false },
        }),
      ],
    });
    openChat();
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ana Silva.*See you at 8\?2 unread messages2$/),
      expect.stringMatching(/Hikers.*You: Boots ready$/),
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(rows[0]?.getAttribute('href')).toBe(`/betogether/conversation/inbox?c=${DIRECT_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Messages · BeTogether'));
  });

  it('explains an empty list and offers to start a conversation or a group', async () => {
    chatApi({ list: [] });
    openChat();
    const empty = (await screen.findByText('No conversations yet')).parentElement as HTMLElement;
    expect(within(empty).getByRole('button', { name: 'New message' })).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'New group' })).toBeTruthy();
  });

  it('a skeleton while loading, then an error with a retry that works, in French', async () => {
    const api = chatApi();
    const gate = api.pending(chatEndpoints.conversations);
    openChat({ language: 'fr' });
    expect(await screen.findByRole('status', { name: 'Chargement de vos conversations' })).toBeTruthy();
    gate.fail(500, 'INTERNAL');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    api.on(chatEndpoints.conversations, () => ({ items: [summary()], nextCursor: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Ana Silva')).toBeTruthy();
  });

  it('moves a conversation to the top with its new message, one more unread', async () => {
    windowOf(1440);
    chatApi({
      list: [summary({ id: GROUP_ID, kind: 'group', title: 'Hikers', peer: null }), summary()],
    });
    openChat();
    await screen.findByText('Hikers');
    serverEvent('chat:message', { message: message(1, { text: 'Are you free?' }) });
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-conversation')[0]?.textContent).toMatch(
        /Ana Silva.*Are you free\?1 unread message1$/,
      ),
    );
  });
});

describe('a thread', () => {
  it('shows the history oldest first, one’s own on the right, under a day separator, with presence', async () => {
    chatApi({ history: [message(1), message(2, { sender: me, text: 'Hi Ana' })] });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Hi Ana');
    expect(bubbles().map((bubble) => [bubble.textContent?.includes('Hi Ana'), bubble.dataset.mine])).toEqual([
      [false, 'false'],
      [true, 'true'],
    ]);
    expect(within(log()).getByText(/2026/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Silva' })).toBeTruthy();
    expect(await screen.findByText('Online')).toBeTruthy();
    // On a phone the list is not there, only the way back to it.
    expect(screen.getByRole('button', { name: 'Back to the conversations' })).toBeTruthy();
  });

  it('ticks one’s message sent, delivered, then read as the receipts come', async () => {
    chatApi({
      open: conversation({ members: [chatMember(me, { readSeq: 1 }), chatMember(ana)] }),
      history: [message(1, { sender: me, text: 'Hi Ana' })],
    });
    openChat({ conversationId: DIRECT_ID });
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeTruthy();
    serverEvent('chat:receipt', { conversationId: DIRECT_ID, userId: ana.id, deliveredSeq: 1, readSeq: 0 });
    expect(await screen.findByRole('img', { name: 'Delivered' })).toBeTruthy();
    serverEvent('chat:receipt', { conversationId: DIRECT_ID, userId: ana.id, deliveredSeq: 1, readSeq: 1 });
    expect(await screen.findByRole('img', { name: 'Read' })).toBeTruthy();
  });

  it('says how many read one’s message in a group', async () => {
    const history = [message(1, { conversationId: GROUP_ID, sender: me, text: 'Saturday?' })];
    chatApi({
      open: group({
        members: [chatMember(me, { readSeq: 1 }), chatMember(ana, { readSeq: 1 }), chatMember(ben)],
      }),
      history,
    });
    openChat({ conversationId: GROUP_ID });
    expect(await screen.findByText('Read by 1')).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    // Ben answers: whoever writes has read what came before (the server sends no receipt for it).
    act(() =>
      serverEvent('chat:message', {
        message: message(2, { conversationId: GROUP_ID, sender: ben, text: 'Yes!' }),
      }),
    );
    expect(await screen.findByText('Read by 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Read' })).toBeTruthy();
  });

  it('shows who is typing for a few seconds after each signal', async () => {
    chatApi({ history: [message(1)] });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      act(() => serverEvent('chat:typing', { conversationId: DIRECT_ID, user: ana }));
      expect(screen.getByText('Ana Silva is typing…')).toBeTruthy();
      act(() => vi.advanceTimersByTime(4_000));
      act(() => serverEvent('chat:typing', { conversationId: DIRECT_ID, user: ana }));
      act(() => vi.advanceTimersByTime(4_000));
      expect(screen.getByText('Ana Silva is typing…')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_200));
      expect(screen.queryByText('Ana Silva is typing…')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the conversation to its last message once it is on screen (POST while the socket is down)', async () => {
    const api = chatApi({ history: messages(1, 3) });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 3');
    await waitFor(() => expect(api.calls(chatEndpoints.read).map((call) => call.body)).toEqual([{ seq: 3 }]));
  });

  it('shows earlier messages on request, keeping the ones shown', async () => {
    const api = chatApi({ history: messages(1, 60) });
    openChat({ conversationId: DIRECT_ID });
    await screen.findByText('Message 60');
    expect(screen.queryByText('Message 10')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('Message 10')).toBeTruthy();
    expect(api.calls(chatEndpoints.messages).at(-1)?.query).toEqual({ beforeSeq: '11' });
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(bubbles()).toHaveLength(60);
  });

  it('says a conversation one is no longer in is not available', async () => {
    const api = chatApi();
    api.fail(chatEndpoints.conversation, 404, 'CONVERSATION_NOT_FOUND');
    api.fail(chatEndpoints.messages, 404, 'CONVERSATION_NOT_FOUND');
    openChat({ conversationId: DIRECT_ID });
    expect(await screen.findByText('This conversation is not available')).toBeTruthy();
  });

  it('says why one cannot write when the other refuses messages', async () => {
    chatApi({ open: conversation({ canWrite: false }), history: [message(1)] });
    openChat({ conversationId: DIRECT_ID });
    expect(
      await screen.findByText('You cannot write to Ana Silva here: they do not take messages from you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });

  it('names a partner thread after the other side, with who answers there', async () => {
    const thread = {
      partner: ben,
      subjectType: 'general' as const,
      subjectId: null,
      status: 'open' as const,
      member: me,
    };
    chatApi({
      open: conversation({
        kind: 'partner',
        peer: null,
        partnerThread: thread,
        myRole: 'member',
        memberCount: 3,
      }),
      history: [message(1)],
    });
    openChat({ conversationId: DIRECT_ID });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben Okafor' })).toBeTruthy();
    expect(screen.getByText('Partner support: their team answers here')).toBeTruthy();
    expect(screen.queryByText('3 members')).toBeNull();
  });
});

function lastOf(stored: ReturnType<typeof message>) {
  const { id, seq, sender, kind, text, meta, createdAt } = stored;
  return { id, seq, sender, kind, text, meta, createdAt, attachments: attachmentKinds(stored.attachments) };
}
