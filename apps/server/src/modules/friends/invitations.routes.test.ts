import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeFrom, newDeviceId, signedInAccount, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';

const ctx = useTestApp();

/** Registers through a code; verifies the email unless told not to. */
async function join(code: string | undefined, verify = true) {
  const id = Math.random().toString(36).slice(2, 8);
  const email = `guest${id}@example.test`;
  const deviceId = newDeviceId();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      username: `guest_${id}`,
      password: TEST_PASSWORD,
      firstName: 'Gus',
      lastName: 'Guest',
      birthDate: '1990-01-01',
      country: 'FR',
      acceptTerms: true,
      deviceId,
      ...(code ? { referrer: code } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  const mail = await ctx.mailbox.waitFor(email);
  const [row] = await ctx.built.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('not registered');
  if (!verify) return { id: row.id };
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { challengeId: res.json().challengeId, code: codeFrom(mail.subject), deviceId },
  });
  expect(verified.statusCode).toBe(200);
  return { id: row.id, headers: { authorization: `Token ${verified.json().token}` } };
}

async function inviter() {
  const account = await signedInAccount(ctx);
  const [row] = await ctx.built.database.db.select().from(users).where(eq(users.id, account.id));
  return { ...account, code: row?.referralCode ?? '' };
}

const relationship = async (headers: Record<string, string>, other: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/profiles/${other}`, headers })).json().relationship
    .status;

describe('joining through an invitation', () => {
  it('makes the two friends once the email is verified, and tells the inviter', async () => {
    const host = await inviter();
    const guest = await join(host.code);
    expect(await relationship(host.headers, guest.id)).toBe('friends');
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: host.headers });
    expect(bell.json().user).toEqual([
      expect.objectContaining({
        type: 'invite_joined',
        actor: expect.objectContaining({ id: guest.id, displayName: 'Gus Guest' }),
        link: `/social/profile/${guest.id}`,
      }),
    ]);
  });

  it('makes no friendship before the email is verified, nor without an invitation', async () => {
    const host = await inviter();
    const pending = await join(host.code, false);
    expect(await relationship(host.headers, pending.id)).not.toBe('friends');
    const stranger = await join(undefined);
    expect(await relationship(host.headers, stranger.id)).not.toBe('friends');
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: host.headers });
    expect(bell.json().user).toEqual([]);
  });
});
