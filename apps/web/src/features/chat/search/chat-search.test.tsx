import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Message } from '@betogether/contracts/chat/chat.schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/testing/builders';
import { windowOf } from '@/testing/window-width';
import { ben, DIRECT_ID, GROUP_ID, me, message, summary } from '../testing/chat-builders';
import { chatApi, openChat } from '../testing/chat-screen';
import type { ChatSearchHit } from './search-hit';

// The inbox's search over the member's messages: results in place of the list, and a hit opens
// its conversation at that message.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const hikers = summary({ id: GROUP_ID, kind: 'group', title: 'Hikers', peer: null });

function hit(found: Message, conversation = summary()): ChatSearchHit {
  const { id, kind, title, peer } = conversation;
  return { message: found, conversation: { id, kind, title, peer } };
}

const field = () => screen.getByRole('combobox', { name: 'Search your messages' });
const hits = () => screen.getAllByTestId('chat-search-hit');
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('searching one’s messages', () => {
  it('from 2 characters, shows the messages found in place of the list: conversation, sender, time, the words marked', async () => {
    windowOf(1440);
    const api = chatApi({ list: [summary(), hikers] });
    api.on(chatEndpoints.search, () =>
      page([
        hit(message(9, { sender: me, text: 'Le café crème de Zoé, à 8h' })),
        hit(message(4, { sender: ben, conversationId: GROUP_ID, text: 'Cafés near the lake?' }), hikers),
      ]),
    );
    openChat();
    await screen.findAllByTestId('chat-conversation');
    fireEvent.change(field(), { target: { value: 'c' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls(chatEndpoints.search)).toHaveLength(0);
    expect(screen.getAllByTestId('chat-conversation')).toHaveLength(2);

    fireEvent.change(field(), { target: { value: 'CAFE cre' } });
    const [first, second] = (await screen.findAllByTestId('chat-search-hit')) as [HTMLElement, HTMLElement];
    expect(api.calls(chatEndpoints.search).map((call) => call.query.q)).toEqual(['CAFE cre']);
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
    expect(screen.getByRole('listbox', { name: 'Messages matching “CAFE cre”' })).toBeTruthy();
    expect(first.textContent).toMatch(/Ana Silva.*You: Le café crème de Zoé, à 8h$/);
    // Accents aside, on the prefix typed: "cre" marks "crè" of "crème".
    expect(marks(first)).toEqual(['café', 'crè']);
    expect(second.textContent).toMatch(/^Hikers.*Ben Okafor: Cafés near the lake\?$/);
    expect(marks(second)).toEqual(['Café']);
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(message(9).createdAt);
    expect(screen.getByRole('status').textContent).toBe('2 messages found');
  });

  it('loads the next page with the cursor of the last', async () => {
    const api = chatApi();
    api.on(chatEndpoints.search, ({ query }) =>
      query.cursor === 'after-5'
        ? page([hit(message(2, { text: 'picnic, older' }))])
        : page([hit(message(7, { text: 'picnic today' })), hit(message(5, { text: 'picnic?' }))], 'after-5'),
    );
    openChat();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search your messages' }), {
      target: { value: 'picnic' },
    });
    await screen.findByText('today', { exact: false });
    expect(screen.getByRole('status').textContent).toBe('2 messages found so far, more below');
    fireEvent.click(screen.getByRole('button', { name: 'More messages' }));
    await waitFor(() => expect(hits()).toHaveLength(3));
    expect(hits()[2]?.textContent).toMatch(/picnic, older$/);
    expect(api.calls(chatEndpoints.search).map((call) => call.query.cursor)).toEqual([undefined, 'after-5']);
    expect(screen.queryByRole('button', { name: 'More messages' })).toBeNull();
  });

  it('says when nothing matches, and Escape brings the list back', async () => {
    const api = chatApi();
    api.on(chatEndpoints.search, () => page([]));
    openChat();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search your messages' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No messages match')).toBeTruthy();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect((field() as HTMLInputElement).value).toBe('');
    expect(await screen.findByTestId('chat-conversation')).toBeTruthy();
  });

  it('a failed search says so, in French, and its retry works', async () => {
    const api = chatApi();
    api.fail(chatEndpoints.search, 500, 'INTERNAL');
    openChat({ language: 'fr' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Rechercher dans vos messages' }), {
      target: { value: 'pique' },
    });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    api.on(chatEndpoints.search, () => page([hit(message(3, { text: 'Pique-nique samedi' }))]));
    fireEvent.click(retry);
    const found = await screen.findByTestId('chat-search-hit');
    expect(found.textContent).toMatch(/Ana Silva : Pique-nique samedi$/);
    expect(marks(found)).toEqual(['Pique']);
  });
});

describe('opening a message found', () => {
  // 70 messages: the latest page holds 21 to 70, so message 3 needs the page before.
  const history = Array.from({ length: 70 }, (_, index) => message(index + 1));

  it('a click opens the conversation at that message: older pages loaded, scrolled to it, the address cleaned', async () => {
    windowOf(1440);
    const api = chatApi({ history });
    api.on(chatEndpoints.search, () => page([hit(message(3, { text: 'Message 3' }))]));
    const view = openChat();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search your messages' }), {
      target: { value: 'message' },
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const found = await screen.findByTestId('chat-search-hit');
    await act(async () => {
      fireEvent.click(found);
    });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    const target = document.getElementById(`chat-message-${message(3).id}`);
    expect(scrolled.mock.contexts).toContain(target);
    expect(api.calls(chatEndpoints.messages).some((call) => call.query.beforeSeq !== undefined)).toBe(true);
    // The target is forgotten once shown; the search stays beside the conversation.
    await waitFor(() => expect(view.location().search).toBe(`?q=message&c=${DIRECT_ID}`));
    expect(screen.getByTestId('chat-search-hit')).toBeTruthy();
  });

  it('on a phone, the conversation replaces the results, and Back returns to the same results', async () => {
    const api = chatApi({ history });
    api.on(chatEndpoints.search, () => page([hit(message(50, { text: 'Message 50' }))]));
    openChat();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search your messages' }), {
      target: { value: 'message 50' },
    });
    fireEvent.click(await screen.findByTestId('chat-search-hit'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the conversations' }));
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('message 50');
    expect((await screen.findByTestId('chat-search-hit')).textContent).toMatch(/Message 50$/);
  });

  it('the arrow keys move through the results and Enter opens the one chosen', async () => {
    windowOf(1440);
    const api = chatApi({ history });
    api.on(chatEndpoints.search, () =>
      page([hit(message(60, { text: 'Message 60' })), hit(message(40, { text: 'Message 40' }))]),
    );
    const view = openChat();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search your messages' }), {
      target: { value: 'mess' },
    });
    await screen.findAllByTestId('chat-search-hit');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(hits().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(field().getAttribute('aria-activedescendant')).toBe(hits()[1]?.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContain(document.getElementById(`chat-message-${message(40).id}`)),
    );
    expect(view.location().search).toMatch(new RegExp(`c=${DIRECT_ID}`));
  });
});
