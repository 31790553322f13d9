declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A member's message was stored (in its transaction): what may tell them elsewhere (push, mail) hears it. */
    'chat.message-sent': { conversationId: string; messageId: string; senderId: string; seq: number };
  }
}

export {};
