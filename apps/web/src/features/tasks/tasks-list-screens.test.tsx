import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { TaskListPage } from './list/task-list-page';
import { taskCard, taskVideo } from './testing/task-builders';

// users/pictures-task, users/videos-task, users/special-task: the lists of live tasks.

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const open = (kind: 'picture' | 'video' | 'special', search = '', language: 'en' | 'fr' = 'en') => {
  const path = { picture: 'pictures-task', video: 'videos-task', special: 'special-task' }[kind];
  return renderScreen(<TaskListPage kind={kind} />, {
    route: `/betogether/users/${path}${search}`,
    language,
  });
};

const cards = () => screen.findAllByTestId('task-card');

describe('a list of tasks', () => {
  it('shows each task with its reward, partner, time, places left and end, and opens its player', async () => {
    api.on(tasksEndpoints.list, () =>
      page([
        taskCard(1, { title: 'Autumn menu', placesLeft: 1 }),
        taskCard(2, { title: 'Our new shop', free: true, rewardCoins: 0, secondsNeeded: 90 }),
      ]),
    );
    open('picture');
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeTruthy();
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 1, name: 'Picture tasks' })).toBeTruthy();
    expect(within(first).getByRole('heading', { name: 'Autumn menu' })).toBeTruthy();
    expect(within(first).getByText('50')).toBeTruthy();
    expect(within(first).getByText('by Lumen Coffee')).toBeTruthy();
    expect(within(first).getByText('Takes 10 sec')).toBeTruthy();
    expect(within(first).getByText('1 place left')).toBeTruthy();
    expect(within(first).getByText('Ends in 3 days')).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      `/betogether/users/pictures-task/show-picture/${uuid(101)}`,
    );
    expect(within(second).getByText('Free')).toBeTruthy();
    expect(within(second).getByText('Takes 1 min 30 sec')).toBeTruthy();
    expect(within(second).getByText('12 places left')).toBeTruthy();

    expect(api.calls(tasksEndpoints.list)[0]?.query).toEqual({
      kind: 'picture',
      sort: 'newest',
      reward: 'all',
      limit: '12',
    });
  });

  it('keeps the order and the reward filter in the address and asks the list again with them', async () => {
    api.on(tasksEndpoints.list, ({ query }) =>
      page([taskCard(query.reward === 'free' ? 3 : 1, { kind: 'video', cover: taskVideo(1) })]),
    );
    const view = open('video', '?sort=reward');
    await cards();
    expect(api.calls(tasksEndpoints.list)[0]?.query).toMatchObject({ kind: 'video', sort: 'reward' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('reward');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'ending' } });
    await waitFor(() => expect(api.calls(tasksEndpoints.list)).toHaveLength(2));
    expect(api.calls(tasksEndpoints.list)[1]?.query).toMatchObject({ sort: 'ending', reward: 'all' });

    fireEvent.click(screen.getByRole('button', { name: 'Free' }));
    await waitFor(() => expect(api.calls(tasksEndpoints.list)).toHaveLength(3));
    expect(api.calls(tasksEndpoints.list)[2]?.query).toMatchObject({ sort: 'ending', reward: 'free' });
    expect(view.location().search).toBe('?sort=ending&reward=free');
    expect(screen.getByRole('button', { name: 'Free' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Task number 3' })).toBeTruthy());
  });

  it('loads the next page with the cursor', async () => {
    api.on(tasksEndpoints.list, ({ query }) =>
      query.cursor ? page([taskCard(9)]) : page([taskCard(1), taskCard(2)], 'after-2'),
    );
    open('picture');
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Load more tasks' }));
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect(api.calls(tasksEndpoints.list)[1]?.query.cursor).toBe('after-2');
  });

  it('says when there is nothing to do, and offers every task when a filter hides them', async () => {
    api.on(tasksEndpoints.list, () => page([]));
    const view = open('picture', '?reward=paid');
    expect(await screen.findByText('No tasks for you right now')).toBeTruthy();
    expect(screen.getByText(/No task matches this filter right now/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all tasks' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(await screen.findByText('Come back soon: partners add new tasks all the time.')).toBeTruthy();
  });

  it('says why the list failed and tries again', async () => {
    api.fail(tasksEndpoints.list, 0);
    open('picture');
    expect(await screen.findByText('The tasks could not be loaded')).toBeTruthy();
    expect(screen.getByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    api.on(tasksEndpoints.list, () => page([taskCard(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(1);
  });

  it('opens a special task over its list, keeping the filters', async () => {
    api.on(tasksEndpoints.list, () =>
      page([taskCard(4, { kind: 'special', cover: null, proofKind: 'link', title: 'Follow us' })]),
    );
    open('special', '?reward=paid');
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByText('Link proof')).toBeTruthy();
    expect(within(card).queryByText(/Takes/)).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      `/betogether/users/special-task?reward=paid&task=${uuid(104)}`,
    );
  });

  it('speaks French', async () => {
    api.on(tasksEndpoints.list, () => page([taskCard(1, { placesLeft: 2 })]));
    open('video', '', 'fr');
    const [card] = (await cards()) as [HTMLElement];
    expect(screen.getByRole('heading', { level: 1, name: 'Tâches vidéo' })).toBeTruthy();
    expect(within(card).getByText('2 places restantes')).toBeTruthy();
    expect(within(card).getByText('Se termine dans 3 jours')).toBeTruthy();
    expect(within(card).getByText('par Lumen Coffee')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gratuites' })).toBeTruthy();
  });
});
