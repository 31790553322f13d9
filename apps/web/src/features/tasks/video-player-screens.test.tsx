import type { Attempt } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { VideoTaskPage } from './player/video-task-page';
import { fakeClock, untilCalls } from './testing/fake-clock';
import { fakeVideos } from './testing/fake-video';
import { pageVisibility } from './testing/page-visibility';
import { attempt, beat, quizSheet, taskDetail, taskVideo } from './testing/task-builders';

// users/videos-task/show-video/:id: watch the whole video (no skipping ahead), then the quiz.

let api: FakeApi;
let counted: number;
let videos: ReturnType<typeof fakeVideos>;

const watching = (patch: Partial<Attempt> = {}) =>
  attempt(1, { watchedSeconds: counted, secondsNeeded: 30, ...patch });

beforeEach(() => {
  api = fakeApi();
  counted = 0;
  fakeClock();
  videos = fakeVideos();
  api.on(tasksEndpoints.get, () =>
    taskDetail(1, {
      kind: 'video',
      secondsNeeded: 30,
      pictures: [],
      video: taskVideo(1, 30),
      questionCount: 3,
    }),
  );
  api.on(tasksEndpoints.start, () => ({ status: 201, body: { attempt: watching(), beat: beat(0) } }));
  api.on(tasksEndpoints.heartbeat, ({ body }) => {
    counted = Math.min(30, body.position ?? 0);
    return { attempt: watching(), beat: beat(body.seq + 1) };
  });
});

const open = () =>
  renderScreen(<VideoTaskPage taskId={uuid(101)} />, {
    route: `/betogether/users/videos-task/show-video/${uuid(101)}`,
    path: '/betogether/users/videos-task/show-video/:id',
  });

const videoElement = () => document.querySelector('video') as HTMLVideoElement;

async function play() {
  expect(await screen.findByText('Watch the whole video (30 sec), then answer 3 questions.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(videos.isPlaying(videoElement())).toBe(true));
}

describe('a video task', () => {
  it('plays the video, sends its position with each beat, and goes to the quiz when it ends', async () => {
    api.on(tasksEndpoints.finish, ({ body }) => ({
      attempt: watching({ status: 'quiz', watchedSeconds: body.position ?? 0 }),
      reward: null,
      quiz: quizSheet(),
    }));
    const view = open();
    await play();
    expect(videoElement().getAttribute('src')).toBe(`/files/videos/${uuid(351)}-720.mp4`);
    act(() => videos.playTo(videoElement(), 4));
    await untilCalls(api, tasksEndpoints.heartbeat, 1);
    expect(api.calls(tasksEndpoints.heartbeat)[0]?.body).toEqual({
      seq: 0,
      token: 'token-0',
      visible: true,
      position: 4,
    });

    act(() => videos.playTo(videoElement(), 30));
    await untilCalls(api, tasksEndpoints.heartbeat, 2);
    act(() => videos.end(videoElement()));
    await waitFor(() => expect(view.location().pathname).toBe('/betogether/users/videos-task/quizzes'));
    expect(view.location().search).toBe(`?attempt=${uuid(201)}`);
    const [finish] = api.calls(tasksEndpoints.finish);
    expect(finish?.body).toEqual({ seq: 2, token: 'token-2', visible: true, position: 30 });
    expect(finish?.headers['idempotency-key']).toBeTruthy();
    // The questions came with the finish: the quiz page will not ask for them again.
    expect(view.queryClient.getQueryData(['tasks', 'quiz', uuid(201)])).toEqual(quizSheet());
  });

  it('never skips ahead and never speeds up, but goes back', async () => {
    open();
    await play();
    const video = videoElement();
    act(() => videos.playTo(video, 8));
    video.currentTime = 25;
    fireEvent(video, new Event('seeking'));
    expect(video.currentTime).toBe(8);
    fireEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(video.currentTime).toBe(0);
    video.playbackRate = 2;
    fireEvent(video, new Event('ratechange'));
    expect(video.playbackRate).toBe(1);
  });

  it('resumes an attempt where the counted time stands, once the video can seek', async () => {
    counted = 12;
    api.on(tasksEndpoints.get, () =>
      taskDetail(1, {
        kind: 'video',
        secondsNeeded: 30,
        pictures: [],
        video: taskVideo(1, 30),
        questionCount: 3,
        attempt: watching(),
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(videos.isPlaying(videoElement())).toBe(true));
    expect(videoElement().currentTime).toBe(0);
    fireEvent(videoElement(), new Event('loadedmetadata'));
    expect(videoElement().currentTime).toBe(12);
  });

  it('pauses when the page is hidden and says why', async () => {
    const visibility = pageVisibility();
    open();
    await play();
    act(() => visibility.hide());
    await waitFor(() => expect(videos.isPlaying(videoElement())).toBe(false));
    expect(screen.getByText(/Paused: this page is hidden/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('completes a free video without a quiz at once', async () => {
    api.on(tasksEndpoints.get, () =>
      taskDetail(1, {
        kind: 'video',
        free: true,
        rewardCoins: 0,
        secondsNeeded: 30,
        pictures: [],
        video: taskVideo(1, 30),
        questionCount: null,
      }),
    );
    api.on(tasksEndpoints.finish, () => ({
      attempt: watching({ status: 'completed', rewardCoins: 0, finishedAt: new Date().toISOString() }),
      reward: null,
      quiz: null,
    }));
    open();
    expect(
      await screen.findByText('Watch the whole video (30 sec). Time counts only while it plays on screen.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(videos.isPlaying(videoElement())).toBe(true));
    act(() => videos.playTo(videoElement(), 30));
    await untilCalls(api, tasksEndpoints.heartbeat, 1);
    act(() => videos.end(videoElement()));
    expect(await screen.findByRole('dialog', { name: 'Done!' })).toBeTruthy();
    expect(screen.getByText('Thank you for taking part.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More video tasks' }).getAttribute('href')).toBe(
      '/betogether/users/videos-task',
    );
  });

  it('offers the quiz of an attempt already watched instead of the video', async () => {
    api.on(tasksEndpoints.get, () =>
      taskDetail(1, { kind: 'video', video: taskVideo(1, 30), attempt: attempt(1, { status: 'quiz' }) }),
    );
    open();
    expect((await screen.findByRole('link', { name: 'Answer the quiz' })).getAttribute('href')).toBe(
      `/betogether/users/videos-task/quizzes?attempt=${uuid(201)}`,
    );
    expect(document.querySelector('video')).toBeNull();
  });
});
