import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type {
  Attempt,
  AttemptHistoryItem,
  Beat,
  QuizSheet,
  TaskCard,
  TaskDashboard,
  TaskDetail,
} from '@betogether/contracts/tasks/task-play.schemas';
import { person, uuid } from '@/testing/builders';

const DAY = 86_400_000;

/** A ready task picture (public, with two variants). */
export function taskPicture(n: number, patch: Partial<MediaObject> = {}): MediaObject {
  return {
    id: uuid(300 + n),
    purpose: 'task-picture',
    status: 'ready',
    failureReason: null,
    contentType: 'image/webp',
    size: 200_000,
    width: 1600,
    height: 1200,
    blurhash: null,
    url: `/files/images/task-${n}-1600.webp`,
    variants: [
      { width: 640, height: 480, format: 'webp', url: `/files/images/task-${n}-640.webp`, bytes: 40_000 },
      { width: 1600, height: 1200, format: 'webp', url: `/files/images/task-${n}-1600.webp`, bytes: 200_000 },
    ],
    video: null,
    progress: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

/** A ready task video of `seconds`, with two MP4 renditions and a poster. */
export function taskVideo(n: number, seconds = 30): MediaObject {
  const id = uuid(350 + n);
  return {
    ...taskPicture(n, { id, purpose: 'task-video', contentType: 'video/mp4', url: null, variants: [] }),
    video: {
      durationSeconds: seconds,
      posterUrl: `/files/videos/${id}-poster.jpg`,
      sources: [
        { label: '720p', width: 1280, height: 720, url: `/files/videos/${id}-720.mp4`, bytes: 3_000_000 },
        { label: '360p', width: 640, height: 360, url: `/files/videos/${id}-360.mp4`, bytes: 900_000 },
      ],
      hlsUrl: null,
    },
  };
}

/** A live picture task in a list, numbered: 50 coins for 10 seconds, by Member 7. */
export function taskCard(n: number, patch: Partial<TaskCard> = {}): TaskCard {
  return {
    id: uuid(100 + n),
    kind: 'picture',
    free: false,
    title: `Task number ${n}`,
    partner: person(7, { displayName: 'Lumen Coffee' }),
    rewardCoins: 50,
    secondsNeeded: 10,
    cover: taskPicture(n),
    placesLeft: 12,
    endsAt: new Date(Date.now() + 3 * DAY + 60_000).toISOString(),
    publishedAt: '2026-03-01T10:00:00.000Z',
    proofKind: null,
    questionCount: null,
    ...patch,
  };
}

/** The member's attempt at task `n`, watching from zero unless patched. */
export function attempt(n: number, patch: Partial<Attempt> = {}): Attempt {
  return {
    id: uuid(200 + n),
    taskId: uuid(100 + n),
    status: 'watching',
    watchedSeconds: 0,
    secondsNeeded: 10,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    finishedAt: null,
    rewardCoins: 50,
    failure: null,
    reviewReason: null,
    quizScore: null,
    ...patch,
  };
}

/** A task opened by the member: its card, instructions, pictures, no attempt yet. */
export function taskDetail(n: number, patch: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...taskCard(n),
    instructions: 'Look at our new autumn menu.',
    pictures: [taskPicture(1), taskPicture(2), taskPicture(3)],
    video: null,
    passMark: null,
    attempt: null,
    ...patch,
  };
}

/** The n-th signed beat: `token-<n>`, every 5 seconds. */
export function beat(seq: number): Beat {
  return { seq, token: `token-${seq}`, everySeconds: 5 };
}

/** Three questions of a video's quiz (never which answer is right); two right answers pass. */
export function quizSheet(): QuizSheet {
  return {
    passMark: 2,
    questions: [
      { id: uuid(401), text: 'What colour is the cup?', answers: ['Red', 'Blue', 'Green'] },
      { id: uuid(402), text: 'Where does the coffee come from?', answers: ['Brazil', 'Kenya'] },
      { id: uuid(403), text: 'How much is the new latte?', answers: ['€2', '€3', '€4', '€5'] },
    ],
  };
}

/** A month of the dashboard: 120 coins today against a cap of 1,000; coins on two days. */
export function dashboard(patch: Partial<TaskDashboard> = {}): TaskDashboard {
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-04-${String(i + 1).padStart(2, '0')}`,
    coins: i === 28 ? 300 : i === 29 ? 120 : 0,
    done: i === 28 ? 4 : i === 29 ? 2 : 0,
  }));
  return {
    done: 14,
    pending: 2,
    refused: 1,
    earnedCoins: 2_450,
    todayCoins: 120,
    dailyCapCoins: 1_000,
    days,
    ...patch,
  };
}

/** A line of the member's history. */
export function historyItem(
  n: number,
  patch: Partial<Attempt> = {},
  task: Partial<AttemptHistoryItem['task']> = {},
) {
  return {
    attempt: attempt(n, {
      status: 'completed',
      finishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      ...patch,
    }),
    task: { id: uuid(100 + n), kind: 'picture' as const, title: `Task number ${n}`, free: false, ...task },
  } satisfies AttemptHistoryItem;
}
