import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/testing/builders';
import type { FakeApi } from '@/testing/fake-api';
import { windowOf } from '@/testing/window-width';
import { ana, ben, chatMember, me, message } from './testing/chat-builders';
import {
  openPrivateDiscussions,
  PRIVATE_ID,
  privateConversation,
  privateSummary,
  roomsApi,
} from './testing/rooms-screen';

// private_discussion/discussion: the member's invite-only rooms, a new one, its owner's powers.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

function withFriends(api: FakeApi) {
  api.on(friendsEndpoints.memberFriends, () =>
    page(
      [ana, ben].map((person) => ({
        person,
        mutualFriendsCount: 0,
        friendsSince: '2025-06-01T00:00:00.000Z',
      })),
    ),
  );
}

describe('private discussions', () => {
  it('lists only the private ones, and starts a new one with friends', async () => {
    const api = roomsApi({ open: privateConversation(), privates: [] });
    withFriends(api);
    api.on(chatEndpoints.createPrivateRoom, () => ({ status: 201, body: privateConversation() }));
    const view = openPrivateDiscussions();
    const empty = (await screen.findByText('No private discussions yet')).parentElement as HTMLElement;
    expect(api.calls(chatEndpoints.conversations)[0]?.query.kind).toBe('private');
    fireEvent.click(within(empty).getByRole('button', { name: 'New private discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New private discussion' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the discussion' }));
    expect(within(dialog).getByText('Name the discussion.')).toBeTruthy();
    expect(within(dialog).getByText('Invite at least one friend.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Discussion name/ }), {
      target: { value: 'Board' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Silva' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Okafor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the discussion' }));
    await waitFor(() => expect(view.location().search).toBe(`?c=${PRIVATE_ID}`));
    expect(api.calls(chatEndpoints.createPrivateRoom)[0]?.body).toEqual({
      title: 'Board',
      memberIds: [ana.id, ben.id],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Board' })).toBeTruthy();
  });

  it('the owner invites people and removes someone, once confirmed', async () => {
    windowOf(1440);
    const api = roomsApi({
      open: privateConversation({
        members: [chatMember(me, { role: 'owner' }), chatMember(ben)],
        memberCount: 2,
      }),
      privates: [privateSummary()],
      history: [message(1, { conversationId: PRIVATE_ID, sender: ben, text: 'Agenda attached' })],
    });
    withFriends(api);
    api.on(chatEndpoints.addMembers, () => privateConversation());
    api.on(chatEndpoints.removeMember, () => ({ status: 204 }));
    openPrivateDiscussions({ conversationId: PRIVATE_ID });
    expect(await screen.findByTestId('chat-conversation')).toHaveProperty(
      'textContent',
      expect.stringContaining('Board'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Discussion details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Discussion details' });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Invite people' }));
    const inviting = await screen.findByRole('dialog', { name: 'Invite people' });
    fireEvent.click(await within(inviting).findByRole('checkbox', { name: 'Ana Silva' }));
    expect(within(inviting).queryByRole('checkbox', { name: 'Ben Okafor' })).toBeNull();
    fireEvent.click(within(inviting).getByRole('button', { name: 'Invite 1 person' }));
    expect(await screen.findByText('1 person invited.')).toBeTruthy();
    expect(api.calls(chatEndpoints.addMembers)[0]?.body).toEqual({ userIds: [ana.id] });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Ben Okafor from the discussion' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ben Okafor?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls(chatEndpoints.removeMember)[0]?.params).toEqual({
        conversationId: PRIVATE_ID,
        userId: ben.id,
      }),
    );
    expect(await screen.findByText('Removed from the discussion.')).toBeTruthy();
  });

  it('someone invited neither invites, removes nor renames; they may leave', async () => {
    const api = roomsApi({
      open: privateConversation({
        myRole: 'member',
        members: [chatMember(ana, { role: 'owner' }), chatMember(me), chatMember(ben)],
      }),
      privates: [privateSummary({ myRole: 'member' })],
    });
    api.on(chatEndpoints.removeMember, () => ({ status: 204 }));
    const view = openPrivateDiscussions({ conversationId: PRIVATE_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Discussion details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Discussion details' });
    expect(within(drawer).getByText('Only its owner invites and removes people.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Invite people' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(within(drawer).queryByRole('textbox', { name: 'Name' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Leave the discussion' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave “Board”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(api.calls(chatEndpoints.removeMember)[0]?.params).toEqual({
      conversationId: PRIVATE_ID,
      userId: me.id,
    });
  });
});
