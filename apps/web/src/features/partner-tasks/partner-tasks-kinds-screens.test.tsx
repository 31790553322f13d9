import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { CreateTaskPage } from './create/create-task-page';
import { type TaskVariant, taskVariants } from './create/task-variant';
import { partner, partnerTask, pictureMedia, taskSettings, videoMedia } from './testing/task-builders';

// The video (with its quiz), free and special create screens.

const limits = {
  available: true,
  reason: null,
  maxSeconds: 180,
  maxBytes: 200 * 1024 * 1024,
  storyMaxSeconds: 60,
};
const processing = videoMedia({ id: uuid(401), status: 'processing', video: null, progress: 0.1 });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(tasksEndpoints.settings, () => taskSettings());
  api.on(mediaEndpoints.videoLimits, () => limits);
  api.on(mediaEndpoints.uploadWhole, ({ query }) =>
    query.purpose === 'task-video'
      ? { status: 201, body: processing }
      : { status: 201, body: pictureMedia(1) },
  );
  api.once(mediaEndpoints.media, () => ({ ...processing, progress: 0.6 }));
  api.on(mediaEndpoints.media, () => videoMedia({ id: processing.id }));
  api.on(partnerTasksEndpoints.create, ({ body }) => ({
    status: 201,
    body: partnerTask({ id: uuid(950), kind: body.kind, free: body.free ?? false }),
  }));
  Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function open(
  variant: TaskVariant,
  route = '/betogether/partners/video-task/create',
  language: 'en' | 'fr' = 'en',
) {
  return renderScreen(<CreateTaskPage variant={variant} />, { route, session: partner(), language });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const savedBody = async () => {
  await waitFor(() => expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(1));
  return api.calls(partnerTasksEndpoints.create)[0]?.body;
};

async function uploadVideo() {
  const input = await screen.findByTestId('video-input');
  fireEvent.change(input, { target: { files: [new File(['mp4'], 'promo.mp4', { type: 'video/mp4' })] } });
  const bar = await screen.findByRole('progressbar', { name: 'Preparing the video' });
  await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
  expect(screen.getByText('Preparing your video: 60%')).toBeTruthy();
  expect(await screen.findByText('Your video is ready.', undefined, { timeout: 5000 })).toBeTruthy();
}

describe('a paid video task', () => {
  it('uploads the video, builds the quiz with its rules, and saves the exact body', async () => {
    api.on(walletEndpoints.balance, () => ({ balance: 5_000 }));
    open(taskVariants.video);
    await screen.findByRole('heading', { name: 'New video task' });
    await uploadVideo();
    expect(api.calls(mediaEndpoints.uploadWhole)[0]?.query).toEqual({
      purpose: 'task-video',
      fileName: 'promo.mp4',
    });
    type(/^Title/, 'Watch our new ad');
    type(/^Reward per completion/, '10');
    type(/^Number of completions/, '100');

    type('Question 1', 'What colour is our logo?');
    type('Answer 1', 'Red');
    type('Answer 2', 'Blue');
    click('Add an answer');
    type('Answer 3', 'Green');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 2 is the right one' }));

    type('Questions per member', '2');
    expect(screen.getByText('Your pool has only 1 question.')).toBeTruthy();
    click('Add a question');
    const second = within(
      screen
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith('Question 2')) as HTMLElement,
    );
    fireEvent.change(second.getByRole('textbox', { name: 'Question 2' }), {
      target: { value: 'Where is the shop?' },
    });
    fireEvent.change(second.getByRole('textbox', { name: 'Answer 1' }), { target: { value: 'Paris' } });
    fireEvent.change(second.getByRole('textbox', { name: 'Answer 2' }), { target: { value: 'Lyon' } });
    expect(screen.queryByText('Your pool has only 1 question.')).toBeNull();
    type('Right answers to pass', '3');
    expect(screen.getByText('At most 2: the number of questions drawn.')).toBeTruthy();
    type('Right answers to pass', '2');

    click('Save draft');
    expect(await savedBody()).toEqual({
      kind: 'video',
      title: 'Watch our new ad',
      instructions: '',
      free: false,
      rewardCoins: 10,
      completions: 100,
      targeting: { countries: [], minAge: null, maxAge: null },
      startsAt: null,
      endsAt: expect.any(String),
      videoId: processing.id,
      quiz: {
        questions: [
          { text: 'What colour is our logo?', answers: ['Red', 'Blue', 'Green'], correctIndex: 1 },
          { text: 'Where is the shop?', answers: ['Paris', 'Lyon'], correctIndex: 0 },
        ],
        drawCount: 2,
        passMark: 2,
      },
    });
  });

  it('asks for the quiz’s answers before saving', async () => {
    api.on(walletEndpoints.balance, () => ({ balance: 5_000 }));
    open(taskVariants.video);
    await screen.findByRole('heading', { name: 'New video task' });
    click('Save draft');
    expect(await screen.findByText('Add the video members watch.')).toBeTruthy();
    expect(screen.getByText('Write the question.')).toBeTruthy();
    expect(screen.getAllByText('Write this answer, or remove it.')).toHaveLength(2);
    expect(api.calls(partnerTasksEndpoints.create)).toHaveLength(0);
  });
});

