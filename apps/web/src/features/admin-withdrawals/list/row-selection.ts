import type { AdminWithdrawalPage } from '@betogether/contracts/withdrawals/withdrawals.schemas';

export type WithdrawalItem = AdminWithdrawalPage['items'][number];

/** The rows an admin may tick for "Approve selected": pending ones (a first or a second approval). */
export function selectable(item: WithdrawalItem): boolean {
  return item.status === 'pending';
}

/** What the table and the cards share: the rows, the ticked ones, and what a tick or a press does. */
export type RowsProps = {
  items: WithdrawalItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: WithdrawalItem) => void;
  onOpen: (id: string) => void;
};
