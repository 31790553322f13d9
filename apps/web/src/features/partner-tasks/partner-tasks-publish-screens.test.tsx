import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, networkFailure, problem } from '@/testing/fake-api';
import {
  button,
  field,
  fillPictureTask,
  openCreate,
  PICTURE_PATH,
  publishAndConfirm,
  stubObjectUrls,
  summary,
} from './testing/create-screen';
import { partnerTask, pictureMedia, taskSettings } from './testing/task-builders';

// Publishing from a create screen: the confirmation with the exact coins, the Idempotency-Key, the
// refusals (coins missing), and the partner dashboard after.

let api: FakeApi;
let restoreUrls: () => void;
beforeEach(() => {
  api = fakeApi();
  api.on(tasksEndpoints.settings, () => taskSettings());
  api.on(walletEndpoints.balance, () => ({ balance: 5_000 }));
  api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: pictureMedia(1) }));
  restoreUrls = stubObjectUrls();
});
afterEach(() => restoreUrls());

describe('publishing a task', () => {
  it('publishes after confirming the coins set aside, with an Idempotency-Key, and opens the dashboard', async () => {
    const draft = partnerTask({ id: uuid(902) });
    api.on(partnerTasksEndpoints.create, () => ({ status: 201, body: draft }));
    api.on(partnerTasksEndpoints.publish, () => ({ ...draft, status: 'live' as const }));
    const view = openCreate();
    await fillPictureTask();
    fireEvent.click(button('Publish'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this task?' }));
    // (20 + 2 fee) × 50 = 1,100 of 5,000.
    expect(
      dialog.getByText(
        '1,100 coins will be set aside from your balance for this task’s rewards and fees. What is not spent comes back when the task ends.',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('3,900 coins')).toBeTruthy();
    expect(dialog.getByText('It goes live as soon as it is published.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(view.location().pathname).toBe('/betogether/partners/dashboard-partners'));
    expect(await screen.findByText('Your task is live.')).toBeTruthy();
    const [publish] = api.calls(partnerTasksEndpoints.publish);
    expect(publish?.params).toEqual({ taskId: draft.id });
    expect(publish?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1);
  });

  it('says how many coins are missing when the server finds the balance too low, with the store', async () => {
    const draft = partnerTask({ id: uuid(903) });
    api.on(partnerTasksEndpoints.create, () => ({ status: 201, body: draft }));
    api.once(walletEndpoints.balance, () => ({ balance: 5_000 }));
    // Spent in another tab meanwhile: the balance asked again after the refusal.
    api.on(walletEndpoints.balance, () => ({ balance: 800 }));
    api.fail(partnerTasksEndpoints.publish, 409, 'PARTNER_BALANCE_TOO_LOW');
    const view = openCreate();
    await fillPictureTask();
    await summary().findByText('5,000 coins');
    await publishAndConfirm();

    expect(await screen.findByText('You need 300 more coins to publish this task.')).toBeTruthy();
    const store = screen.getAllByRole('link', { name: 'Buy gold coins' });
    expect(store[0]?.getAttribute('href')).toBe('/betogether/users/jackpot/gold-coin-store');
    expect(view.location().pathname).toBe(PICTURE_PATH);
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1);
    // The draft was saved before the refusal; the typed values stay.
    expect(field(/^Reward per completion/).value).toBe('20');
  });

  it('sends the same Idempotency-Key again when a publish got no answer, a new one after a refusal', async () => {
    const draft = partnerTask({ id: uuid(905) });
    api.on(partnerTasksEndpoints.create, () => ({ status: 201, body: draft }));
    api.on(partnerTasksEndpoints.replace, () => draft);
    api.once(partnerTasksEndpoints.publish, () => networkFailure());
    api.once(partnerTasksEndpoints.publish, () => problem(409, 'TASK_STATE_CONFLICT'));
    api.on(partnerTasksEndpoints.publish, () => ({ ...draft, status: 'in_review' as const }));
    const view = openCreate();
    await fillPictureTask();
    await publishAndConfirm();
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    await publishAndConfirm();
    expect(
      await screen.findByText('This task changed meanwhile: reload the page and try again.'),
    ).toBeTruthy();
    await publishAndConfirm();
    await waitFor(() => expect(view.location().pathname).toBe('/betogether/partners/dashboard-partners'));
    expect(
      await screen.findByText('Your task is in review: our team checks it before it goes live.'),
    ).toBeTruthy();
    const keys = api.calls(partnerTasksEndpoints.publish).map((call) => call.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // Saved once (POST), then rewritten before each later publish (PUT).
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1);
    expect(api.calls(partnerTasksEndpoints.replace)).toHaveLength(2);
  });
});
