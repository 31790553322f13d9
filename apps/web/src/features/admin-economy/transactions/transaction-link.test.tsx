import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { TransactionDetailDialog } from './transaction-detail-dialog';

const id = '0b6f8c1e-2d3a-4b5c-9d7e-8f9a0b1c2d3e';

function openDialog(language: 'en' | 'fr' = 'en') {
  renderScreen(
    <TransactionDetailDialog
      id={id}
      onClose={() => undefined}
      onOpen={() => undefined}
      onAdjust={() => undefined}
    />,
    { route: `/admin_betogether/dashboard-transaction?tx=${id}`, session: admin(), language },
  );
  return screen.findByRole('dialog');
}

describe('a link to a transaction that is not there', () => {
  it('says the transaction does not exist when the server refuses the id in the link (422)', async () => {
    fakeApi().fail(walletAdminEndpoints.transaction, 422, 'VALIDATION_FAILED');
    const dialog = await openDialog();
    expect(await within(dialog).findByText('This transaction does not exist.')).toBeTruthy();
    expect(within(dialog).queryByText(/Some fields are not right/)).toBeNull();
    // Asking again would answer the same.
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so for an unknown id too, in French', async () => {
    fakeApi().fail(walletAdminEndpoints.transaction, 404, 'TRANSACTION_NOT_FOUND');
    const dialog = await openDialog('fr');
    expect(await within(dialog).findByText('Cette transaction n’existe pas.')).toBeTruthy();
  });

  it('still offers to try again after a network failure', async () => {
    fakeApi().fail(walletAdminEndpoints.transaction, 0);
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('This transaction does not exist.')).toBeNull();
  });
});
