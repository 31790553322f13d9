import { describe, expect, it } from 'vitest';
import { newDeviceId } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const ctx = useTestApp();

describe('npm run seed:demo', () => {
  it('creates an admin, a partner and two members once, and changes nothing when run again', async () => {
    const first = await seedDemoAccounts(ctx.built.services.auth);
    expect(first.map((a) => [a.role, a.created])).toEqual([
      ['admin', true],
      ['partner', true],
      ['member', true],
      ['member', true],
    ]);
    const second = await seedDemoAccounts(ctx.built.services.auth);
    expect(second.every((a) => !a.created)).toBe(true);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'partner', password: DEMO_PASSWORD, deviceId: newDeviceId() },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe('code_required');
  });
});
