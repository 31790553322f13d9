declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Recurring, every hour: sign-in limit records past their window. */
    'auth.limit-cleanup': Record<string, never>;
  }
}

export {};
