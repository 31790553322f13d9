import { expect, it } from 'vitest';
import { auditLog } from '../modules/audit/audit.tables';
import { createPayoutsService } from '../modules/payouts/payouts.service';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoPayouts } from './demo-payouts';

const ctx = useTestApp();

it('gives the demo two payout methods with their rates, audited as the demo admin’s, and nothing twice', async () => {
  await seedDemoAccounts(ctx.built.services.auth);
  // Each demo sign-in is on a new device, so it asks for its mailed code: the calls count sign-ins
  // (one, the admin's: codes are limited per account and hour, and the whole seed signs in often).
  const signIns: string[] = [];
  const host = {
    app: ctx.app,
    drain: () => ctx.built.settle(),
    codeFor: async (email: string) => {
      signIns.push(email);
      return codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject);
    },
  };
  expect(await seedDemoPayouts(host)).toEqual({ created: 2 });

  const payouts = createPayoutsService({ db: ctx.built.database.db, clock: ctx.clock });
  const offered = await payouts.memberProviders();
  expect(
    offered.map((provider) => [
      provider.name,
      provider.currencies.map((c) => `${c.currency} ${c.rate.rate}`),
    ]),
  ).toEqual([
    ['Orange Money', ['XOF 5']],
    ['SEPA bank transfer', ['EUR 0.008']],
  ]);
  expect(
    (await payouts.rates()).map((rate) => [rate.currency, rate.versions, rate.current?.createdBy?.username]),
  ).toEqual([
    ['EUR', 2, 'admin'],
    ['XOF', 1, 'admin'],
  ]);
  // 10,000 coins by mobile money: fee 50 + 1 % = 150, 9,850 × 5 = 49,250 XOF.
  const orange = offered[0]?.id ?? '';
  expect(await payouts.quote(orange, 'XOF', 10_000)).toMatchObject({ feeCoins: 150, moneyMinor: 49_250 });

  const audited = await ctx.built.database.db.select().from(auditLog);
  expect(audited.map((entry) => entry.action).sort()).toEqual([
    'payouts.provider-create',
    'payouts.provider-create',
    'payouts.rate-set',
    'payouts.rate-set',
    'payouts.rate-set',
  ]);

  expect(signIns).toEqual(['admin@betogether.local']);
  expect(await seedDemoPayouts(host)).toEqual({ created: 0 });
  expect(await payouts.listProviders()).toHaveLength(2);
}, 60_000);
