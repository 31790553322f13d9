import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withNoNotifications } from '@/features/notifications/notifications-test-support';
import { renderScreen } from '@/testing/render-screen';
import { windowOf } from '@/testing/window-width';
import { AppShell } from './app-shell';
import { socialNav } from './navigation';

beforeEach(() => {
  withNoNotifications().on(chatEndpoints.unread, () => ({ total: 0, conversations: 0 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it('renders the side navigation and the rail on a wide screen', () => {
    windowOf(1440);
    const view = renderScreen(<AppShell nav={socialNav} rail={<p>Rail</p>} />);
    const asides = view.container.querySelectorAll('aside');
    expect(asides).toHaveLength(2);
    expect(asides[0]?.querySelector('a[href="/social/feed"]')).not.toBeNull();
    expect(asides[1]?.textContent).toBe('Rail');
  });

  it('does not render them at all on a phone, where the bottom bar and the drawer serve', () => {
    windowOf(375);
    const view = renderScreen(<AppShell nav={socialNav} rail={<p>Rail</p>} />);
    expect(view.container.querySelectorAll('aside')).toHaveLength(0);
    expect(view.getByRole('navigation', { name: 'Quick navigation' })).toBeTruthy();
  });
});
