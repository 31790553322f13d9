import { expect, it } from 'vitest';
import { shorts } from '../modules/shorts/shorts.tables';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoNetwork } from './demo-network';
import { seedDemoShorts } from './demo-shorts';

const ctx = useTestApp();

it('posts transcoded shorts by ana’s friends, a remix with its sound, engagement, and nothing twice', async () => {
  await seedDemoAccounts(ctx.built.services.auth);
  const host = {
    app: ctx.app,
    db: ctx.built.database.db,
    auth: ctx.built.services.auth,
    clock: ctx.clock,
    drain: () => ctx.built.settle(),
    codeFor: async (email: string) => codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject),
  };
  await seedDemoNetwork(host, { members: 6, posts: 2, days: 2 });
  const started = performance.now();
  const first = await seedDemoShorts(host);
  expect(first).toEqual({ created: 5 });
  expect(performance.now() - started).toBeLessThan(30_000);

  const rows = await ctx.built.database.db.select().from(shorts);
  expect(rows).toHaveLength(5);
  expect(rows.filter((row) => row.remixOfId)).toEqual([expect.objectContaining({ sound: 'borrowed' })]);
  expect(rows.every((row) => row.viewCount > 0 && row.commentCount === 1)).toBe(true);
  expect(rows.some((row) => row.likeCount > 0)).toBe(true);

  expect(await seedDemoShorts(host)).toEqual({ created: 0 });
}, 60_000);