describe('the free versions', () => {
  it('a free video: no reward to set, the quiz optional, sent with free: true and rewardCoins: 0', async () => {
    open(taskVariants.freeVideo, '/betogether/partners/video-task/create-free');
    await screen.findByRole('heading', { name: 'New free video' });
    expect(
      screen.getByText(
        'Free — no reward, for visibility. Members do it to discover you; nothing is taken from your coins.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Reward per completion/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Question 1' })).toBeNull();
    await uploadVideo();
    type(/^Title/, 'Our story');
    type(/^How many members can do it/, '500');
    expect(
      within(screen.getByTestId('task-summary')).getByText('Nothing is set aside from your coins.'),
    ).toBeTruthy();
    click('Save draft');
    expect(await savedBody()).toMatchObject({
      kind: 'video',
      free: true,
      rewardCoins: 0,
      completions: 500,
      quiz: null,
    });
    // A free task needs no coins: the balance is never asked.
    expect(api.calls(walletEndpoints.balance)).toHaveLength(0);
  });

  it('a free picture task says publishing sets no coins aside', async () => {
    open(taskVariants.freePicture, '/betogether/partners/picture-task/free-create');
    await screen.findByRole('heading', { name: 'New free picture task' });
    fireEvent.change(screen.getByTestId('picture-input'), {
      target: { files: [new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByRole('img', { name: 'Picture 1' });
    type(/^Title/, 'Our shop front');
    type(/^How many members can do it/, '20');
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading picture 1' })).toBeNull(),
    );
    click('Publish');
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this task?' }));
    expect(dialog.getByText('This free task sets no coins aside.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    click('Save draft');
    expect(await savedBody()).toMatchObject({
      kind: 'picture',
      free: true,
      rewardCoins: 0,
      pictureIds: [pictureMedia(1).id],
    });
  });
});

describe('a special task', () => {
  it('sends the proof asked and who reviews it', async () => {
    api.on(walletEndpoints.balance, () => ({ balance: 5_000 }));
    open(taskVariants.special, '/betogether/partners/special-task/create');
    await screen.findByRole('heading', { name: 'New special task' });
    type(/^Title/, 'Review our shop');
    type('Instructions', 'Write a review on our page and paste its link.');
    type(/^Reward per completion/, '50');
    type(/^Number of completions/, '10');
    fireEvent.click(screen.getByRole('radio', { name: /^A link/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'The BeTogether team' }));
    click('Save draft');
    expect(await savedBody()).toEqual({
      kind: 'special',
      title: 'Review our shop',
      instructions: 'Write a review on our page and paste its link.',
      free: false,
      rewardCoins: 50,
      completions: 10,
      targeting: { countries: [], minAge: null, maxAge: null },
      startsAt: null,
      endsAt: expect.any(String),
      proofKind: 'link',
      reviewer: 'admin',
    });
  });
});

describe('drafts and languages', () => {
  it('sends a draft opened on another kind’s screen to its own screen', async () => {
    const draft = partnerTask({
      id: uuid(960),
      kind: 'video',
      free: true,
      pictures: [],
      video: videoMedia(),
    });
    api.on(partnerTasksEndpoints.get, () => draft);
    const view = open(taskVariants.picture, `/betogether/partners/picture-task/create?draft=${draft.id}`);
    await waitFor(() => expect(view.location().pathname).toBe('/betogether/partners/video-task/create-free'));
    expect(view.location().search).toBe(`?draft=${draft.id}`);
  });

  it('says a published task is no draft any more', async () => {
    api.on(partnerTasksEndpoints.get, () => partnerTask({ status: 'live' }));
    open(taskVariants.picture, `/betogether/partners/picture-task/create?draft=${partnerTask().id}`);
    expect(await screen.findByText(/^This task is already published/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partner dashboard' }).getAttribute('href')).toBe(
      '/betogether/partners/dashboard-partners',
    );
  });

  it('speaks French', async () => {
    api.on(walletEndpoints.balance, () => ({ balance: 5_000 }));
    open(taskVariants.video, '/betogether/partners/video-task/create', 'fr');
    expect(await screen.findByRole('heading', { name: 'Nouvelle tâche vidéo' })).toBeTruthy();
    type(/^Récompense par réalisation/, '2');
    expect(screen.getByText('La récompense est d’au moins 5 pièces.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeTruthy();
  });
});
