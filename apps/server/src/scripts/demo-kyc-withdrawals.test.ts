import { expect, it } from 'vitest';
import { verifyLedger } from '../modules/wallet/ledger-verification';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { demoApi } from './demo-api';
import { seedDemoKycAndWithdrawals } from './demo-kyc-withdrawals';
import { seedDemoPayouts } from './demo-payouts';

const ctx = useTestApp();

it('gives ana an approved check with a paid and a waiting withdrawal, ben a check to review, and nothing twice', async () => {
  await seedDemoAccounts(ctx.built.services.auth);
  const host = {
    app: ctx.app,
    drain: () => ctx.built.settle(),
    codeFor: async (email: string) => codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject),
  };
  await seedDemoPayouts(host);
  expect(await seedDemoKycAndWithdrawals(host)).toEqual({ created: true, withdrawals: 2 });

  const { api, signIn } = demoApi(host);
  const ana = await signIn('ana@betogether.local');
  expect((await api<{ status: string }>('GET', '/api/kyc', { token: ana.token })).status).toBe('approved');
  const mine = await api<{ items: Array<{ status: string; coins: number }> }>('GET', '/api/withdrawals', {
    token: ana.token,
  });
  // Both asked in the same millisecond of the test clock: compared in any order.
  expect(mine.items.map((item) => [item.status, item.coins]).sort()).toEqual([
    ['paid', 5_000],
    ['pending', 2_000],
  ]);
  const admin = await signIn('admin@betogether.local');
  const queue = await api<{ items: Array<{ member: { username: string } }> }>('GET', '/api/admin/kyc', {
    token: admin.token,
  });
  expect(queue.items.map((item) => item.member.username)).toEqual(['ben']);

  expect(await seedDemoKycAndWithdrawals(host)).toEqual({ created: false, withdrawals: 0 });
  expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);
});
