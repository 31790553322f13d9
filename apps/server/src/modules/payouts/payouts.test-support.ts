import type { AuditAction } from '@betogether/contracts/audit/audit.constants';
import type { AuditEntry } from '@betogether/contracts/audit/audit.schemas';
import type {
  AdminPayoutProvider,
  CreatePayoutProviderBody,
  PayoutRate,
} from '@betogether/contracts/payouts/payouts.schemas';
import { expect } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';

export type Account = Awaited<ReturnType<typeof signedInAccount>>;

/** A mobile-money provider paying in XOF and EUR, as admins typically set one up. */
export const mobileMoney: CreatePayoutProviderBody = {
  kind: 'mobile_money',
  name: 'Orange Money',
  currencies: ['XOF', 'EUR'],
  feeFixedCoins: 25,
  feePercentBps: 150,
  minCoins: 500,
  maxCoins: 200_000,
  requiredFields: ['phone', 'accountName'],
};

/** Calls of payout providers and rates, as an admin or a member, for tests. */
export function payoutsFixtures(ctx: TestContext) {
  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, who: Account | null, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  return {
    call,
    admin: () => signedInAccount(ctx, 'admin'),
    member: () => signedInAccount(ctx),

    async provider(
      boss: Account,
      body: Partial<CreatePayoutProviderBody> = {},
    ): Promise<AdminPayoutProvider> {
      const res = await call('POST', '/api/admin/payout-providers', boss, { ...mobileMoney, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },

    async setRate(boss: Account, currency: string, rate: string): Promise<PayoutRate> {
      const res = await call('POST', '/api/admin/payout-rates', boss, { currency, rate });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },

    /** The audit log as an admin reads it, newest first. */
    async auditLog(boss: Account, action?: AuditAction): Promise<AuditEntry[]> {
      const res = await call('GET', `/api/admin/audit-log${action ? `?action=${action}` : ''}`, boss);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items;
    },
  };
}

/** The field names of a 422's errors. */
export function fieldsOf(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}
