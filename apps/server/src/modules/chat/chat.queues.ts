declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Every minute: calls that rang too long without an answer become missed. */
    'chat.calls-sweep': Record<string, never>;
  }
}

export {};
