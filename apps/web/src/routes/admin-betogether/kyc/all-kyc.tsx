import { KycQueuePage } from '@/features/admin-kyc/queue/kyc-queue-page';

/** /admin_betogether/kyc/all-kyc: the identity checks to review. */
export function AdminKycQueueRoute() {
  return <KycQueuePage />;
}
