import { z } from 'zod';
import type { ServerEventPayloads } from '../realtime/realtime.schemas';
import { purchaseStatusSchema } from './payments.schemas';

const paymentsServerEvents = {
  /** A purchase of this member changed status (paid, failed, canceled, refunded, charged back). */
  'payments:purchase-updated': z.object({ purchaseId: z.uuid(), status: purchaseStatusSchema }),
};

declare module '../realtime/realtime.schemas' {
  interface ServerEvents extends ServerEventPayloads<typeof paymentsServerEvents> {}
}
