import { z } from 'zod';
import type { ServerEventPayloads } from '../realtime/realtime.schemas';

const feedServerEvents = {
  /** Someone whose posts this member's feed shows has just posted. */
  'feed:new-post': z.object({ postId: z.uuid(), authorId: z.uuid() }),
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof feedServerEvents> {}
}
