import { useParams } from 'react-router';
import { isKycId } from '@/features/admin-kyc/admin-kyc-format';
import { KycRequestPage } from '@/features/admin-kyc/request/kyc-request-page';
import { NotFoundError } from '@/lib/not-found-error';

/** /admin_betogether/kyc/{Detailskyc}: one identity check, by its id. */
export function AdminKycRequestRoute() {
  const { detailsKyc = '' } = useParams();
  // Not an id at all (a cut or mistyped link): no request can have it.
  if (!isKycId(detailsKyc)) throw new NotFoundError(`No KYC request ${detailsKyc}`);
  return <KycRequestPage key={detailsKyc} kycId={detailsKyc} />;
}
