import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import type { ReferralSummary, StatementItem } from '@betogether/contracts/wallet/wallet.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { forgetServerEvents, serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import type { StatementFilters } from './api/statement-filters';
import { HeaderBalance } from './components/header-balance';
import { BalanceChartCard } from './dashboard/balance-chart-card';
import { InviteFriendsCard } from './dashboard/invite-friends-card';
import { StatementRow } from './dashboard/statement-row';
import { StatementSection } from './dashboard/statement-section';
import { WalletFigures } from './dashboard/wallet-figures';
import { WelcomeBonusNotice } from './dashboard/welcome-bonus-notice';

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

function item(n: number, patch: Partial<StatementItem> = {}): StatementItem {
  return {
    transactionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: n,
    type: 'purchase',
    description: `Bought Starter: 1100 gold coins (receipt BT-2026-00000${n})`,
    coins: 1100,
    balanceAfter: 1100 * n,
    createdAt: '2026-03-01T10:00:00.000Z',
    descriptionText: null,
    reversesId: null,
    reversedById: null,
    ...patch,
  };
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  forgetServerEvents();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HeaderBalance', () => {
  it('shows the balance, links to the dashboard and follows wallet:balance live', async () => {
    api.on(walletEndpoints.balance, () => ({ balance: 1_250 }));
    renderScreen(<HeaderBalance />);
    const link = await screen.findByRole('link', {
      name: 'Your balance: 1,250 gold coins. Open your coins dashboard',
    });
    expect(link.getAttribute('href')).toBe('/betogether/users/dashboard-users');
    expect(link.textContent).toBe('1,250');
    // The balance alone, not the dashboard's figures.
    const [balanceCall] = api.calls(walletEndpoints.balance);
    expect(balanceCall).toBeDefined();
    expect(api.calls()[0]).toBe(balanceCall);
    expect(api.calls(walletEndpoints.summary)).toHaveLength(0);

    api.on(walletEndpoints.balance, () => ({ balance: 25_400 }));
    act(() =>
      serverEvent('wallet:balance', {
        balance: 25_400,
        transactionId: '00000000-0000-4000-8000-000000000001',
      }),
    );
    await waitFor(() => expect(link.textContent).toBe('25.4K'));
    expect(link.getAttribute('aria-label')).toBe(
      'Your balance: 25,400 gold coins. Open your coins dashboard',
    );
  });
});

function Statement({
  filters,
  onChange = () => undefined,
}: {
  filters: StatementFilters;
  onChange?: (f: StatementFilters) => void;
}) {
  return <StatementSection filters={filters} onFiltersChange={onChange} />;
}

describe('StatementSection', () => {
  it('asks for the filtered statement, shows each line with its running balance, and loads more', async () => {
    api.on(walletEndpoints.statement, ({ query }) =>
      query.cursor
        ? page([item(1)])
        : page([item(3, { coins: -300, type: 'admin_adjustment', description: 'Fix' }), item(2)], 'next-1'),
    );
    renderScreen(<Statement filters={{ type: 'purchase', from: '2026-03-01', to: '2026-03-31' }} />);
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Adjustment by BeTogether')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('-300')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Balance 3,300')).toBeTruthy();

    const [first] = api.calls(walletEndpoints.statement);
    expect(api.calls()[0]).toBe(first);
    expect(first?.query.type).toBe('purchase');
    expect(first?.query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(first?.query.to).toBe(new Date(2026, 3, 1).toISOString());

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(3));
    expect(api.calls(walletEndpoints.statement)[1]?.query.cursor).toBe('next-1');
    expect(await screen.findByText('That is everything.')).toBeTruthy();
  });

  it('exports the CSV of the same filters', async () => {
    api.on(
      walletEndpoints.statementCsv,
      () =>
        new Response('date,number\n', {
          headers: { 'content-disposition': 'attachment; filename="betogether-statement-2026-03-31.csv"' },
        }),
    );
    api.on(walletEndpoints.statement, () => page([item(1)]));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    renderScreen(<Statement filters={{ type: 'refund', from: '2026-03-01' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['betogether-statement-2026-03-31.csv']));
    const [csv] = api.calls(walletEndpoints.statementCsv);
    expect(csv?.query.type).toBe('refund');
    expect(csv?.query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(csv?.query).not.toHaveProperty('limit');
  });

  it('asks nothing for a reversed date range and says why', async () => {
    renderScreen(<Statement filters={{ from: '2026-03-10', to: '2026-03-01' }} />);
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
  });

  it('offers to clear filters that match nothing, and changes the type', async () => {
    api.on(walletEndpoints.statement, () => page([]));
    const changes: StatementFilters[] = [];
    renderScreen(<Statement filters={{ type: 'chargeback' }} onChange={(f) => changes.push(f)} />);
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referral bonus' }));
    expect(changes.at(-1)).toEqual({ type: 'referral_bonus' });
  });
});

