import type { Attempt } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { PictureTaskPage } from './player/picture-task-page';
import { fakeClock, seconds, untilCalls } from './testing/fake-clock';
import { pageVisibility } from './testing/page-visibility';
import { attempt, beat, taskDetail } from './testing/task-builders';

// users/pictures-task/show-picture/:id: the viewing clock, kept by the server from signed beats.

let api: FakeApi;
/** What the fake server has counted: each heartbeat adds 5 seconds. */
let counted: number;

const watching = (patch: Partial<Attempt> = {}) => attempt(1, { watchedSeconds: counted, ...patch });

beforeEach(() => {
  api = fakeApi();
  counted = 0;
  fakeClock();
  api.on(tasksEndpoints.get, () => taskDetail(1));
  api.on(tasksEndpoints.start, () => ({ status: 201, body: { attempt: watching(), beat: beat(0) } }));
  api.on(tasksEndpoints.heartbeat, ({ body }) => {
    if (body.visible) counted += 5;
    return { attempt: watching(), beat: beat(body.seq + 1) };
  });
});

const open = (language: 'en' | 'fr' = 'en') =>
  renderScreen(<PictureTaskPage taskId={uuid(101)} />, {
    route: `/betogether/users/pictures-task/show-picture/${uuid(101)}`,
    language,
  });

const counter = () => screen.getByTestId('clock-counted').textContent;
/** Start pressed and answered: the clock shows, the first beat is in hand. */
async function startClock() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await waitFor(() => expect(counter()).toMatch(/^\d+ sec of 10 sec counted$/));
}

