declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Recurring, every 10 minutes: remixes still waiting for their sound (a send lost after the commit). */
    'shorts.cleanup': Record<string, never>;
  }
}

export {};
