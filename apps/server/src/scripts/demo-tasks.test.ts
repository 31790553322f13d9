import { expect, it } from 'vitest';
import { taskAttempts, tasks } from '../modules/tasks/tasks.tables';
import { verifyLedger } from '../modules/wallet/ledger-verification';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoTasks } from './demo-tasks';

const ctx = useTestApp();

it('publishes the demo partner’s tasks, pays ana for one, leaves ben’s proofs for review, and nothing twice', async () => {
  await seedDemoAccounts(ctx.built.services.auth);
  const host = {
    app: ctx.app,
    clock: ctx.clock,
    drain: () => ctx.built.settle(),
    codeFor: async (email: string) => codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject),
  };
  const first = await seedDemoTasks(host);
  expect(first.created).toBe(first.video ? 6 : 5);
  const rows = await ctx.built.database.db.select().from(tasks);
  expect(rows.map((row) => row.status).sort()).toEqual(
    [...(first.video ? ['live'] : []), 'draft', 'live', 'live', 'live', 'live'].sort(),
  );
  const attempts = await ctx.built.database.db.select().from(taskAttempts);
  expect(attempts.map((a) => a.status).sort()).toEqual(['completed', 'pending', 'pending']);
  expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);

  expect((await seedDemoTasks(host)).created).toBe(0);
}, 60_000);
