import type { FastifyBaseLogger } from 'fastify';

/**
 * The in-process job runner: work that must not hold up a request (mail). Jobs run after the
 * current tick with retries; `drain()` waits for all of them, so a graceful shutdown loses none.
 */
export type Jobs = {
  run(name: string, work: () => Promise<void>): void;
  drain(): Promise<void>;
};

export function createJobs(log: Pick<FastifyBaseLogger, 'error' | 'warn'>, retries = 3): Jobs {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const attempt = async () => {
        for (let i = 1; i <= retries; i += 1) {
          try {
            await work();
            return;
          } catch (err) {
            if (i === retries) log.error({ err, job: name }, 'job failed');
            else {
              log.warn({ err, job: name, attempt: i }, 'job failed, retrying');
              await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** i));
            }
          }
        }
      };
      const promise = Promise.resolve().then(attempt);
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
