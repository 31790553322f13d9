import { payoutsEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type { PayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, networkFailure } from '@/testing/fake-api';
import { serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import {
  bankTransfer,
  mobileMoney,
  overview,
  page,
  quoteFor,
  withdrawal,
} from './testing/withdrawal-builders';
import { WithdrawalPage } from './withdrawal-page';

// withdrawal/withdrawal: who may, the form with its live figures, the confirmation, refusals placed.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

let api: FakeApi;
let providers: PayoutProvider[];

beforeEach(() => {
  api = fakeApi();
  providers = [mobileMoney(), bankTransfer()];
  api.on(withdrawalsEndpoints.overview, () => overview());
  api.on(withdrawalsEndpoints.list, () => page([]));
  api.on(payoutsEndpoints.providers, () => ({ items: providers }));
  api.on(payoutsEndpoints.quote, ({ params, body }) => {
    const provider = providers.find((item) => item.id === params.providerId);
    if (!provider) throw new Error('unknown provider');
    return quoteFor(provider, body);
  });
});

const open = (language: 'en' | 'fr' = 'en') =>
  renderScreen(<WithdrawalPage />, { route: '/betogether/withdrawal/withdrawal', language });

const figure = (within_: HTMLElement, key: string) =>
  within_.querySelector(`[data-figure="${key}"]`)?.textContent?.replace(/\u202f|\u00a0/g, ' ');
const summary = () => screen.getByTestId('withdrawal-summary');
const amountInput = () => screen.getByRole('textbox', { name: 'Amount in coins' }) as HTMLInputElement;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Orange Money chosen, 1,000 coins, a phone number typed: the form ready to continue. */
async function fillOrangeMoney() {
  open();
  fireEvent.click(await screen.findByRole('radio', { name: /Orange Money/ }));
  type(amountInput(), '1000');
  type(field(/Mobile money number/), '+225 07 12 34 56 78');
}

async function continueToConfirmation() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
}

describe('who may withdraw', () => {
  it('without a verified identity: what to do, a link to the identity check, the balance, and no form', async () => {
    api.on(withdrawalsEndpoints.overview, () => overview({ kycStatus: 'not_started' }));
    open();
    const locked = await screen.findByTestId('withdrawal-locked');
    expect(within(locked).getByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
    expect(within(locked).getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe(
      '/betogether/users/kyc',
    );
    expect(within(screen.getByTestId('withdrawal-balance')).getByText('Available to withdraw')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    // The form is not offered, so its methods are not even asked for.
    expect(api.calls(payoutsEndpoints.providers)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Withdraw coins · BeTogether'));
  });

  it('says where the identity check stands (in review, expired) and asks for a confirmed email', async () => {
    api.on(withdrawalsEndpoints.overview, () => overview({ kycStatus: 'pending', emailVerified: false }));
    open();
    const locked = await screen.findByTestId('withdrawal-locked');
    expect(within(locked).getByRole('heading', { name: 'Your identity check is in review' })).toBeTruthy();
    expect(within(locked).getByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    expect(within(locked).getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe(
      '/social/profile/show-profil',
    );
  });

  it('an expired document closes withdrawals until a valid one is approved', async () => {
    api.on(withdrawalsEndpoints.overview, () => overview({ kycStatus: 'expired' }));
    open('fr');
    const locked = await screen.findByTestId('withdrawal-locked');
    expect(within(locked).getByRole('heading', { name: 'Votre pièce d’identité a expiré' })).toBeTruthy();
    expect(within(locked).queryByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeNull();
  });

  it('shows the balance and what the day’s and month’s limits leave', async () => {
    api.on(withdrawalsEndpoints.overview, () =>
      overview({
        balance: 80_000,
        limits: {
          dayLimitCoins: 50_000,
          monthLimitCoins: 500_000,
          usedTodayCoins: 20_000,
          usedThisMonthCoins: 120_000,
          availableCoins: 30_000,
        },
      }),
    );
    open();
    const balance = await screen.findByTestId('withdrawal-balance');
    expect(within(balance).getByText('30,000 coins')).toBeTruthy();
    expect(within(balance).getByText('80,000 coins')).toBeTruthy();
    expect(within(balance).getByText('30,000 of 50,000 coins left')).toBeTruthy();
    expect(within(balance).getByText('380,000 of 500,000 coins left')).toBeTruthy();
    // The bars show what is left: 30,000 of 50,000 today.
    const today = within(balance).getByRole('progressbar', { name: 'Today' });
    expect(today.getAttribute('aria-valuenow')).toBe('60');
  });

  it('a skeleton while loading, then an error with a retry that works', async () => {
    const gate = api.pending(withdrawalsEndpoints.overview);
    open();
    expect(screen.getByRole('status', { name: 'Loading your withdrawals' })).toBeTruthy();
    gate.fail(500, 'INTERNAL');
    expect(await screen.findByText('Your withdrawals could not be loaded')).toBeTruthy();
    api.on(withdrawalsEndpoints.overview, () => overview());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'New withdrawal' })).toBeTruthy();
  });

  it('says so when no payout method is open', async () => {
    providers = [];
    open();
    expect(await screen.findByText('No payout method is open right now')).toBeTruthy();
  });
});

describe('the form', () => {
  it('offers each method with its kind, fee and limits, and shows what the coins pay as they are typed', async () => {
    open();
    const orange = await screen.findByRole('radio', { name: /Orange Money/ });
    const cards = screen.getAllByTestId('withdrawal-provider');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Orange MoneyMobile moneyFee: 25 coins + 1.5%500 to 200,000 coins',
      'SEPA transferBank transferFee: 2%1,000 to 100,000 coins',
    ]);
    expect(amountInput().disabled).toBe(true);
    fireEvent.click(orange);
    expect(screen.getByText('1 coin = F CFA 5')).toBeTruthy();

    type(amountInput(), '1 000');
    // Fee 25 + 1.5 % of 1,000 = 40; 960 coins at 5 XOF = 4,800 XOF; 4,000 coins left.
    expect(amountInput().value).toBe('1000');
    expect(figure(summary(), 'fee')).toBe('-40-40 coins');
    expect(figure(summary(), 'converted')).toBe('960960 coins');
    expect(figure(summary(), 'rate')).toBe('1 coin = F CFA 5');
    expect(figure(summary(), 'money')).toBe('F CFA 4,800');
    expect(figure(summary(), 'balance')).toBe('4,0004,000 coins');

    // In euros: 960 × 0.0076 = 7.296, paid 7.29 (rounded down, never up).
    fireEvent.click(screen.getByRole('radio', { name: /Euro \(EUR\)/ }));
    expect(figure(summary(), 'money')).toBe('€7.29');
    // 1,001 coins: the percent rounds up to a whole coin (16), so 960 again.
    type(amountInput(), '1001');
    expect(figure(summary(), 'fee')).toBe('-41-41 coins');
  });

  it('"Max" takes what the member may withdraw now, and the amount is checked against the method and the limits', async () => {
    api.on(withdrawalsEndpoints.overview, () =>
      overview({ balance: 5_000, limits: { ...overview().limits, availableCoins: 3_500 } }),
    );
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Orange Money/ }));
    expect(helperOf(amountInput())).toBe('From 500 to 3,500 coins now.');
    fireEvent.click(screen.getByRole('button', { name: 'Max: the most you can withdraw now, 3,500 coins' }));
    expect(amountInput().value).toBe('3500');

    type(amountInput(), '100');
    fireEvent.blur(amountInput());
    expect(helperOf(amountInput())).toBe('At least 500 coins with this method.');
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    type(amountInput(), '4000');
    expect(helperOf(amountInput())).toBe('You can withdraw up to 3,500 coins now (your balance and limits).');
    expect(screen.getByText('Enter an amount to see the fee and the money you receive.')).toBeTruthy();
  });

  it('checks the details the method asks for as the server does, and sends nothing while one is wrong', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /SEPA transfer/ }));
    expect(screen.queryByRole('textbox', { name: /Mobile money number/ })).toBeNull();
    const iban = field(/IBAN/);
    type(amountInput(), '2000');
    // One digit off: the mod-97 check digits no longer match.
    type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    fireEvent.blur(iban);
    expect(helperOf(iban)).toBe('This IBAN’s check digits do not match: check it for a typing mistake.');
    type(iban, 'FR76 3000 6000 0112');
    expect(helperOf(iban)).toBe('This IBAN has the wrong length for its country.');
    // The holder starts as the member's name; emptied, it is required once Continue is pressed.
    const holder = field(/Account holder’s name/);
    expect(holder.value).toBe('Camille Durand');
    type(holder, '');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(helperOf(holder)).toBe('Required.');
    expect(document.activeElement).toBe(iban);
    expect(api.calls(payoutsEndpoints.quote)).toHaveLength(0);

    type(iban, 'fr76 3000 6000 0112 3456 7890 189');
    type(holder, 'Camille Durand');
    expect(await continueToConfirmation()).toBeTruthy();
    expect(api.calls(payoutsEndpoints.quote)[0]?.body).toEqual({
      currency: 'EUR',
      coins: 2000,
      destination: { iban: 'FR7630006000011234567890189', accountName: 'Camille Durand' },
    });
  });

  it('a phone number is checked in international form', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Orange Money/ }));
    const phone = field(/Mobile money number/);
    type(phone, '07 12 34 56 78');
    fireEvent.blur(phone);
    expect(helperOf(phone)).toBe(
      'A phone number in international form, starting with + and the country code.',
    );
    type(phone, '+225 07-12.34 56 78');
    expect(helperOf(phone)).toBe('In international form, for example +225 07 12 34 56 78.');
  });
});

