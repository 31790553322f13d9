import type { AdminTransaction } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '@/testing/builders';
import { renderScreen } from '@/testing/render-screen';
import { TransactionsList } from './transaction-rows';

const camille = {
  id: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b',
  username: 'camille_d',
  displayName: 'Camille Durand',
  avatarUrl: null,
};
const item = (number: number, id: string): AdminTransaction => ({
  id,
  number,
  type: 'admin_adjustment',
  description: 'Welcome gift',
  amount: 100,
  createdAt: '2026-03-01T10:00:00.000Z',
  actor: null,
  members: [{ ...camille, coins: 100 }],
  reversesId: null,
  reversedById: null,
});

describe('TransactionsList (the admin transactions below md)', () => {
  it('is a list of list items, each holding the button that opens a transaction', () => {
    renderScreen(
      <TransactionsList
        items={[
          item(41, '0b6f8c1e-2d3a-4b5c-9d7e-8f9a0b1c2d3e'),
          item(42, '1c7a9d2f-3e4b-4c6d-8e8f-9a0b1c2d3e4f'),
        ]}
        onOpen={() => undefined}
      />,
      { session: admin() },
    );
    const list = screen.getByRole('list');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Open transaction #41' }),
    ).toBeTruthy();
  });
});
