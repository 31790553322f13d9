import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A member reacted to a post they had not reacted to (changing the kind is not a new reaction). */
    'reactions.added': { postId: string; postAuthorId: string; reactorId: string; type: ReactionType };
    /** A member took back their reaction to a post. */
    'reactions.removed': { postId: string; postAuthorId: string; reactorId: string; type: ReactionType };
  }
}
