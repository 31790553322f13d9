declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A member commented on a post, or replied to a top-level comment (`parent`). `mentionedIds`:
     * the members its body names who can see the post, its author left out.
     */
    'comments.created': {
      commentId: string;
      postId: string;
      postAuthorId: string;
      authorId: string;
      parent: { id: string; authorId: string } | null;
      mentionedIds: string[];
    };
    /** A comment was deleted, with its replies when it was a top-level comment. */
    'comments.deleted': { commentId: string; postId: string };
  }
}

// A module file (the declarations above extend the bus's interface).
export {};
