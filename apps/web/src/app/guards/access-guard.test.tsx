import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The session store reads localStorage when its module is first imported, so import afresh. */
async function renderAt(path: string, token: string | null) {
  if (token === null) localStorage.removeItem('token');
  else localStorage.setItem('token', token);
  vi.resetModules();
  const { AccessGuard } = await import('./access-guard');
  const router = createMemoryRouter(
    [
      {
        element: (
          <AccessGuard>
            <Outlet />
          </AccessGuard>
        ),
        children: [
          { path: '/', element: <p>landing</p> },
          { path: '/auth/login', element: <p>login page</p> },
          { path: '/social/feed', element: <p>feed</p> },
          { path: '/private/deep', element: <p>secret</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('AccessGuard', () => {
  it('sends a visitor without a token from a private path to the login page, keeping the full path', async () => {
    const router = await renderAt('/social/feed?tab=1', null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('feed')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('redirectUrl')).toBe('/social/feed?tab=1');
  });

  it('keeps query and hash of a deep private path as redirectUrl', async () => {
    await renderAt('/private/deep?x=1#part', null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
    expect(sessionStorage.getItem('redirectUrl')).toBe('/private/deep?x=1#part');
  });

  it('shows a private path to a visitor with a token', async () => {
    await renderAt('/private/deep?x=1', 'tok-1');
    expect(await screen.findByText('secret')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
  });

  it('sends a visitor with a token from /auth/login to the feed', async () => {
    const router = await renderAt('/auth/login', 'tok-1');
    expect(await screen.findByText('feed')).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
    expect(router.state.location.pathname).toBe('/social/feed');
  });

  it('shows the landing page to a visitor without a token', async () => {
    await renderAt('/', null);
    expect(await screen.findByText('landing')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
  });

  it('shows the login page to a visitor without a token', async () => {
    await renderAt('/auth/login', null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
  });

  it('does not keep the private page being left by "Log out" as redirectUrl, but keeps later private links', async () => {
    const router = await renderAt('/private/deep?x=1', 'tok-1');
    expect(await screen.findByText('secret')).toBeTruthy();
    const { act } = await import('@testing-library/react');
    const { explicitLogout, session } = await import('@/lib/session');
    act(() => {
      explicitLogout.start();
      session.signOut();
    });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();

    await act(() => router.navigate('/social/feed'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBe('/social/feed');
  });

  it('signs the tab out to the login page, keeping where it was, when the server refuses its token', async () => {
    const router = await renderAt('/private/deep?x=1', 'revoked');
    expect(await screen.findByText('secret')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ title: 'Sign in to continue', status: 401, code: 'UNAUTHENTICATED' }),
            {
              status: 401,
              headers: { 'content-type': 'application/problem+json' },
            },
          ),
      ),
    );
    const { call } = await import('@/lib/api-client');
    await expect(call(usersEndpoints.profile)).rejects.toMatchObject({ status: 401 });
    vi.unstubAllGlobals();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('redirectUrl')).toBe('/private/deep?x=1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows a logout in another tab at once (the storage event)', async () => {
    await renderAt('/social/feed', 'tok-1');
    expect(await screen.findByText('feed')).toBeTruthy();
    const { act } = await import('@testing-library/react');
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'tok-1', newValue: null }));
    });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('redirectUrl')).toBe('/social/feed');
  });
});
