declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A member was paid for a task (inside the payment's transaction). */
    'tasks.rewarded': {
      attemptId: string;
      taskId: string;
      memberId: string;
      partnerId: string;
      title: string;
      coins: number;
    };
    /** A reviewer refused a member's proof; the member sees the reason. */
    'tasks.proof-refused': {
      attemptId: string;
      taskId: string;
      memberId: string;
      reviewerId: string;
      title: string;
      reason: string;
    };
    /** An admin decided on a partner's task waiting for approval. */
    'tasks.reviewed': {
      taskId: string;
      partnerId: string;
      adminId: string;
      title: string;
      approved: boolean;
      reason: string;
    };
  }
}

export {};
