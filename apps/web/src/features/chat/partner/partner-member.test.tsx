import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { person, uuid } from '@/testing/builders';
import { windowOf } from '@/testing/window-width';
import { me, message, profileOf } from '../testing/chat-builders';
import {
  ATTEMPT_ID,
  acme,
  openPartnerChat,
  partnerApi,
  partnerConversation,
  partnerSummary,
  TASK_ID,
  THREAD_ID,
  taskOf,
} from '../testing/partner-screen';

// conversation/chat-user-partners, as a member: their questions to partners, and a new one.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const bolt = person(42, { displayName: 'Bolt Bikes', username: 'bolt' });
const OTHER_ID = uuid(803);

describe('my questions to partners', () => {
  it('lists each with its partner, subject and status; opens one beside the list with its status bar', async () => {
    windowOf(1440);
    const api = partnerApi({
      mine: [
        partnerSummary(),
        partnerSummary(
          { id: OTHER_ID },
          { partner: bolt, subjectType: 'general', subjectId: null, status: 'resolved' },
        ),
      ],
      history: [message(1, { conversationId: THREAD_ID, sender: me, text: 'Where is my reward?' })],
    });
    const view = openPartnerChat();
    const rows = await screen.findAllByTestId('partner-thread');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Acme Outdoor.*About a taskOpenYou: Where is my reward\?$/),
      expect.stringMatching(/Bolt Bikes.*General questionResolvedYou: Where is my reward\?$/),
    ]);
    expect(api.calls(chatEndpoints.conversations)[0]?.query).toMatchObject({ kind: 'partner' });
    // A member with no threads to answer has no queue.
    expect(screen.queryByRole('tab', { name: 'To answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Support team' })).toBeNull();

    fireEvent.click(rows[0] as HTMLElement);
    await waitFor(() => expect(view.location().search).toBe(`?c=${THREAD_ID}`));
    const bar = await screen.findByTestId('partner-thread-bar');
    expect(within(bar).getByText('About a task')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Mark resolved' })).toBeTruthy();
    expect(await within(screen.getByRole('log')).findByText('Where is my reward?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Outdoor' })).toBeTruthy();
    expect(screen.getAllByTestId('partner-thread')).toHaveLength(2);
  });

  it('on a phone shows the thread alone, with a way back to the list', async () => {
    windowOf(375);
    partnerApi({ mine: [partnerSummary()], open: partnerConversation({}, { status: 'resolved' }) });
    const view = openPartnerChat({ query: `?c=${THREAD_ID}` });
    const bar = await screen.findByTestId('partner-thread-bar');
    expect(await within(bar).findByText('Resolved')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.queryByTestId('partner-thread')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the conversations' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(await screen.findByTestId('partner-thread')).toBeTruthy();
  });

  it('says what to do when there is no question yet, and without a partner named', async () => {
    windowOf(1440);
    partnerApi();
    const view = openPartnerChat({ language: 'fr' });
    expect(await screen.findByText('Aucune question pour l’instant')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle question' }));
    await waitFor(() => expect(view.location().search).toBe('?new=1'));
    expect(await screen.findByText('Posez votre question depuis une tâche')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Voir les tâches' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/betogether/users/dashboard-tasks');
  });
});

describe('a new question from a task', () => {
  const fromTask = `?partner=${acme.id}&subject=task&task=${TASK_ID}&reward=${ATTEMPT_ID}`;

  it('names the partner and the task, asks for a text, and opens the thread about the chosen subject', async () => {
    windowOf(1440);
    const api = partnerApi();
    api.on(tasksEndpoints.get, () => taskOf('Summer photos'));
    api.on(chatEndpoints.openPartnerThread, () => ({ status: 201, body: partnerConversation() }));
    const view = openPartnerChat({ query: fromTask });
    expect(await screen.findByText('Acme Outdoor')).toBeTruthy();
    const task = await screen.findByRole('radio', { name: 'This task: “Summer photos”' });
    expect((task as HTMLInputElement).checked).toBe(true);
    expect(api.calls(friendsEndpoints.profile)[0]?.params).toEqual({ userIdOrUsername: acme.id });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your question.')).toBeTruthy();
    expect(api.calls(chatEndpoints.openPartnerThread)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'My reward for this task' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your question/ }), {
      target: { value: '  My coins did not arrive  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.location().search).toBe(`?c=${THREAD_ID}`));
    expect(api.calls(chatEndpoints.openPartnerThread)[0]?.body).toEqual({
      partnerId: acme.id,
      subjectType: 'reward',
      subjectId: ATTEMPT_ID,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'My coins did not arrive',
    });
    expect(await screen.findByTestId('partner-thread-bar')).toBeTruthy();
  });

  it('shows the server’s refusal (422) beside the form and keeps what was typed', async () => {
    windowOf(1440);
    const api = partnerApi();
    // A partner following a link to their own task: they cannot ask themselves.
    api.on(friendsEndpoints.profile, () => profileOf(me));
    api.fail(tasksEndpoints.get, 404, 'TASK_NOT_FOUND');
    api.fail(chatEndpoints.openPartnerThread, 422, 'CHAT_OWN_CONVERSATION');
    const view = openPartnerChat({ query: `?partner=${me.id}&subject=task&task=${TASK_ID}` });
    // Without the task's title, the subject still reads.
    expect(await screen.findByRole('radio', { name: 'This task' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    const text = screen.getByRole('textbox', { name: /Your question/ });
    fireEvent.change(text, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You are this partner: members write to you here, you cannot ask yourself.'),
    ).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('Hello');
    expect(api.calls(chatEndpoints.openPartnerThread)[0]?.body).toMatchObject({
      partnerId: me.id,
      subjectType: 'general',
    });
    expect(api.calls(chatEndpoints.openPartnerThread)[0]?.body).not.toHaveProperty('subjectId');
    expect(view.location().search).toContain('partner=');
  });
});