describe('the confirmation', () => {
  it('repeats what will happen and sends once, with the password and an Idempotency-Key', async () => {
    await fillOrangeMoney();
    const dialog = await continueToConfirmation();
    expect(within(dialog).getByText('+2250712345678')).toBeTruthy();
    const figures = within(dialog).getByTestId('withdrawal-confirm-figures');
    expect(figure(figures, 'money')).toBe('F CFA 4,800');
    expect(figure(figures, 'balance')).toBe('4,0004,000 coins');

    const send = within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' });
    fireEvent.click(send);
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(api.calls(withdrawalsEndpoints.request)).toHaveLength(0);

    const gate = api.pending(withdrawalsEndpoints.request);
    type(within(dialog).getByLabelText('Your password'), 'glass-harbour');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(gate.waiting).toBe(1));
    const [sent] = api.calls(withdrawalsEndpoints.request);
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      providerId: mobileMoney().id,
      currency: 'XOF',
      coins: 1000,
      destination: { phone: '+2250712345678', accountName: 'Camille Durand' },
      confirmation: { method: 'password', password: 'glass-harbour' },
    });

    const listed = api.calls(withdrawalsEndpoints.list).length;
    api.on(withdrawalsEndpoints.list, () => page([withdrawal()]));
    gate.answer({ status: 201, body: withdrawal() });
    expect(await screen.findByText('Withdrawal W-12 sent: 1,000 coins set aside.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm your withdrawal' })).toBeNull();
    expect(screen.getByText(/Your withdrawal W-12 is pending/)).toBeTruthy();
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.list).length).toBeGreaterThan(listed));
    const row = await screen.findByRole('button', { name: /^W-12 · Orange Money/ });
    expect(within(row).getByTestId('withdrawal-status').textContent).toBe('Pending');
    // The amount is cleared for the next one; the details stay.
    expect(amountInput().value).toBe('');
    expect(field(/Mobile money number/).value).toBe('+225 07 12 34 56 78');

    // Its "pending" banner stays while it is pending, and goes when finance moves it on.
    act(() => serverEvent('withdrawal:status', { withdrawalId: withdrawal().id, status: 'pending' }));
    expect(screen.getByText(/Your withdrawal W-12 is pending/)).toBeTruthy();
    act(() => serverEvent('withdrawal:status', { withdrawalId: withdrawal().id, status: 'approved' }));
    await waitFor(() => expect(screen.queryByText(/Your withdrawal W-12 is pending/)).toBeNull());
  });

  it('confirms with a code emailed instead: the address it went to, the wait before another, the code sent', async () => {
    const challenge = {
      challengeId: '0b8f8a53-5d0c-4c1e-9f0e-3c0d1f6a7b21',
      emailHint: 'c***@example.test',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 45_000).toISOString(),
    };
    api.on(withdrawalsEndpoints.confirmationCode, () => ({ status: 201, body: challenge }));
    api.on(withdrawalsEndpoints.request, () => ({ status: 201, body: withdrawal() }));
    await fillOrangeMoney();
    const dialog = await continueToConfirmation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    expect(await within(dialog).findByText('We sent a 6-digit code to c***@example.test.')).toBeTruthy();
    expect(api.calls(withdrawalsEndpoints.confirmationCode)).toHaveLength(1);
    const resend = within(dialog).getByRole('button', { name: /^New code in 0:4\d$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(within(dialog).getByText(/^The code expires in (9:59|10:00)\.$/)).toBeTruthy();

    const code = within(dialog).getByRole('textbox', { name: '6-digit code' });
    type(code, '12a34');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    expect(within(dialog).getByText('Enter the 6 digits of the code.')).toBeTruthy();
    type(code, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.request)).toHaveLength(1));
    expect(api.calls(withdrawalsEndpoints.request)[0]?.body.confirmation).toEqual({
      method: 'code',
      challengeId: challenge.challengeId,
      code: '123456',
    });
    expect(await screen.findByText('Withdrawal W-12 sent: 1,000 coins set aside.')).toBeTruthy();
  });

  it('after no answer, the same withdrawal goes again with the same key; after a refusal, with a new one', async () => {
    await fillOrangeMoney();
    const dialog = await continueToConfirmation();
    api.once(withdrawalsEndpoints.request, () => networkFailure());
    type(within(dialog).getByLabelText('Your password'), 'glass-harbour');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    expect(await within(dialog).findByText(/You seem to be offline/)).toBeTruthy();

    api.fail(withdrawalsEndpoints.request, 422, 'WITHDRAWAL_CONFIRMATION_WRONG', {
      errors: [
        { field: 'confirmation.password', message: 'Your password is not right', code: 'wrong_password' },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.request)).toHaveLength(2));
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(helperOf(password)).toBe('Your password is not right.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw 1,000 coins' }));
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.request)).toHaveLength(3));
    const keys = api.calls(withdrawalsEndpoints.request).map((call) => call.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
