import { partnerTasksEndpoints as p } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { taskAdminEndpoints as a } from '@betogether/contracts/tasks/task-admin.endpoints';
import { tasksEndpoints as e } from '@betogether/contracts/tasks/tasks.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { TaskAnalytics } from './task-analytics.service';
import type { TaskBrowse } from './task-browse.service';
import type { TaskLifecycle } from './task-lifecycle.service';
import type { TaskPlay } from './task-play.service';
import type { TaskReviews } from './task-reviews.service';

const answerNothing = () => undefined;

export type TaskServices = {
  browse: TaskBrowse;
  play: TaskPlay;
  lifecycle: TaskLifecycle;
  reviews: TaskReviews;
  analytics: TaskAnalytics;
};

/** Members: lists, one task, doing it, their dashboard. */
export function taskRoutes({ browse, play }: TaskServices): Routes {
  return (route) => {
    route(e.list, ({ principal, query }) => browse.list(principal.userId, query));
    route(e.settings, ({ principal }) => browse.settings(principal.userId));
    route(e.dashboard, ({ principal, query }) => browse.dashboard(principal.userId, query));
    route(e.history, ({ principal, query }) => browse.history(principal.userId, query));
    route(e.get, ({ principal, params }) => browse.get(principal.userId, params.taskId));
    route(e.report, ({ principal, params, body }) =>
      browse.report(principal.userId, params.taskId, body).then(answerNothing),
    );
    route(e.start, ({ principal, params }) => play.start(principal.userId, params.taskId));
    route(e.heartbeat, ({ principal, params, body }) =>
      play.heartbeat(principal.userId, params.attemptId, body),
    );
    route(e.finish, ({ principal, params, body, idempotencyKey }) =>
      play.finish(principal.userId, params.attemptId, body, idempotencyKey),
    );
    route(e.quiz, ({ principal, params }) => play.quiz(principal.userId, params.attemptId));
    route(e.answer, ({ principal, params, body, idempotencyKey }) =>
      play.answer(principal.userId, params.attemptId, body, idempotencyKey),
    );
    route(e.submitProof, ({ principal, params, body }) =>
      play.submitProof(principal.userId, params.taskId, body),
    );
  };
}

/** Partners: their tasks, proofs and analytics. */
export function partnerTaskRoutes({ lifecycle, reviews, analytics }: TaskServices): Routes {
  return (route) => {
    route(p.create, ({ principal, body }) => lifecycle.create(principal.userId, body));
    route(p.list, ({ principal, query }) => lifecycle.list(principal.userId, query));
    route(p.overview, ({ principal }) => analytics.overview(principal.userId));
    route(p.get, ({ principal, params }) => lifecycle.get(principal.userId, params.taskId));
    route(p.replace, ({ principal, params, body }) =>
      lifecycle.replace(principal.userId, params.taskId, body),
    );
    route(p.edit, ({ principal, params, body }) => lifecycle.edit(principal.userId, params.taskId, body));
    route(p.remove, ({ principal, params }) =>
      lifecycle.remove(principal.userId, params.taskId).then(answerNothing),
    );
    route(p.publish, ({ principal, params, idempotencyKey }) =>
      lifecycle.publish(principal.userId, params.taskId, idempotencyKey),
    );
    route(p.pause, ({ principal, params }) => lifecycle.pause(principal.userId, params.taskId));
    route(p.resume, ({ principal, params }) => lifecycle.resume(principal.userId, params.taskId));
    route(p.cancel, ({ principal, params, idempotencyKey }) =>
      lifecycle.cancel(principal.userId, params.taskId, idempotencyKey),
    );
    route(p.submissions, ({ principal, params, query }) =>
      reviews.partnerSubmissions(principal.userId, params.taskId, query),
    );
    route(p.review, ({ principal, params, body, idempotencyKey }) =>
      reviews.partnerReview(principal.userId, params.attemptId, body, idempotencyKey),
    );
    route(p.analytics, ({ principal, query }) => analytics.analytics(principal.userId, query));
    route(p.analyticsCsv, ({ principal, query }) => analytics.csv(principal.userId, query));
  };
}

/** Admins: approvals, proofs, reports, settings (audited). */
export function taskAdminRoutes({ reviews }: TaskServices): Routes {
  return (route) => {
    route(a.queue, ({ query }) => reviews.queue(query));
    route(a.approve, ({ principal, params, body, idempotencyKey, audit }) =>
      reviews.approve(principal.userId, params.taskId, body, idempotencyKey, audit),
    );
    route(a.reviewProof, ({ principal, params, body, idempotencyKey, audit }) =>
      reviews.adminReview(principal.userId, params.attemptId, body, idempotencyKey, audit),
    );
    route(a.resolveReport, ({ principal, params, body, idempotencyKey, audit }) =>
      reviews.resolveReport(principal.userId, params.reportId, body, idempotencyKey, audit),
    );
    route(a.settings, () => reviews.settings());
    route(a.updateSettings, ({ principal, body, audit }) =>
      reviews.updateSettings(principal.userId, body, audit),
    );
  };
}
