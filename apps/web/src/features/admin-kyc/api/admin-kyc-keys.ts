import type { QueueStatus } from '../admin-kyc-format';

/** What the queue is asked for: the filters in the address, as the API takes them. */
export type KycQueueFilters = { status: QueueStatus; country?: string; waitingDays?: number };

/** Every query of the admins' KYC screens, under one root. */
export const adminKycKeys = {
  all: ['admin-kyc'] as const,
  queues: () => [...adminKycKeys.all, 'queue'] as const,
  queue: (filters: KycQueueFilters) => [...adminKycKeys.queues(), filters] as const,
  request: (kycId: string) => [...adminKycKeys.all, 'request', kycId] as const,
};
