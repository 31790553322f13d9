import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { InvitationsPage } from './invitations/invitations-page';
import { UserProfilePage } from './profile/user-profile-page';
import { SuggestionsPage } from './suggestions/suggestions-page';

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const ana = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'ana',
  displayName: 'Ana Silva',
  avatarUrl: null,
};
const ben = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'ben',
  displayName: 'Ben Costa',
  avatarUrl: null,
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

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
  relationship: { status: 'friends', following: true, followsMe: true, blockedByMe: false },
};

describe('UserProfilePage', () => {
  it('shows the member with the buttons of a friend and the posts slot', async () => {
    api.on(friendsEndpoints.profile, ({ params }) => {
      expect(params.userIdOrUsername).toBe(ana.id);
      return profile;
    });
    renderScreen(<UserProfilePage userIdOrUsername={ana.id} />);
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Friends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      `/betogether/conversation/${profile.person.username}`,
    );
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
    expect(screen.getByTestId('profile-posts-slot')).toBeTruthy();
  });

  it('says the profile is not available on a 404', async () => {
    api.fail(friendsEndpoints.profile, 404, 'MEMBER_NOT_FOUND');
    renderScreen(<UserProfilePage userIdOrUsername="nobody" />);
    expect(await screen.findByText('This profile is not available')).toBeTruthy();
    expect(api.calls(friendsEndpoints.profile)[0]?.params.userIdOrUsername).toBe('nobody');
  });

  it('sends a request and shows Cancel request afterwards', async () => {
    const stranger = {
      ...profile,
      relationship: { ...profile.relationship, status: 'none' as const, following: false },
    };
    const sent = { ...stranger.relationship, status: 'request_sent' as const };
    let asked = false;
    api.on(friendsEndpoints.profile, () => (asked ? { ...stranger, relationship: sent } : stranger));
    api.on(friendsEndpoints.sendRequest, () => {
      asked = true;
      return { status: 201, body: { userId: ana.id, relationship: sent } };
    });
    renderScreen(<UserProfilePage userIdOrUsername={ana.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(api.calls(friendsEndpoints.sendRequest).map((call) => call.body)).toEqual([{ userId: ana.id }]);
  });
});

describe('live relationship changes', () => {
  it('turns Cancel request into Friends when the other member accepts elsewhere', async () => {
    const sent = { status: 'request_sent' as const, following: true, followsMe: false, blockedByMe: false };
    let accepted = false;
    api.on(friendsEndpoints.profile, () => (accepted ? profile : { ...profile, relationship: sent }));
    renderScreen(<UserProfilePage userIdOrUsername={ana.id} />);
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();

    accepted = true;
    act(() => serverEvent('friends:request-changed', { userId: ana.id, change: 'accepted' }));
    expect(await screen.findByRole('button', { name: 'Friends' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('shows a request that arrives while the invitations are open', async () => {
    let requests: Array<{ person: typeof ben; mutualFriendsCount: number; createdAt: string }> = [];
    api.on(friendsEndpoints.requests, () => page(requests));
    renderScreen(<InvitationsPage />, { route: '/social/invitations/index-invitations' });
    await waitFor(() => expect(api.calls(friendsEndpoints.requests)).toHaveLength(1));
    expect(screen.queryByText('Ben Costa')).toBeNull();

    requests = [{ person: ben, mutualFriendsCount: 0, createdAt: '2026-03-01T10:00:00.000Z' }];
    act(() => serverEvent('friends:request-changed', { userId: ben.id, change: 'sent' }));
    expect(await screen.findByText('Ben Costa')).toBeTruthy();
  });
});

describe('SuggestionsPage', () => {
  it('lists suggestions and removes a dismissed card at once', async () => {
    api.on(friendsEndpoints.suggestions, () =>
      page([
        { person: ana, mutualFriendsCount: 2, sameCountry: true },
        { person: ben, mutualFriendsCount: 0, sameCountry: false },
      ]),
    );
    api.on(friendsEndpoints.dismissSuggestion, () => undefined);
    renderScreen(<SuggestionsPage />);
    const card = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByText('2 mutual friends')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Ana Silva from suggestions' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Silva' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Ben Costa' })).toBeTruthy();
    expect(api.calls(friendsEndpoints.dismissSuggestion).map((call) => call.params.userId)).toEqual([ana.id]);
  });

  it('shows the empty state', async () => {
    api.on(friendsEndpoints.suggestions, () => page([]));
    renderScreen(<SuggestionsPage />);
    expect(await screen.findByText('No suggestions right now')).toBeTruthy();
  });
});

describe('InvitationsPage', () => {
  it('accepts a received request, which leaves the list at once', async () => {
    let accepted = false;
    api.on(friendsEndpoints.requests, () =>
      page(accepted ? [] : [{ person: ben, mutualFriendsCount: 0, createdAt: new Date().toISOString() }]),
    );
    api.on(friendsEndpoints.acceptRequest, () => {
      accepted = true;
      return { userId: ben.id, relationship: { ...profile.relationship } };
    });
    renderScreen(<InvitationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText('Ben Costa')).toBeNull());
    expect(api.calls(friendsEndpoints.acceptRequest).map((call) => call.params.userId)).toEqual([ben.id]);
    expect(api.calls(friendsEndpoints.requests).some((call) => call.query.direction === 'received')).toBe(
      true,
    );
  });

  it('takes a cancelled request out before the server answers', async () => {
    api.on(friendsEndpoints.requests, () =>
      page([{ person: ana, mutualFriendsCount: 1, createdAt: new Date().toISOString() }]),
    );
    api.pending(friendsEndpoints.cancelRequest);
    renderScreen(<InvitationsPage />, { route: '/?tab=sent' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByText('Ana Silva')).toBeNull());
    expect(api.calls(friendsEndpoints.cancelRequest).map((call) => call.params.userId)).toEqual([ana.id]);
    expect(api.calls(friendsEndpoints.requests).some((call) => call.query.direction === 'sent')).toBe(true);
  });
});
