import { adminEndpoints } from '@betogether/contracts/admin/admin.endpoints';
import { mediaAdminEndpoints, mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { systemAdminEndpoints } from '@betogether/contracts/system/system.endpoints';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AdminOverviewPage } from './overview-page';

const MB = 1024 * 1024;
const limits = { available: true, reason: null, maxSeconds: 180, maxBytes: 200 * MB, storyMaxSeconds: 60 };
const figures = {
  members: 10,
  partners: 1,
  admins: 1,
  unverified: 2,
  signupsLast7Days: 3,
  activeSessions: 4,
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(adminEndpoints.overview, () => ({ status: 200, body: figures }));
  api.on(mediaEndpoints.videoLimits, () => ({ status: 200, body: limits }));
  api.on(systemAdminEndpoints.jobs, () => ({
    status: 200,
    body: {
      engine: 'pg-boss' as const,
      queues: [
        { name: 'media.transcode-video', waiting: 2, active: 1, failed: 1 },
        { name: 'media.cleanup', waiting: 0, active: 0, failed: 0 },
      ],
      failures: [
        {
          queue: 'media.transcode-video',
          id: 'j1',
          error: 'ffmpeg exited with code 1',
          attempts: 3,
          failedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
  }));
});

describe('admin overview: videos and background jobs', () => {
  it('changes the video limits, refusing numbers out of range with the allowed range', async () => {
    api.on(mediaAdminEndpoints.setVideoLimits, ({ body }) => ({ status: 200, body: { ...limits, ...body } }));
    renderScreen(<AdminOverviewPage />, { route: '/admin_betogether', session: admin() });
    const videos = within(await screen.findByRole('region', { name: 'Videos' }));
    expect(await videos.findByText(/ffmpeg is installed/)).toBeTruthy();
    const story = videos.getByLabelText('Longest story video (seconds)');
    fireEvent.change(story, { target: { value: '90' } });
    fireEvent.click(videos.getByRole('button', { name: 'Save limits' }));
    expect(await videos.findByText('A whole number from 5 to 60')).toBeTruthy();
    expect(api.calls(mediaAdminEndpoints.setVideoLimits)).toHaveLength(0);

    fireEvent.change(story, { target: { value: '30' } });
    fireEvent.change(videos.getByLabelText('Largest video (MB)'), { target: { value: '100' } });
    fireEvent.click(videos.getByRole('button', { name: 'Save limits' }));
    expect(await videos.findByText('The new limits apply to the next uploads.')).toBeTruthy();
    expect(api.calls(mediaAdminEndpoints.setVideoLimits)[0]?.body).toEqual({
      maxSeconds: 180,
      maxBytes: 100 * MB,
      storyMaxSeconds: 30,
    });
  });

  it('says when the server cannot take videos', async () => {
    api.on(mediaEndpoints.videoLimits, () => ({
      status: 200,
      body: { ...limits, available: false, reason: 'Videos cannot be uploaded on this server right now' },
    }));
    renderScreen(<AdminOverviewPage />, { route: '/admin_betogether', session: admin() });
    expect(await screen.findByText(/ffmpeg is missing on the server/)).toBeTruthy();
  });

  it('shows each queue’s jobs and the latest failures with their error', async () => {
    renderScreen(<AdminOverviewPage />, { route: '/admin_betogether', session: admin() });
    const jobs = within(await screen.findByRole('region', { name: 'Background jobs' }));
    const row = (await jobs.findByText('media.transcode-video', { selector: 'td' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['media.transcode-video', '2', '1', '1']);
    expect(jobs.getByText('ffmpeg exited with code 1')).toBeTruthy();
    expect(jobs.getByText(/3 attempts/)).toBeTruthy();
  });
});
