import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from '../support/accounts';
import { adminToken, signInAdmin } from '../support/admin-session';
import {
  approveKyc,
  KYC_QUEUE,
  openKycRequest,
  queueRowOf,
  sendKycOnScreen,
  uniqueDocumentNumber,
} from './kyc-support';

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

type Look = { width: 375 | 1440; theme: 'light' | 'dark' };
const looks: Look[] = [
  { width: 1440, theme: 'light' },
  { width: 1440, theme: 'dark' },
  { width: 375, theme: 'light' },
  { width: 375, theme: 'dark' },
];

/**
 * The screen for people to look at: `kyc-review-<screen>-<width>-<theme>.png` (not committed). A
 * whole-page picture resizes the window for a moment, which scrolls a zoomed photo: `fullPage: false`
 * keeps a zoomed photo as it is on screen.
 */
async function photo(page: Page, screen: string, look: Look, fullPage = true) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // From the top: a full-page picture of a scrolled page draws the fixed bars mid-page.
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: path.join(screenshotDir, `kyc-review-${screen}-${look.width}-${look.theme}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** Theme and width of this browser, then the page again. */
async function lookLike(page: Page, look: Look) {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), look.theme);
  await page.setViewportSize({ width: look.width, height: look.width < 1280 ? 812 : 900 });
  await page.reload();
}

/** Nothing wider than the window (soft: every look is still checked and photographed). */
async function fitsTheWidth(page: Page, what: string) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(size.scrollWidth, `${what}: no sideways scrolling`).toBeLessThanOrEqual(size.innerWidth);
}

/** axe on the main column: nothing serious or critical. */
async function passesAxe(page: Page, what: string) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((violation) => violation.id),
      `${what}: ${serious.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html}`)).join('\n')}`,
    )
    .toEqual([]);
}

/** Every photo of the request drawn (its signed link opened). */
async function photosLoaded(page: Page) {
  const images = page.getByRole('region', { name: /(of|with) the document$/ }).getByRole('img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all())
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
}

test('a new member sends their identity documents from a phone; an admin zooms, turns and approves them; the member is verified', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const memberPage = await phone.newPage();
  const person = { ...newPerson('kycreview'), firstName: 'Océane' };
  const documentNumber = uniqueDocumentNumber();

  await test.step('the member fills the form at 375 px with real photos and sends it', async () => {
    await memberPage.goto('/');
    await registerVerified(memberPage.request, memberPage, person);
    const token = await logInThroughApi(memberPage.request, memberPage, person);
    await memberPage.evaluate((value) => localStorage.setItem('token', value), token);
    await sendKycOnScreen(memberPage, documentNumber);
  });

  const token = await adminToken(page.request);
  await signInAdmin(page, token);
  let detailPath = '';

  await test.step('the admin finds the request in the queue, its photos, and looks at the queue both ways', async () => {
    await page.goto(KYC_QUEUE);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
    const row = await queueRowOf(page, person.username);
    await expect(row).toContainText('Identity card');
    await expect(row).toContainText('France');
    await expect(row).toContainText('Waiting for review');
    await passesAxe(page, 'queue');
    for (const look of looks) {
      await lookLike(page, look);
      await expect(await queueRowOf(page, person.username)).toBeVisible();
      if (look.width === 375) await fitsTheWidth(page, `queue at ${look.width} ${look.theme}`);
      await photo(page, 'queue', look);
    }
    await lookLike(page, looks[0] as Look);
    await openKycRequest(page, person);
    detailPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('kyc-document')).toContainText(documentNumber);
    await photosLoaded(page);
  });

  await test.step('zooms and turns the front, opens it full screen, and the openings are logged', async () => {
    const front = page.getByRole('region', { name: 'Front of the document' });
    await front.getByRole('button', { name: 'Zoom in on the front' }).click();
    await expect(front.getByRole('status', { name: 'Zoom of the front' })).toHaveText('150%');
    await front.getByRole('group', { name: /^Front of the document: zoom 150%/ }).focus();
    await page.keyboard.press('+');
    await expect(front.getByRole('status', { name: 'Zoom of the front' })).toHaveText('200%');
    await expect(front.getByRole('img')).toHaveAttribute('data-zoom', '2');
    await front.getByRole('button', { name: 'Turn the front to the right' }).click();
    await expect(front.getByRole('img')).toHaveAttribute('data-turns', '1');
    // A quarter turn clockwise: the drawn matrix(cos, sin, …) has a sine of 1.
    await expect
      .poll(async () => {
        const matrix = await front
          .getByRole('img')
          .evaluate((element) => getComputedStyle(element).transform);
        return Number(matrix.split(/[(,]/)[2]);
      })
      .toBeCloseTo(1);
    await photo(page, 'detail-zoomed', looks[0] as Look, false);

    await front.getByRole('button', { name: 'See the front full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Front of the document (1 of 3)' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('data-turns', '1');
    await expect
      .poll(() => viewer.getByRole('img').evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await photo(page, 'viewer', looks[0] as Look, false);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Back of the document (2 of 3)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByTestId('kyc-views')).toContainText('opened the front');
    await expect(page.getByTestId('kyc-views')).toContainText('opened the selfie');
  });

  await test.step('the request page, both ways', async () => {
    await passesAxe(page, 'request');
    for (const look of looks) {
      await lookLike(page, look);
      await expect(
        page.getByRole('heading', { level: 1, name: `Identity check of ${person.firstName} Durand` }),
      ).toBeVisible();
      await photosLoaded(page);
      if (look.width === 375) await fitsTheWidth(page, `request at ${look.width} ${look.theme}`);
      await photo(page, 'detail', look);
    }
    await lookLike(page, looks[0] as Look);
  });

  await test.step('approves after the confirmation', async () => {
    await approveKyc(page, person, () => photo(page, 'confirm', looks[0] as Look, false));
    await expect(page.getByTestId('kyc-admin-timeline')).toContainText('Approved by');
    await photo(page, 'detail-approved', looks[0] as Look);
    // The queue of waiting requests no longer has it.
    await page.getByRole('link', { name: 'All requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
    await expect(page.getByTestId('kyc-queue-row').filter({ hasText: `@${person.username}` })).toHaveCount(0);
    expect(detailPath).toMatch(/^\/admin_betogether\/kyc\/[0-9a-f-]{36}$/);
  });

  await test.step('the member sees the approved state', async () => {
    await memberPage.reload();
    await expect(
      memberPage.getByRole('heading', { level: 2, name: 'Your identity is verified' }),
    ).toBeVisible();
    await expect(memberPage.getByTestId('kyc-status')).toContainText('Verified');
  });
  await phone.close();
});

test('a member is refused the admins’ KYC screens, on screen and by the server', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const member = await registerVerified(request, page, newPerson('kycnotadmin'));
  const token = await logInThroughApi(request, page, member);
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  for (const path of [KYC_QUEUE, '/admin_betogether/kyc/00000000-0000-4000-8000-000000000001']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('403');
    await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toHaveCount(0);
  }
  const queue = await request.get('/api/admin/kyc', { headers: withToken(token) });
  expect(queue.status()).toBe(403);
  const detail = await request.get('/api/admin/kyc/00000000-0000-4000-8000-000000000001', {
    headers: withToken(token),
  });
  expect(detail.status()).toBe(403);
});
