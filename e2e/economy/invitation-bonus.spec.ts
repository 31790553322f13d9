import { userSchema } from '@betogether/contracts/users/users.schemas';
import { expect, type Page, test } from '@playwright/test';
import { deviceIdOf, logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { codeFor } from '../support/mailbox';

const DASHBOARD = '/betogether/users/dashboard-users';

async function signIn(page: Page, token: string, path: string) {
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

test('joining through an invitation: the page says what the newcomer gets, the two become friends, the inviter is told, and the bonus waits on both dashboards', async ({
  browser,
  baseURL,
}) => {
  const ritaContext = await browser.newContext({ baseURL });
  const ninaContext = await browser.newContext({ baseURL });
  try {
    const rita = await ritaContext.newPage();
    await rita.goto('/');
    const ritaAccount = await registerVerified(rita.request, rita, {
      ...newPerson('rita'),
      firstName: 'Rita',
    });
    const ritaToken = await logInThroughApi(rita.request, rita, ritaAccount);
    const me = userSchema.parse(
      await (await rita.request.get('/api/user-profile/', { headers: withToken(ritaToken) })).json(),
    );

    const nina = await ninaContext.newPage();
    const ninaAccount = { ...newPerson('nina'), firstName: 'Nina' };
    await test.step('the invitation page says what joining brings', async () => {
      await nina.goto(`/auth/${me.referralCode}`);
      await expect(nina.getByTestId('invitation-offer')).toHaveText(
        `You and ${me.displayName} become friends as soon as you confirm your email. Your welcome bonus of 50 gold coins is paid once you have been a member for 7 days and bought coins for the first time.`,
      );
    });

    await test.step('Nina joins with the code and confirms her email', async () => {
      const deviceId = await deviceIdOf(nina);
      const created = await nina.request.post('/api/auth/register', {
        data: {
          email: ninaAccount.email,
          username: ninaAccount.username,
          password: ninaAccount.password,
          firstName: ninaAccount.firstName,
          lastName: 'Durand',
          birthDate: '1996-03-14',
          country: 'FR',
          acceptTerms: true,
          deviceId,
          referrer: me.referralCode,
        },
      });
      expect(created.status()).toBe(201);
      const code = await codeFor(nina.request, ninaAccount.email);
      const verified = await nina.request.post('/api/auth/verify-email', {
        data: { challengeId: (await created.json()).challengeId, code, deviceId },
      });
      expect(verified.status()).toBe(200);
      await signIn(nina, (await verified.json()).token, DASHBOARD);
    });

    await test.step('her dashboard shows the welcome bonus waiting, and what it waits for', async () => {
      const notice = nina.getByRole('region', { name: 'Your welcome bonus is on its way' });
      await expect(notice).toContainText(`${me.displayName} invited you: 50 coins are yours`);
      await expect(notice.getByText('First coin purchase: not yet')).toBeVisible();
      await expect(nina.getByRole('region', { name: 'This week' }).getByText('Corrected')).toBeVisible();
    });

    await test.step('Rita is told, they are friends, and her card counts the bonus on its way', async () => {
      await signIn(rita, ritaToken, DASHBOARD);
      await expect(rita.getByTestId('referral-bonus-pending')).toContainText('100');
      const bell = rita.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      await expect(
        rita.getByText(
          `${ninaAccount.firstName} Durand joined BeTogether with your invitation: you are now friends`,
        ),
      ).toBeVisible();
      const profile = await rita.request.get(`/api/profiles/${ninaAccount.username}`, {
        headers: withToken(ritaToken),
      });
      expect((await profile.json()).relationship.status).toBe('friends');
    });
  } finally {
    await ritaContext.close();
    await ninaContext.close();
  }
});
