import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { TasksDashboardPage } from './dashboard/tasks-dashboard-page';
import { dashboard, historyItem } from './testing/task-builders';

// users/dashboard-tasks: the hub of tasks, today's earnings against the cap, totals, chart, history.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(tasksEndpoints.dashboard, () => dashboard());
  api.on(tasksEndpoints.history, ({ query }) =>
    query.filter === 'refused'
      ? page([
          historyItem(
            3,
            { status: 'refused', reviewReason: 'The link shows another account' },
            {
              kind: 'special',
              title: 'Follow us',
            },
          ),
        ])
      : query.filter === 'pending'
        ? page([])
        : page([
            historyItem(1, { rewardCoins: 50 }),
            historyItem(2, {}, { kind: 'video', free: true, title: 'Free clip' }),
          ]),
  );
});

const open = (search = '', language: 'en' | 'fr' = 'en') =>
  renderScreen(<TasksDashboardPage />, { route: `/betogether/users/dashboard-tasks${search}`, language });

describe('the tasks dashboard', () => {
  it('leads to the three kinds of tasks', async () => {
    open();
    const entries = await screen.findByRole('navigation', { name: 'Kinds of tasks' });
    expect(
      within(entries)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/betogether/users/pictures-task',
      '/betogether/users/videos-task',
      '/betogether/users/special-task',
    ]);
    expect(within(entries).getByRole('heading', { name: 'Video tasks' })).toBeTruthy();
  });

  it('shows today against the daily limit, the totals and each day for screen readers', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('tasks-done').textContent).toBe('14'));
    expect(api.calls(tasksEndpoints.dashboard)[0]?.query).toMatchObject({ days: '30' });
    expect(api.calls(tasksEndpoints.dashboard)[0]?.query.tz).toBeTruthy();
    expect(screen.getByTestId('tasks-today').textContent).toBe('120120 coinsof 1,000 today');
    const bar = screen.getByRole('progressbar', { name: 'Coins earned today against the daily limit' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuetext')).toBe('120 of 1,000 coins');
    expect(screen.getByText('You can still earn 880 coins today.')).toBeTruthy();
    expect(screen.getByTestId('tasks-pending').textContent).toBe('2');
    expect(screen.getByTestId('tasks-refused').textContent).toBe('1');
    expect(screen.getByTestId('tasks-earned').textContent).toContain('2,450');
    const table = screen.getByRole('table');
    const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '2']);
  });

  it('says when today’s limit is reached', async () => {
    api.on(tasksEndpoints.dashboard, () => dashboard({ todayCoins: 1_000 }));
    open();
    expect(await screen.findByText('You reached today’s limit. Come back tomorrow for more.')).toBeTruthy();
  });

  it('lists the attempts of each tab, with what they paid and why one was refused', async () => {
    const view = open();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('+50')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Done')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Task number 1' })
        .getAttribute('href'),
    ).toBe(`/betogether/users/pictures-task/show-picture/${uuid(101)}`);
    expect(within(rows[1] as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Video task/)).toBeTruthy();
    expect(api.calls(tasksEndpoints.history)[0]?.query.filter).toBe('done');

    fireEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    await waitFor(() => expect(view.location().search).toBe('?history=refused'));
    const [refused] = await screen.findAllByText('Follow us');
    const row = refused?.closest('li') as HTMLElement;
    expect(within(row).getByText('Reason: The link shows another account')).toBeTruthy();
    expect(within(row).getByText('Refused')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      `/betogether/users/special-task?task=${uuid(103)}`,
    );
    expect(api.calls(tasksEndpoints.history).map((call) => call.query.filter)).toEqual(['done', 'refused']);

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Nothing waiting for review')).toBeTruthy();
  });

  it('opens on the tab of the address', async () => {
    open('?history=pending');
    expect(await screen.findByText('Nothing waiting for review')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
  });

  it('follows a proof refused meanwhile (its notification), not the other notifications', async () => {
    open();
    await screen.findByText('Free clip');
    const asked = api.calls(tasksEndpoints.dashboard).length;
    act(() => serverEvent('notification:new', { notification: { type: 'reaction' }, unreadCount: 1 }));
    act(() =>
      serverEvent('notification:new', { notification: { type: 'task_proof_refused' }, unreadCount: 2 }),
    );
    await waitFor(() => expect(api.calls(tasksEndpoints.dashboard)).toHaveLength(asked + 1));
    expect(api.calls(tasksEndpoints.history).length).toBeGreaterThan(1);
  });

  it('says why the figures failed and tries again', async () => {
    api.fail(tasksEndpoints.dashboard, 0);
    open();
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByText('The chart could not be loaded.')).toBeTruthy();
    api.on(tasksEndpoints.dashboard, () => dashboard());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('tasks-done').textContent).toBe('14'));
  });

  it('speaks French', async () => {
    open('', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tâches' })).toBeTruthy();
    expect(await screen.findByText('Vous pouvez encore gagner 880 pièces aujourd’hui.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Refusées' })).toBeTruthy();
    expect(await screen.findAllByText('Terminée')).toHaveLength(2);
  });
});
