import type {
  AdminTransactionDetail,
  AdminTransactionsPage,
} from '@betogether/contracts/wallet/wallet-admin.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import texts from '@/locales/en/admin-economy.json';
import common from '@/locales/en/common.json';
import { AdjustmentDialog } from './adjustment/adjustment-dialog';
import { TransactionsPanel } from './transactions/transactions-panel';

// The real English texts: a missing or misspelt key shows up as a failing test.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'admin-economy'],
    defaultNS: 'common',
    resources: { en: { common, 'admin-economy': texts } },
    interpolation: { escapeValue: false },
  });
});
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
const page: AdminTransactionsPage = { items: [purchase], nextCursor: null };
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

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer | Promise<Answer>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body } = await answer(call);
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderWith(ui: ReactNode, path = '/admin_betogether/dashboard-transaction') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('TransactionsPanel', () => {
  it('reads the filters from the address, applies new ones to the address and the call', async () => {
    answer = () => ({ status: 200, body: page });
    renderWith(<TransactionsPanel onAdjust={() => undefined} />, '/x?type=purchase&minCoins=100');
    expect(await screen.findByText('Starter pack')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/transactions?type=purchase&minCoins=100&limit=25');

    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'camille_d' } });
    fireEvent.change(screen.getByLabelText('Max coins'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // 50 is below the minimum: nothing is applied, the field says why.
    expect(await screen.findByText('Must be at least the minimum.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?type=purchase&minCoins=100');

    fireEvent.change(screen.getByLabelText('Max coins'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?type=purchase&minCoins=100&member=camille_d&maxCoins=5000',
      ),
    );
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/admin/transactions?member=camille_d&type=purchase&minCoins=100&maxCoins=5000&limit=25',
      ),
    );
  });

  it('opens a transaction with its entries and the link to its reversal', async () => {
    answer = (call) => ({
      status: 200,
      body: call.url.startsWith('/api/admin/transactions/') ? detail : page,
    });
    renderWith(<TransactionsPanel onAdjust={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open transaction #41' }));
    expect(screen.getByTestId('location').textContent).toBe(`?tx=${purchaseId}`);
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
    expect(screen.getByTestId('location').textContent).toBe(`?tx=${reversalId}`);
  });

  it('says when nothing matches, with a way out', async () => {
    answer = () => ({ status: 200, body: { items: [], nextCursor: null } });
    renderWith(<TransactionsPanel onAdjust={() => undefined} />, '/x?member=nobody');
    expect(await screen.findByText('No transaction matches these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
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
  const posts = () => calls.filter((call) => call.method === 'POST');

  it('validates before sending anything', async () => {
    answer = () => ({ status: 500, body: {} });
    renderWith(<AdjustmentDialog initialMember={null} onClose={() => undefined} />);
    submit();
    expect(await screen.findByText('Choose the member.')).toBeTruthy();
    expect(screen.getByText('Enter the number of coins.')).toBeTruthy();
    expect(screen.getByText('Say why: the reason is required.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('finds the member as the admin types, shows their balance, and credits the one chosen', async () => {
    answer = (call) =>
      call.url.startsWith('/api/admin/wallet/members')
        ? {
            status: 200,
            body: { items: [{ ...camille, email: 'camille@example.test', balance: 120 }] },
          }
        : { status: 201, body: { transaction: { ...detail, number: 58 }, balance: 160 } };
    const onClose = vi.fn();
    renderWith(<AdjustmentDialog initialMember={null} onClose={onClose} />);
    const picker = screen.getByRole('combobox', { name: /^Member/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'cam' } });
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/admin/wallet/members'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: /@camille_d/ }));
    expect(calls.find((call) => call.url.startsWith('/api/admin/wallet/members'))?.url).toBe(
      '/api/admin/wallet/members?q=cam&limit=8',
    );
    fill('40', 'Contest prize');
    expect(screen.getByTestId('adjustment-summary').textContent).toContain('Balance: 120 → 160 coins.');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()[0]?.body).toEqual({ userId: camille.id, coins: 40, reason: 'Contest prize' });
  });

  it('refuses a debit above the known balance and shows the resulting balance of a good one', async () => {
    answer = () => ({ status: 500, body: {} });
    renderWith(<AdjustmentDialog initialMember={member} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Debit' }));
    fill('301', 'Duplicate credit');
    submit();
    expect(await screen.findByText('The member has only 300 coins.')).toBeTruthy();
    fill('300', 'Duplicate credit');
    expect(screen.getByTestId('adjustment-summary').textContent).toContain('Balance: 300 → 0 coins.');
    expect(posts()).toHaveLength(0);
  });

  it('sends one key per submission, the same key on retry, and a new one for a changed request', async () => {
    let failures = 1;
    answer = (call) => {
      if (call.method === 'POST' && failures-- > 0)
        return { status: 503, body: { code: 'UNAVAILABLE', status: 503 } };
      if (call.method === 'POST' && (call.body as { coins: number }).coins < 0)
        return { status: 409, body: { code: 'INSUFFICIENT_BALANCE', status: 409 } };
      return { status: 201, body: { transaction: { ...detail, number: 57 }, balance: 550 } };
    };
    const onClose = vi.fn();
    renderWith(<AdjustmentDialog initialMember={member} onClose={onClose} />);
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
    expect(last?.url).toBe('/api/admin/wallet/adjustments');
  });
});
