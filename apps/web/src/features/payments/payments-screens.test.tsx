import {
  coinPacksEndpoints,
  paymentsEndpoints,
  paymentsSandboxEndpoints,
} from '@betogether/contracts/payments/payments.endpoints';
import type { PurchaseDetail } from '@betogether/contracts/payments/payments.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '@/lib/api-client';
import { coinPack, page } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { useCheckout } from './api/create-checkout';
import { PaymentReturnPage } from './return/payment-return-page';
import { BuyDialog } from './store/buy-dialog';
import { CoinStorePage } from './store/coin-store-page';

const pack = coinPack();
const purchaseId = '44444444-4444-4444-8444-444444444444';

function purchase(patch: Partial<PurchaseDetail>): PurchaseDetail {
  return {
    id: purchaseId,
    receiptNumber: null,
    status: 'pending',
    pack: { id: pack.id, name: pack.name, coins: pack.coins, bonusCoins: pack.bonusCoins },
    coins: 1100,
    priceMinor: 499,
    currency: 'EUR',
    provider: 'sandbox',
    failureCode: null,
    failureReason: null,
    receiptAvailable: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: null,
    reversedAt: null,
    balance: null,
    ...patch,
  };
}

const sandboxPage = `http://127.0.0.1${endpointUrl(paymentsSandboxEndpoints.page, { params: { ref: 'sbx_x' } })}`;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

function BuyHarness({ navigate }: { navigate: (url: string) => void }) {
  const checkout = useCheckout({ navigate });
  return <BuyDialog pack={pack} balance={250} checkout={checkout} onClose={() => undefined} />;
}

const checkoutCalls = () => api.calls(paymentsEndpoints.checkout);

