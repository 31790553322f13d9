import { KycPage } from '@/features/kyc/kyc-page';

/** `/betogether/users/kyc`: the member's identity check (photos, what the document says, its state). */
export function KycRoute() {
  return <KycPage />;
}
