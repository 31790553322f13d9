/** What both queue engines share: a run's time limit, the cron of a recurring queue, waiting for idle. */

class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The job ran longer than ${seconds} s`);
    this.name = 'JobTimeoutError';
  }
}

/** Runs `work`; past `seconds`, aborts its signal and fails the run (the queue retries it). */
export async function runWithTimeout(
  controller: AbortController,
  seconds: number,
  work: () => Promise<void>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(seconds);
      controller.abort(error);
      reject(error);
    }, seconds * 1000);
  });
  try {
    await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A cron for "every n minutes": n divides an hour, or is a whole number of hours dividing a day. */
export function cronEvery(minutes: number): string {
  if (minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && 24 % hours === 0) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  throw new Error(
    `A recurring queue runs every n minutes where n divides 60, or every n hours dividing 24 (not ${minutes})`,
  );
}

/** Polls `isIdle` (which may also wake workers) until it says yes. */
export async function idleLoop(isIdle: () => Promise<boolean>, pauseMs = 25): Promise<void> {
  // Twice in a row: a job that ends may just have queued the next one.
  let quiet = 0;
  while (quiet < 2) {
    quiet = (await isIdle()) ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
