import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import type { PostedTransaction } from '@betogether/contracts/wallet/wallet.schemas';
import type {
  AdminTransactionDetail,
  AdminTransactionsPage,
} from '@betogether/contracts/wallet/wallet-admin.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, page as pageOf } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AdjustmentDialog } from './adjustment/adjustment-dialog';
import { TransactionsPanel } from './transactions/transactions-panel';

const camille = {
  id: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b',
  username: 'camille_d',
  displayName: 'Camille Durand',
  avatarUrl: null,
};
const purchaseId = '0b6f8c1e-2d3a-4b5c-9d7e-8f9a0b1c2d3e';
const reversalId = '1c7a9d2f-3e4b-4c6d-8e8f-9a0b1c2d3e4f';

const purchase = {
  id: purchaseId,
  number: 41,
  type: 'purchase' as const,
  description: 'Starter pack',
  amount: 1100,
  createdAt: '2026-03-01T10:00:00.000Z',
  actor: null,
  members: [{ ...camille, coins: 1100 }],
  reversesId: null,
  reversedById: reversalId,
};
const page: AdminTransactionsPage = pageOf([purchase]);
const detail: AdminTransactionDetail = {
  ...purchase,
  idempotencyKey: `purchase:${purchaseId}`,
  metadata: { packId: 'starter' },
  entries: [
    {
      account: { kind: 'platform', code: 'issuance', label: 'Coin issuance' },
      coins: -1100,
      balanceAfter: null,
    },
    { account: { kind: 'member', member: camille }, coins: 1100, balanceAfter: 1100 },
  ],
  reverses: null,
  reversedBy: { id: reversalId, number: 45, type: 'reversal' },
};