describe('BuyDialog', () => {
  it('shows what the member gets, pays and will have, and asks for the consent first', async () => {
    renderScreen(<BuyHarness navigate={() => undefined} />);
    expect(screen.getByText('You pay')).toBeTruthy();
    expect(screen.getByText('Your balance after')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByText('Tick this box to continue.')).toBeTruthy();
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('repeats a failed checkout with the same Idempotency-Key, then goes to the checkout page', async () => {
    const navigate = vi.fn();
    api
      .on(paymentsEndpoints.checkout, () => ({ status: 201, body: { purchaseId, checkoutUrl: sandboxPage } }))
      .once(paymentsEndpoints.checkout, () =>
        problem(503, 'PAYMENT_PROVIDER_UNAVAILABLE', { title: 'down' }),
      );
    renderScreen(<BuyHarness navigate={navigate} />);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(
      await screen.findByText(
        /The payment service cannot be reached right now. Trying again will not charge you twice./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(sandboxPage));

    const [one, two] = checkoutCalls();
    expect(one?.method).toBe('POST');
    expect(one?.body).toEqual({ packId: pack.id });
    expect(one?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
    expect(two?.headers['idempotency-key']).toBe(one?.headers['idempotency-key']);
  });

  it('starts a new attempt with a new key after a definite refusal', async () => {
    api.fail(paymentsEndpoints.checkout, 422, 'VALIDATION_FAILED', { title: 'bad' });
    renderScreen(<BuyHarness navigate={() => undefined} />);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    // A 4xx is not retried: the Pay button stays off until the member starts again.
    expect(screen.getByRole('button', { name: 'Pay €4.99' })).toHaveProperty('disabled', true);
    expect(checkoutCalls()).toHaveLength(1);
  });
});

describe('PaymentReturnPage', () => {
  it('shows pending until the purchase is paid, then the coins and the new balance', async () => {
    let asked = 0;
    api.on(paymentsEndpoints.purchase, ({ params }) => {
      expect(params.id).toBe(purchaseId);
      asked += 1;
      return asked < 2
        ? purchase({})
        : purchase({
            status: 'paid',
            receiptNumber: 'BT-2026-000001',
            receiptAvailable: true,
            paidAt: '2026-03-01T10:00:02.000Z',
            balance: 1350,
          });
    });
    renderScreen(<PaymentReturnPage kind="success" />, {
      route: `/betogether/payment/gold-coins/success?purchase=${purchaseId}`,
    });
    expect(await screen.findByTestId('payment-pending')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    expect(await screen.findByTestId('payment-success', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('1,100 gold coins from Starter have been added to your wallet.')).toBeTruthy();
    expect(screen.getByTestId('new-balance').textContent).toContain('1,350');
    expect(screen.getByRole('button', { name: 'Download receipt BT-2026-000001 (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe(
      '/betogether/users/jackpot/gold-coin-store',
    );
  });

  it('shows a declined payment with its reason, and Try again opens a new checkout for the same pack', async () => {
    api.fail(paymentsEndpoints.checkout, 409, 'COIN_PACK_UNAVAILABLE', { title: 'gone' });
    api.on(paymentsEndpoints.purchase, () =>
      purchase({
        status: 'failed',
        failureCode: 'declined',
        failureReason: 'The card was declined (sandbox test card)',
      }),
    );
    renderScreen(<PaymentReturnPage kind="result" />, {
      route: `/betogether/payment/result?purchase=${purchaseId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByTestId('failure-reason').textContent).toBe('Your bank or card declined the payment.');
    expect(
      screen.getByText('Details from the payment provider: The card was declined (sandbox test card)'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This coin pack is no longer for sale. Choose another one.')).toBeTruthy();
    expect(checkoutCalls()[0]?.body).toEqual({ packId: pack.id });
  });

  it('says the link is incomplete without a valid purchase id, and asks nothing', async () => {
    renderScreen(<PaymentReturnPage kind="result" />, {
      route: '/betogether/payment/result?purchase=not-a-uuid',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
  });

  it('says a purchase of someone else (404) was not found', async () => {
    api.fail(paymentsEndpoints.purchase, 404, 'PURCHASE_NOT_FOUND', { title: 'nope' });
    renderScreen(<PaymentReturnPage kind="success" />, {
      route: `/betogether/payment/gold-coins/success?purchase=${purchaseId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase not found' })).toBeTruthy();
  });
});

describe('CoinStorePage', () => {
  function store(purchasesAllowed: boolean, items = [pack]) {
    api.on(coinPacksEndpoints.list, () => ({ items }));
    api.on(paymentsEndpoints.status, () => ({ provider: 'sandbox' as const, purchasesAllowed }));
    api.on(paymentsEndpoints.purchases, () =>
      page([purchase({ status: 'paid', receiptNumber: 'BT-2026-000007', receiptAvailable: true })]),
    );
  }

  it('lists the packs with their bonus and price, the purchases with their receipts, and opens the confirmation', async () => {
    store(true);
    renderScreen(<CoinStorePage balance={40} />);
    const buy = await screen.findByRole('button', { name: 'Buy Starter for €4.99' });
    const card = screen.getByRole('article', { name: 'Starter' });
    expect(within(card).getByText('1,100 coins')).toBeTruthy();
    expect(within(card).getByText('1,000 + 100 bonus')).toBeTruthy();
    expect(within(card).getByText('€4.99')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download receipt BT-2026-000007 (PDF)' })).toBeTruthy();
    fireEvent.click(buy);
    expect(await screen.findByRole('dialog', { name: 'Buy Starter' })).toBeTruthy();
    expect(screen.getByText('1,140')).toBeTruthy();
  });

  it('says purchases are paused during a payment hold and keeps Buy off', async () => {
    store(false);
    renderScreen(<CoinStorePage balance={0} />);
    expect(await screen.findByText(/Coin purchases are paused on your account/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy Starter for €4.99' })).toHaveProperty('disabled', true),
    );
  });

  it('has its headings in order: the page h1, then an h2 above each h3 of the packs (axe heading-order)', async () => {
    store(true);
    renderScreen(<CoinStorePage balance={40} />);
    await screen.findByRole('button', { name: 'Buy Starter for €4.99' });
    await screen.findByRole('button', { name: 'Download receipt BT-2026-000007 (PDF)' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Coin packs' })).toBeTruthy();
  });

  it('says when no pack is on sale', async () => {
    store(true, []);
    renderScreen(<CoinStorePage balance={0} />);
    expect(await screen.findByText('No coin packs for sale right now')).toBeTruthy();
  });
});
