import type { Language } from '@betogether/contracts/users/users.constants';
import { admin } from '@/testing/builders';
import { renderScreen } from '@/testing/render-screen';
import { KycRequestPage } from '../request/kyc-request-page';
import { requestId } from './admin-kyc-builders';

/** Request 1's page, as its address opens it, for the admin. */
export function openRequest(language: Language = 'en') {
  const id = requestId(1);
  return renderScreen(<KycRequestPage kycId={id} />, {
    route: `/admin_betogether/kyc/${id}`,
    path: '/admin_betogether/kyc/:detailsKyc',
    session: admin(),
    language,
  });
}
