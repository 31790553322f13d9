import { tasksErrors } from '@betogether/contracts/tasks/tasks.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import { createTaskAnalytics } from './task-analytics.service';
import { createTaskBrowse } from './task-browse.service';
import type { TaskMedia } from './task-input';
import { createTaskLifecycle } from './task-lifecycle.service';
import { createTaskMoney, type TaskWallet } from './task-money';
import { createPayout } from './task-payout';
import { createTaskPlay } from './task-play.service';
import { createTaskReviews } from './task-reviews.service';
import { partnerTaskRoutes, taskAdminRoutes, taskRoutes } from './tasks.routes';
import './tasks.queues';

/**
 * Tasks and rewards: partners' picture, video-with-quiz and special tasks with their budget in
 * escrow, members doing them (the server keeps the clock and scores the quizzes), proofs, reviews,
 * the admins' queue and settings, and partners' analytics from daily rollups.
 */
export function createTasksModule(platform: Platform, ports: { wallet: TaskWallet; media: TaskMedia }) {
  const { db, clock, events } = platform;
  const money = createTaskMoney(ports.wallet);
  const lifecycle = createTaskLifecycle({ db, clock, media: ports.media, money });
  const payout = createPayout({ clock, money, events, lifecycle });
  const browse = createTaskBrowse({ db, clock });
  const services = {
    browse,
    lifecycle,
    play: createTaskPlay({ db, clock, media: ports.media, payout, browse }),
    reviews: createTaskReviews({ db, clock, payout, money, lifecycle, events }),
    analytics: createTaskAnalytics({ db, clock, wallet: ports.wallet }),
  };
  return defineModule({
    name: 'tasks',
    errors: tasksErrors,
    routes: [taskRoutes(services), partnerTaskRoutes(services), taskAdminRoutes(services)],
    queues: [
      defineQueue({
        name: 'tasks.schedule',
        everyMinutes: 1,
        handle: async () => {
          await lifecycle.runSchedule();
        },
      }),
    ],
    /** For tests and scripts: the schedule run by hand. */
    lifecycle,
  });
}