describe('a picture task', () => {
  it('starts, sends a heartbeat each beat with the last token, then pays once with an Idempotency-Key', async () => {
    api.on(tasksEndpoints.finish, () => ({
      attempt: watching({ status: 'completed', finishedAt: new Date().toISOString() }),
      reward: { coins: 50, transactionId: uuid(900) },
      quiz: null,
    }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Task number 1' })).toBeTruthy();
    expect(screen.getByText('Look at our new autumn menu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(counter()).toBe('0 sec of 10 sec counted'));
    expect(screen.getByText('Keep this page open: the time counts while you look.')).toBeTruthy();

    // The shown time moves on between beats, never past what one beat can add.
    await seconds(2000);
    expect(counter()).toBe('2 sec of 10 sec counted');
    await untilCalls(api, tasksEndpoints.heartbeat, 1);
    await untilCalls(api, tasksEndpoints.heartbeat, 2);
    expect(api.calls(tasksEndpoints.heartbeat).map((call) => [call.params.attemptId, call.body])).toEqual([
      [uuid(201), { seq: 0, token: 'token-0', visible: true }],
      [uuid(201), { seq: 1, token: 'token-1', visible: true }],
    ]);
    expect(api.calls(tasksEndpoints.start)).toHaveLength(1);

    const claim = await screen.findByRole('button', { name: 'Claim my 50 coins' });
    fireEvent.click(claim);
    expect(await screen.findByRole('dialog', { name: 'Well done!' })).toBeTruthy();
    const [finish] = api.calls(tasksEndpoints.finish);
    expect(finish?.params.attemptId).toBe(uuid(201));
    expect(finish?.body).toEqual({ seq: 2, token: 'token-2', visible: true });
    expect(finish?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('reward-coins').textContent).toContain('+50');
    expect(screen.getByRole('link', { name: 'See my coins' }).getAttribute('href')).toBe(
      '/betogether/users/dashboard-users',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Task done' })).toBeTruthy();
  });

  it('stops the clock while the page is hidden, says so, and resumes with a fresh beat', async () => {
    const visibility = pageVisibility();
    open();
    await startClock();
    await seconds(5100);
    await waitFor(() => expect(counter()).toBe('5 sec of 10 sec counted'));

    act(() => visibility.hide());
    expect(await screen.findByText(/Paused: this page is hidden/)).toBeTruthy();
    await waitFor(() => expect(api.calls(tasksEndpoints.heartbeat)).toHaveLength(2));
    expect(api.calls(tasksEndpoints.heartbeat)[1]?.body).toEqual({
      seq: 1,
      token: 'token-1',
      visible: false,
    });
    await seconds(20_000);
    expect(api.calls(tasksEndpoints.heartbeat)).toHaveLength(2);
    expect(counter()).toBe('5 sec of 10 sec counted');

    act(() => visibility.show());
    await waitFor(() => expect(api.calls(tasksEndpoints.start)).toHaveLength(2));
    expect(screen.queryByText(/Paused: this page is hidden/)).toBeNull();
    await untilCalls(api, tasksEndpoints.heartbeat, 3);
    expect(api.calls(tasksEndpoints.heartbeat)[2]?.body).toEqual({ seq: 0, token: 'token-0', visible: true });
  });

  it('asks for a fresh beat when one was used elsewhere', async () => {
    open();
    await startClock();
    api.fail(tasksEndpoints.heartbeat, 409, 'HEARTBEAT_REFUSED');
    await untilCalls(api, tasksEndpoints.start, 2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a finish left without an answer again with the same key, and pays once', async () => {
    counted = 10;
    api.fail(tasksEndpoints.finish, 0);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim my 50 coins' }));
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    api.on(tasksEndpoints.finish, () => ({
      attempt: watching({ status: 'completed', finishedAt: new Date().toISOString() }),
      reward: { coins: 50, transactionId: uuid(900) },
      quiz: null,
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Well done!' })).toBeTruthy();
    const [first, second] = api.calls(tasksEndpoints.finish);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual(first?.body);
  });

  it.each([
    ['TASK_FULL', 409, 'Every place of this task is taken. Try another one.'],
    ['DAILY_CAP_REACHED', 409, 'You reached today’s task earnings limit. Come back tomorrow.'],
    ['TASK_ALREADY_DONE', 409, 'You already took part in this task.'],
  ] as const)('says why Start was refused (%s)', async (code, status, message) => {
    api.fail(tasksEndpoints.start, status, code);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls(tasksEndpoints.heartbeat)).toHaveLength(0);
  });

  it('keeps counting after a finish that came too early, and says so', async () => {
    counted = 10;
    api.fail(tasksEndpoints.finish, 409, 'WATCH_INCOMPLETE');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim my 50 coins' }));
    expect(await screen.findByText('Not enough time counted yet: keep going a little longer.')).toBeTruthy();
    await waitFor(() => expect(api.calls(tasksEndpoints.start)).toHaveLength(2));
  });

  it('shows an attempt that is over instead of the player', async () => {
    api.on(tasksEndpoints.get, () =>
      taskDetail(1, {
        attempt: attempt(1, { status: 'failed', failure: 'tampering', finishedAt: new Date().toISOString() }),
      }),
    );
    open();
    const outcome = await screen.findByTestId('attempt-outcome');
    expect(within(outcome).getByText('This attempt did not count')).toBeTruthy();
    expect(within(outcome).getByText(/The viewing could not be trusted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('goes through the pictures with the arrows and the keyboard once started', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const carousel = await screen.findByRole('region', { name: 'Task number 1' });
    await waitFor(() =>
      expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Picture 1 of 3: Task number 1'),
    );
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next picture' }));
    expect(within(carousel).getByText('2 / 3')).toBeTruthy();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(within(carousel).getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Picture 1 of 3: Task number 1');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous picture' }));
    expect(within(carousel).getByText('3 / 3')).toBeTruthy();
  });

  it('says a task that is gone is not available', async () => {
    api.fail(tasksEndpoints.get, 404, 'TASK_NOT_FOUND');
    open();
    expect(await screen.findByText('Task not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See other tasks' }).getAttribute('href')).toBe(
      '/betogether/users/pictures-task',
    );
  });

  it('speaks French', async () => {
    api.fail(tasksEndpoints.start, 409, 'DAILY_CAP_REACHED');
    open('fr');
    expect(await screen.findByText('Consignes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Commencer' }));
    expect(
      await screen.findByText('Vous avez atteint la limite de gains du jour. Revenez demain.'),
    ).toBeTruthy();
  });
});
