import { loginResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFor } from './mailbox';

const PASSWORD = 'glass-harbour-violin-73';
/** The admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'e2e-admin@betogether.test', password: 'e2e-admin-password-2026' };

export type Account = { email: string; username: string; firstName: string; password: string };

/** A fresh, unique person for one test (factories, never shared seed data). */
export function newPerson(prefix = 'member'): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${prefix}-${id}@betogether.test`,
    username: `${prefix}_${id}`,
    firstName: 'Camille',
    password: PASSWORD,
  };
}

/**
 * Registers and verifies an account through the API, as the browser of `page` (same device id),
 * so that a later sign-in from that page is on a known device.
 */
export async function registerVerified(
  request: APIRequestContext,
  page: Page,
  person = newPerson(),
): Promise<Account> {
  const deviceId = await deviceIdOf(page);
  const created = await request.post('/api/auth/register', {
    data: {
      email: person.email,
      username: person.username,
      password: person.password,
      firstName: person.firstName,
      lastName: 'Durand',
      birthDate: '1996-03-14',
      country: 'FR',
      acceptTerms: true,
      deviceId,
    },
  });
  if (created.status() !== 201) throw new Error(`register: ${created.status()} ${await created.text()}`);
  const { challengeId } = await created.json();
  const code = await codeFor(request, person.email);
  const verified = await request.post('/api/auth/verify-email', { data: { challengeId, code, deviceId } });
  if (verified.status() !== 200) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  return person;
}

/** The device id the browser of `page` keeps (created if missing); the page must be on the app origin. */
export async function deviceIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    let id = localStorage.getItem('deviceId');
    if (!id) {
      id = `e2e${crypto.randomUUID().replaceAll('-', '')}`;
      localStorage.setItem('deviceId', id);
    }
    return id;
  });
}

/**
 * Signs in through the API as the browser of `page` (a device that registered or signed in
 * before, so no code is asked) and answers the session token.
 */
export async function logInThroughApi(
  request: APIRequestContext,
  page: Page,
  person: Account,
): Promise<string> {
  const deviceId = await deviceIdOf(page);
  const answer = await request.post('/api/auth/login', {
    data: { identifier: person.email, password: person.password, deviceId },
  });
  if (answer.status() !== 200) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const body = loginResponseSchema.parse(await answer.json());
  if (body.status !== 'authenticated') throw new Error(`login asked for a code (${body.reason})`);
  return body.token;
}

/** The header the API reads a session token from (spec §7). */
export function withToken(token: string): Record<string, string> {
  return { authorization: `Token ${token}` };
}

export async function logInThroughForm(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A fresh member, registered and signed in through the login form, on `path`. */
export async function signedInNewMember(
  request: APIRequestContext,
  page: Page,
  prefix: string,
  path: string,
): Promise<Account> {
  await page.goto('/');
  const person = await registerVerified(request, page, newPerson(prefix));
  await page.goto('/auth/login');
  await logInThroughForm(page, person.email, person.password);
  await page.waitForURL(/\/social\/feed$/);
  await page.goto(path);
  return person;
}
