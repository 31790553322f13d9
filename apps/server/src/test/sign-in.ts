import type { SessionResponse } from '@betogether/contracts/auth/auth.schemas';
import type { Role } from '@betogether/contracts/users/users.schemas';
import type { TestContext } from './test-app';

export const TEST_PASSWORD = 'purple-otter-lantern-42';
let counter = 0;

export function newDeviceId(): string {
  counter += 1;
  return `device-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`.padEnd(16, 'x');
}

/** A verified account, created directly (no mail round trip); answers its email. */
export async function createAccount(
  ctx: TestContext,
  role: Role = 'member',
  name = 'user',
): Promise<{ email: string; username: string; id: string }> {
  counter += 1;
  const username = `${name}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.test`;
  const { user } = await ctx.built.services.auth.ensureAccount({
    email,
    password: TEST_PASSWORD,
    role,
    username,
    firstName: 'Test',
    lastName: 'Person',
  });
  return { email, username: user.username, id: user.id };
}

/** Signs in through the API, reading the new-device code from the mailbox. */
export async function signIn(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
  deviceId = newDeviceId(),
): Promise<SessionResponse & { deviceId: string }> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password, deviceId },
  });
  const body = login.json();
  if (body.status === 'authenticated') return { ...body, deviceId };
  if (body.status !== 'code_required') throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const mail = await ctx.mailbox.waitFor(email);
  const code = /(\d{6})/.exec(mail.subject)?.[1];
  const path = body.reason === 'verify_email' ? '/api/auth/verify-email' : '/api/auth/login/verify';
  const verified = await ctx.app.inject({
    method: 'POST',
    url: path,
    payload: { challengeId: body.challenge.challengeId, code, deviceId },
  });
  if (verified.statusCode !== 200) throw new Error(`code failed: ${verified.statusCode} ${verified.body}`);
  return { ...verified.json(), deviceId };
}

export async function signedInAccount(ctx: TestContext, role: Role = 'member') {
  const account = await createAccount(ctx, role);
  const session = await signIn(ctx, account.email);
  return { ...account, ...session, headers: { authorization: `Token ${session.token}` } };
}

export function codeFrom(subject: string): string {
  const code = /(\d{6})/.exec(subject)?.[1];
  if (!code) throw new Error(`no code in "${subject}"`);
  return code;
}

/** An account that registered but never confirmed its email (its code mail already received). */
export async function registerUnverified(ctx: TestContext): Promise<string> {
  const id = Math.random().toString(36).slice(2, 8);
  const email = `pending${id}@example.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      username: `pending_${id}`,
      password: TEST_PASSWORD,
      firstName: 'Pat',
      lastName: 'Pending',
      birthDate: '1990-02-03',
      country: 'ES',
      acceptTerms: true,
      deviceId: newDeviceId(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  await ctx.mailbox.waitFor(email);
  return email;
}
