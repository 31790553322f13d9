import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { taskVariants } from './create/task-variant';
import {
  button,
  field,
  fillPictureTask,
  inLocal,
  openCreate,
  PICTURE_PATH,
  stubObjectUrls,
  summary,
  type,
} from './testing/create-screen';
import { partnerTask, pictureMedia, taskSettings } from './testing/task-builders';

// The picture create screen: rules as you type, the budget, the pictures, save (POST then PUT).

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

describe('the picture task form', () => {
  it('checks the fields as the partner types, with the messages next to them', async () => {
    openCreate();
    await screen.findByRole('heading', { name: 'New picture task' });
    type(/^Title/, 'ab');
    expect(screen.getByText('The title needs at least 3 characters.')).toBeTruthy();
    type(/^Title/, 'Spring menu');
    expect(screen.queryByText('The title needs at least 3 characters.')).toBeNull();
    expect(screen.getByText('11 / 120')).toBeTruthy();

    type(/^Reward per completion/, '3');
    expect(screen.getByText('The reward is at least 5 coins.')).toBeTruthy();
    expect(field(/^Reward per completion/).value).toBe('3');

    fireEvent.click(screen.getByRole('radio', { name: 'At a date' }));
    fireEvent.change(screen.getByLabelText(/^Starts on/), { target: { value: inLocal(10) } });
    fireEvent.change(screen.getByLabelText(/^Ends on/), { target: { value: inLocal(5) } });
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();

    type(/^Youngest age/, '40');
    type(/^Oldest age/, '30');
    expect(screen.getByText('The oldest age is at least the youngest one.')).toBeTruthy();

    // Saving shows every problem left, and sends nothing.
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('Add at least one picture.')).toBeTruthy();
    expect(screen.getByText('Say how many members can do it.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(0);
  });

  it('shows the budget with the fee, the balance after, and what is missing with the store', async () => {
    api.on(tasksEndpoints.settings, () => taskSettings({ feePercent: 15, reviewedTasksLeft: 2 }));
    api.on(walletEndpoints.balance, () => ({ balance: 900 }));
    openCreate();
    await screen.findByRole('heading', { name: 'New picture task' });
    type(/^Reward per completion/, '25');
    type(/^Number of completions/, '40');
    // 25 × 40 = 1,000 in rewards; a fee of 15 % of 25 = 3.75, rounded up to 4, × 40 = 160.
    expect(summary().getByText('25 × 40 completions')).toBeTruthy();
    expect(summary().getByText('1,000 coins')).toBeTruthy();
    expect(summary().getByText('Platform fee (15%)')).toBeTruthy();
    expect(summary().getByText('4 × 40 completions')).toBeTruthy();
    expect(summary().getByText('160 coins')).toBeTruthy();
    expect(summary().getByText('1,160 coins')).toBeTruthy();
    expect(await summary().findByText('900 coins')).toBeTruthy();
    expect(summary().getByText('-260 coins')).toBeTruthy();
    expect(summary().getByText('You need 260 more coins to publish this task.')).toBeTruthy();
    expect(summary().getByRole('link', { name: 'Buy gold coins' }).getAttribute('href')).toBe(
      '/betogether/users/jackpot/gold-coin-store',
    );
    expect(summary().getByText('Your first tasks are reviewed by our team before going live.')).toBeTruthy();
  });

  it('saves a draft with the exact body, then rewrites it with PUT', async () => {
    const saved = partnerTask({ id: uuid(901) });
    api.on(partnerTasksEndpoints.create, () => ({ status: 201, body: saved }));
    api.on(partnerTasksEndpoints.replace, () => saved);
    const view = openCreate();
    await fillPictureTask();
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a country' }), { target: { value: 'Fran' } });
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    expect(screen.getByRole('button', { name: 'Remove France' })).toBeTruthy();
    type(/^Youngest age/, '18');
    fireEvent.click(button('Save draft'));

    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.create)[0]?.body).toEqual({
      kind: 'picture',
      title: 'Discover our spring menu',
      instructions: 'Look at each dish.',
      free: false,
      rewardCoins: 20,
      completions: 50,
      targeting: { countries: ['FR'], minAge: 18, maxAge: null },
      startsAt: null,
      endsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      pictureIds: [pictureMedia(1).id],
      viewSeconds: 15,
    });
    expect(view.location().search).toBe(`?draft=${saved.id}`);
    expect(
      screen.getByText('You are editing a draft: nothing is set aside until you publish it.'),
    ).toBeTruthy();

    type(/^Reward per completion/, '25');
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.replace)).toHaveLength(1));
    const [put] = api.calls(partnerTasksEndpoints.replace);
    expect(put?.params).toEqual({ taskId: saved.id });
    expect(put?.body).toMatchObject({ kind: 'picture', rewardCoins: 25 });
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1);
  });

  it('takes dropped pictures, refuses what is not one, and keeps the order the partner sets', async () => {
    let uploads = 0;
    api.on(mediaEndpoints.uploadWhole, () => {
      uploads += 1;
      return { status: 201, body: pictureMedia(uploads) };
    });
    api.on(partnerTasksEndpoints.create, () => ({ status: 201, body: partnerTask() }));
    openCreate();
    await screen.findByRole('heading', { name: 'New picture task' });
    const files = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['pdf'], 'menu.pdf', { type: 'application/pdf' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
      new File(['c'], 'c.webp', { type: 'image/webp' }),
    ];
    fireEvent.drop(screen.getByTestId('picture-drop-zone'), { dataTransfer: { files } });
    expect(
      screen.getByText('1 file was not added: up to 10 pictures, JPEG, PNG, WebP or GIF, 30 MB each.'),
    ).toBeTruthy();
    expect(await screen.findByText('Pictures (3 of 10)')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(api.calls(mediaEndpoints.uploadWhole).map((call) => call.query.purpose)).toEqual([
      'task-picture',
      'task-picture',
      'task-picture',
    ]);
    fireEvent.click(button('Move picture 3 back'));
    fireEvent.click(button('Remove picture 1'));
    expect(screen.getByText('Pictures (2 of 10)')).toBeTruthy();
    type(/^Title/, 'Our dishes');
    type(/^Reward per completion/, '20');
    type(/^Number of completions/, '50');
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1));
    expect(api.calls(partnerTasksEndpoints.create)[0]?.body).toMatchObject({
      pictureIds: [pictureMedia(3).id, pictureMedia(2).id],
    });
  });

  it('puts the server’s field errors next to their fields', async () => {
    api.on(partnerTasksEndpoints.create, () =>
      problem(422, 'VALIDATION_FAILED', {
        errors: [{ field: 'rewardCoins', message: 'The reward is below the minimum of 30', code: 'custom' }],
      }),
    );
    openCreate();
    await fillPictureTask();
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('The reward is below the minimum of 30')).toBeTruthy();
    expect(screen.getByText('Some fields are not right: see the messages next to them.')).toBeTruthy();
    type(/^Reward per completion/, '30');
    expect(screen.queryByText('The reward is below the minimum of 30')).toBeNull();
  });

  it('loads a draft, shows it as written, and saves it with PUT', async () => {
    const draft = partnerTask({
      id: uuid(904),
      title: 'Old title',
      rewardCoins: 12,
      completions: 30,
      pictures: [pictureMedia(1), pictureMedia(2)],
      targeting: { countries: ['BE'], minAge: 21, maxAge: null },
    });
    api.on(partnerTasksEndpoints.get, () => draft);
    api.on(partnerTasksEndpoints.replace, ({ body }) => ({ ...draft, title: body.title }));
    openCreate(taskVariants.picture, `${PICTURE_PATH}?draft=${draft.id}`);
    expect(await screen.findByDisplayValue('Old title')).toBeTruthy();
    expect(field(/^Reward per completion/).value).toBe('12');
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Belgium' })).toBeTruthy();
    type(/^Title/, 'New title');
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.get)[0]?.params).toEqual({ taskId: draft.id });
    expect(api.calls(partnerTasksEndpoints.replace)[0]?.body).toMatchObject({
      title: 'New title',
      rewardCoins: 12,
      completions: 30,
      pictureIds: [pictureMedia(1).id, pictureMedia(2).id],
      targeting: { countries: ['BE'], minAge: 21, maxAge: null },
      endsAt: draft.endsAt,
    });
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(0);
  });

  it('says when the settings could not load, and tries again', async () => {
    api.once(tasksEndpoints.settings, () => problem(503, 'SERVICE_UNAVAILABLE'));
    openCreate();
    expect(await screen.findByText('The task form could not be loaded')).toBeTruthy();
    fireEvent.click(button('Try again'));
    expect(await screen.findByRole('heading', { name: 'New picture task' })).toBeTruthy();
  });
});
