import type { BlocksPage } from '@betogether/contracts/friends/friends.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/ui/snackbar';
import { BlockedPeopleSection } from './blocked-people-section';

// Without an i18n instance, texts show as their keys: the tests look for keys.
const person = (n: number) => ({
  person: {
    id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
    username: `member${n}`,
    displayName: `Member ${n}`,
    avatarUrl: null,
  },
  blockedAt: '2026-03-02T10:00:00.000Z',
});

/** A fake server: the answer for `METHOD url` (with its query), or a pending promise. */
let answers: Record<string, { status: number; body?: unknown } | 'never'> = {};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      const answer = answers[call];
      if (answer === 'never') return new Promise<Response>(() => undefined);
      if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND' }), { status: 404 });
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  answers = {};
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarHost>
        <MemoryRouter>
          <BlockedPeopleSection />
        </MemoryRouter>
      </SnackbarHost>
    </QueryClientProvider>,
  );
}

const page = (
  items: BlocksPage['items'],
  nextCursor: string | null = null,
): { status: number; body: BlocksPage } => ({
  status: 200,
  body: { items, nextCursor },
});

function rows() {
  return screen.queryAllByRole('link').map((link) => link.textContent);
}

async function unblock(name: string) {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  fireEvent.click(within(row).getByRole('button', { name: 'blocked.unblockLabel' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'blocked.unblock' }));
}

describe('BlockedPeopleSection', () => {
  it('lists the blocked people with a link to their profile, and shows more on demand', async () => {
    answers = {
      'GET /api/blocks?limit=20': page([person(1), person(2)], 'next-1'),
      'GET /api/blocks?limit=20&cursor=next-1': page([person(3)]),
    };
    renderSection();
    expect(await screen.findByRole('link', { name: 'Member 1' })).toHaveProperty(
      'pathname',
      `/social/profile/${person(1).person.id}`,
    );
    expect(rows()).toEqual(['Member 1', 'Member 2']);
    fireEvent.click(screen.getByRole('button', { name: 'blocked.showMore' }));
    await waitFor(() => expect(rows()).toEqual(['Member 1', 'Member 2', 'Member 3']));
    expect(screen.queryByRole('button', { name: 'blocked.showMore' })).toBeNull();
  });

  it('says so when nobody is blocked', async () => {
    answers = { 'GET /api/blocks?limit=20': page([]) };
    renderSection();
    expect(await screen.findByText('blocked.empty')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    answers = { 'GET /api/blocks?limit=20': { status: 500 } };
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/blocks?limit=20')).toHaveLength(2));
  });

  it('removes the row once the unblock is confirmed, before the server answers', async () => {
    answers = {
      'GET /api/blocks?limit=20': page([person(1), person(2)]),
      [`DELETE /api/blocks/${person(1).person.id}`]: 'never',
    };
    renderSection();
    await screen.findByRole('link', { name: 'Member 1' });
    await unblock('Member 1');
    await waitFor(() => expect(rows()).toEqual(['Member 2']));
    expect(calls).toContain(`DELETE /api/blocks/${person(1).person.id}`);
  });

  it('puts the row back in its place with an error message when the server refuses', async () => {
    answers = {
      'GET /api/blocks?limit=20': page([person(1), person(2)]),
      [`DELETE /api/blocks/${person(1).person.id}`]: { status: 500, body: { code: 'INTERNAL' } },
    };
    renderSection();
    await screen.findByRole('link', { name: 'Member 1' });
    await unblock('Member 1');
    expect(await screen.findByText('blocked.unblockError')).toBeTruthy();
    expect(rows()).toEqual(['Member 1', 'Member 2']);
  });
});
