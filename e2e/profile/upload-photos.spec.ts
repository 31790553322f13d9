import { expect, type Route, test } from '@playwright/test';
import { signedInNewMember } from '../support/accounts';
import { gradientPng } from '../support/png';

test('a 5 MB cover uploads in resumable chunks with a progress bar, and survives the server being cut off', async ({
  page,
  request,
}) => {
  await signedInNewMember(request, page, 'cover', '/social/profile/show-profil');

  const photo = gradientPng(1500, 1500, true);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);

  // The connection drops twice in the middle of the upload: the uploader asks the server where it
  // stands and carries on from there.
  let patches = 0;
  let cut = 0;
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') {
      patches += 1;
      if (patches === 3 || patches === 5) {
        cut += 1;
        await route.abort('connectionreset');
        return;
      }
      // Loopback is faster than any real network: slow each chunk so the bar is there to see.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await route.continue();
  });

  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo });
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(progress.getByText(/MB of 5(\.\d)? MB/)).toBeVisible();

  await expect(page.getByText('Your new cover is saved.')).toBeVisible({ timeout: 30_000 });
  expect(cut).toBe(2);
  // 5.0 MB in chunks of 256 KB, 512 KB, 1 MB, 2 MB, … plus the two that were resent.
  expect(patches).toBeGreaterThanOrEqual(6);
  const cover = page.locator('img[src^="/files/images/"]').first();
  await expect(cover).toBeVisible();
  const served = await request.get((await cover.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(progress).toBeHidden();
});

test('a file that is not a picture is refused from its bytes with a clear message', async ({
  page,
  request,
}) => {
  await signedInNewMember(request, page, 'quota', '/social/profile/show-profil');
  // Not a picture, whatever its name says: refused from its bytes.
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.alloc(400 * 1024, 7) });
  await expect(page.getByText('This file is not a picture, or it is damaged.').first()).toBeVisible();
});

test('a 5 MB photo becomes the avatar: cropped, uploaded with a progress bar, shown everywhere', async ({
  page,
  request,
}) => {
  await signedInNewMember(request, page, 'avatar', '/social/profile/show-profil');

  // Slow the requests down a little so that a person (and this test) sees the bar: the cropped
  // photo goes in one request or in chunks depending on its size.
  const slow = async (route: Route) => {
    if (['PATCH', 'POST'].includes(route.request().method()))
      await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  };
  await page.route('**/api/uploads**', slow);
  await page.route('**/api/media?**', slow);
  const photo = gradientPng(1500, 1500, true);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await crop.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  await crop.getByRole('button', { name: 'Use this photo' }).click();

  const progress = page.getByTestId('upload-progress');
  await expect(progress.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Your new photo is saved.')).toBeVisible({ timeout: 30_000 });
  const avatar = page.getByTestId('avatar-preview').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/files\/images\/[0-9a-f-]+-640\.webp$/);
  await expect(page.getByRole('button', { name: 'Your account' }).locator('img')).toHaveAttribute(
    'src',
    (await avatar.getAttribute('src')) ?? '',
  );
});
