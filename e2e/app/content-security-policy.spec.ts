import { expect, test } from '@playwright/test';
import { logInThroughForm, newPerson, registerVerified } from '../support/accounts';

// The server's Content-Security-Policy (script-src 'self', no inline scripts) must let the app
// work: no page may trigger a violation.
test('the app runs under its Content-Security-Policy without a single violation', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // connect-src allows only our own origin and its ws/wss: the realtime socket must still open.
  let socketAnswered = false;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) socket.on('framereceived', () => (socketAnswered = true));
  });

  const header = (await request.get('/')).headers()['content-security-policy'];
  expect(header).toContain("script-src 'self'");
  const connectSrc = /connect-src ([^;]*)/.exec(header ?? '')?.[1]?.split(' ');
  const { host } = new URL(test.info().project.use.baseURL ?? '');
  expect(connectSrc).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);

  await page.goto('/');
  const person = await registerVerified(request, page, newPerson('csp'));
  for (const path of ['/', '/landingpage/Cookies', '/auth/register', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await logInThroughForm(page, person.email, person.password);
  await expect(page).toHaveURL(/\/social\/feed$/);
  await expect.poll(() => socketAnswered).toBe(true);
  await page.goto('/social/profile/show-profil');
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();

  const inPage = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect([...violations, ...inPage]).toEqual([]);
});
