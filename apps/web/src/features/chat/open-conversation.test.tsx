import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { OpenConversation } from './open-conversation';
import { ana, conversation, DIRECT_ID, me, profileOf } from './testing/chat-builders';

// conversation/{username}: the conversation with that member, opened, then shown in the inbox.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

const open = (referrer: string, language: 'en' | 'fr' = 'en') =>
  renderScreen(<OpenConversation referrer={referrer} />, {
    route: `/betogether/conversation/${referrer}`,
    path: '/betogether/conversation/:referrer',
    language,
  });

describe('conversation/{username}', () => {
  it('finds the member, opens the conversation and shows it in the inbox (the address replaced)', async () => {
    const api = fakeApi();
    api.on(friendsEndpoints.profile, () => profileOf());
    api.on(chatEndpoints.openDirect, () => conversation());
    const view = open('ana_s');
    await waitFor(() => expect(view.location().pathname).toBe('/betogether/conversation/inbox'));
    expect(view.location().search).toBe(`?c=${DIRECT_ID}`);
    expect(api.calls(friendsEndpoints.profile)[0]?.params).toEqual({ userIdOrUsername: 'ana_s' });
    expect(api.calls(chatEndpoints.openDirect)[0]?.body).toEqual({ userId: ana.id });
  });

  it('says why when the member takes no messages from the viewer', async () => {
    const api = fakeApi();
    api.on(friendsEndpoints.profile, () => profileOf());
    api.fail(chatEndpoints.openDirect, 403, 'CHAT_NOT_ALLOWED');
    open('ana_s', 'fr');
    expect(
      await screen.findByText(
        'Ce membre n’accepte les messages que de certaines personnes, et vous n’en faites pas partie.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à mes messages' }).getAttribute('href')).toBe(
      '/betogether/conversation/inbox',
    );
  });

  it('says there is no such member', async () => {
    const api = fakeApi();
    api.fail(friendsEndpoints.profile, 404, 'MEMBER_NOT_FOUND');
    open('nobody_here');
    expect(await screen.findByText('There is no member with this name.')).toBeTruthy();
  });

  it('opens nothing with oneself', async () => {
    const api = fakeApi();
    api.on(friendsEndpoints.profile, () => profileOf(me, 'self'));
    open(me.username);
    expect(await screen.findByText('This is you: choose someone else to write to.')).toBeTruthy();
    expect(api.calls(chatEndpoints.openDirect)).toHaveLength(0);
  });
});
