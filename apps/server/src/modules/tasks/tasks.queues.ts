declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** Every minute: scheduled tasks go live at their start, open ones end at their end. */
    'tasks.schedule': Record<string, never>;
  }
}

export {};
