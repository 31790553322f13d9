import { describe, expect, it } from 'vitest';
import { decideAccess, HOME_PATH, isPublicPath, LOGIN_PATH, safeRedirect } from './access-rules';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/come-soon',
    '/come-soon/',
    '/auth',
    '/auth/login',
    '/auth/register',
    '/auth/try-submit',
    '/auth/some-referrer-code',
    '/landingpage/about',
    '/landingpage/legal/cookies',
    '/social/events/event-details',
    '/social/events/participate',
    '/social/events/events-local',
    '/social/events/events-week',
    '/social/events/8f3a2c',
    '/social/page/create-page',
    '/social/page/discover-page',
    '/social/page/list-page',
    '/social/page/some-page-id',
    '/social/page/view-orther-page/42',
    '/social/invitations/index-invitations',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/social/feed',
    '/social/profile/show-profil',
    '/betogether/users/dashboard-users',
    '/admin_betogether',
    '/social/events/create-event',
    '/social/events/my-event',
    '/social/events/update',
    '/social/page/user-management',
    '/social/page/statistiques',
    '/social/invitations',
    '/authx',
    '/landingpage',
  ])('%s is private', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('decideAccess without a token', () => {
  it('sends a private path to login, keeping the full path with query and hash', () => {
    expect(decideAccess('/social/feed?tab=1#post-7', false)).toEqual({
      kind: 'login',
      redirectUrl: '/social/feed?tab=1#post-7',
    });
  });

  it.each([
    '/social/feed',
    '/social/profile/show-profil',
    '/betogether/users/dashboard-users',
    '/admin_betogether',
    '/social/events/create-event',
    '/social/page/user-management',
  ])('sends %s to login with itself as redirectUrl', (path) => {
    expect(decideAccess(path, false)).toEqual({ kind: 'login', redirectUrl: path });
  });

  it('keeps a query without a hash, and a hash without a query', () => {
    expect(decideAccess('/admin_betogether?page=2', false)).toEqual({
      kind: 'login',
      redirectUrl: '/admin_betogether?page=2',
    });
    expect(decideAccess('/social/feed#top', false)).toEqual({
      kind: 'login',
      redirectUrl: '/social/feed#top',
    });
  });

  it.each([
    '/',
    '/come-soon',
    '/auth/login',
    '/auth/try-submit',
    '/auth/some-referrer-code',
    '/landingpage/about?x=1',
    '/social/events/event-details#map',
  ])('allows the public path %s', (path) => {
    expect(decideAccess(path, false)).toEqual({ kind: 'allow' });
  });
});

describe('decideAccess with a token', () => {
  // Registration and invitation links too ([6]): a member has an account already.
  it.each([
    '/auth/login',
    '/auth/login/',
    '/auth/login?next=1',
    '/auth/try-submit',
    '/auth/register',
    '/auth/multi-step-form',
    '/auth/all-register-step',
    '/auth/some-referrer-code',
  ])('sends %s home', (path) => {
    expect(decideAccess(path, true)).toEqual({ kind: 'home' });
  });

  it.each(['/auth/confirm-otp', '/', '/social/feed', '/admin_betogether', '/social/page/user-management'])(
    'allows %s',
    (path) => {
      expect(decideAccess(path, true)).toEqual({ kind: 'allow' });
    },
  );

  it('uses /auth/login and /social/feed as the targets', () => {
    expect(LOGIN_PATH).toBe('/auth/login');
    expect(HOME_PATH).toBe('/social/feed');
  });
});

describe('safeRedirect', () => {
  it('keeps a same-origin path with query and hash', () => {
    expect(safeRedirect('/social/feed?x=1#y')).toBe('/social/feed?x=1#y');
    expect(safeRedirect('/admin_betogether')).toBe('/admin_betogether');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['backslash trick', '/\\evil'],
    ['relative path', 'social/feed'],
    ['javascript URL', 'javascript:alert(1)'],
    ['empty string', ''],
  ])('refuses a %s', (_label, value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it('refuses the sign-in pages, which would loop back home', () => {
    expect(safeRedirect('/auth/login')).toBeNull();
    expect(safeRedirect('/auth/login/')).toBeNull();
    expect(safeRedirect('/auth/try-submit')).toBeNull();
  });
});
