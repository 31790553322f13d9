import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from './accounts';
import { adminToken } from './admin-session';

/** Shared pieces of the tasks-and-rewards journeys (e2e/tasks). */

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

export type Look = { width: 1440 | 375; theme: 'light' | 'dark'; lang: 'en' | 'fr' };
const desktopLightEn: Look = { width: 1440, theme: 'light', lang: 'en' };
const phoneDarkFr: Look = { width: 375, theme: 'dark', lang: 'fr' };

/** A screen with real data, for people to look at: `tasks-<screen>-<width>-<theme>-<lang>.png`. */
export async function photo(page: Page, screen: string, look: Look = desktopLightEn) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // From the top: a full-page picture of a scrolled page draws the fixed bars mid-page.
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: path.join(screenshotDir, `tasks-${screen}-${look.width}-${look.theme}-${look.lang}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** No horizontal scroll, and nothing sticks out of the main column (as buy-coins.spec.ts checks). */
async function fitsTheWidth(page: Page) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What reaches past the window, when something does (to say which box in the message).
    wide: [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const past = (box: Element | null) =>
          box !== null && box.getBoundingClientRect().right > window.innerWidth + 0.5;
        // The outermost boxes only: their children follow them.
        return past(el) && !past(el.parentElement);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (${Math.round(r.left)}→${Math.round(r.right)})`;
      })
      .slice(-8),
  }));
  // Soft: the journey goes on, and every screen's problems show in one run (the test still fails).
  expect
    .soft(size.scrollWidth, `the page scrolls sideways: ${size.wide.join(', ')}`)
    .toBeLessThanOrEqual(size.innerWidth);
  const outside = await page.evaluate(() => {
    const main = document.querySelector('main')?.getBoundingClientRect();
    if (!main) return ['no main'];
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= main.right + 0.5) return false;
        // Inside a hidden box (screen-reader texts), or a scroller that fits, by design (a wide
        // table scrolled sideways on a phone). Content cut off by `overflow: hidden` still counts.
        for (let up = el.parentElement; up; up = up.parentElement) {
          const box = up.getBoundingClientRect();
          if (box.width <= 1) return false;
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(up).overflowX);
          if (scrolls && box.right <= main.right + 0.5) return false;
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
      .slice(0, 5);
  });
  expect.soft(outside, 'elements wider than the main column').toEqual([]);
}

/** axe on the main column: nothing serious or critical. */
export async function passesAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((violation) => violation.id),
      serious
        .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
        .join('\n'),
    )
    .toEqual([]);
}

/** The open dialogs checked by axe (portalled outside `main`, where passesAxe looks): nothing serious. */
export async function dialogPassesAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = violations.filter((found) => ['serious', 'critical'].includes(found.impact ?? ''));
  const where = serious.flatMap((found) => found.nodes.map((node) => `${found.id}: ${node.html}`));
  expect.soft(where).toEqual([]);
}

/** Theme, language and width of this browser, then the page again. */
async function lookLike(page: Page, look: Look) {
  await page.evaluate(({ theme, lang }) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('i18nextLng', lang);
  }, look);
  await page.setViewportSize({ width: look.width, height: look.width < 1280 ? 812 : 900 });
  await page.reload();
}

/**
 * The screen on show photographed at 1440 px light in English (and checked by axe), then at 375 px
 * dark in French (reloaded; it must fit the width), and back to 1440 light English. `ready(look)`
 * waits until the screen is drawn in that language.
 */
export async function photoBothWays(page: Page, screen: string, ready: (look: Look) => Promise<void>) {
  await ready(desktopLightEn);
  await photo(page, screen, desktopLightEn);
  await passesAxe(page);
  await lookLike(page, phoneDarkFr);
  await ready(phoneDarkFr);
  await fitsTheWidth(page);
  await photo(page, screen, phoneDarkFr);
  await lookLike(page, desktopLightEn);
  await ready(desktopLightEn);
}

/** The level-1 heading, in English or French. */
export function heading(page: Page, look: Look, names: { en: string; fr: string }): Locator {
  return page.getByRole('heading', { level: 1, name: names[look.lang] });
}

/**
 * Browsers of these journeys ask for reduced motion: the charts then draw at once (no bar caught
 * half-grown in a screenshot), as the app promises to people who ask for it.
 */
export const screensContext = { reducedMotion: 'reduce' } as const;

/**
 * A fresh member in a browser of their own (`options`: a phone's screen, say), signed in (token in
 * the browser's storage), on the feed.
 */
export async function memberWithBrowser(
  browser: Browser,
  prefix: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...screensContext, ...options });
  const page = await context.newPage();
  await page.goto('/');
  const person = await registerVerified(page.request, page, newPerson(prefix));
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/social/feed');
  return { page, context, person, token };
}

export function headerBalance(page: Page): Locator {
  return page.getByTestId('header-balance');
}

/** `Your balance: N gold coins…`, as the header says it in English. */
export function balanceName(coins: string): RegExp {
  return new RegExp(`^Your balance: ${coins} gold coins?\\. Open your coins dashboard$`);
}

/** A coin pack of its own for this test, sold in the store (made by the admin through the API). */
export async function createPack(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/admin/coin-packs', {
    headers: withToken(await adminToken(request)),
    data: { name, coins: 1000, bonusCoins: 100, priceMinor: 499, currency: 'EUR', position: 0 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Switches a signed-in member to partner through the API (the spec's /api/chnageRole); answers their id. */
async function becomePartner(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post('/api/chnageRole', {
    headers: withToken(token),
    data: { role: 'partner' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** Coins credited by the admin (an audited adjustment), where a journey does not test buying them. */
async function creditCoins(request: APIRequestContext, userId: string, coins: number) {
  const answer = await request.post('/api/admin/wallet/adjustments', {
    headers: { ...withToken(await adminToken(request)), 'idempotency-key': crypto.randomUUID() },
    data: { userId, coins, reason: 'e2e: coins for a partner’s tasks' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The admin approves a task waiting for review, through the API (the UI is covered by video-task.spec.ts). */
export async function approveTask(request: APIRequestContext, taskId: string) {
  const answer = await request.post(`/api/admin/tasks/${taskId}/approval`, {
    headers: { ...withToken(await adminToken(request)), 'idempotency-key': crypto.randomUUID() },
    data: { decision: 'approve', reason: '' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A fresh partner (API: registered, signed in, switched, credited), in a browser of their own. */
export async function partnerWithBrowser(browser: Browser, prefix: string, coins: number) {
  const member = await memberWithBrowser(browser, prefix);
  const userId = await becomePartner(member.page.request, member.token);
  await creditCoins(member.page.request, userId, coins);
  return { ...member, userId };
}

/** Made with ffmpeg once per file: a 16:9 MP4 (a test picture and a tone) of `seconds`. */
export async function makeClip(seconds: number): Promise<{ bytes: Buffer; cleanUp: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bt-task-video-'));
  const file = path.join(dir, 'task.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
    file,
  ]);
  const bytes = await readFile(file);
  return { bytes, cleanUp: () => rm(dir, { recursive: true, force: true }) };
}
