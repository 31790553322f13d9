import { type APIRequestContext, expect, test } from '@playwright/test';
import { logInThroughApi, signedInNewMember, withToken } from '../support/accounts';
import { gradientPng } from '../support/png';
import { untilMediaReady } from '../support/uploads';

/** Uploads a picture as a post's media (one request, under 256 KB) and waits until it is ready. */
async function postMedia(request: APIRequestContext, token: string, png: Buffer): Promise<string> {
  const created = await request.post('/api/media?purpose=post-media', {
    headers: { ...withToken(token), 'content-type': 'image/png' },
    data: png,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await untilMediaReady(request, token, id);
  return id;
}

test('a portrait photo fits whole in the viewer on a desktop, and a panorama in the grid is sharp', async ({
  page,
  request,
}) => {
  const person = await signedInNewMember(request, page, 'viewer', '/social/feed');
  const token = await logInThroughApi(request, page, person);
  const portrait = await postMedia(request, token, gradientPng(700, 1750));
  const panorama = await postMedia(request, token, gradientPng(2400, 600));
  const posted = await request.post('/api/posts', {
    headers: withToken(token),
    data: {
      body: 'Mountains, tall and wide',
      audience: 'public',
      images: [
        { mediaId: portrait, altText: 'A tall waterfall' },
        { mediaId: panorama, altText: 'The whole valley' },
      ],
    },
  });
  expect(posted.status()).toBe(201);

  await page.reload();
  // Two pictures side by side: square tiles of about 340 px. The 4:1 panorama is drawn 1,360 px
  // wide in its tile, so the browser must pick the 1,280 px variant, not the 640 one.
  const tile = page.getByRole('img', { name: 'The whole valley' });
  await expect(tile).toBeVisible();
  await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-1280\./);

  await page.getByRole('img', { name: 'A tall waterfall' }).click();
  const viewer = page.getByRole('dialog');
  const photo = viewer.getByRole('img', { name: 'A tall waterfall' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
    .toBeGreaterThan(0);
  // The drawn picture (object-fit: contain inside the element) stays within the 900 px viewport.
  const drawn = await photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const height = img.naturalHeight * scale;
    const top = box.top + (box.height - height) / 2;
    return { top, bottom: top + height, height };
  });
  expect(drawn.top).toBeGreaterThanOrEqual(0);
  expect(drawn.bottom).toBeLessThanOrEqual(900);
  expect(drawn.height).toBeGreaterThan(600);
  await page.screenshot({ path: '/tmp/h3-viewer-1440.png' });
});
