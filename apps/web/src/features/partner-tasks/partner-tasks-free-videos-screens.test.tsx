import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { TaskStats } from '@betogether/contracts/tasks/task-analytics.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { usersEndpoints } from '@betogether/contracts/users/users.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { viewsRange } from './api/get-task-views';
import { CreateTaskPage } from './create/create-task-page';
import { taskVariants } from './create/task-variant';
import { FreeVideosPage } from './free-videos/free-videos-page';
import { PartnerGate } from './partner-gate';
import { partner, partnerTask, taskSettings, videoMedia } from './testing/task-builders';

// `partners/video-task/free-videos`, and the partner gate in front of every partner screen (as the
// route files put it).

function PartnerFreeVideosRoute() {
  return (
    <PartnerGate>
      <FreeVideosPage />
    </PartnerGate>
  );
}

function CreatePictureTaskRoute() {
  return (
    <PartnerGate>
      <CreateTaskPage variant={taskVariants.picture} />
    </PartnerGate>
  );
}

const PATH = '/betogether/partners/video-task/free-videos';

const stats = (views: number): TaskStats => ({
  views,
  starts: 0,
  completions: 0,
  quizPasses: 0,
  quizFails: 0,
  quizPassRate: null,
  averageWatchSeconds: null,
  coinsSpent: 0,
  costPerCompletion: null,
  fraudRefused: 0,
});

function freeVideo(n: number, patch: Parameters<typeof partnerTask>[0] = {}) {
  return partnerTask({
    id: uuid(800 + n),
    kind: 'video',
    free: true,
    rewardCoins: 0,
    status: 'live',
    title: `Free video ${n}`,
    completions: 500,
    completionsDone: 12 * n,
    pictures: [],
    video: videoMedia({ id: uuid(850 + n) }),
    ...patch,
  });
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(partnerTasksEndpoints.analytics, ({ query }) => ({
    from: query.from ?? '',
    to: query.to ?? '',
    totals: stats(1234),
    days: [],
    tasks: [
      {
        ...stats(1234),
        taskId: freeVideo(1).id,
        title: 'Free video 1',
        kind: 'video' as const,
        status: 'live' as const,
        free: true,
      },
    ],
  }));
});

function open(language: 'en' | 'fr' = 'en') {
  return renderScreen(<PartnerFreeVideosRoute />, { route: PATH, session: partner(), language });
}

describe('the free videos page', () => {
  it('lists the partner’s free videos with their status, places taken and views, and loads more', async () => {
    api.on(partnerTasksEndpoints.list, ({ query }) =>
      query.cursor
        ? page([freeVideo(3, { status: 'draft' })])
        : page([freeVideo(1), freeVideo(2, { status: 'in_review' })], 'next'),
    );
    open();
    expect(screen.getByRole('status', { name: 'Loading your free videos' })).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'Free video 1' }));
    expect(first.getByText('Live')).toBeTruthy();
    expect(first.getByText('12 of 500 members')).toBeTruthy();
    expect(await first.findByText('1,234 views')).toBeTruthy();
    const second = within(screen.getByRole('article', { name: 'Free video 2' }));
    expect(second.getByText('In review')).toBeTruthy();
    expect(second.getByText('0 views')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.list)[0]?.query).toEqual({ kind: 'video', free: 'true' });
    expect(api.calls(partnerTasksEndpoints.analytics)[0]?.query).toEqual(viewsRange());
    expect(screen.getByRole('link', { name: 'New free video' }).getAttribute('href')).toBe(
      '/betogether/partners/video-task/create-free',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const draft = within(await screen.findByRole('article', { name: 'Free video 3' }));
    expect(api.calls(partnerTasksEndpoints.list)[1]?.query).toEqual({
      kind: 'video',
      free: 'true',
      cursor: 'next',
    });
    expect(draft.getByRole('link', { name: 'Continue editing' }).getAttribute('href')).toBe(
      `/betogether/partners/video-task/create-free?draft=${freeVideo(3).id}`,
    );
    expect(await screen.findByText('That is all your free videos.')).toBeTruthy();
  });

  it('says what to do when there is none yet', async () => {
    api.on(partnerTasksEndpoints.list, () => page([]));
    open();
    expect(await screen.findByText('No free videos yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New free video' }).getAttribute('href')).toBe(
      '/betogether/partners/video-task/create-free',
    );
  });

  it('says why the list could not load, and tries again', async () => {
    api.once(partnerTasksEndpoints.list, () => problem(503, 'SERVICE_UNAVAILABLE'));
    api.on(partnerTasksEndpoints.list, () => page([freeVideo(1)]));
    open();
    expect(await screen.findByText('Your free videos could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Free video 1' })).toBeTruthy();
  });

  it('speaks French', async () => {
    api.on(partnerTasksEndpoints.list, () => page([freeVideo(1)]));
    open('fr');
    expect(await screen.findByRole('heading', { name: 'Vidéos gratuites' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Free video 1' }));
    expect(card.getByText('En ligne')).toBeTruthy();
    expect(card.getByText('12 membres sur 500')).toBeTruthy();
    expect(await card.findByText(/^1\s234 vues$/)).toBeTruthy();
  });
});

describe('the partner gate', () => {
  it('offers a member the switch to partner, then opens the screen', async () => {
    const camille = member();
    api.on(usersEndpoints.changeRole, () => ({
      success: true as const,
      data: { user: { ...camille, role: 'partner' as const } },
    }));
    api.on(tasksEndpoints.settings, () => taskSettings());
    api.on(walletEndpoints.balance, () => ({ balance: 100 }));
    renderScreen(<CreatePictureTaskRoute />, {
      route: '/betogether/partners/picture-task/create',
      session: camille,
    });
    expect(screen.getByRole('heading', { name: 'Grow with BeTogether tasks' })).toBeTruthy();
    expect(api.calls(tasksEndpoints.settings)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Become a partner' }));
    expect(await screen.findByRole('heading', { name: 'New picture task' })).toBeTruthy();
    expect(api.calls(usersEndpoints.changeRole)[0]?.body).toEqual({ role: 'partner' });
    await waitFor(() => expect(screen.getByText('Your account is now a partner account.')).toBeTruthy());
  });

  it('speaks French to a member', () => {
    renderScreen(<PartnerFreeVideosRoute />, { route: PATH, session: member(), language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Développez-vous avec les tâches BeTogether' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Devenir partenaire' })).toBeTruthy();
  });
});
