import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitationsPage } from './invitations/invitations-page';
import { UserProfilePage } from './profile/user-profile-page';
import { SuggestionsPage } from './suggestions/suggestions-page';

// Without an i18n instance, texts show as their keys: the tests look for keys.
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

/** A fake server: `answer` may be a function, so that a list changes after an action. */
type Route = { method: string; path: string; answer: unknown; status?: number };
let routes: Route[] = [];
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0] ?? url;
      calls.push(`${method} ${url}`);
      const route = routes.find((r) => r.method === method && r.path === path);
      if (route?.answer === 'never') return new Promise<Response>(() => undefined);
      if (!route) return new Response(JSON.stringify({ code: 'NOT_FOUND' }), { status: 404 });
      if (route.status === 204) return new Response(null, { status: 204 });
      const body = typeof route.answer === 'function' ? (route.answer as () => unknown)() : route.answer;
      return new Response(JSON.stringify(body), { status: route.status ?? 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  routes = [];
});

function renderWith(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

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
    routes = [{ method: 'GET', path: `/api/profiles/${ana.id}`, answer: profile }];
    renderWith(<UserProfilePage userIdOrUsername={ana.id} />);
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'actions.friends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'actions.unfollow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'actions.message' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'actions.more' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'actions.addFriend' })).toBeNull();
    expect(screen.getByTestId('profile-posts-slot')).toBeTruthy();
  });

  it('says the profile is not available on a 404', async () => {
    renderWith(<UserProfilePage userIdOrUsername="nobody" />);
    expect(await screen.findByText('profile.notFoundTitle')).toBeTruthy();
  });

  it('sends a request and shows Cancel request afterwards', async () => {
    const stranger = {
      ...profile,
      relationship: { ...profile.relationship, status: 'none' as const, following: false },
    };
    const sent = { ...stranger.relationship, status: 'request_sent' as const };
    let asked = false;
    routes = [
      {
        method: 'GET',
        path: `/api/profiles/${ana.id}`,
        answer: () => (asked ? { ...stranger, relationship: sent } : stranger),
      },
      {
        method: 'POST',
        path: '/api/friends/requests',
        status: 201,
        answer: () => {
          asked = true;
          return { userId: ana.id, relationship: sent };
        },
      },
    ];
    renderWith(<UserProfilePage userIdOrUsername={ana.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'actions.addFriend' }));
    expect(await screen.findByRole('button', { name: 'actions.cancelRequest' })).toBeTruthy();
    expect(calls).toContain('POST /api/friends/requests');
  });
});

describe('SuggestionsPage', () => {
  it('lists suggestions and removes a dismissed card at once', async () => {
    routes = [
      {
        method: 'GET',
        path: '/api/friends/suggestions',
        answer: {
          items: [
            { person: ana, mutualFriendsCount: 2, sameCountry: true },
            { person: ben, mutualFriendsCount: 0, sameCountry: false },
          ],
          nextCursor: null,
        },
      },
      { method: 'POST', path: `/api/friends/suggestions/${ana.id}/dismiss`, status: 204, answer: null },
    ];
    renderWith(<SuggestionsPage />);
    const card = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByText('mutualFriends')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'actions.removeLabel' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Silva' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Ben Costa' })).toBeTruthy();
    expect(calls).toContain(`POST /api/friends/suggestions/${ana.id}/dismiss`);
  });

  it('shows the empty state', async () => {
    routes = [{ method: 'GET', path: '/api/friends/suggestions', answer: { items: [], nextCursor: null } }];
    renderWith(<SuggestionsPage />);
    expect(await screen.findByText('suggestions.emptyTitle')).toBeTruthy();
  });
});

describe('InvitationsPage', () => {
  it('accepts a received request, which leaves the list at once', async () => {
    let accepted = false;
    routes = [
      {
        method: 'GET',
        path: '/api/friends/requests',
        answer: () => ({
          items: accepted
            ? []
            : [{ person: ben, mutualFriendsCount: 0, createdAt: new Date().toISOString() }],
          nextCursor: null,
        }),
      },
      {
        method: 'POST',
        path: `/api/friends/requests/${ben.id}/accept`,
        answer: () => {
          accepted = true;
          return { userId: ben.id, relationship: { ...profile.relationship } };
        },
      },
    ];
    renderWith(<InvitationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'actions.accept' }));
    await waitFor(() => expect(screen.queryByText('Ben Costa')).toBeNull());
    expect(calls).toContain(`POST /api/friends/requests/${ben.id}/accept`);
    expect(calls.some((call) => call.includes('direction=received'))).toBe(true);
  });

  it('takes a cancelled request out before the server answers', async () => {
    routes = [
      {
        method: 'GET',
        path: '/api/friends/requests',
        answer: {
          items: [{ person: ana, mutualFriendsCount: 1, createdAt: new Date().toISOString() }],
          nextCursor: null,
        },
      },
      { method: 'DELETE', path: `/api/friends/requests/${ana.id}`, answer: 'never' },
    ];
    renderWith(<InvitationsPage />, '/?tab=sent');
    fireEvent.click(await screen.findByRole('button', { name: 'actions.cancelRequest' }));
    await waitFor(() => expect(screen.queryByText('Ana Silva')).toBeNull());
    expect(calls.some((call) => call.includes('direction=sent'))).toBe(true);
  });
});
