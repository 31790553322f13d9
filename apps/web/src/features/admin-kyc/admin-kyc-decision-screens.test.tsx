import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { adminKycKeys } from './api/admin-kyc-keys';
import { decided, kycDetail } from './testing/admin-kyc-builders';
import { openRequest as open } from './testing/open-request';

const ID = kycDetail().request.id;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(kycAdminEndpoints.detail, () => kycDetail());
});

describe('admin KYC request: the decision', () => {
  function choose(label: 'Approve' | 'Reject' | 'Ask again') {
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
  }

  it('approves after a confirmation, once, with an Idempotency-Key; the page and the queue follow', async () => {
    api.on(kycAdminEndpoints.decide, () => decided(kycDetail(), 'approved'));
    const view = open();
    await screen.findByRole('heading', { level: 2, name: 'Decision' });
    const queueKey = adminKycKeys.queue({ status: 'pending' });
    view.queryClient.setQueryData(queueKey, { pages: [], pageParams: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a decision.')).toBeTruthy();
    choose('Approve');
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the identity of Inès Moreau?' });
    expect(within(dialog).getByText(/verified at once and may withdraw/)).toBeTruthy();
    expect(api.calls(kycAdminEndpoints.decide)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Inès Moreau is verified.')).toBeTruthy();
    const decision = await screen.findByTestId('kyc-decided');
    expect(within(decision).getByText('Approved')).toBeTruthy();
    expect(within(decision).getByText(/Approved by Alex Martin/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Decision');
    expect(screen.queryByRole('radio')).toBeNull();
    const [call] = api.calls(kycAdminEndpoints.decide);
    expect(call?.body).toEqual({ decision: 'approve' });
    expect(call?.params.kycId).toBe(ID);
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
    expect(view.queryClient.getQueryState(queueKey)?.isInvalidated).toBe(true);
  });

  it('rejects only with a reason, which the confirmation repeats', async () => {
    api.on(kycAdminEndpoints.decide, ({ body }) => decided(kycDetail(), 'rejected', { reason: body.reason }));
    open();
    await screen.findByRole('heading', { level: 2, name: 'Decision' });
    choose('Reject');
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    expect(screen.getByText('Say why: the member reads it.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason for the member/ }), {
      target: { value: '  The photo of the card is a photocopy.  ' },
    });
    expect(screen.queryByText('Say why: the member reads it.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents of Inès Moreau?' });
    expect(within(dialog).getByText('Your reason: “The photo of the card is a photocopy.”')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: Inès Moreau will read your reason.')).toBeTruthy();
    expect(api.calls(kycAdminEndpoints.decide)[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The photo of the card is a photocopy.',
    });
    expect(
      within(screen.getByTestId('kyc-decided')).getByText('Reason: The photo of the card is a photocopy.'),
    ).toBeTruthy();
  });

  it('asks again for chosen fields with a reason', async () => {
    api.on(kycAdminEndpoints.decide, ({ body }) =>
      decided(kycDetail(), 'resubmission_requested', { reason: body.reason, fields: body.fields }),
    );
    open();
    await screen.findByRole('heading', { level: 2, name: 'Decision' });
    choose('Ask again');
    fireEvent.click(screen.getByRole('button', { name: 'Ask again…' }));
    expect(screen.getByText('Choose at least one thing to send again.')).toBeTruthy();
    expect(screen.getByText('Say why: the member reads it.')).toBeTruthy();
    const fields = screen.getByRole('group', { name: 'What must be sent again' });
    expect(within(fields).getAllByRole('checkbox')).toHaveLength(9);
    fireEvent.click(within(fields).getByRole('checkbox', { name: 'Back photo' }));
    fireEvent.click(within(fields).getByRole('checkbox', { name: 'Expiry date' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason for the member/ }), {
      target: { value: 'The back is cut off and the date unreadable.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask again…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Inès Moreau to send again?' });
    expect(within(dialog).getByText('To send again: Expiry date and Back photo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('Asked again: Inès Moreau will see what to send.')).toBeTruthy();
    expect(api.calls(kycAdminEndpoints.decide)[0]?.body).toEqual({
      decision: 'resubmit',
      reason: 'The back is cut off and the date unreadable.',
      fields: ['expiresOn', 'back'],
    });
  });

  it('is busy while it sends, then shows the server’s refusal in the dialog and keeps what was chosen', async () => {
    const gate = api.pending(kycAdminEndpoints.decide);
    open();
    await screen.findByRole('heading', { level: 2, name: 'Decision' });
    choose('Approve');
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true),
    );
    expect(
      within(dialog)
        .getByRole('button', { name: /Approve/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Approve/ }));
    expect(gate.waiting).toBe(1);
    const firstKey = api.calls(kycAdminEndpoints.decide)[0]?.headers['idempotency-key'];
    act(() => gate.fail(403, 'FORBIDDEN'));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Only admins can review identity checks.');
    expect(within(dialog).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false);
    // A refusal is final: another try is another request, with another key.
    api.fail(kycAdminEndpoints.decide, 503, 'SERVICE_UNAVAILABLE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls(kycAdminEndpoints.decide)).toHaveLength(2));
    const secondKey = api.calls(kycAdminEndpoints.decide)[1]?.headers['idempotency-key'];
    expect(secondKey).not.toBe(firstKey);
    // No answer: the outcome is unknown, the same key goes again.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls(kycAdminEndpoints.decide)).toHaveLength(3));
    expect(api.calls(kycAdminEndpoints.decide)[2]?.headers['idempotency-key']).toBe(secondKey);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('radio', { name: /^Approve/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the decision another admin made meanwhile', async () => {
    api.fail(kycAdminEndpoints.decide, 409, 'KYC_STATE_CONFLICT');
    open();
    await screen.findByRole('heading', { level: 2, name: 'Decision' });
    api.on(kycAdminEndpoints.detail, () => decided(kycDetail(), 'rejected', { reason: 'Blurred' }));
    choose('Approve');
    fireEvent.click(screen.getByRole('button', { name: 'Approve…' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This request was decided already: the page now shows that decision.'),
    ).toBeTruthy();
    const decision = await screen.findByTestId('kyc-decided');
    expect(within(decision).getByText('Rejected')).toBeTruthy();
    expect(within(decision).getByText('Reason: Blurred')).toBeTruthy();
  });
});
