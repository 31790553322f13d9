import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, uuid } from '@/testing/builders';
import { windowOf } from '@/testing/window-width';
import { ana, ben, me } from '../testing/chat-builders';
import {
  dana,
  openPartnerChat,
  partnerApi,
  partnerConversation,
  partnerSession,
  QUEUE_THREAD_ID,
  queueSummary,
} from '../testing/partner-screen';

// conversation/chat-user-partners, as a partner and as its support staff: the queue, open and
// resolved, Resolve / Reopen, and the support team.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const RESOLVED_ID = uuid(804);
const queueThread = (status: 'open' | 'resolved' = 'open') =>
  partnerConversation(
    { id: QUEUE_THREAD_ID, myRole: 'owner' },
    { partner: me, member: dana, subjectType: 'reward', status },
  );

describe('the partner’s queue', () => {
  it('opens on the open questions; the resolved tab asks for the resolved ones', async () => {
    windowOf(1440);
    const api = partnerApi({
      queue: {
        open: [queueSummary()],
        resolved: [
          queueSummary({ id: RESOLVED_ID, unread: 0 }, { status: 'resolved', subjectType: 'general' }),
        ],
      },
    });
    openPartnerChat({ session: partnerSession() });
    expect(screen.getByRole('tab', { name: 'To answer' }).getAttribute('aria-selected')).toBe('true');
    const [open] = await screen.findAllByTestId('partner-thread');
    expect(open?.textContent).toMatch(/Dana Reyes.*About a reward.*1 unread message/);
    expect(open?.getAttribute('href')).toBe(
      `/betogether/conversation/chat-user-partners?view=queue&c=${QUEUE_THREAD_ID}`,
    );
    expect(api.calls(chatEndpoints.partnerThreads)[0]?.query).toMatchObject({ status: 'open' });

    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('partner-thread').map((row) => row.textContent)).toEqual([
        expect.stringMatching(/Dana Reyes.*General question/),
      ]),
    );
    expect(api.calls(chatEndpoints.partnerThreads).at(-1)?.query).toMatchObject({ status: 'resolved' });

    fireEvent.click(screen.getByRole('tab', { name: 'My questions' }));
    expect(await screen.findByText('No questions yet')).toBeTruthy();
  });

  it('resolves the open question from the bar above the thread, and opens it again', async () => {
    windowOf(1440);
    const api = partnerApi({ queue: { open: [queueSummary()] }, open: queueThread() });
    api.once(chatEndpoints.partnerThreadStatus, () => queueThread('resolved'));
    api.once(chatEndpoints.partnerThreadStatus, () => queueThread('open'));
    openPartnerChat({ session: partnerSession(), query: `?view=queue&c=${QUEUE_THREAD_ID}` });
    const bar = await screen.findByTestId('partner-thread-bar');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeTruthy();
    fireEvent.click(await within(bar).findByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked resolved.')).toBeTruthy();
    expect(within(bar).getByText('Resolved')).toBeTruthy();
    expect(api.calls(chatEndpoints.partnerThreadStatus)[0]).toMatchObject({
      params: { conversationId: QUEUE_THREAD_ID },
      body: { status: 'resolved' },
    });
    // The lists are asked again: the question leaves the open ones.
    await waitFor(() => expect(api.calls(chatEndpoints.partnerThreads).length).toBeGreaterThan(1));

    fireEvent.click(within(bar).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('The question is open again.')).toBeTruthy();
    expect(api.calls(chatEndpoints.partnerThreadStatus)[1]?.body).toEqual({ status: 'open' });
  });

  it('shows staff who are not partners their queue, without the team', async () => {
    windowOf(1440);
    partnerApi({ queue: { open: [queueSummary({ myRole: 'moderator' })] } });
    openPartnerChat();
    const queueTab = await screen.findByRole('tab', { name: 'To answer' });
    await waitFor(() => expect(queueTab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('Dana Reyes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Support team' })).toBeNull();
  });
});

describe('the support team', () => {
  it('lists the staff, removes and adds people (friends), and saves the whole team', async () => {
    windowOf(1440);
    const api = partnerApi({ queue: { open: [] } });
    api.on(chatEndpoints.supportTeam, () => ({ staff: [ben] }));
    api.on(chatEndpoints.setSupportTeam, ({ body }) => ({
      staff: [ana, ben].filter((person) => body.userIds.includes(person.id)),
    }));
    api.on(friendsEndpoints.memberFriends, () =>
      page(
        [ana, ben].map((person) => ({
          person,
          mutualFriendsCount: 0,
          friendsSince: '2025-06-01T00:00:00.000Z',
        })),
      ),
    );
    openPartnerChat({ session: partnerSession(), language: 'fr' });
    expect(await screen.findByText('Aucune question ouverte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Équipe d’assistance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Équipe d’assistance' });
    const team = await within(dialog).findByRole('list', { name: 'Dans l’équipe' });
    expect(within(team).getByText('Ben Okafor')).toBeTruthy();
    expect(
      ((await within(dialog).findByRole('checkbox', { name: 'Ben Okafor' })) as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer Ben Okafor de l’équipe' }));
    expect(
      within(dialog).getByText('Personne pour l’instant : ajoutez des personnes parmi vos amis ci-dessous.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana Silva' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’équipe' }));
    expect(await screen.findByText('Équipe d’assistance enregistrée.')).toBeTruthy();
    expect(api.calls(chatEndpoints.setSupportTeam)[0]?.body).toEqual({ userIds: [ana.id] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a team is chosen among friends when the partner has none', async () => {
    windowOf(1440);
    const api = partnerApi();
    api.on(chatEndpoints.supportTeam, () => ({ staff: [] }));
    api.on(friendsEndpoints.memberFriends, () => page([]));
    openPartnerChat({ session: partnerSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Support team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support team' });
    expect(
      await within(dialog).findByText(
        'Your team is chosen among your friends: add the people who will answer as friends first.',
      ),
    ).toBeTruthy();
  });

  it('says why the team could not be saved and keeps the choice', async () => {
    windowOf(1440);
    const api = partnerApi();
    api.on(chatEndpoints.supportTeam, () => ({ staff: [] }));
    api.fail(chatEndpoints.setSupportTeam, 404, 'CHAT_MEMBER_NOT_FOUND');
    api.on(friendsEndpoints.memberFriends, () =>
      page([{ person: ana, mutualFriendsCount: 0, friendsSince: '2025-06-01T00:00:00.000Z' }]),
    );
    openPartnerChat({ session: partnerSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Support team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support team' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Silva' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the team' }));
    expect(
      await within(dialog).findByText(
        'One of these people no longer has an account: remove them and save again.',
      ),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'In the team' })).getByText('Ana Silva'),
    ).toBeTruthy();
  });
});
