import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, logInThroughApi, newPerson, registerVerified } from '../support/accounts';
import { gradientPng } from '../support/png';

/** A person with a browser of their own (own context, own storage), signed in on `path`. */
async function personWithBrowser(browser: Browser, person: Account, path = '/social/feed') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await registerVerified(page.request, page, person);
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  return { page, context, person, name: `${person.firstName} Durand` };
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ });
}

test('two friends: request, accept, a friends-only post with a picture, a reaction and a comment seen live; a stranger sees nothing; search forgives a misspelled name', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await personWithBrowser(browser, { ...newPerson('ana'), firstName: 'Anaïs' });
  const ben = await personWithBrowser(browser, { ...newPerson('ben'), firstName: 'Benedikt' });
  const carl = await personWithBrowser(browser, { ...newPerson('carl'), firstName: 'Carlos' });
  const caption = `Picnic by the river ${Date.now()}`;
  let postPath = '';
  let pictureSrc = '';

  await test.step('Ana finds Ben by a misspelled name and sends a friend request', async () => {
    await ana.page.goto('/social/search/search?q=Benedickt%20Durnad');
    // Other flows on the same server make Durands too: Ben is the one with his username.
    const result = ana.page.getByRole('link', { name: new RegExp(`${ben.name} @${ben.person.username}`) });
    await expect(result).toBeVisible();
    await result.click();
    await expect(ana.page.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
    await ana.page.getByRole('button', { name: 'Add friend' }).click();
    await expect(ana.page.getByRole('button', { name: /Cancel request|Request sent/ })).toBeVisible();
  });

  await test.step('Ben is told live and accepts in his invitations', async () => {
    await expect(bell(ben.page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(ben.page).click();
    await expect(ben.page.getByText(`${ana.name} sent you a friend request`)).toBeVisible();
    await ben.page.getByText(`${ana.name} sent you a friend request`).click();
    await expect(ben.page).toHaveURL(/\/social\/invitations\/index-invitations/);
    await ben.page.getByRole('button', { name: 'Accept' }).click();
    await expect(ben.page.getByText(`You and ${ana.name} are now friends.`)).toBeVisible();
    await expect(bell(ana.page)).toHaveAccessibleName('Notifications, 1 unread');
    // Ana's open profile of Ben follows without a reload: no more "Cancel request".
    await expect(ana.page.getByRole('button', { name: 'Friends', exact: true })).toBeVisible();
    await expect(ana.page.getByRole('button', { name: /Cancel request|Request sent/ })).toHaveCount(0);
  });

  await test.step('Ben posts a picture for his friends; Ana gets the new post live', async () => {
    await ana.page.goto('/social/feed');
    await ben.page.goto('/social/feed');
    await ben.page.getByRole('textbox', { name: 'Write a post' }).fill(caption);
    await ben.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
    await ben.page.getByLabel('Describe the picture (alt text)').fill('A river at sunset');
    await expect(ben.page.getByRole('combobox', { name: 'Audience' })).toHaveText('Friends');
    const post = ben.page.getByRole('button', { name: 'Post', exact: true });
    await expect(post).toBeEnabled({ timeout: 20_000 });
    await post.click();
    await expect(ben.page.getByText('Your post is live.')).toBeVisible();
    const card = ben.page.getByRole('article', { name: `Post by ${ben.name}` }).filter({ hasText: caption });
    await expect(card.getByRole('img', { name: 'A river at sunset' })).toBeVisible();
    postPath = (await card.locator('a[href^="/social/post/"]').first().getAttribute('href')) ?? '';
    expect(postPath).toMatch(/^\/social\/post\/[0-9a-f-]{36}$/);

    await ana.page.getByRole('button', { name: '1 new post' }).click();
    const seen = ana.page.getByRole('article', { name: `Post by ${ben.name}` }).filter({ hasText: caption });
    await expect(seen).toBeVisible();
    // A friends-only picture: a short-lived signed link, never a plain public address.
    const picture = seen.getByRole('img', { name: 'A river at sunset' });
    await expect(picture).toHaveAttribute(
      'src',
      /^\/files\/images\/.+\.(webp|jpe?g|png)\?expires=\d+&signature=[\w-]+$/,
    );
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    pictureSrc = (await picture.getAttribute('src')) ?? '';
  });

  await test.step('Ana reacts and comments; Ben sees both notifications arrive', async () => {
    const card = ana.page.getByRole('article', { name: `Post by ${ben.name}` }).filter({ hasText: caption });
    await card.getByRole('button', { name: 'Like' }).click();
    await expect(card.getByRole('button', { name: '1 reaction: see who reacted' })).toBeVisible();
    await card.getByRole('button', { name: 'Comment' }).click();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('What a view!');
    await box.press('Enter');
    await expect(card.getByText('What a view!')).toBeVisible();

    await expect(bell(ben.page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(ben.page).click();
    await expect(ben.page.getByText(`${ana.name} reacted to your post`)).toBeVisible();
    await ben.page.getByText(`${ana.name} commented on your post`).click();
    await expect(ben.page).toHaveURL(new RegExp(`${postPath}\\?comment=`));
    await expect(ben.page.getByText('What a view!')).toBeVisible();
  });

  await test.step('a stranger can neither open the post nor find it', async () => {
    await carl.page.goto(postPath);
    await expect(carl.page.getByText('This post is not available')).toBeVisible();
    expect((await carl.page.request.get(pictureSrc.split('?')[0] as string)).status()).toBe(404);
    await expect(carl.page.getByText(caption)).toHaveCount(0);
    await carl.page.goto(`/social/profile/${ben.person.username}`);
    await expect(carl.page.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
    await expect(carl.page.getByText(caption)).toHaveCount(0);
    await carl.page.goto(`/social/search/search?q=${encodeURIComponent(caption)}&type=posts`);
    await expect(carl.page.getByText(/No posts match/)).toBeVisible();
  });

  for (const person of [ana, ben, carl]) await person.context.close();
});
