import { expect, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken } from '../support/admin-session';

test('a reported post reaches a moderator, who removes it; the reporter hears the outcome', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const author = await registerVerified(request, page, newPerson('modauthor'));
  const reporter = await registerVerified(request, page, newPerson('reporter'));
  const moderator = await registerVerified(request, page, newPerson('moderator'));
  const authorToken = await logInThroughApi(request, page, author);
  const reporterToken = await logInThroughApi(request, page, reporter);
  const body = `Cheap coins at ${author.username}`;
  const created = await request.post('/api/posts', {
    headers: withToken(authorToken),
    data: { body, audience: 'public' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = await created.json();
  const reported = await request.post(`/api/posts/${post.id}/report`, {
    headers: withToken(reporterToken),
    data: { reason: 'scam', details: 'Asks for card numbers' },
  });
  expect(reported.status()).toBe(204);
  const granted = await request.post('/api/admin/moderators', {
    headers: withToken(await adminToken(request)),
    data: { username: moderator.username },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  const token = await logInThroughApi(request, page, moderator);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  // The rest of the back office stays closed to a moderator.
  await page.goto('/admin_betogether');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  await page.goto('/admin_betogether/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const item = page.getByRole('button', { name: new RegExp(body) });
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Scam or fraud · 1');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/moderation-queue-${width}.png`, fullPage: true });
  }
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Case: Post' });
  await expect(dialog.getByText('Asks for card numbers')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Remove the content' }).check();
  await page.screenshot({ path: '/tmp/moderation-case-1440.png' });
  await dialog.getByRole('button', { name: 'Confirm the decision' }).click();
  await expect(dialog.getByText(/^Removed by /)).toBeVisible();
  await expect(dialog.getByText('No longer online: shown as it was last reported.')).toBeVisible();

  expect((await request.get(`/api/posts/${post.id}`, { headers: withToken(authorToken) })).status()).toBe(
    404,
  );
  await expect
    .poll(async () => {
      const answer = await request.get('/api/notifications', { headers: withToken(reporterToken) });
      return (await answer.json()).user.map((line: { type: string }) => line.type);
    })
    .toContain('report_outcome');
});