describe('InviteFriendsCard', () => {
  it('shows the link, its QR code, the people who joined and the bonus earned', async () => {
    const referrals: ReferralSummary = {
      code: 'camille42',
      link: 'http://127.0.0.1:3100/auth/camille42',
      joinedCount: 3,
      pendingCount: 1,
      bonusCoinsEarned: 300,
      referrerBonusCoins: 100,
      newMemberBonusCoins: 50,
      pendingBonusCount: 2,
      pendingBonusCoins: 200,
      vestingDays: 7,
      welcomeBonus: null,
    };
    api.on(walletEndpoints.referrals, () => referrals);
    renderScreen(<InviteFriendsCard />);
    expect(((await screen.findByTestId('referral-link')) as HTMLInputElement).value).toBe(referrals.link);
    expect(
      screen.getByText(
        'Share your link. When a friend joins, you get 100 coins and they get 50 coins, once they have been a member for 7 days and bought coins for the first time.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('referral-joined').textContent).toBe('3');
    expect(screen.getByText('300 coins')).toBeTruthy();
    // Bonuses not yet vested are shown as on their way, apart from what was earned.
    expect(within(screen.getByTestId('referral-bonus-pending')).getByText('200 coins')).toBeTruthy();
    expect(
      screen.getByText('2 friends: paid once they have been a member for 7 days and bought coins.'),
    ).toBeTruthy();
    const qr = (await screen.findByRole('img', {
      name: 'QR code of your invitation link',
    })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
  });
});

describe('WelcomeBonusNotice', () => {
  const referrals = (welcomeBonus: ReferralSummary['welcomeBonus']): ReferralSummary => ({
    code: 'nina0001',
    link: 'http://127.0.0.1:3100/auth/nina0001',
    joinedCount: 0,
    pendingCount: 0,
    bonusCoinsEarned: 0,
    referrerBonusCoins: 100,
    newMemberBonusCoins: 50,
    pendingBonusCount: 0,
    pendingBonusCoins: 0,
    vestingDays: 7,
    welcomeBonus,
  });

  it('tells a newcomer their bonus is pending, who invited them and what is left to do', async () => {
    api.on(walletEndpoints.referrals, () =>
      referrals({
        status: 'pending',
        coins: 50,
        vestsAfter: '2999-03-08T10:00:00.000Z',
        activityDone: false,
        invitedBy: 'Rita Referrer',
      }),
    );
    renderScreen(<WelcomeBonusNotice />);
    const notice = await screen.findByRole('region', { name: 'Your welcome bonus is on its way' });
    expect(
      within(notice).getByText(
        /Rita Referrer invited you: 50 coins are yours once you have been a member for 7 days/,
      ),
    ).toBeTruthy();
    expect(within(notice).getByText('Member long enough on March 8, 2999')).toBeTruthy();
    expect(within(notice).getByText('First coin purchase: not yet')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Buy coins' }).getAttribute('href')).toBe(
      '/betogether/users/jackpot/gold-coin-store',
    );
  });

  it('shows nothing once the bonus is paid, or without one', async () => {
    api.on(walletEndpoints.referrals, () => referrals(null));
    renderScreen(<WelcomeBonusNotice />);
    await waitFor(() => expect(api.calls(walletEndpoints.referrals)).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('WalletFigures', () => {
  it('shows bought, earned, spent and corrected apart: a purchase is bought, a reversal corrected', () => {
    const flow = { bought: 1100, earned: 50, spent: 0, corrected: -1100 };
    renderScreen(
      <WalletFigures
        summary={{ balance: 50, timeZone: 'UTC', thisWeek: flow, thisMonth: flow, last30Days: [] }}
      />,
    );
    const week = screen.getByRole('region', { name: 'This week' });
    const figure = (kind: string) => within(week).getByTestId(`flow-${kind}`).textContent;
    expect(
      within(week)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Bought', 'Earned', 'Spent', 'Corrected']);
    expect(figure('bought')).toContain('+1,100');
    expect(figure('earned')).toContain('+50');
    expect(figure('spent')).toContain('0');
    expect(figure('corrected')).toContain('-1,100');
  });

  it('leads from the balance to buying coins and to withdrawing them', () => {
    const flow = { bought: 0, earned: 0, spent: 0, corrected: 0 };
    renderScreen(
      <WalletFigures
        summary={{ balance: 5, timeZone: 'UTC', thisWeek: flow, thisMonth: flow, last30Days: [] }}
      />,
    );
    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(within(balance).getByRole('link', { name: 'Buy coins' }).getAttribute('href')).toBe(
      '/betogether/users/jackpot/gold-coin-store',
    );
    expect(within(balance).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/betogether/withdrawal/withdrawal',
    );
  });
});

describe('BalanceChartCard', () => {
  it('gives screen readers every category of every day, and the balance', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-04-${String(i + 1).padStart(2, '0')}`,
      bought: i === 29 ? 500 : 0,
      earned: 0,
      spent: 0,
      corrected: i === 29 ? -20 : 0,
      balance: i === 29 ? 480 : 0,
    }));
    renderScreen(<BalanceChartCard days={days} failed={false} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Bought', 'Earned', 'Spent', 'Corrected', 'Balance']);
    const lastRow = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['500', '0', '0', '-20', '480']);
  });
});

describe('StatementRow', () => {
  const coded = (
    code: NonNullable<StatementItem['descriptionText']>['code'],
    params: Record<string, string | number>,
  ) => item(1, { description: 'English text', descriptionText: { code, params } });

  it('writes a coded description in the reader’s language, and an older entry as it was posted', () => {
    const fr = renderScreen(
      <ul>
        <StatementRow
          item={coded('purchase', { pack: 'Populaire', coins: 1100, receipt: 'BT-2026-000001' })}
        />
        <StatementRow
          item={coded('refund', {
            pack: 'Populaire',
            receipt: 'BT-2026-000001',
            takenBack: 800,
            shortfall: 300,
          })}
        />
        <StatementRow
          item={coded('chargeback', {
            pack: 'Populaire',
            receipt: 'BT-2026-000001',
            takenBack: 1100,
            shortfall: 0,
          })}
        />
        <StatementRow item={item(2, { description: 'Old English line' })} />
      </ul>,
      { language: 'fr' },
    );
    const texts = screen.getAllByTestId('statement-row').map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Achat de Populaire : 1\u202f100 pièces d’or (reçu BT-2026-000001)');
    expect(texts[1]).toContain(
      'Remboursement de Populaire (reçu BT-2026-000001) : 800 pièces d’or reprises, 300 déjà dépensées',
    );
    expect(texts[2]).toContain(
      'Contestation de paiement de Populaire (reçu BT-2026-000001) : 1\u202f100 pièces d’or reprises',
    );
    expect(texts[2]).not.toContain('déjà');
    expect(texts[3]).toContain('Old English line');
    fr.unmount();
    renderScreen(
      <ul>
        <StatementRow item={coded('referral_new_member', { name: 'Rita Referrer' })} />
      </ul>,
    );
    expect(screen.getByText('Welcome bonus: invited by Rita Referrer')).toBeTruthy();
  });
});
