declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A post (or a share) was published: `audienceIds` are the members whose feed may show it. */
    'posts.published': { postId: string; authorId: string; audienceIds: string[] };
    /** A post left feeds or changed audience: every feed of the author's audience may differ. */
    'posts.withdrawn': { authorId: string; audienceIds: string[] };
    /**
     * A post's body names members it did not name before (a new post, or an edit): `mentionedIds`
     * are those of them who can see the post, its author left out.
     */
    'posts.mentioned': { postId: string; authorId: string; mentionedIds: string[] };
    /** A member shared a post (`sharedPostId`, by `sharedPostAuthorId`) as their post `postId`. */
    'posts.shared': { postId: string; sharerId: string; sharedPostId: string; sharedPostAuthorId: string };
    /**
     * A post was deleted, with its comments, reactions and mentions. `sharedPost`: the post it
     * shared, when it was a share whose original its author could still see.
     */
    'posts.deleted': {
      postId: string;
      authorId: string;
      sharedPost: { id: string; authorId: string } | null;
    };
  }
}

// A module file (the declarations above extend the bus's interface).
export {};
