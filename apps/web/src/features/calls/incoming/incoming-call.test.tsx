import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetServerEvents,
  realtimeEmits,
  serverEvent,
  setRealtimeConnected,
} from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { ana, CONVERSATION_ID, me, ringingCall } from '../testing/call-builders';
import { IncomingCall } from './incoming-call';

// The ringing dialog, on any page: who calls, Accept, Decline, and when it stops by itself.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

beforeEach(() => {
  forgetServerEvents();
  setRealtimeConnected(true);
});

const open = (route = '/social/feed') => renderScreen(<IncomingCall />, { route, path: '*' });
const ring = (call = ringingCall()) => act(() => serverEvent('call:ring', { call }));
const dialog = () => screen.findByRole('dialog', { name: 'Incoming video call' });

describe('a call ringing', () => {
  it('says who calls, audio or video; Accept opens the call screen joining this call', async () => {
    const view = open();
    ring();
    expect((await dialog()).textContent).toContain('Ana Silva is calling you');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(view.location().pathname).toBe('/betogether/discussionvideo/discussion');
    expect(Object.fromEntries(new URLSearchParams(view.location().search))).toEqual({
      c: CONVERSATION_ID,
      kind: 'video',
      accept: ringingCall().id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Decline says no to the server and stops ringing', async () => {
    open();
    ring(ringingCall({ kind: 'audio' }));
    await screen.findByRole('dialog', { name: 'Incoming audio call' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(realtimeEmits('call:decline')).toEqual([
      { event: 'call:decline', payload: { callId: ringingCall().id } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops when the call ends or is missed, or is answered in another tab', async () => {
    open();
    ring();
    await dialog();
    act(() =>
      serverEvent('call:update', {
        call: ringingCall({ status: 'missed', endedAt: '2026-03-01T10:00:30.000Z' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    ring();
    await dialog();
    // Another member joined a group call: it still rings here.
    const other = { ...ana, id: '00000000-0000-4000-8000-000000000077', displayName: 'Ben' };
    act(() =>
      serverEvent('call:update', { call: ringingCall({ status: 'ongoing', participants: [ana, other] }) }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() =>
      serverEvent('call:update', { call: ringingCall({ status: 'ongoing', participants: [ana, me] }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Declined in another tab: it stops here too.
    ring();
    await dialog();
    act(() => serverEvent('call:declined', { callId: ringingCall().id }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops after 30 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open();
      ring();
      await dialog();
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.getByRole('dialog')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ring for one’s own call, nor on the call screen of that conversation', async () => {
    open(`/betogether/discussionvideo/discussion?c=${CONVERSATION_ID}`);
    ring(ringingCall({ startedBy: me, participants: [me] }));
    ring();
    // Give the dialog the time it would take to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
