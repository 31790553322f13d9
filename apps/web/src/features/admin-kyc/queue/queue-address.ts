import { defineUrlFilters, matching, oneOf } from '@/lib/url-filters';
import { queueStatuses } from '../admin-kyc-format';
import type { KycQueueFilters } from '../api/admin-kyc-keys';

/** kycQueueQuerySchema's bound on the waiting time. */
export const MAX_WAITING_DAYS = 365;

/** A whole number of days the queue can filter on (1 to 365; 0 would filter nothing). */
export function isWaitingDays(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WAITING_DAYS;
}

/**
 * The queue's filters in the address (`?status=&country=&waitingDays=`), so that back, reload and a
 * shared link show the same list. Pending is the default state and is left out of the address.
 */
export const queueAddress = defineUrlFilters(
  {
    status: oneOf(queueStatuses),
    country: matching((value) => /^[A-Z]{2}$/.test(value)),
    waitingDays: matching(isWaitingDays),
  },
  { status: 'pending', country: '', waitingDays: '' },
);

export type QueueAddress = ReturnType<typeof queueAddress.read>;

/** The API's query for what the address holds. */
export function queueFiltersOf(address: QueueAddress): KycQueueFilters {
  return {
    status: address.status,
    ...(address.country ? { country: address.country } : {}),
    ...(address.waitingDays ? { waitingDays: Number(address.waitingDays) } : {}),
  };
}
