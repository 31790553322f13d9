import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { PartnerTask, PartnerTaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import { member, uuid } from '@/testing/builders';

/** For the partner-tasks screens tests: a partner (the session's user of these screens). */
export const partner = () => member({ role: 'partner' });

/** The admins' settings: a 10 % fee, 5 coins at least, no review left unless patched. */
export function taskSettings(patch: Partial<PartnerTaskSettings> = {}): PartnerTaskSettings {
  return {
    feePercent: 10,
    minRewardCoins: 5,
    dailyCapCoins: 1000,
    approvalsRequired: 2,
    reviewedTasksLeft: 0,
    ...patch,
  };
}

/** A ready `task-picture` upload, numbered. */
export function pictureMedia(n: number, patch: Partial<MediaObject> = {}): MediaObject {
  const id = uuid(300 + n);
  return {
    id,
    purpose: 'task-picture',
    status: 'ready',
    failureReason: null,
    contentType: 'image/jpeg',
    size: 120_000,
    width: 1080,
    height: 1080,
    blurhash: null,
    url: `/files/pictures/${id}.webp`,
    variants: [],
    video: null,
    progress: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

/** A `task-video` upload, ready (with its poster) unless patched. */
export function videoMedia(patch: Partial<MediaObject> = {}): MediaObject {
  const id = patch.id ?? uuid(400);
  return {
    ...pictureMedia(0),
    id,
    purpose: 'task-video',
    contentType: 'video/mp4',
    size: 4_200_000,
    url: null,
    video: {
      durationSeconds: 30,
      posterUrl: `/files/videos/${id}-poster.jpg`,
      sources: [
        { label: '720p', width: 1280, height: 720, url: `/files/videos/${id}-720.mp4`, bytes: 3_000_000 },
      ],
      hlsUrl: null,
    },
    ...patch,
  };
}

/** An instant `days` from now, as the API writes it (dates must be ahead of the real clock). */
export function inDays(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

/** One of the partner's tasks as the server answers it: a paid picture draft unless patched. */
export function partnerTask(patch: Partial<PartnerTask> = {}): PartnerTask {
  return {
    id: uuid(900),
    kind: 'picture',
    free: false,
    status: 'draft',
    title: 'Discover our spring menu',
    instructions: '',
    rewardCoins: 20,
    completions: 50,
    completionsDone: 0,
    pendingReviews: 0,
    feePerCompletion: 0,
    budgetCoins: 0,
    escrowCoins: 0,
    spentCoins: 0,
    secondsNeeded: 10,
    pictures: [pictureMedia(1)],
    video: null,
    quiz: null,
    proofKind: null,
    reviewer: null,
    targeting: { countries: [], minAge: null, maxAge: null },
    startsAt: null,
    endsAt: inDays(20),
    createdAt: '2026-03-01T10:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    closingReason: null,
    openReports: 0,
    ...patch,
  };
}
