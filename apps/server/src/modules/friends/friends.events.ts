declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A friendship, request, follow or block between these two members was made or cut. */
    'friends.relationship-changed': { userIds: [string, string] };
    /**
     * A member blocked another (links between them are already cut): what each did to the
     * other's posts, and the notifications between them, go with it in the same transaction.
     */
    'friends.blocked': { blockerId: string; blockedId: string };
    /** A member asked another to be friends (the request is pending). */
    'friends.request-sent': { senderId: string; receiverId: string };
    /** A member joined through the inviter's link and verified their email: the two are friends. */
    'friends.invitation-accepted': { inviterId: string; newMemberId: string };
    /** The receiver accepted a pending request: the two are friends, the request is gone. */
    'friends.request-accepted': { senderId: string; receiverId: string };
    /**
     * A pending request ended without a friendship: its sender cancelled it, its receiver declined
     * it, or a block between the two removed it.
     */
    'friends.request-removed': {
      senderId: string;
      receiverId: string;
      reason: 'cancelled' | 'declined' | 'blocked';
    };
  }
}

// A module file (the declarations above extend the bus's interface).
export {};
