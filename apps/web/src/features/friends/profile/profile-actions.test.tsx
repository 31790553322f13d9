import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { person } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ProfileActions } from './profile-actions';

// The Friends and "…" menus and their confirmations are lazy parts (ui/lazy-part.tsx): they open
// from their buttons and still confirm before anything is sent.

const ana = person(1, { displayName: 'Ana Silva' });
const friends = { status: 'friends' as const, following: true, followsMe: true, blockedByMe: false };
const profile: Profile = {
  person: ana,
  coverUrl: null,
  bio: 'Hiking.',
  country: 'FR',
  joinedAt: '2025-01-01T00:00:00.000Z',
  friendsCount: 2,
  followersCount: 3,
  followingCount: 1,
  mutualFriendsCount: 1,
  relationship: friends,
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('ProfileActions menus', () => {
  it('unfriends from the Friends menu only once the member confirms', async () => {
    api.on(friendsEndpoints.unfriend, () => ({
      userId: ana.id,
      relationship: { ...friends, status: 'none' as const, following: false, followsMe: false },
    }));
    renderScreen(<ProfileActions profile={profile} />);
    const button = screen.getByRole('button', { name: 'Friends' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // MUI puts the id on the menu's popover, around the list.
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(menu)).toBe(true);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unfriend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Ana Silva from your friends?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(friendsEndpoints.unfriend)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Friends' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unfriend' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Ana Silva from your friends?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unfriend' }));
    expect(await screen.findByText('Ana Silva is no longer your friend.')).toBeTruthy();
    expect(api.calls(friendsEndpoints.unfriend).map((call) => call.params.userId)).toEqual([ana.id]);
  });

  it('blocks from the "…" menu once confirmed', async () => {
    api.on(friendsEndpoints.block, () => ({
      userId: ana.id,
      relationship: { status: 'none' as const, following: false, followsMe: false, blockedByMe: true },
    }));
    renderScreen(<ProfileActions profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Report profile' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ana Silva?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Ana Silva is blocked.')).toBeTruthy();
    expect(api.calls(friendsEndpoints.block).map((call) => call.params.userId)).toEqual([ana.id]);
  });
});
