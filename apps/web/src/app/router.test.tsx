import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// Without an i18n instance, texts show as their keys. A visitor: no token, so no account calls.
function openAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <AppRouter />
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // A visitor's pages call nothing: any call fails the test.
  fakeApi();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the router built from the route table', () => {
  it('opens the landing page at /', async () => {
    openAt('/');
    expect(await screen.findByText('hero.title')).toBeTruthy();
  });

  it('opens the "coming soon" page and the login page, each in its layout', async () => {
    openAt('/come-soon');
    expect(await screen.findByRole('heading', { name: 'comingSoon.title' })).toBeTruthy();
    cleanup();
    openAt('/auth/login');
    expect(await screen.findByText('login.title')).toBeTruthy();
  });

  it('opens a legal page by its own route', async () => {
    openAt('/landingpage/Cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies and Local Storage' })).toBeTruthy();
  });

  it.each(['/landingpage/NoSuchDocument', '/landingpage/legal/cookies', '/auth/login/extra'])(
    'shows "Page Not Found" to a visitor at %s',
    async (path) => {
      openAt(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
      expect(window.location.pathname).toBe(path);
    },
  );

  it.each(['/betogether/users/kyc', '/social/no-such-screen'])(
    'sends a visitor from %s to the login page, keeping it as redirectUrl',
    async (path) => {
      openAt(path);
      expect(await screen.findByText('login.title')).toBeTruthy();
      expect(window.location.pathname).toBe('/auth/login');
      expect(sessionStorage.getItem('redirectUrl')).toBe(path);
    },
  );
});
