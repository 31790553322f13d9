import { expect, it } from 'vitest';
import { stories } from '../modules/stories/stories.tables';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoNetwork } from './demo-network';
import { seedDemoStories } from './demo-stories';

const ctx = useTestApp();

it('gives ana a tray of friends’ stories and one of her own, again only once they expired', async () => {
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
  const first = await seedDemoStories(host);
  expect(first.created).toBeGreaterThan(3);

  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'ana', password: 'together-demo-2026', deviceId: 'demo-stories-device' },
  });
  const code = codeFrom((await ctx.mailbox.waitFor('ana@betogether.local', /code/)).subject);
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/verify',
    payload: { challengeId: login.json().challenge.challengeId, code, deviceId: 'demo-stories-device' },
  });
  const headers = { authorization: `Token ${session.json().token}` };
  const tray = (await ctx.app.inject({ method: 'GET', url: '/api/stories/tray', headers })).json();
  expect(tray.items[0].mine).toBe(true);
  expect(tray.items.length).toBeGreaterThan(3);
  expect(tray.items.some((item: { unseenCount: number }) => item.unseenCount === 0)).toBe(true);
  expect(tray.items.some((item: { previewUrl: string | null }) => item.previewUrl)).toBe(true);
  const bell = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
  expect(bell.user.some((line: { type: string }) => line.type === 'story_reaction')).toBe(true);

  expect((await seedDemoStories(host)).created).toBe(0);
  // The seed runs on the real time: a day later, every story it made has expired.
  await ctx.built.database.db.update(stories).set({ expiresAt: stories.createdAt });
  expect((await seedDemoStories(host)).created).toBe(first.created);
});
