import { blocksPageSchema, profileSchema } from '@betogether/contracts/friends/friends.schemas';
import { expect, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';

test('a member unblocks someone from the settings and sees their profile again', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const ana = await registerVerified(request, page, { ...newPerson('blocker'), firstName: 'Anaïs' });
  const bruno = await registerVerified(request, page, { ...newPerson('blocked'), firstName: 'Bruno' });
  const brunoName = `${bruno.firstName} Durand`;
  const token = await logInThroughApi(request, page, ana);
  const headers = withToken(token);
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  let brunoId = '';
  await test.step('Ana blocks Bruno through the API; his profile says so', async () => {
    const found = await request.get(`/api/profiles/${bruno.username}`, { headers });
    expect(found.status()).toBe(200);
    brunoId = profileSchema.parse(await found.json()).person.id;
    const blocked = await request.post(`/api/blocks/${brunoId}`, { headers });
    expect(blocked.status()).toBe(200);

    await page.goto(`/social/profile/${bruno.username}`);
    await expect(page.getByRole('heading', { level: 1, name: brunoName })).toBeVisible();
    await expect(page.getByText(`You blocked ${brunoName}.`)).toBeVisible();
  });

  const section = page.getByRole('region', { name: 'Blocked people' });

  await test.step('the settings open on the blocked people, Bruno listed', async () => {
    await page.goto('/social/profile/show-profil#blocked');
    await expect(section.getByRole('heading', { name: 'Blocked people' })).toBeInViewport();
    const link = section.getByRole('link', { name: brunoName });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/social/profile/${brunoId}`);
    await expect(section.getByText(/^Blocked on /)).toBeVisible();
  });

  await test.step('Ana unblocks Bruno after confirming', async () => {
    await section.getByRole('button', { name: `Unblock ${brunoName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unblock ${brunoName}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${brunoName} is unblocked.` })).toBeVisible();
    await expect(section.getByText("You haven't blocked anyone.")).toBeVisible();
    await expect(section.getByRole('link', { name: brunoName })).toHaveCount(0);

    const list = await request.get('/api/blocks?limit=20', { headers });
    expect(list.status()).toBe(200);
    expect(blocksPageSchema.parse(await list.json())).toEqual({ items: [], nextCursor: null });
  });

  await test.step("Bruno's profile is visible to Ana again", async () => {
    await page.goto(`/social/profile/${bruno.username}`);
    await expect(page.getByRole('heading', { level: 1, name: brunoName })).toBeVisible();
    // In the page itself: the right rail may suggest other people with their own Add friend.
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add friend' })).toBeVisible();
    await expect(main.getByText(`You blocked ${brunoName}.`)).toHaveCount(0);
  });
});
