declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Recurring, every 15 minutes: referral bonuses whose waiting days are over. */
    'wallet.referral-bonus-vesting': Record<string, never>;
  }
}

export {};
