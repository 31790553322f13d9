import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { withdrawalsAdminEndpoints as e } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { openWithdrawals as open } from './testing/open-withdrawals';
import {
  listPage,
  otherProviderId,
  providers,
  settings,
  waitingSecond,
  withdrawal,
} from './testing/withdrawal-builders';

/** A window `width` px wide, as far as MUI's media queries (jsdom has none) are concerned. */
function windowOf(width: number) {
  const matches = (media: string) => Number(/min-width:\s*([\d.]+)px/.exec(media)?.[1] ?? Infinity) <= width;
  vi.stubGlobal('matchMedia', (media: string) =>
    Object.assign(new EventTarget(), { media, matches: matches(media) }),
  );
}

const lists = (api: FakeApi) => api.calls(e.list).map((call) => call.query);
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(e.settings, () => settings);
  api.on(payoutsAdminEndpoints.providers, () => providers);
});
afterEach(() => vi.unstubAllGlobals());

describe('the withdrawals list', () => {
  it('reads the tab and filters from the address, and puts new ones there and in the call', async () => {
    api.on(e.list, () => listPage([withdrawal(12)]));
    const view = open(`?status=approved&minCoins=500`);
    expect(await screen.findByRole('button', { name: 'Open withdrawal W-12' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To pay', selected: true })).toBeTruthy();
    expect(lists(api)[0]).toEqual({ status: 'approved', minCoins: '500', limit: '25' });

    // On a phone the filters open in a sheet, behind a button that counts those on.
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByRole('textbox', { name: 'Min. coins' }) as HTMLInputElement).value).toBe(
      '500',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Member or number' }), {
      target: { value: 'member12' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Min. coins' }), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-06-10' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // Nothing applied: each field says why.
    expect(await screen.findByText('A whole number of coins.')).toBeTruthy();
    expect(screen.getByText('Must be on or after the start date.')).toBeTruthy();
    expect(view.location().search).toBe('?status=approved&minCoins=500');

    fireEvent.change(screen.getByRole('textbox', { name: 'Min. coins' }), {
      target: { value: '2000' },
    });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-06-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(params(view.location().search)).toEqual({
        status: 'approved',
        q: 'member12',
        from: '2026-06-10',
        to: '2026-06-20',
        minCoins: '2000',
      }),
    );
    await waitFor(() =>
      expect(lists(api).at(-1)).toEqual({
        status: 'approved',
        q: 'member12',
        from: '2026-06-10',
        to: '2026-06-20',
        minCoins: '2000',
        limit: '25',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());

    // The provider applies as soon as it is chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Filters (4 on)' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Provider' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wave' }));
    await waitFor(() => expect(lists(api).at(-1)?.providerId).toBe(otherProviderId));
    expect(params(view.location().search).provider).toBe(otherProviderId);
    // The sheet stays open for more filters until it is closed.
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());

    // The "needs second approval" tab asks for those waiting for another admin.
    fireEvent.click(screen.getByRole('tab', { name: 'Needs second approval' }));
    await waitFor(() => expect(lists(api).at(-1)?.awaitingSecondApproval).toBe('true'));
    expect(lists(api).at(-1)).not.toHaveProperty('status');
    expect(params(view.location().search).status).toBe('second_approval');
  });

  it('shows a table at 1440 px, pages on with the cursor, and says when the list ends', async () => {
    windowOf(1440);
    api.once(e.list, () => listPage([withdrawal(12), waitingSecond(11)], 'cursor-2'));
    api.once(e.list, () => listPage([withdrawal(10, { status: 'paid', reference: 'OM-1' })]));
    open();
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const rows = within(table).getAllByTestId('withdrawal-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Member 12');
    expect(rows[0]?.textContent).toContain('Orange Money');
    expect(rows[0]?.textContent).toMatch(/F\sCFA\s4,800/);
    expect(rows[0]?.textContent).toContain('1,000');
    expect(within(rows[1] as HTMLElement).getByText('Needs 2nd approval')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByTestId('withdrawal-row')).toHaveLength(3));
    expect(api.calls(e.list)[1]?.query).toEqual({ status: 'pending', limit: '25', cursor: 'cursor-2' });
    expect(await screen.findByText('That is every withdrawal for these filters.')).toBeTruthy();
    // Only pending ones can be ticked.
    expect(within(table).getAllByRole('checkbox', { name: /^Select W-/ })).toHaveLength(2);
  });

  it('says when a tab is empty, and offers to clear filters that match nothing', async () => {
    api.on(e.list, () => listPage([]));
    const view = open(`?q=nobody`);
    expect(await screen.findByText('No withdrawal matches these filters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(await screen.findByText('No withdrawal waiting for approval')).toBeTruthy();
  });

  it('shows a loading error with a retry', async () => {
    api.fail(e.list, 0);
    open();
    expect(await screen.findByText('The withdrawals could not be loaded')).toBeTruthy();
    expect(screen.getByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    api.on(e.list, () => listPage([withdrawal(3)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open withdrawal W-3' })).toBeTruthy();
  });

  it('downloads the CSV of the tab and filters on screen, with the token', async () => {
    api.on(e.list, () => listPage([withdrawal(12)]));
    const file = 'requested_at,number,status\r\n2026-06-15T09:00:00.000Z,W-12,pending\r\n';
    api.on(e.csv, () => new Response(file, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => blobs.push(blob) && 'blob:csv',
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    open(`?status=second_approval&provider=${otherProviderId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    // No file name from the server: the day's name.
    expect(names[0]).toMatch(/^betogether-withdrawals-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobs[0]?.text()).toBe(file);
    const [sent] = api.calls(e.csv);
    expect(sent?.query).toEqual({ awaitingSecondApproval: 'true', providerId: otherProviderId });
    expect(sent?.headers.authorization).toMatch(/^Token /);
  });
});

describe('approving several withdrawals at once', () => {
  it('asks once more, then says what became of each, refusals in words', async () => {
    const small = withdrawal(12);
    const large = withdrawal(13, { coins: 150_000, feeCoins: 2_275, moneyMinor: 738_625 });
    const moved = withdrawal(14);
    const mine = waitingSecond(15);
    api.on(e.list, () => listPage([small, large, moved, mine]));
    api.on(e.bulkApprove, ({ body }) => ({
      results: body.ids.map((id) =>
        id === small.id
          ? { id, outcome: 'approved' as const, code: null }
          : id === large.id
            ? { id, outcome: 'first_approval' as const, code: null }
            : id === moved.id
              ? { id, outcome: 'refused' as const, code: 'WITHDRAWAL_STATE_CONFLICT' }
              : { id, outcome: 'refused' as const, code: 'WITHDRAWAL_SECOND_APPROVER_REQUIRED' },
      ),
    }));
    open();
    for (const number of ['W-12', 'W-13', 'W-14', 'W-15'])
      fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${number}` }));
    const bar = screen.getByRole('region', { name: 'Selected withdrawals' });
    expect(bar.textContent).toContain('4 withdrawals selected · 302,000 coins');
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));

    const confirm = await screen.findByRole('dialog', { name: 'Approve 4 withdrawals?' });
    expect(
      within(confirm).getByText(/^W-13 is above 100,000 coins: yours is its first approval/),
    ).toBeTruthy();
    expect(within(confirm).getByText(/^You gave the first approval of W-15/)).toBeTruthy();
    expect(api.calls(e.bulkApprove)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve 4 withdrawals' }));

    const results = await screen.findByRole('dialog', { name: 'What became of each withdrawal' });
    expect(within(results).getByText('1 approved · 1 waiting for a second admin · 2 refused')).toBeTruthy();
    const lines = within(results)
      .getAllByTestId('bulk-result')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'W-12 · @member12Approved: pay it, then mark it paid.',
      'W-13 · @member13First approval given: another admin must give the second.',
      expect.stringContaining('W-14 · @member14Not approved: This withdrawal has moved on'),
      'W-15 · @member15Not approved: You gave the first approval: another admin must give the second.',
    ]);
    const [sent] = api.calls(e.bulkApprove);
    expect(sent?.body).toEqual({ ids: [small.id, large.id, moved.id, mine.id] });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The selection is spent, and the list loads again.
    expect(screen.queryByRole('region', { name: 'Selected withdrawals' })).toBeNull();
    await waitFor(() => expect(api.calls(e.list).length).toBeGreaterThan(1));
    fireEvent.click(within(results).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the selection and the key when the request fails, and says why', async () => {
    api.on(e.list, () => listPage([withdrawal(12)]));
    api.once(e.bulkApprove, () => problem(503, 'SERVICE_UNAVAILABLE'));
    api.once(e.bulkApprove, ({ body }) => ({
      results: body.ids.map((id) => ({ id, outcome: 'approved' as const, code: null })),
    }));
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select W-12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 1 withdrawal?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve 1 withdrawal' }));
    expect(await within(confirm).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 approved')).toBeTruthy();
    const [first, retry] = api.calls(e.bulkApprove);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});
