import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';

test('a newcomer’s feed shows suggested public posts, and a double click on Post publishes once', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const author = await registerVerified(request, page, { ...newPerson('author'), firstName: 'Odile' });
  const newcomer = await registerVerified(request, page, { ...newPerson('newcomer'), firstName: 'Noé' });
  const caption = `Market day in Lyon ${Date.now()}`;
  const authorToken = await logInThroughApi(request, page, author);
  const created = await request.post('/api/posts', {
    headers: withToken(authorToken),
    data: { body: caption, audience: 'public' },
  });
  expect(created.status()).toBe(201);

  const token = await logInThroughApi(request, page, newcomer);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/social/feed');

  await test.step('the feed is not empty: someone else’s public post, labelled, under the invitation', async () => {
    await expect(page.getByRole('heading', { name: 'Your feed is waiting for friends' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Post by Odile Durand' }).filter({ hasText: caption });
    await expect(card).toBeVisible();
    await expect(card.getByText('Suggested for you')).toBeVisible();
    // The post's time is a link a thumb can hit (WCAG 2.5.8: at least 24 × 24 px).
    const time = await card.locator('a[href^="/social/post/"]').first().boundingBox();
    expect(time?.height).toBeGreaterThanOrEqual(24);
    expect(time?.width).toBeGreaterThanOrEqual(24);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/h7-newcomer-375.png' });
  });

  await test.step('the composer passes axe, and a double click on Post publishes one post', async () => {
    const box = page.getByRole('textbox', { name: 'Write a post' });
    await box.fill('Hello from a newcomer');
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Post', exact: true }).dblclick();
    await expect(page.getByText('Your post is live.')).toBeVisible();
    await expect(box).toHaveValue('');
    const mine = await request.get(`/api/feed?limit=50`, { headers: withToken(token) });
    const bodies = ((await mine.json()).items as Array<{ body: string }>).map((post) => post.body);
    expect(bodies.filter((body) => body === 'Hello from a newcomer')).toHaveLength(1);
    await expect(page.getByRole('article').filter({ hasText: 'Hello from a newcomer' })).toHaveCount(1);
  });
});
