import { PaymentReturnPage } from '@/features/payments/return/payment-return-page';

/** `/betogether/payment/gold-coins/success?purchase=<id>`: where the provider sends a buyer who paid. */
export function PaymentSuccessRoute() {
  return <PaymentReturnPage kind="success" />;
}
