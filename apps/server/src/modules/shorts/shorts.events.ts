declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A short was posted; `mentionIds` are the members its caption names. */
    'shorts.published': { shortId: string; authorId: string; mentionIds: string[] };
    'shorts.liked': { shortId: string; authorId: string; likerId: string };
    /** A member took back their like (the author's bell drops them from the line). */
    'shorts.unliked': { shortId: string; authorId: string; likerId: string };
    /** Its author deleted a short: what the bells say of it goes with it. */
    'shorts.deleted': { shortId: string; authorId: string };
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
