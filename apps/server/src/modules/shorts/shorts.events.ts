declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A short was posted; `mentionIds` are the members its caption names. */
    'shorts.published': { shortId: string; authorId: string; mentionIds: string[] };
    'shorts.liked': { shortId: string; authorId: string; likerId: string };
    'shorts.commented': {
      shortId: string;
      authorId: string;
      commenterId: string;
      commentId: string;
      body: string;
    };
  }
}

export {};
