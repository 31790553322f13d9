import type { DevMail, JobsOverview } from '@betogether/contracts/system/system.schemas';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mailer';
import type { QueueName, TaskQueue } from '../../platform/queue/task-queue';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function outboxPage(items: DevMail[]): string {
  const rows = items
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${escapeHtml(m.sentAt)}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  const empty = '<p>No mail yet. Messages the app sends appear here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · BeTogether</title><style>body{font-family:sans-serif;max-width:760px;margin:24px auto;padding:0 16px;background:#F0F2F5}article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}</style></head><body><h1>Outbox</h1>${rows || empty}</body></html>`;
}

export function createSystemService(deps: {
  ping(): Promise<void>;
  databaseKind: 'pglite' | 'postgres';
  queue: Pick<TaskQueue, 'kind' | 'counts' | 'failures'>;
  videoStatus(): Promise<{ available: boolean; reason: string | null }>;
  mailer: Pick<Mailer, 'outbox'>;
}) {
  return {
    /** Ready when the database answers; the cause of a failure goes to the log, not to the caller. */
    async readiness(log: Pick<Logger, 'error'>) {
      try {
        await deps.ping();
      } catch (err) {
        log.error({ err }, 'database not ready');
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'The database does not answer' });
      }
      return {
        status: 'ok' as const,
        database: deps.databaseKind,
        queue: deps.queue.kind,
        video: await deps.videoStatus(),
      };
    },

    /** Each queue's jobs by state, and the latest failures across them, newest first. */
    async jobs(): Promise<JobsOverview> {
      const queues = await deps.queue.counts();
      const failures = (
        await Promise.all(
          queues
            .filter((queue) => queue.failed > 0)
            .map(async ({ name }) =>
              (
                await deps.queue.failures(name as QueueName, 20)
              ).map((failure) => ({
                queue: name,
                id: failure.id,
                error: failure.error,
                attempts: failure.attempts,
                failedAt: failure.failedAt,
              })),
            ),
        )
      )
        .flat()
        .sort((a, b) => b.failedAt.localeCompare(a.failedAt))
        .slice(0, 20);
      return { engine: deps.queue.kind, queues, failures };
    },

    async outbox() {
      return { items: await deps.mailer.outbox(100) };
    },

    async outboxPage() {
      return outboxPage(await deps.mailer.outbox(100));
    },

    /** Reads an upload to its end and drops it: the ceiling of a plain upload (benchmarks). */
    async sink(body: AsyncIterable<Buffer>) {
      let bytes = 0;
      for await (const chunk of body) bytes += chunk.length;
      return { bytes };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
