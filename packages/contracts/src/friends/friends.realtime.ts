import { z } from 'zod';
import type { ServerEventPayloads } from '../realtime/realtime.schemas';

/** What a friend request's change can be, as each of the two members hears it. */
export const requestChanges = ['sent', 'accepted', 'declined', 'cancelled'] as const;

/** What the friends screens hear live. */
const friendsServerEvents = {
  /**
   * A friend request between this member and `userId` (the other one) was sent, accepted,
   * declined or cancelled, in this tab or anywhere else: both members hear it, and their profile
   * buttons and friends lists refetch.
   */
  'friends:request-changed': z.object({ userId: z.uuid(), change: z.enum(requestChanges) }),
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof friendsServerEvents> {}
}
