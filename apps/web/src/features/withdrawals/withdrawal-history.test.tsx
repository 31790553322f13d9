import { payoutsEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { bankTransfer, mobileMoney, overview, page, withdrawal } from './testing/withdrawal-builders';
import { WithdrawalPage } from './withdrawal-page';

// withdrawal/withdrawal: the member's withdrawals, each one's detail, cancelling, finance's steps live.

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

let api: FakeApi;

const paid = withdrawal({
  id: uuid(702),
  number: 11,
  status: 'paid',
  provider: { id: uuid(502), name: 'SEPA transfer', kind: 'bank_transfer' },
  currency: 'EUR',
  minorDigits: 2,
  coins: 5_000,
  feeCoins: 100,
  rate: { id: uuid(602), version: 3, rate: '0.0076' },
  moneyMinor: 3_724,
  destination: { iban: 'FR7630006000011234567890189', accountName: 'Camille Durand' },
  reference: 'SEPA-2026-0042',
  requestedAt: '2026-02-20T09:00:00.000Z',
  timeline: [
    { kind: 'requested', at: '2026-02-20T09:00:00.000Z', note: null },
    { kind: 'approved', at: '2026-02-21T10:00:00.000Z', note: null },
    { kind: 'paid', at: '2026-02-21T15:30:00.000Z', note: 'SEPA-2026-0042' },
  ],
});
const refused = withdrawal({
  id: uuid(703),
  number: 10,
  status: 'rejected',
  reason: 'The number is not registered with Orange Money',
  requestedAt: '2026-02-10T09:00:00.000Z',
  timeline: [
    { kind: 'requested', at: '2026-02-10T09:00:00.000Z', note: null },
    {
      kind: 'rejected',
      at: '2026-02-11T09:00:00.000Z',
      note: 'The number is not registered with Orange Money',
    },
  ],
});

beforeEach(() => {
  api = fakeApi();
  api.on(withdrawalsEndpoints.overview, () => overview());
  api.on(payoutsEndpoints.providers, () => ({ items: [mobileMoney(), bankTransfer()] }));
  api.on(withdrawalsEndpoints.list, () => page([withdrawal(), paid, refused]));
});

const open = () => renderScreen(<WithdrawalPage />, { route: '/betogether/withdrawal/withdrawal' });
const rows = () => screen.getAllByTestId('withdrawal-row');
/** Each row's number and method, and its status, top to bottom. */
const rowSummaries = () =>
  rows().map((row) => [
    within(row).getByText(/^W-\d+ · /).textContent,
    within(row).getByTestId('withdrawal-status').textContent,
  ]);
const detailOf = (item: Withdrawal) => api.on(withdrawalsEndpoints.detail, () => item);
const dialog = () => screen.findByRole('dialog', { name: /^Withdrawal W-\d+/ });

describe('the list', () => {
  it('shows each withdrawal newest first with its method, coins, money and status; more on request', async () => {
    api.once(withdrawalsEndpoints.list, () => page([withdrawal(), paid], 'next-page'));
    api.on(withdrawalsEndpoints.list, () => page([refused]));
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rowSummaries()).toEqual([
      ['W-12 · Orange Money', 'Pending'],
      ['W-11 · SEPA transfer', 'Paid'],
    ]);
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('1,000 coins')).toBeTruthy();
    expect(within(first).getByText('F CFA 4,800')).toBeTruthy();
    expect(within(second).getByText('€37.24')).toBeTruthy();
    // The whole line is one button, named by what it shows.
    expect(within(first).getByText('W-12 · Orange Money').closest('[role="button"]')).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.calls(withdrawalsEndpoints.list)[1]?.query).toEqual({ limit: '10', cursor: 'next-page' });
    expect(rowSummaries()[2]).toEqual(['W-10 · Orange Money', 'Refused']);
  });

  it('says what will show there when there is nothing yet, and offers a retry when it fails', async () => {
    api.fail(withdrawalsEndpoints.list, 0);
    open();
    expect(await screen.findByText(/Your withdrawals could not be loaded\./)).toBeTruthy();
    api.on(withdrawalsEndpoints.list, () => page([]));
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('No withdrawal yet')).toBeTruthy();
  });
});

