declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A viewer sent a quick reaction to a story (the author hears of it). */
    'stories.reacted': { storyId: string; authorId: string; viewerId: string; emoji: string };
    /** A viewer replied to a story: to the author as a notification, and in their chat ([10]). */
    'stories.replied': { storyId: string; authorId: string; viewerId: string; replyId: string; text: string };
    /** Its author deleted a story (views, reactions and replies went with it): what names it goes too. */
    'stories.deleted': { storyId: string; authorId: string };
  }
}

export {};
