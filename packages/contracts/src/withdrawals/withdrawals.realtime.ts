import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { withdrawalStatusEventSchema } from './withdrawals.schemas';

const withdrawalServerEvents = {
  /** One of this member's withdrawals changed (approved, paid, rejected): its screen refreshes. */
  'withdrawal:status': withdrawalStatusEventSchema,
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof withdrawalServerEvents> {}
}
