import { userSchema } from '@betogether/contracts/users/users.schemas';
import { expect, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';

test("a visitor opens a member's invitation link and starts signing up, invited by that member", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('referrer'));
  const token = await logInThroughApi(request, page, member);
  const profile = await request.get('/api/user-profile/', { headers: withToken(token) });
  expect(profile.status()).toBe(200);
  const { referralCode, displayName } = userSchema.parse(await profile.json());
  expect(displayName).toBe(`${member.firstName} Durand`);

  // Someone else, in another browser.
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/auth/${referralCode}`);
    await expect(visitor.getByRole('heading', { name: 'You are invited' })).toBeVisible();
    await expect(
      visitor.getByText(
        `${displayName} invites you to join BeTogether: share with friends and earn gold coins together.`,
      ),
    ).toBeVisible();

    await visitor.getByRole('button', { name: 'Accept and sign up' }).click();
    await expect(visitor).toHaveURL(/\/auth\/register$/);
    await expect(visitor.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(visitor.getByText(`${displayName} invited you to BeTogether.`)).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('an unknown invitation code says the link is not valid and still offers to sign up', async ({
  page,
}) => {
  await page.goto(`/auth/nobody${Date.now().toString(36)}`);
  await expect(page.getByRole('heading', { name: 'You are invited' })).toBeVisible();
  await expect(
    page.getByText('This invitation link is not valid any more. You can still create an account.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and sign up' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByText(/invited you to BeTogether/)).toHaveCount(0);
});
