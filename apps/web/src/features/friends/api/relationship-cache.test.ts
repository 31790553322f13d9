import type { FriendRequestsPage, Profile } from '@betogether/contracts/friends/friends.schemas';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { friendKeys } from './friend-keys';
import { applyRelationship, removePerson } from './relationship-cache';

const ana = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'ana',
  displayName: 'Ana',
  avatarUrl: null,
};
const ben = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'ben',
  displayName: 'Ben',
  avatarUrl: null,
};
const none = { status: 'none', following: false, followsMe: false, blockedByMe: false } as const;

function profileOf(person: typeof ana): Profile {
  return {
    person,
    coverUrl: null,
    bio: '',
    country: 'FR',
    joinedAt: '2025-01-01T00:00:00.000Z',
    friendsCount: 0,
    followersCount: 0,
    followingCount: 0,
    mutualFriendsCount: 0,
    relationship: none,
  };
}

function requestsOf(...people: Array<typeof ana>): InfiniteData<FriendRequestsPage> {
  return {
    pageParams: [undefined],
    pages: [
      {
        items: people.map((person) => ({
          person,
          mutualFriendsCount: 0,
          createdAt: '2025-01-01T00:00:00.000Z',
        })),
        nextCursor: null,
      },
    ],
  };
}

describe('applyRelationship', () => {
  it('updates the relationship of every cached profile of that member, by id or username, and no other', async () => {
    const client = new QueryClient();
    client.setQueryData(friendKeys.profile(ana.id), profileOf(ana));
    client.setQueryData(friendKeys.profile('ana'), profileOf(ana));
    client.setQueryData(friendKeys.profile(ben.id), profileOf(ben));
    const sent = { ...none, status: 'request_sent' as const };
    await applyRelationship(client, { userId: ana.id, relationship: sent });
    expect(client.getQueryData<Profile>(friendKeys.profile(ana.id))?.relationship).toEqual(sent);
    expect(client.getQueryData<Profile>(friendKeys.profile('ana'))?.relationship).toEqual(sent);
    expect(client.getQueryData<Profile>(friendKeys.profile(ben.id))?.relationship).toEqual(none);
    // Suggestions are only marked stale (the clicked card keeps its state).
    client.setQueryData(friendKeys.suggestions(), { pages: [], pageParams: [] });
    await applyRelationship(client, { userId: ana.id, relationship: sent });
    expect(client.getQueryState(friendKeys.suggestions())?.isInvalidated).toBe(true);
  });
});

describe('removePerson', () => {
  it('takes the person out of the list at once and puts the list back on demand', async () => {
    const client = new QueryClient();
    const key = friendKeys.requests('received');
    client.setQueryData(key, requestsOf(ana, ben));
    const restore = await removePerson(client, key, ana.id);
    const after = client.getQueryData<InfiniteData<FriendRequestsPage>>(key);
    expect(after?.pages[0]?.items.map((item) => item.person.id)).toEqual([ben.id]);
    restore();
    const restored = client.getQueryData<InfiniteData<FriendRequestsPage>>(key);
    expect(restored?.pages[0]?.items.map((item) => item.person.id)).toEqual([ana.id, ben.id]);
  });
});
