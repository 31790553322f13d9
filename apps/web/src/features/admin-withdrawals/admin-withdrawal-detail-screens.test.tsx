import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { withdrawalsAdminEndpoints as e } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { personOf } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { openWithdrawals } from './testing/open-withdrawals';
import {
  listPage,
  me,
  otherAdmin,
  providers,
  settings,
  waitingSecond,
  withdrawal,
} from './testing/withdrawal-builders';

/** The page with withdrawal `shown` open (`?w=`), its detail answered by `detail` until the test says otherwise. */
function openDetail(shown: AdminWithdrawal) {
  api.on(e.list, () => listPage([shown]));
  api.on(e.detail, () => shown);
  return openWithdrawals(`?w=${shown.id}`);
}

const detailDialog = () => screen.findByRole('dialog', { name: /^Withdrawal W-\d+/ });
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name }) as HTMLButtonElement;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(e.settings, () => settings);
  api.on(payoutsAdminEndpoints.providers, () => providers);
});

describe('a withdrawal’s detail', () => {
  it('shows the member, the destination, the amounts with the rate version, the approvals and the timeline', async () => {
    const paid = waitingSecond(12, personOf(otherAdmin));
    openDetail({
      ...paid,
      status: 'paid',
      needsSecondApproval: false,
      reference: 'OM-2026-0615-7781',
      approvals: [...paid.approvals, { admin: personOf(me), at: '2026-06-15T11:00:00.000Z' }],
      timeline: [
        ...paid.timeline,
        { kind: 'approved', at: '2026-06-15T11:00:00.000Z', note: null, actor: personOf(me) },
        { kind: 'paid', at: '2026-06-15T12:00:00.000Z', note: 'OM-2026-0615-7781', actor: personOf(me) },
      ],
    });
    const dialog = await detailDialog();
    await within(dialog).findByText('Paid. Provider’s reference: OM-2026-0615-7781');
    expect(within(dialog).getByText('@member12 · member12@example.test')).toBeTruthy();
    expect(within(dialog).getByText('+225 07 12 34 56 78')).toBeTruthy();
    expect(within(dialog).getByText('Orange Money · Mobile money')).toBeTruthy();
    expect(within(dialog).getByTestId('withdrawal-money').textContent).toMatch(/F\sCFA\s738,625/);
    expect(within(dialog).getByText('Version 3 · 1 coin = 5 XOF')).toBeTruthy();
    const approvals = within(dialog).getByTestId('withdrawal-approvals');
    expect(approvals.textContent).toContain('Sam Finance (@sam_finance)');
    expect(approvals.textContent).toContain('Alex Martin (@alex_admin)');
    const steps = within(within(dialog).getByTestId('withdrawal-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      'Requested by the member',
      'First approval',
      'Approved',
      'Paid',
    ]);
    // Paid: nothing left to decide.
    expect(within(dialog).queryByRole('button', { name: /Approve|Reject|Mark paid/ })).toBeNull();
  });

  it('says when the withdrawal does not exist', async () => {
    api.on(e.list, () => listPage([]));
    api.fail(e.detail, 404, 'WITHDRAWAL_NOT_FOUND');
    openWithdrawals(`?w=${withdrawal(99).id}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This withdrawal does not exist.')).toBeTruthy();
  });
});

describe('approving', () => {
  it('approves a withdrawal below the threshold after asking, with an Idempotency-Key', async () => {
    const shown = withdrawal(12);
    api.on(e.approve, () => ({
      ...shown,
      status: 'approved' as const,
      approvals: [{ admin: personOf(me), at: '2026-06-15T10:00:00.000Z' }],
    }));
    const view = openDetail(shown);
    const dialog = await detailDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve W-12?' });
    expect(
      within(confirm).getByText(/1,000 coins from @member12: F\sCFA\s4,800 through Orange Money/),
    ).toBeTruthy();
    expect(within(confirm).getByText(/It becomes approved: pay it through the provider/)).toBeTruthy();
    expect(api.calls(e.approve)).toHaveLength(0);
    fireEvent.click(button(confirm, 'Approve'));
    expect(await screen.findByText('W-12 is approved: pay it, then mark it paid.')).toBeTruthy();
    const [call] = api.calls(e.approve);
    expect(call?.params.withdrawalId).toBe(shown.id);
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The detail shows the answer: now it is to be paid (or rejected).
    expect(await within(dialog).findByRole('button', { name: 'Mark paid…' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(view.location().search).toBe(`?w=${shown.id}`);
  });

  it('above the threshold, says the approval is the first of two, then keeps this admin from giving the second', async () => {
    const shown = withdrawal(13, { coins: 150_000, feeCoins: 2_275, moneyMinor: 738_625 });
    api.on(e.approve, () => waitingSecond(13));
    openDetail(shown);
    const dialog = await detailDialog();
    expect(await within(dialog).findByText('Above 100,000 coins: two admins must approve.')).toBeTruthy();
    fireEvent.click(button(dialog, 'Approve'));
    const confirm = await screen.findByRole('dialog', { name: 'Approve W-13?' });
    expect(within(confirm).getByText(/Yours is the first: the withdrawal stays pending/)).toBeTruthy();
    fireEvent.click(button(confirm, 'Approve'));
    expect(
      await screen.findByText('First approval of W-13 recorded: another admin must give the second.'),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText('You gave the first approval: another admin must give the second.'),
    ).toBeTruthy();
    expect(button(dialog, 'Approve').disabled).toBe(true);
    expect(within(dialog).getByText(/^@alex_admin gave the first approval on/)).toBeTruthy();
  });

  it('lets another admin give the second approval, and shows the server’s refusal in words', async () => {
    const shown = waitingSecond(14, personOf(otherAdmin));
    api.on(e.approve, () => problem(409, 'WITHDRAWAL_SECOND_APPROVER_REQUIRED'));
    openDetail(shown);
    const dialog = await detailDialog();
    expect(
      await within(dialog).findByText('Another admin gave the first approval: yours completes it.'),
    ).toBeTruthy();
    fireEvent.click(button(dialog, 'Give the second approval'));
    const confirm = await screen.findByRole('dialog', { name: 'Approve W-14?' });
    expect(
      within(confirm).getByText(/^@sam_finance gave the first approval on .+ Yours is the second/),
    ).toBeTruthy();
    fireEvent.click(button(confirm, 'Approve'));
    expect(
      await within(confirm).findByText('You gave the first approval: another admin must give the second.'),
    ).toBeTruthy();
    expect(button(confirm, 'Try again')).toBeTruthy();
  });
});

describe('rejecting and paying', () => {
  it('rejects only with a reason, shows a refusal, and sends the reason the member reads', async () => {
    const shown = withdrawal(15);
    api.once(e.reject, () => problem(409, 'WITHDRAWAL_STATE_CONFLICT'));
    api.once(e.reject, ({ body }) => ({ ...shown, status: 'rejected' as const, reason: body.reason }));
    openDetail(shown);
    const dialog = await detailDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reject…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject W-15?' });
    expect(within(confirm).getByText(/The 1,000 coins go back to @member15’s balance/)).toBeTruthy();
    fireEvent.click(button(confirm, 'Reject'));
    expect(await within(confirm).findByText('Say why: the member reads it.')).toBeTruthy();
    expect(api.calls(e.reject)).toHaveLength(0);

    fireEvent.change(within(confirm).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  The number is not registered  ' },
    });
    fireEvent.click(button(confirm, 'Reject'));
    expect(await within(confirm).findByText(/This withdrawal has moved on/)).toBeTruthy();
    fireEvent.click(button(confirm, 'Try again'));
    expect(await screen.findByText('W-15 is rejected: the coins went back to @member15.')).toBeTruthy();
    const [first, retry] = api.calls(e.reject);
    expect(retry?.body).toEqual({ reason: 'The number is not registered' });
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(
      await within(dialog).findByText('Rejected. The member reads: “The number is not registered”'),
    ).toBeTruthy();
    // "Reject…" is gone with the decision: the keyboard lands on what is left, inside the dialog.
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('marks an approved withdrawal paid only with the provider’s reference, the driver’s refusal on the field', async () => {
    const shown = withdrawal(16, {
      status: 'approved',
      approvals: [{ admin: personOf(me), at: '2026-06-15T10:00:00.000Z' }],
    });
    api.once(e.markPaid, () =>
      problem(422, 'VALIDATION_FAILED', {
        errors: [{ field: 'reference', message: 'Letters only', code: 'reference_characters' }],
      }),
    );
    api.once(e.markPaid, ({ body }) => ({ ...shown, status: 'paid' as const, reference: body.reference }));
    openDetail(shown);
    const dialog = await detailDialog();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark paid…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark W-16 paid?' });
    expect(within(confirm).getByText(/Pay F\sCFA\s4,800 through Orange Money first/)).toBeTruthy();
    const reference = within(confirm).getByRole('textbox', { name: 'Provider’s reference' });
    fireEvent.click(button(confirm, 'Mark paid'));
    expect(await within(confirm).findByText('Enter the provider’s reference.')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'OM' } });
    expect(within(confirm).getByText('Between 3 and 100 characters.')).toBeTruthy();
    fireEvent.click(button(confirm, 'Mark paid'));
    expect(api.calls(e.markPaid)).toHaveLength(0);

    fireEvent.change(reference, { target: { value: 'OM<2026>' } });
    fireEvent.click(button(confirm, 'Mark paid'));
    expect(await within(confirm).findByText('Letters, digits, spaces and . _ : / # - only.')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'OM-2026-0615-7781' } });
    expect(within(confirm).queryByText('Letters, digits, spaces and . _ : / # - only.')).toBeNull();
    fireEvent.click(button(confirm, 'Mark paid'));
    expect(await screen.findByText('W-16 is marked paid.')).toBeTruthy();
    expect(api.calls(e.markPaid).map((call) => call.body)).toEqual([
      { reference: 'OM<2026>' },
      { reference: 'OM-2026-0615-7781' },
    ]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark paid…' })).toBeNull());
  });

  it('keeps the decision buttons off while a decision is on its way', async () => {
    const shown = withdrawal(17);
    const gate = api.pending(e.reject);
    openDetail(shown);
    const dialog = await detailDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reject…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject W-17?' });
    fireEvent.change(within(confirm).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Duplicate' },
    });
    fireEvent.click(button(confirm, 'Reject'));
    await waitFor(() => expect(gate.waiting).toBe(1));
    expect(button(confirm, 'Cancel').disabled).toBe(true);
    expect(button(confirm, 'Reject').disabled).toBe(true);
    gate.answer({ ...shown, status: 'rejected', reason: 'Duplicate' });
    expect(await screen.findByText('W-17 is rejected: the coins went back to @member17.')).toBeTruthy();
  });
});
