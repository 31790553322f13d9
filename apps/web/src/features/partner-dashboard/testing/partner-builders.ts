import type {
  Analytics,
  PartnerOverview,
  TaskStats,
} from '@betogether/contracts/tasks/task-analytics.schemas';
import type { Submission } from '@betogether/contracts/tasks/task-reviews.schemas';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import { person, uuid } from '@/testing/builders';

/** A partner's task as the server answers it: a live paid picture task unless patched. */
export function partnerTask(n: number, patch: Partial<PartnerTask> = {}): PartnerTask {
  return {
    id: uuid(500 + n),
    kind: 'picture',
    free: false,
    status: 'live',
    title: `Task ${n}`,
    instructions: 'Look at the pictures.',
    rewardCoins: 10,
    completions: 100,
    completionsDone: 40,
    pendingReviews: 0,
    feePerCompletion: 1,
    budgetCoins: 1100,
    escrowCoins: 660,
    spentCoins: 440,
    secondsNeeded: 10,
    pictures: [],
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

function stats(patch: Partial<TaskStats> = {}): TaskStats {
  return {
    views: 0,
    starts: 0,
    completions: 0,
    quizPasses: 0,
    quizFails: 0,
    quizPassRate: null,
    averageWatchSeconds: null,
    coinsSpent: 0,
    costPerCompletion: null,
    fraudRefused: 0,
    ...patch,
  };
}

export function overview(patch: Partial<PartnerOverview> = {}): PartnerOverview {
  return {
    live: 3,
    inReview: 1,
    drafts: 2,
    pendingProofs: 4,
    escrowCoins: 12_500,
    balanceCoins: 5_000,
    last7Days: stats({ views: 1_234, completions: 321, coinsSpent: 3_531 }),
    ...patch,
  };
}

/** A proof waiting for review, by member `n`. */
export function submission(
  n: number,
  proof: Partial<Submission['proof']>,
  patch: Partial<Submission> = {},
): Submission {
  return {
    attemptId: uuid(700 + n),
    task: { id: uuid(503), title: 'Task 3', rewardCoins: 25 },
    member: person(n),
    status: 'pending',
    proof: { kind: 'text', photoUrl: null, link: null, text: null, ...proof },
    submittedAt: '2026-03-02T09:00:00.000Z',
    reviewedAt: null,
    reviewReason: null,
    ...patch,
  };
}

/** Analytics of a range with one task and a day per date given. */
export function analytics(
  from: string,
  to: string,
  days: string[],
  patch: Partial<Analytics> = {},
): Analytics {
  return {
    from,
    to,
    totals: stats({
      views: 1_500,
      starts: 900,
      completions: 600,
      quizPasses: 175,
      quizFails: 25,
      quizPassRate: 0.875,
      averageWatchSeconds: 125,
      coinsSpent: 6_600,
      costPerCompletion: 11,
      fraudRefused: 7,
    }),
    days: days.map((day, index) => ({
      ...stats({ views: 10 * (index + 1), completions: index, coinsSpent: 11 * index }),
      day,
    })),
    tasks: [
      {
        ...stats({ views: 1_500, starts: 900, completions: 600, coinsSpent: 6_600, costPerCompletion: 11 }),
        taskId: uuid(501),
        title: 'Spring launch',
        kind: 'video',
        status: 'live',
        free: false,
      },
    ],
    ...patch,
  };
}
