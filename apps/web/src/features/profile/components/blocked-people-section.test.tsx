import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { BlocksPage } from '@betogether/contracts/friends/friends.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { BlockedPeopleSection } from './blocked-people-section';

const person = (n: number): BlocksPage['items'][number] => ({
  person: {
    id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
    username: `member${n}`,
    displayName: `Member ${n}`,
    avatarUrl: null,
  },
  blockedAt: '2026-03-02T10:00:00.000Z',
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const renderSection = () => renderScreen(<BlockedPeopleSection />, { route: '/social/profile/show-profil' });

/** The pages asked for, as their query strings. */
const listed = () => api.calls(friendsEndpoints.blocks).map((call) => call.search);

function rows() {
  return screen.queryAllByRole('link').map((link) => link.textContent);
}

async function unblock(name: string) {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  fireEvent.click(within(row).getByRole('button', { name: `Unblock ${name}` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
}

describe('BlockedPeopleSection', () => {
  it('lists the blocked people with a link to their profile, and shows more on demand', async () => {
    api.on(friendsEndpoints.blocks, ({ query }) =>
      query.cursor === 'next-1' ? page([person(3)]) : page([person(1), person(2)], 'next-1'),
    );
    renderSection();
    expect(await screen.findByRole('link', { name: 'Member 1' })).toHaveProperty(
      'pathname',
      `/social/profile/${person(1).person.id}`,
    );
    expect(rows()).toEqual(['Member 1', 'Member 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toEqual(['Member 1', 'Member 2', 'Member 3']));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(listed()).toEqual(['?limit=20', '?limit=20&cursor=next-1']);
  });

  it('says so when nobody is blocked', async () => {
    api.on(friendsEndpoints.blocks, () => page([]));
    renderSection();
    expect(await screen.findByText("You haven't blocked anyone.")).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    api.fail(friendsEndpoints.blocks, 500, 'INTERNAL');
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listed()).toEqual(['?limit=20', '?limit=20']));
  });

  it('removes the row once the unblock is confirmed, before the server answers', async () => {
    api.on(friendsEndpoints.blocks, () => page([person(1), person(2)]));
    api.pending(friendsEndpoints.unblock);
    renderSection();
    await screen.findByRole('link', { name: 'Member 1' });
    await unblock('Member 1');
    await waitFor(() => expect(rows()).toEqual(['Member 2']));
    expect(api.calls(friendsEndpoints.unblock).map((call) => call.params.userId)).toEqual([
      person(1).person.id,
    ]);
  });

  it('puts the row back in its place with an error message when the server refuses', async () => {
    api.on(friendsEndpoints.blocks, () => page([person(1), person(2)]));
    api.fail(friendsEndpoints.unblock, 500, 'INTERNAL');
    renderSection();
    await screen.findByRole('link', { name: 'Member 1' });
    await unblock('Member 1');
    expect(await screen.findByText('Member 1 could not be unblocked. Try again.')).toBeTruthy();
    expect(rows()).toEqual(['Member 1', 'Member 2']);
  });
});
