import { PaymentReturnPage } from '@/features/payments/return/payment-return-page';

/** `/betogether/payment/result?purchase=<id>`: where the provider sends a buyer who declined or canceled. */
export function PaymentResultRoute() {
  return <PaymentReturnPage kind="result" />;
}
