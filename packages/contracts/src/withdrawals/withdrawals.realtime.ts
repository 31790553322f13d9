import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { withdrawalStatusEventSchema } from './withdrawals.schemas';

const withdrawalServerEvents = {
  /** One of this member's withdrawals was asked for or changed (in another tab, or by finance): its screen refreshes. */
  'withdrawal:status': withdrawalStatusEventSchema,
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof withdrawalServerEvents> {}
}
