import { loginResponseSchema, sessionResponseSchema } from '@betogether/contracts/auth/auth.schemas';
import { devMailListSchema } from '@betogether/contracts/system/system.schemas';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN } from './accounts';

/**
 * One browser identity for the admin in the back-office specs: the first sign-in from it asks for
 * the emailed code (new device), every later one is on a known device and gets a token at once.
 */
const ADMIN_DEVICE_ID = 'e2e-admin-back-office-device';

async function signInCodes(request: APIRequestContext): Promise<string[]> {
  const answer = devMailListSchema.parse(await (await request.get('/dev/mail.json')).json());
  return answer.items
    .filter((mail) => mail.to === ADMIN.email && /sign-in code/i.test(mail.subject))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
    .filter((code): code is string => code !== undefined);
}

/**
 * The admin's session token, through the API. When a code is asked, the newest sign-in codes are
 * tried in turn: another spec may be signing the admin in at the same moment from its own device,
 * and only the code of this challenge is accepted.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { identifier: ADMIN.email, password: ADMIN.password, deviceId: ADMIN_DEVICE_ID },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = loginResponseSchema.parse(await login.json());
  if (body.status === 'authenticated') return body.token;

  const { challengeId } = body.challenge;
  let token: string | undefined;
  const tried = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const code of await signInCodes(request)) {
          if (tried.has(code)) continue;
          tried.add(code);
          const verified = await request.post('/api/auth/login/verify', {
            data: { challengeId, code, deviceId: ADMIN_DEVICE_ID },
          });
          if (verified.status() === 200) {
            token = sessionResponseSchema.parse(await verified.json()).token;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, message: 'the admin sign-in code' },
    )
    .toBe(true);
  if (!token) throw new Error('unreachable');
  return token;
}

/** Signs the browser of `page` in as the admin (token and device in its storage, as after a login). */
export async function signInAdmin(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ value, device }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('deviceId', device);
    },
    { value: token, device: ADMIN_DEVICE_ID },
  );
}