/** An adjustment as the ledger posted it (the adjustment's answer). */
const adjustment = (number: number, coins: number): PostedTransaction => ({
  id: '2d8b0e3a-4f5c-4d7e-9f1a-0b1c2d3e4f5a',
  number,
  type: 'admin_adjustment',
  description: 'Contest prize',
  metadata: {},
  createdAt: '2026-03-02T10:00:00.000Z',
  entries: [
    { account: { platform: 'adjustments' }, coins: -coins, balanceAfter: null },
    { account: { userId: camille.id }, coins, balanceAfter: 160 },
  ],
  reversesId: null,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

/** The economy pages are an administrator's. */
const renderPage = (ui: ReactElement, route = '/admin_betogether/dashboard-transaction') =>
  renderScreen(ui, { route, session: admin() });

describe('TransactionsPanel', () => {
  it('reads the filters from the address, applies new ones to the address and the call', async () => {
    api.on(walletAdminEndpoints.transactions, () => page);
    const view = renderPage(
      <TransactionsPanel onAdjust={() => undefined} />,
      '/x?type=purchase&minCoins=100',
    );
    expect(await screen.findByText('Starter pack')).toBeTruthy();
    const lists = () => api.calls(walletAdminEndpoints.transactions);
    expect(api.calls()[0]).toBe(lists()[0]);
    expect(lists()[0]?.search).toBe('?type=purchase&minCoins=100&limit=25');

    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'camille_d' } });
    fireEvent.change(screen.getByLabelText('Max coins'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // 50 is below the minimum: nothing is applied, the field says why.
    expect(await screen.findByText('Must be at least the minimum.')).toBeTruthy();
    expect(view.location().search).toBe('?type=purchase&minCoins=100');

    fireEvent.change(screen.getByLabelText('Max coins'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(view.location().search).toBe('?type=purchase&minCoins=100&member=camille_d&maxCoins=5000'),
    );
    await waitFor(() =>
      expect(api.calls().at(-1)?.search).toBe(
        '?member=camille_d&type=purchase&minCoins=100&maxCoins=5000&limit=25',
      ),
    );
    expect(api.calls().at(-1)).toBe(lists().at(-1));
  });

  it('opens a transaction with its entries and the link to its reversal', async () => {
    api.on(walletAdminEndpoints.transactions, () => page);
    api.on(walletAdminEndpoints.transaction, ({ params }) => ({ ...detail, id: params.id }));
    const view = renderPage(<TransactionsPanel onAdjust={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #41' }));
    expect(view.location().search).toBe(`?tx=${purchaseId}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByTestId('entry-row')).toHaveLength(2);
    expect(within(dialog).getByText('Coin issuance')).toBeTruthy();
    expect(within(dialog).getByText(/This transaction was reversed by/)).toBeTruthy();
    // Reversed already: the Reverse button is off and says why.
    expect((within(dialog).getByRole('button', { name: 'Reverse…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByText('Already reversed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '#45 (Reversal)' }));
    expect(view.location().search).toBe(`?tx=${reversalId}`);
  });

  it('offers no reversal of a purchase: the provider refund takes it back', async () => {
    api.on(walletAdminEndpoints.transactions, () => page);
    api.on(walletAdminEndpoints.transaction, () => ({ ...detail, reversedById: null, reversedBy: null }));
    renderPage(<TransactionsPanel onAdjust={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #41' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByTestId('entry-row');
    expect((within(dialog).getByRole('button', { name: 'Reverse…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByText(/taken back by a refund at the payment provider/)).toBeTruthy();
  });

  it('says when nothing matches, with a way out', async () => {
    api.on(walletAdminEndpoints.transactions, () => pageOf([]));
    const view = renderPage(<TransactionsPanel onAdjust={() => undefined} />, '/x?member=nobody');
    expect(await screen.findByText('No transaction matches these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.location().search).toBe(''));
  });
});

describe('AdjustmentDialog', () => {
  const member = { ...camille, balance: 300 };
  const fill = (coins: string, reason: string) => {
    fireEvent.change(screen.getByLabelText(/^Coins/), { target: { value: coins } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: reason } });
  };
  const submit = () =>
    fireEvent.click(screen.getByRole('button', { name: /^(Credit coins|Debit coins|Try again)$/ }));
  const posts = () => {
    const adjustments = api.calls(walletAdminEndpoints.adjust);
    // Every POST of the dialog is an adjustment.
    expect(api.calls().filter((call) => call.method === 'POST')).toEqual(adjustments);
    return adjustments;
  };

  it('validates before sending anything', async () => {
    renderPage(<AdjustmentDialog initialMember={null} onClose={() => undefined} />);
    submit();
    expect(await screen.findByText('Choose the member.')).toBeTruthy();
    expect(screen.getByText('Enter the number of coins.')).toBeTruthy();
    expect(screen.getByText('Say why: the reason is required.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('finds the member as the admin types, shows their balance, and credits the one chosen', async () => {
    api.on(walletAdminEndpoints.members, () => ({
      items: [{ ...camille, email: 'camille@example.test', balance: 120 }],
    }));
    api.on(walletAdminEndpoints.adjust, () => ({
      status: 201,
      body: { transaction: adjustment(58, 40), balance: 160 },
    }));
    const onClose = vi.fn();
    renderPage(<AdjustmentDialog initialMember={null} onClose={onClose} />);
    const picker = screen.getByRole('combobox', { name: /^Member/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'cam' } });
    await waitFor(() => expect(api.calls(walletAdminEndpoints.members).length).toBeGreaterThan(0));
    fireEvent.click(await screen.findByRole('option', { name: /@camille_d/ }));
    expect(api.calls(walletAdminEndpoints.members)[0]?.search).toBe('?q=cam&limit=8');
    fill('40', 'Contest prize');
    expect(screen.getByTestId('adjustment-summary').textContent).toContain('Balance: 120 → 160 coins.');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()[0]?.body).toEqual({ userId: camille.id, coins: 40, reason: 'Contest prize' });
  });

  it('refuses a debit above the known balance and shows the resulting balance of a good one', async () => {
    renderPage(<AdjustmentDialog initialMember={member} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Debit' }));
    fill('301', 'Duplicate credit');
    submit();
    expect(await screen.findByText('The member has only 300 coins.')).toBeTruthy();
    fill('300', 'Duplicate credit');
    expect(screen.getByTestId('adjustment-summary').textContent).toContain('Balance: 300 → 0 coins.');
    expect(posts()).toHaveLength(0);
  });

  it('sends one key per submission, the same key on retry, and a new one for a changed request', async () => {
    api
      .on(walletAdminEndpoints.adjust, ({ body }) =>
        body.coins < 0
          ? problem(409, 'INSUFFICIENT_BALANCE')
          : { status: 201, body: { transaction: adjustment(57, body.coins), balance: 550 } },
      )
      .once(walletAdminEndpoints.adjust, () => problem(503, 'SERVICE_UNAVAILABLE'));
    // The picker also searches the chosen member's label (nobody matches it).
    api.on(walletAdminEndpoints.members, () => ({ items: [] }));
    const onClose = vi.fn();
    renderPage(<AdjustmentDialog initialMember={member} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Debit' }));
    fill('200', 'Duplicate credit');
    submit();
    await screen.findByRole('button', { name: 'Try again' });
    submit();
    expect(await screen.findByText(/The member’s balance is too low for this/)).toBeTruthy();
    const [first, retry] = posts();
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(retry?.body).toEqual({ userId: camille.id, coins: -200, reason: 'Duplicate credit' });

    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const last = posts().at(-1);
    expect(last?.body).toEqual({ userId: camille.id, coins: 200, reason: 'Duplicate credit' });
    expect(last?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });
});
