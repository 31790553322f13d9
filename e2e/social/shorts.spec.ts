import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { untilMediaReady } from '../support/uploads';

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
/** The resumable upload's chunks, as the browser's first ones (media.constants.ts). */
const CHUNK_BYTES = 256 * 1024;

// The player autoplays muted unless the person asked for reduced motion: this flow checks autoplay.
test.use({ reducedMotion: 'no-preference' });

let workDir = '';
/** A 4 s vertical MP4 (360×640, a test picture and a 440 Hz tone), made once for the file. */
let clip: Buffer;

test.beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'bt-shorts-'));
  const file = path.join(workDir, 'short.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=30:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
    file,
  ]);
  clip = await readFile(file);
});

test.afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Sends a video through the resumable upload routes and waits until the server has prepared it. */
async function uploadVideo(request: APIRequestContext, token: string, bytes: Buffer): Promise<string> {
  const created = await request.post('/api/uploads', {
    headers: withToken(token),
    data: { purpose: 'short-video', size: bytes.length, contentType: 'video/mp4', fileName: 'short.mp4' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as { id: string };
  let mediaId = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const sent = await request.patch(`/api/uploads/${session.id}`, {
      headers: {
        ...withToken(token),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      data: bytes.subarray(offset, offset + CHUNK_BYTES),
    });
    expect([200, 204], await sent.text()).toContain(sent.status());
    if (sent.status() === 200) mediaId = ((await sent.json()) as { media: { id: string } }).media.id;
  }
  expect(mediaId).not.toBe('');
  await untilMediaReady(request, token, mediaId);
  return mediaId;
}

/** The screens with real data, for people to look at (e2e/screenshots, not committed). */
async function photo(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `shorts-${name}.png`), animations: 'disabled' });
}

test('a short is uploaded and posted after its processing; the player moves between shorts with the keyboard and likes one', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  await page.goto('/');
  const ana = await registerVerified(request, page, { ...newPerson('shortana'), firstName: 'Anaïs' });
  const ben = await registerVerified(request, page, { ...newPerson('shortben'), firstName: 'Benoît' });
  const carl = await registerVerified(request, page, { ...newPerson('shortcarl'), firstName: 'Carla' });
  const anaToken = await logInThroughApi(request, page, ana);
  const benToken = await logInThroughApi(request, page, ben);
  const carlToken = await logInThroughApi(request, page, carl);
  const anaCaption = `Waves at dawn ${stamp} #e2e`;
  const benCaption = `City lights ${stamp}`;

  // Set-up: Ben's short, made through the API (the older of the two).
  const benMedia = await uploadVideo(request, benToken, clip);
  const benPosted = await request.post('/api/shorts', {
    headers: withToken(benToken),
    data: { mediaId: benMedia, caption: benCaption, altText: 'A test picture with colour bars' },
  });
  expect(benPosted.status(), await benPosted.text()).toBe(201);
  const benShort = (await benPosted.json()) as { id: string; author: { id: string } };

  let anaShortId = '';
  let anaId = '';
  await test.step('Ana uploads a video, watches it get ready, and posts it', async () => {
    await page.evaluate((value) => localStorage.setItem('token', value), anaToken);
    // The first "how far is it" answer comes late: the processing bar must be seen before "ready".
    let held = false;
    await page.route(/\/api\/media\/[0-9a-f-]{36}$/, async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await page.goto('/social/short/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New short' })).toBeVisible();
    await expect(page.getByText(/^Up to \d+ min, \d+ MB\./)).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'waves.mp4', mimeType: 'video/mp4', buffer: clip });
    await expect(page.getByRole('progressbar', { name: 'Processing' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your video is ready.')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.unroute(/\/api\/media\/[0-9a-f-]{36}$/);

    await page.getByRole('textbox', { name: 'Caption' }).fill(anaCaption);
    await page.getByRole('textbox', { name: 'Describe your video' }).fill('A test picture with a moving bar');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/social\/short\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Your short is live.')).toBeVisible();
    anaShortId = page.url().split('/').at(-1) ?? '';
    const mine = await request.get(`/api/shorts/${anaShortId}`, { headers: withToken(anaToken) });
    expect(mine.status()).toBe(200);
    const posted = (await mine.json()) as { caption: string; mine: boolean; author: { id: string } };
    expect(posted).toMatchObject({ caption: anaCaption, mine: true });
    anaId = posted.author.id;
    await expect(page.locator('article[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      `Anaïs Durand: ${anaCaption}`,
    );
  });

  const current = page.locator('article[aria-current="true"]');
  const anaLabel = `Anaïs Durand: ${anaCaption}`;
  const benLabel = `Benoît Durand: ${benCaption}`;

  await test.step('Carla follows both; in Following she moves between their shorts with the keyboard', async () => {
    for (const userId of [anaId, benShort.author.id]) {
      const followed = await request.post(`/api/follows/${userId}`, { headers: withToken(carlToken) });
      expect(followed.status(), await followed.text()).toBe(200);
    }
    await page.evaluate((value) => localStorage.setItem('token', value), carlToken);
    await page.goto('/social/short/view');
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page).toHaveURL(/\?feed=following$/);
    // Newest first: Ana's, then Ben's.
    await expect(current).toHaveAttribute('aria-label', anaLabel);
    await expect(page.getByRole('feed').getByRole('article')).toHaveCount(2);

    await page.keyboard.press('ArrowDown');
    await expect(current).toHaveAttribute('aria-label', benLabel);
    await expect(page.getByRole('article', { name: benLabel })).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByText('Short 2 of 2, by Benoît Durand')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(current).toHaveAttribute('aria-label', anaLabel);
    await expect(page.getByRole('article', { name: anaLabel })).toBeInViewport({ ratio: 0.9 });
    // The current short plays, muted.
    await expect
      .poll(() =>
        current.locator('video').evaluate((video: HTMLVideoElement) => !video.paused && video.muted),
      )
      .toBe(true);
  });

  await test.step('Carla likes Ana’s short', async () => {
    const like = current.getByRole('button', { name: /^Like/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like (1 like)');
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/shorts/${anaShortId}`, { headers: withToken(carlToken) });
        return ((await answer.json()) as { liked: boolean; likeCount: number }).likeCount;
      })
      .toBe(1);
  });

  await test.step('the player passes axe', async () => {
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((violation) => violation.id),
      serious
        .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
        .join('\n'),
    ).toEqual([]);
  });

  await test.step('screenshots at 375 and 1440 px, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width < 1280 ? 812 : 900 });
        await page.goto('/social/short/view?feed=following');
        await expect(current).toHaveAttribute('aria-label', anaLabel);
        await expect(
          width < 1280
            ? page.getByRole('navigation', { name: 'Quick navigation' })
            : page.getByRole('button', { name: 'Next short' }),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await photo(page, `player-${width}-${theme}`);
        await page.goto(`/social/short/view1?member=${anaId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Anaïs Durand’s shorts' })).toBeVisible();
        await expect(
          page.getByRole('link', { name: new RegExp(`^${anaCaption}, \\d+ views?$`) }),
        ).toBeVisible();
        await photo(page, `grid-${width}-${theme}`);
      }
    }
  });
});
