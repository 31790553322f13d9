import { payoutsEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { mobileMoney, overview, page, quoteFor } from './testing/withdrawal-builders';
import { WithdrawalPage } from './withdrawal-page';

// withdrawal/withdrawal: what the server refuses, shown where the member can fix it.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

let api: FakeApi;
const provider = mobileMoney();

beforeEach(() => {
  api = fakeApi();
  api.on(withdrawalsEndpoints.overview, () => overview());
  api.on(withdrawalsEndpoints.list, () => page([]));
  api.on(payoutsEndpoints.providers, () => ({ items: [provider] }));
  api.on(payoutsEndpoints.quote, ({ body }) => quoteFor(provider, body));
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const amountInput = () => screen.getByRole('textbox', { name: 'Amount in coins' });
const phoneInput = () => screen.getByRole('textbox', { name: /Mobile money number/ });

/** The only method is chosen at once; 1,000 coins to a phone number, then Continue. */
async function fillAndContinue() {
  renderScreen(<WithdrawalPage />, { route: '/betogether/withdrawal/withdrawal' });
  type(await screen.findByRole('textbox', { name: 'Amount in coins' }), '1000');
  type(phoneInput(), '+225 07 12 34 56 78');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

/** The confirmation code is emailed; another may be asked `resendInMs` later. */
function emailsCode(resendInMs: number) {
  api.on(withdrawalsEndpoints.confirmationCode, () => ({
    status: 201,
    body: {
      challengeId: '0b8f8a53-5d0c-4c1e-9f0e-3c0d1f6a7b21',
      emailHint: 'c***@example.test',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + resendInMs).toISOString(),
    },
  }));
}

async function sendWithPassword() {
  await fillAndContinue();
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
  type(within(dialog).getByLabelText('Your password'), 'glass-harbour');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
  await waitFor(() => expect(api.calls(withdrawalsEndpoints.request)).toHaveLength(1));
  return dialog;
}

describe('refusals, where they can be fixed', () => {
  it('a detail the server refuses at the quote: under its field, before any password is asked', async () => {
    api.fail(payoutsEndpoints.quote, 422, 'PAYOUT_DESTINATION_INVALID', {
      errors: [
        { field: 'destination.phone', message: 'A phone number in international form', code: 'phone' },
      ],
    });
    await fillAndContinue();
    await waitFor(() => expect(phoneInput().getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(phoneInput())).toBe(
      'A phone number in international form, starting with + and the country code.',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Some payout details are missing or wrong: check the fields marked in red.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(phoneInput()));
    // Typed again: the server's text goes, the field is checked as usual.
    type(phoneInput(), '+225 07 12 34 56 79');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('false');
  });

  it('a detail refused when sending (VALIDATION_FAILED): back to the form, at its field', async () => {
    api.fail(withdrawalsEndpoints.request, 422, 'VALIDATION_FAILED', {
      errors: [{ field: 'destination.accountName', message: 'Letters, please', code: 'custom' }],
    });
    await sendWithPassword();
    const holder = screen.getByRole('textbox', { name: /Account holder’s name/ });
    await waitFor(() => expect(helperOf(holder)).toBe('Letters, please'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the day’s limit: said in the confirmation, the figures asked again, the amount marked', async () => {
    api.fail(withdrawalsEndpoints.request, 422, 'WITHDRAWAL_LIMIT_REACHED', {
      detail: 'You can withdraw 500 more coins now (1500 a day, 10000 a month)',
    });
    const overviews = () => api.calls(withdrawalsEndpoints.overview).length;
    const dialog = await sendWithPassword();
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^This withdrawal is above what your daily or monthly limit leaves\./,
    );
    // Loaded once with the page, then again for the limits as they are now.
    await waitFor(() => expect(overviews()).toBe(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(helperOf(amountInput())).toBe('Above what your limits leave now.');
  });

  it('too few coins left (INSUFFICIENT_BALANCE) and an emailed code that was spent: a new code is offered', async () => {
    emailsCode(-1_000);
    api.fail(withdrawalsEndpoints.request, 409, 'INSUFFICIENT_BALANCE');
    await fillAndContinue();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    type(await within(dialog).findByRole('textbox', { name: '6-digit code' }), '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^Your balance is lower than this withdrawal now\./,
    );
    expect(within(dialog).queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a new code' }));
    expect(await within(dialog).findByRole('textbox', { name: '6-digit code' })).toBeTruthy();
    expect(api.calls(withdrawalsEndpoints.confirmationCode)).toHaveLength(2);
  });

  it('a wrong code: under the code field, with the tries left', async () => {
    emailsCode(60_000);
    api.fail(withdrawalsEndpoints.request, 422, 'WITHDRAWAL_CONFIRMATION_WRONG', {
      detail: '2 tries left',
      errors: [{ field: 'confirmation.code', message: 'This code is not right', code: 'invalid_code' }],
    });
    await fillAndContinue();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    const code = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    type(code, '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    await waitFor(() => expect(helperOf(code)).toBe('This code is not right: 2 tries left.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('an amount below the method’s minimum (its limits changed): a clear sentence, the methods asked again', async () => {
    api.fail(payoutsEndpoints.quote, 422, 'PAYOUT_BELOW_MINIMUM', { detail: 'At least 2000 coins' });
    const asked = () => api.calls(payoutsEndpoints.providers).length;
    await fillAndContinue();
    const before = asked();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This amount is below the minimum of this payout method.',
    );
    expect(helperOf(amountInput())).toBe('This amount is below the minimum of this payout method.');
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });

  it('the identity check expired meanwhile: the page asks again and shows what to do', async () => {
    api.once(withdrawalsEndpoints.overview, () => overview());
    api.on(withdrawalsEndpoints.overview, () => overview({ kycStatus: 'expired' }));
    api.on(withdrawalsEndpoints.request, () => problem(403, 'WITHDRAWAL_KYC_REQUIRED'));
    await sendWithPassword();
    expect(await screen.findByRole('heading', { name: 'Your identity document has expired' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
