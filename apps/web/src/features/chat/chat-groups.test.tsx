import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/testing/builders';
import type { FakeApi } from '@/testing/fake-api';
import { windowOf } from '@/testing/window-width';
import { ana, ben, chatMember, conversation, GROUP_ID, group, me, message } from './testing/chat-builders';
import { chatApi, openChat } from './testing/chat-screen';

// conversation/inbox: new message, new group, a group's details, mute, the chat's settings.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

function withFriends(api: FakeApi) {
  api.on(friendsEndpoints.memberFriends, ({ query }) => {
    const all = [ana, ben].map((person) => ({
      person,
      mutualFriendsCount: 0,
      friendsSince: '2025-06-01T00:00:00.000Z',
    }));
    const q = (query.q ?? '').toLowerCase();
    return page(all.filter((friend) => friend.person.displayName.toLowerCase().includes(q)));
  });
}

describe('starting conversations', () => {
  it('"New message": a friend found by name, their conversation opened', async () => {
    const api = chatApi({ list: [] });
    withFriends(api);
    api.on(chatEndpoints.openDirect, () => ({ status: 201, body: conversation() }));
    const view = openChat();
    const empty = (await screen.findByText('No conversations yet')).parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search your friends' }), {
      target: { value: 'ana' },
    });
    await waitFor(() => expect(api.calls(friendsEndpoints.memberFriends).at(-1)?.query.q).toBe('ana'));
    await waitFor(() => expect(within(dialog).queryByText('Ben Okafor')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /Ana Silva/ }));
    await waitFor(() => expect(view.location().search).toBe(`?c=${conversation().id}`));
    expect(api.calls(chatEndpoints.openDirect)[0]?.body).toEqual({ userId: ana.id });
    expect(api.calls(friendsEndpoints.memberFriends)[0]?.params).toEqual({ userId: me.id });
  });

  it('"New group": asks for a name and someone, then creates it with the friends ticked', async () => {
    const api = chatApi({ list: [] });
    withFriends(api);
    api.on(chatEndpoints.createGroup, () => ({ status: 201, body: group() }));
    const view = openChat();
    const empty = (await screen.findByText('No conversations yet')).parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the group' }));
    expect(within(dialog).getByText('Name the group.')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one friend.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Group name/ }), {
      target: { value: 'Hikers' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Silva' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Okafor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the group' }));
    await waitFor(() => expect(view.location().search).toBe(`?c=${GROUP_ID}`));
    expect(api.calls(chatEndpoints.createGroup)[0]?.body).toEqual({
      title: 'Hikers',
      memberIds: [ana.id, ben.id],
    });
  });

  it('says a full group plainly', async () => {
    const api = chatApi({ list: [] });
    withFriends(api);
    api.fail(chatEndpoints.createGroup, 409, 'CHAT_GROUP_FULL');
    openChat({ language: 'fr' });
    const empty = (await screen.findByText('Aucune conversation pour l’instant'))
      .parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Nouveau groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau groupe' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom du groupe/ }), {
      target: { value: 'Club' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Silva' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le groupe' }));
    expect(
      await within(dialog).findByText('Un groupe compte 250 personnes au plus : celui-ci est complet.'),
    ).toBeTruthy();
  });
});

