import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { walletBalanceEventSchema } from './wallet.schemas';

const walletServerEvents = {
  /** This member's coin balance changed (after the commit): the header and the dashboard refresh. */
  'wallet:balance': walletBalanceEventSchema,
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof walletServerEvents> {}
}
