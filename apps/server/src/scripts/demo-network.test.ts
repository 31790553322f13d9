import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { paymentsTestEnv } from '../modules/payments/payments.test-support';
import { verifyLedger } from '../modules/wallet/ledger-verification';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCoinPacks } from './demo-coin-packs';
import { seedDemoNetwork } from './demo-network';

const ctx = useTestApp(paymentsTestEnv);
const small = { members: 6, posts: 14, days: 7 };

async function seed() {
  await seedDemoAccounts(ctx.built.services.auth);
  await seedDemoCoinPacks(ctx.built.database.db);
  return seedDemoNetwork(
    {
      app: ctx.app,
      db: ctx.built.database.db,
      auth: ctx.built.services.auth,
      clock: ctx.clock,
      drain: () => ctx.built.settle(),
      codeFor: async (email) => codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject),
    },
    small,
  );
}

async function get(url: string, token: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

it('builds a network ana sees alive (feed, pictures, bell, wallet, requests), once', async () => {
  // The sandbox delivers its webhooks over HTTP to the listening server, as a provider would.
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const report = await seed();
  expect(report).toMatchObject({ created: true, members: small.members, posts: small.posts, purchases: 3 });
  expect(report.friendships).toBeGreaterThan(small.members);
  await ctx.built.settle();

  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      identifier: 'ana@betogether.local',
      password: 'together-demo-2026',
      deviceId: 'demo-test-device-1',
    },
  });
  const pending = login.json();
  const code = codeFrom((await ctx.mailbox.waitFor('ana@betogether.local', /code/)).subject);
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/verify',
    payload: { challengeId: pending.challenge.challengeId, code, deviceId: 'demo-test-device-1' },
  });
  const { token } = session.json();

  const feed = await get('/api/feed', token);
  expect(feed.items.length).toBeGreaterThan(3);
  const ana = await get('/api/profiles/ana', token);
  expect(ana.friendsCount).toBeGreaterThan(2);
  const notifications = await get('/api/notifications', token);
  expect(notifications.user.length).toBeGreaterThan(0);
  expect(notifications.unreadCount).toBeLessThan(notifications.user.length + 1);
  const requests = await get('/api/friends/requests?direction=received', token);
  expect(requests.items.length).toBeGreaterThan(0);
  const wallet = await get('/api/wallet/balance', token);
  expect(wallet.balance).toBeGreaterThan(0);
  const avatars = await get(`/api/users/${ana.person.id}/friends`, token);
  expect(avatars.items.some((f: { person: { avatarUrl: string | null } }) => f.person.avatarUrl)).toBe(true);
  expect((await verifyLedger(ctx.built.database.db)).ok).toBe(true);

  // A second run finds the network and changes nothing.
  const again = await seed();
  expect(again.created).toBe(false);
});

it('refuses to seed a production install', async () => {
  const run = spawnSync('npx', ['tsx', 'src/scripts/seed-demo.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('refuses to run with NODE_ENV=production');
});