describe('a group’s details', () => {
  async function openDetails(api: FakeApi) {
    withFriends(api);
    const view = openChat({ conversationId: GROUP_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Group details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Group details' });
    return { view, drawer };
  }

  it('lists the members with their roles; the owner removes someone once confirmed', async () => {
    const api = chatApi({ open: group(), history: [message(1, { conversationId: GROUP_ID })] });
    api.on(chatEndpoints.removeMember, () => ({ status: 204 }));
    const { drawer } = await openDetails(api);
    expect(within(drawer).getByText('Camille Durand (you)')).toBeTruthy();
    expect(within(drawer).getByText('Owner')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Ben Okafor from the group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ben Okafor?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls(chatEndpoints.removeMember)[0]?.params).toEqual({
        conversationId: GROUP_ID,
        userId: ben.id,
      }),
    );
  });

  it('a member (not the owner) may add people and leave, but not remove anyone', async () => {
    const member = group({
      myRole: 'member',
      members: [chatMember(ana, { role: 'owner' }), chatMember(me), chatMember(ben)],
    });
    const api = chatApi({ open: member, list: [], history: [] });
    api.on(chatEndpoints.removeMember, () => ({ status: 204 }));
    const { drawer, view } = await openDetails(api);
    expect(within(drawer).queryByRole('button', { name: /^Remove / })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Leave the group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave “Hikers”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(api.calls(chatEndpoints.removeMember)[0]?.params).toEqual({
      conversationId: GROUP_ID,
      userId: me.id,
    });
  });

  it('adds friends who are not in it yet, and renames it', async () => {
    const api = chatApi({
      open: group({ members: [chatMember(me, { role: 'owner' }), chatMember(ana)], memberCount: 2 }),
    });
    api.on(chatEndpoints.addMembers, () => group());
    api.on(chatEndpoints.updateGroup, ({ body }) => group({ title: body?.title ?? null }));
    const { drawer } = await openDetails(api);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add people' }));
    const adding = await screen.findByRole('dialog', { name: 'Add people' });
    expect(await within(adding).findByRole('checkbox', { name: 'Ben Okafor' })).toBeTruthy();
    expect(within(adding).queryByRole('checkbox', { name: 'Ana Silva' })).toBeNull();
    fireEvent.click(within(adding).getByRole('checkbox', { name: 'Ben Okafor' }));
    fireEvent.click(within(adding).getByRole('button', { name: 'Add 1 person' }));
    expect(await screen.findByText('1 person added.')).toBeTruthy();
    expect(api.calls(chatEndpoints.addMembers)[0]?.body).toEqual({ userIds: [ben.id] });

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Group name' }), {
      target: { value: 'Mountain friends' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The group has its new name.')).toBeTruthy();
    expect(api.calls(chatEndpoints.updateGroup)[0]?.body).toEqual({ title: 'Mountain friends' });
  });

  it('any member takes the group’s picture away (choosing one crops it first, as a profile photo)', async () => {
    const api = chatApi({ open: group({ avatarUrl: '/files/avatars/hikers.webp' }) });
    api.on(chatEndpoints.updateGroup, () => group({ avatarUrl: null }));
    const { drawer } = await openDetails(api);
    expect(within(drawer).getByRole('button', { name: 'Change photo' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Picture removed.')).toBeTruthy();
    expect(api.calls(chatEndpoints.updateGroup)[0]?.body).toEqual({ avatarMediaId: null });
  });
});

describe('mute and settings', () => {
  it('mutes for 8 hours, or until turned back on (a hundred years on), and says it is muted', async () => {
    const api = chatApi({ history: [message(1)] });
    api.on(chatEndpoints.mute, ({ body }) => conversation({ mutedUntil: body.until }));
    openChat({ conversationId: conversation().id });
    fireEvent.click(await screen.findByRole('button', { name: 'Mute notifications' }));
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'For 8 hours' }));
    await screen.findByText('Notifications of this conversation are off.');
    const eight = Date.parse(api.calls(chatEndpoints.mute)[0]?.body.until ?? '') - before;
    expect(eight).toBeGreaterThanOrEqual(8 * 3_600_000);
    expect(eight).toBeLessThan(8 * 3_600_000 + 60_000);

    fireEvent.click(await screen.findByRole('button', { name: /^Muted until .*\. Change$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Until I turn it back on' }));
    await waitFor(() => expect(api.calls(chatEndpoints.mute)).toHaveLength(2));
    expect(new Date(api.calls(chatEndpoints.mute)[1]?.body.until ?? '').getFullYear()).toBeGreaterThan(2100);
    expect(await screen.findByRole('button', { name: 'Muted. Change' })).toBeTruthy();
  });

  it('changes who may message the member, presence and read receipts', async () => {
    windowOf(1440);
    const api = chatApi();
    api.on(chatEndpoints.settings, () => ({
      whoMayMessage: 'everyone' as const,
      showPresence: true,
      readReceipts: true,
    }));
    api.on(chatEndpoints.updateSettings, ({ body }) => ({
      whoMayMessage: 'everyone' as const,
      showPresence: true,
      readReceipts: true,
      ...body,
    }));
    openChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat settings' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'My friends only' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Read receipts' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your chat settings are saved.')).toBeTruthy();
    expect(api.calls(chatEndpoints.updateSettings)[0]?.body).toEqual({
      whoMayMessage: 'friends',
      showPresence: true,
      readReceipts: false,
    });
  });
});
