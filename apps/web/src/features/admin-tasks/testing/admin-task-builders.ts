import type { ReviewItem, ReviewQueuePage } from '@betogether/contracts/tasks/task-reviews.schemas';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import { person, uuid } from '@/testing/builders';

type Counts = ReviewQueuePage['counts'];

/** A partner's first task waiting for approval: a paid picture task with one picture. */
export function approval(n: number, patch: Partial<PartnerTask> = {}): ReviewItem {
  return {
    queue: 'approvals',
    partner: person(50 + n, { displayName: `Partner ${n}` }),
    task: pendingTask(n, patch),
  };
}

/** The task of `approval(n)`, as the decisions answer it. */
export function pendingTask(n: number, patch: Partial<PartnerTask> = {}): PartnerTask {
  return {
    id: uuid(800 + n),
    kind: 'picture',
    free: false,
    status: 'in_review',
    title: `Task ${n}`,
    instructions: 'Look at our new shop.',
    rewardCoins: 20,
    completions: 50,
    completionsDone: 0,
    pendingReviews: 0,
    feePerCompletion: 2,
    budgetCoins: 1_100,
    escrowCoins: 1_100,
    spentCoins: 0,
    secondsNeeded: 10,
    pictures: [
      {
        id: uuid(900 + n),
        purpose: 'task-picture',
        status: 'ready',
        failureReason: null,
        contentType: 'image/webp',
        size: 1000,
        width: 800,
        height: 600,
        blurhash: null,
        url: `https://files.example.test/task-${n}.webp`,
        variants: [],
        video: null,
        progress: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    video: null,
    quiz: null,
    proofKind: null,
    reviewer: null,
    targeting: { countries: [], minAge: null, maxAge: null },
    startsAt: null,
    endsAt: '2099-06-30T18:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    publishedAt: '2026-03-01T11:00:00.000Z',
    closedAt: null,
    closingReason: null,
    openReports: 0,
    ...patch,
  };
}

/** A proof left to admins, by member `n`. */
export function proof(n: number, photoUrl: string | null = null): ReviewItem {
  return {
    queue: 'proofs',
    submission: {
      attemptId: uuid(700 + n),
      task: { id: uuid(801), title: 'Visit our shop', rewardCoins: 30 },
      member: person(n),
      status: 'pending',
      proof: photoUrl
        ? { kind: 'photo', photoUrl, link: null, text: null }
        : { kind: 'text', photoUrl: null, link: null, text: `Proof text ${n}` },
      submittedAt: '2026-03-02T09:00:00.000Z',
      reviewedAt: null,
      reviewReason: null,
    },
  };
}

/** A member's report of a task. */
export function report(n: number): ReviewItem {
  return {
    queue: 'reports',
    report: {
      id: uuid(600 + n),
      task: { id: uuid(800 + n), title: `Reported task ${n}`, kind: 'video' },
      reporter: person(n),
      reason: 'misleading',
      details: 'The video does not match the title.',
      createdAt: '2026-03-03T09:00:00.000Z',
    },
  };
}

export function queuePage(items: ReviewItem[], counts: Partial<Counts> = {}): ReviewQueuePage {
  return { items, nextCursor: null, counts: { approvals: 0, proofs: 0, reports: 0, ...counts } };
}
