declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A video asked to borrow another's sound (`borrowSound`) has it now (`borrowed`), or keeps its
     * own: the other had none, was gone, or the job failed for good.
     */
    'media.sound-borrowed': { mediaId: string; borrowed: boolean };
  }
}

export {};
