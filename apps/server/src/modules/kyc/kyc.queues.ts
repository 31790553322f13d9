declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Every hour: approved checks whose document expired, photos past the retention period. */
    'kyc.upkeep': Record<string, never>;
  }
}

export {};
