declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /**
     * A remix's renditions get its original's sound (docs/decisions.md, "Shorts"). Keyed by the
     * remix's id; does nothing once the short's sound is no longer pending.
     */
    'shorts.remix-sound': { shortId: string };
    /** Recurring, every 10 minutes: remixes still waiting for their sound (a send lost after the commit). */
    'shorts.cleanup': Record<string, never>;
  }
}

export {};
