import type { Language } from '@betogether/contracts/users/users.constants';
import { renderScreen } from '@/testing/render-screen';
import { WithdrawalsPage } from '../withdrawals-page';
import { me } from './withdrawal-builders';

/** The withdrawals screen as the signed-in admin opens it, at `?search` (the tab, filters, `w`). */
export function openWithdrawals(search = '', language: Language = 'en') {
  return renderScreen(<WithdrawalsPage />, {
    route: `/admin_betogether/withdrawal/withdrawallist${search}`,
    session: me,
    language,
  });
}
