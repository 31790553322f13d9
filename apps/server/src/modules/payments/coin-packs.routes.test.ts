import { describe, expect, it } from 'vitest';
import { demoCoinPacks, seedDemoCoinPacks } from '../../scripts/demo-coin-packs';
import { signedInAccount } from '../../test/sign-in';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { paymentsFixtures, paymentsTestEnv } from './payments.test-support';

const ctx = useTestApp(paymentsTestEnv);
const { call, admin, member, pack } = paymentsFixtures(ctx);

describe('GET /api/coin-packs', () => {
  it('lists the active packs by position, with their total coins', async () => {
    const boss = await admin();
    const big = await pack(boss, {
      name: 'Big',
      coins: 1000,
      bonusCoins: 200,
      priceMinor: 899,
      position: 20,
    });
    const small = await pack(boss, {
      name: 'Small',
      coins: 100,
      bonusCoins: 0,
      priceMinor: 99,
      position: 10,
    });
    await pack(boss, { name: 'Hidden', active: false, position: 0 });
    const buyer = await member();
    const res = await call('GET', '/api/coin-packs', buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: small.id,
          name: 'Small',
          coins: 100,
          bonusCoins: 0,
          totalCoins: 100,
          priceMinor: 99,
          currency: 'EUR',
          position: 10,
        },
        {
          id: big.id,
          name: 'Big',
          coins: 1000,
          bonusCoins: 200,
          totalCoins: 1200,
          priceMinor: 899,
          currency: 'EUR',
          position: 20,
        },
      ],
    });
  });

  it('needs a signed-in member (401)', async () => {
    expect((await call('GET', '/api/coin-packs')).statusCode).toBe(401);
  });
});