describe('a withdrawal’s detail', () => {
  it('a paid one: the reference of the payment, the IBAN, the figures recorded and the steps', async () => {
    detailOf(paid);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^W-11 · / }));
    const detail = await dialog();
    expect(within(detail).getByTestId('withdrawal-reference').textContent).toBe(
      'Payment reference: SEPA-2026-0042',
    );
    expect(within(detail).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeTruthy();
    expect(within(detail).getByText('€37.24')).toBeTruthy();
    expect(within(detail).getByText('1 coin = €0.0076')).toBeTruthy();
    const steps = within(within(detail).getByTestId('withdrawal-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-02-21T15:30:00.000Z',
      '2026-02-21T10:00:00.000Z',
      '2026-02-20T09:00:00.000Z',
    ]);
    expect(steps[0]?.textContent).toMatch(/^Paid/);
    expect(within(detail).queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused one: the reason, and that the coins came back', async () => {
    detailOf(refused);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^W-10 · / }));
    const detail = await dialog();
    expect(within(detail).getByTestId('withdrawal-reason').textContent).toBe(
      'Reason: The number is not registered with Orange Money',
    );
    expect(
      within(detail).getByText('Our finance team refused it: the 1,000 coins are back in your balance.'),
    ).toBeTruthy();
  });

  it('cancels a pending one after asking: the coins come back, once, with an Idempotency-Key', async () => {
    detailOf(withdrawal());
    const cancelled = withdrawal({
      status: 'cancelled',
      timeline: [
        { kind: 'requested', at: '2026-03-02T12:00:00.000Z', note: null },
        { kind: 'cancelled', at: '2026-03-02T12:05:00.000Z', note: null },
      ],
    });
    const gate = api.pending(withdrawalsEndpoints.cancel);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^W-12 · / }));
    const detail = await dialog();
    expect(within(detail).getByText('Our finance team checks it. You can still cancel it.')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel this withdrawal' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel withdrawal W-12?' });
    expect(
      within(ask).getByText('It stops here, and the 1,000 coins come back to your balance at once.'),
    ).toBeTruthy();
    expect(api.calls(withdrawalsEndpoints.cancel)).toHaveLength(0);
    const overviews = api.calls(withdrawalsEndpoints.overview).length;
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel the withdrawal' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel the withdrawal' }));
    await waitFor(() => expect(gate.waiting).toBe(1));
    expect(api.calls(withdrawalsEndpoints.cancel)).toHaveLength(1);
    expect(api.calls(withdrawalsEndpoints.cancel)[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    api.on(withdrawalsEndpoints.detail, () => cancelled);
    gate.answer(cancelled);
    expect(
      await screen.findByText('Withdrawal W-12 cancelled: the 1,000 coins are back in your balance.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(detail).getByTestId('withdrawal-status').textContent).toBe('Cancelled'),
    );
    expect(within(detail).queryByRole('button', { name: 'Cancel this withdrawal' })).toBeNull();
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.overview).length).toBeGreaterThan(overviews));
  });

  it('a cancellation too late (finance moved on): said, and the withdrawal shown as it is now', async () => {
    let current = withdrawal();
    api.on(withdrawalsEndpoints.detail, () => current);
    api.fail(withdrawalsEndpoints.cancel, 409, 'WITHDRAWAL_STATE_CONFLICT');
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^W-12 · / }));
    const detail = await dialog();
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel this withdrawal' }));
    current = withdrawal({ status: 'approved' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel withdrawal W-12?' })).getByRole('button', {
        name: 'Cancel the withdrawal',
      }),
    );
    expect((await within(detail).findByRole('alert')).textContent).toBe(
      'This withdrawal has moved on: it can no longer be cancelled.',
    );
    await waitFor(() => expect(within(detail).getByTestId('withdrawal-status').textContent).toBe('Approved'));
  });
});

describe('live', () => {
  it('finance’s step arrives: the list, the open detail and the balance follow without a reload', async () => {
    let current = withdrawal();
    api.on(withdrawalsEndpoints.list, () => page([current]));
    api.on(withdrawalsEndpoints.detail, () => current);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^W-12 · / }));
    const detail = await dialog();
    const overviews = api.calls(withdrawalsEndpoints.overview).length;

    current = withdrawal({
      status: 'paid',
      reference: 'OM-778899',
      timeline: [
        { kind: 'requested', at: '2026-03-02T12:00:00.000Z', note: null },
        { kind: 'approved', at: '2026-03-02T13:00:00.000Z', note: null },
        { kind: 'paid', at: '2026-03-02T14:00:00.000Z', note: 'OM-778899' },
      ],
    });
    act(() => serverEvent('withdrawal:status', { withdrawalId: current.id, status: 'paid' }));
    await waitFor(() => expect(within(detail).getByTestId('withdrawal-status').textContent).toBe('Paid'));
    expect(within(detail).getByTestId('withdrawal-reference').textContent).toBe(
      'Payment reference: OM-778899',
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByTestId('withdrawal-status').textContent).toBe('Paid'),
    );
    await waitFor(() => expect(api.calls(withdrawalsEndpoints.overview).length).toBeGreaterThan(overviews));
  });

  it('a change of the balance elsewhere refreshes what may be withdrawn', async () => {
    open();
    await screen.findByTestId('withdrawal-balance');
    api.on(withdrawalsEndpoints.overview, () =>
      overview({ balance: 7_000, limits: { ...overview().limits, availableCoins: 7_000 } }),
    );
    act(() => serverEvent('wallet:balance', { balance: 7_000 }));
    const balance = screen.getByTestId('withdrawal-balance');
    expect(await within(balance).findAllByText('7,000 coins')).toHaveLength(2);
  });
});
