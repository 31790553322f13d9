import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signedInAccount, TEST_PASSWORD } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { kycFixtures } from '../kyc/kyc.test-support';
import { payoutsFixtures } from '../payouts/payouts.test-support';

export type Account = Awaited<ReturnType<typeof signedInAccount>>;

/** Members who may withdraw, a provider with rates, and the calls of withdrawals, for tests. */
export function withdrawalFixtures(ctx: TestContext) {
  const kyc = kycFixtures(ctx);
  const payouts = payoutsFixtures(ctx);

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Account | null,
    payload?: unknown,
    key: string | null = method === 'GET' ? null : randomUUID(),
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function give(userId: string, coins: number): Promise<void> {
    await ctx.built.services.wallet.post({
      idempotencyKey: randomUUID(),
      type: 'admin_adjustment',
      description: 'Test coins',
      entries: [
        { account: { platform: 'adjustments' }, coins: -coins },
        { account: { userId }, coins },
      ],
    });
  }

  /** A member with an approved identity check and `coins` (decided by `admin`). */
  async function verifiedMember(admin: Account, coins = 5_000): Promise<Account> {
    const member = await signedInAccount(ctx);
    await kyc.withPhotos(member);
    const sent = await kyc.send(member, kyc.idCard());
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await call('POST', `/api/admin/kyc/${sent.json().request.id}/decision`, admin, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    if (coins > 0) await give(member.id, coins);
    return member;
  }

  /** Orange Money (fee 25 coins + 1.5 %, 500 to 200,000 coins) paying XOF at 5 per coin. */
  async function provider(admin: Account) {
    const made = await payouts.provider(admin);
    await payouts.setRate(admin, 'XOF', '5');
    await payouts.setRate(admin, 'EUR', '0.0076');
    return made;
  }

  const body = (providerId: string, coins: number, patch: Record<string, unknown> = {}) => ({
    providerId,
    currency: 'XOF',
    coins,
    destination: { phone: '+225 07 12 34 56 78', accountName: 'Test Person' },
    confirmation: { method: 'password', password: TEST_PASSWORD },
    ...patch,
  });

  return {
    call,
    give,
    verifiedMember,
    provider,
    body,
    balanceOf: (userId: string) => ctx.built.services.wallet.balanceOf(userId),
    request: (who: Account | null, payload: unknown, key?: string) =>
      call('POST', '/api/withdrawals', who, payload, key ?? randomUUID()),
  };
}