describe('admin coin packs', () => {
  it('creates (201), lists every pack, edits and deactivates', async () => {
    const boss = await admin();
    const created = await pack(boss, {
      name: '  Gold  ',
      coins: 300,
      bonusCoins: 30,
      priceMinor: 299,
      currency: 'USD',
    });
    expect(created).toMatchObject({
      name: 'Gold',
      coins: 300,
      bonusCoins: 30,
      totalCoins: 330,
      priceMinor: 299,
      currency: 'USD',
      active: true,
      position: 0,
    });
    expect(created.createdAt).toBe(ctx.clock.now().toISOString());

    ctx.clock.advance(60_000);
    const edit = await call('PATCH', `/api/admin/coin-packs/${created.id}`, boss.headers, {
      priceMinor: 349,
      bonusCoins: 0,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ priceMinor: 349, bonusCoins: 0, totalCoins: 300, active: true });
    expect(edit.json().updatedAt).toBe(ctx.clock.now().toISOString());

    const off = await call('PATCH', `/api/admin/coin-packs/${created.id}`, boss.headers, { active: false });
    expect(off.json().active).toBe(false);
    const buyer = await member();
    expect((await call('GET', '/api/coin-packs', buyer.headers)).json().items).toEqual([]);

    const all = await call('GET', '/api/admin/coin-packs', boss.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toEqual([off.json()]);

    const on = await call('PATCH', `/api/admin/coin-packs/${created.id}`, boss.headers, { active: true });
    expect(on.json().active).toBe(true);
    expect((await call('GET', '/api/coin-packs', buyer.headers)).json().items).toHaveLength(1);
  });

  it.each([
    ['zero coins', { coins: 0 }, 'coins'],
    ['negative bonus', { bonusCoins: -5 }, 'bonusCoins'],
    ['fractional coins', { coins: 10.5 }, 'coins'],
    ['too many coins', { coins: 1_000_001 }, 'coins'],
    ['a price below 0.50', { priceMinor: 49 }, 'priceMinor'],
    ['a price above 1000.00', { priceMinor: 100_001 }, 'priceMinor'],
    ['a price as a string', { priceMinor: '499' }, 'priceMinor'],
    ['an unsupported currency', { currency: 'BTC' }, 'currency'],
    ['a lower-case currency', { currency: 'eur' }, 'currency'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a long name', { name: 'x'.repeat(61) }, 'name'],
    ['an unknown field', { colour: 'gold' }, 'colour'],
  ])('refuses %s (422)', async (_label, change, field) => {
    const boss = await admin();
    const res = await call('POST', '/api/admin/coin-packs', boss.headers, {
      name: 'Pack',
      coins: 100,
      priceMinor: 99,
      currency: 'EUR',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await call('GET', '/api/admin/coin-packs', boss.headers)).json().items).toEqual([]);
  });

  it('refuses an empty or invalid change (422) and an unknown pack (404)', async () => {
    const boss = await admin();
    const created = await pack(boss);
    expect((await call('PATCH', `/api/admin/coin-packs/${created.id}`, boss.headers, {})).statusCode).toBe(
      422,
    );
    expect(
      (await call('PATCH', `/api/admin/coin-packs/${created.id}`, boss.headers, { currency: 'JPY' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('PATCH', '/api/admin/coin-packs/not-a-uuid', boss.headers, { active: false })).statusCode,
    ).toBe(422);
    const missing = await call('PATCH', `/api/admin/coin-packs/${UNKNOWN_ID}`, boss.headers, {
      active: false,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('COIN_PACK_NOT_FOUND');
  });

  it('is for admins only: 401 without a token, 403 for members and partners', async () => {
    const boss = await admin();
    const created = await pack(boss);
    for (const role of ['member', 'partner'] as const) {
      const someone = await signedInAccount(ctx, role);
      expect((await call('GET', '/api/admin/coin-packs', someone.headers)).statusCode).toBe(403);
      const post = await call('POST', '/api/admin/coin-packs', someone.headers, {
        name: 'Mine',
        coins: 100,
        priceMinor: 99,
        currency: 'EUR',
      });
      expect(post.statusCode).toBe(403);
      const patch = await call('PATCH', `/api/admin/coin-packs/${created.id}`, someone.headers, {
        priceMinor: 50,
      });
      expect(patch.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/coin-packs')).statusCode).toBe(401);
    // The token is checked before the body is read: 401 for a valid body and an invalid one alike.
    const valid = { name: 'Mine', coins: 100, priceMinor: 99, currency: 'EUR' };
    expect((await call('POST', '/api/admin/coin-packs', undefined, valid)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/coin-packs', undefined, { coins: 0 })).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/admin/coin-packs/${created.id}`, undefined, { priceMinor: 50 })).statusCode,
    ).toBe(401);
    const all = (await call('GET', '/api/admin/coin-packs', boss.headers)).json().items;
    expect(all).toHaveLength(1);
    expect(all[0].priceMinor).toBe(499);
  });
});

describe('npm run seed:demo (coin packs)', () => {
  it('fills an empty catalogue once, and leaves a non-empty one alone', async () => {
    expect(await seedDemoCoinPacks(ctx.built.database.db)).toEqual({ created: demoCoinPacks.length });
    expect(await seedDemoCoinPacks(ctx.built.database.db)).toEqual({ created: 0 });
    const buyer = await member();
    const items = (await call('GET', '/api/coin-packs', buyer.headers)).json().items;
    expect(items.map((p: { name: string }) => p.name)).toEqual(demoCoinPacks.map((p) => p.name));
    expect(
      items.every(
        (p: { currency: string; priceMinor: number }) => p.currency === 'EUR' && p.priceMinor >= 50,
      ),
    ).toBe(true);
  });

  it('adds nothing when an admin already made the catalogue', async () => {
    const boss = await admin();
    await pack(boss, { name: 'Only one' });
    expect(await seedDemoCoinPacks(ctx.built.database.db)).toEqual({ created: 0 });
    expect((await call('GET', '/api/admin/coin-packs', boss.headers)).json().items).toHaveLength(1);
  });
});
