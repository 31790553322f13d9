import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import {
  forgetServerEvents,
  realtimeEmits,
  serverEvent,
  setRealtimeConnected,
} from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { ana, DIRECT_ID, me, message } from '../testing/chat-builders';
import { ChatHeaderButton } from './chat-header-button';

// The header's way to the chat, on every signed-in page: the unread count, live.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

beforeEach(() => {
  forgetServerEvents();
});

describe('the header’s messages button', () => {
  it('links to the inbox and says how many messages are unread, then what chat:unread says', async () => {
    fakeApi().on(chatEndpoints.unread, () => ({ total: 3, conversations: 2 }));
    renderScreen(<ChatHeaderButton />);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/betogether/conversation/inbox');
    act(() => serverEvent('chat:unread', { total: 0, conversations: 0 }));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    act(() => serverEvent('chat:unread', { total: 120, conversations: 9 }));
    expect(await screen.findByRole('link', { name: 'Messages, 99+ unread' })).toBeTruthy();
  });

  it('asks again after someone’s message (at most every 2 s) and tells the server it arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const api = fakeApi().on(chatEndpoints.unread, () => ({ total: 0, conversations: 0 }));
      renderScreen(<ChatHeaderButton />);
      await vi.waitFor(() => expect(api.calls(chatEndpoints.unread)).toHaveLength(1));
      setRealtimeConnected(true);
      act(() => serverEvent('chat:message', { message: message(7, { sender: ana }) }));
      act(() => serverEvent('chat:message', { message: message(8, { sender: ana }) }));
      act(() => serverEvent('chat:message', { message: message(9, { sender: me }) }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_100);
      });
      await vi.waitFor(() => expect(api.calls(chatEndpoints.unread).length).toBeGreaterThanOrEqual(2));
      expect(realtimeEmits('chat:delivered')).toEqual([
        { event: 'chat:delivered', payload: { conversationId: DIRECT_ID, seq: 8 } },
      ]);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByRole('link')).toBeTruthy());
  });
});
