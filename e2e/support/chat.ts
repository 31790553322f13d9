import path from 'node:path';
import { userSchema } from '@betogether/contracts/users/users.schemas';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified, withToken } from './accounts';
import { chromiumLaunchOptions } from './chromium';
import { screensContext } from './tasks';

/** Shared pieces of the chat and call journeys (e2e/chat, e2e/calls). */

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** A member's screen: a phone or a desktop, in the light or the dark theme. */
export type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

/** The browser window of a screen `width` wide (a phone is taller than it is wide). */
function windowOf(width: Look['width']) {
  return { width, height: width === 375 ? 812 : 900 };
}

/**
 * Debian's Chromium with its fake camera (a moving test pattern) and microphone (a beep), granted
 * without a prompt; `more` switches after those.
 */
export function fakeMediaLaunchOptions(...more: string[]) {
  return {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...more,
    ],
  };
}

/** A member's id, from their own profile. */
async function memberId(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get('/api/user-profile/', { headers: withToken(token) });
  expect(answer.status(), await answer.text()).toBe(200);
  return userSchema.parse(await answer.json()).id;
}

/**
 * A fresh member named `<firstName> Durand`, in a browser of their own, signed in (token in the
 * browser's storage), on the feed with its socket connected. `look` sets the window and the theme
 * from the start; `permissions` grants the camera or the microphone.
 */
export async function memberInBrowser(
  browser: Browser,
  prefix: string,
  firstName: string,
  { look, permissions }: { look?: Look; permissions?: string[] } = {},
) {
  const context = await browser.newContext({
    ...screensContext,
    ...(permissions && { permissions }),
    ...(look && { viewport: windowOf(look.width) }),
  });
  const page = await context.newPage();
  await page.goto('/');
  if (look) await page.evaluate((theme) => localStorage.setItem('theme', theme), look.theme);
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const id = await memberId(page.request, token);
  await gotoLive(page, '/social/feed');
  return { page, context, person, token, id, name: `${firstName} Durand` };
}

/** A fresh member without a browser, signed in through the API (registered from `page`'s browser). */
export async function memberThroughApi(page: Page, prefix: string, firstName: string) {
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  const id = await memberId(page.request, token);
  return { person, token, id, name: `${firstName} Durand` };
}

type Signed = { token: string; id: string };

/** Friends through the API: `a` asks, `b` accepts (these journeys are the chat, not friends). */
export async function makeFriends(request: APIRequestContext, a: Signed, b: Signed) {
  const asked = await request.post('/api/friends/requests', {
    headers: withToken(a.token),
    data: { userId: b.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const accepted = await request.post(`/api/friends/requests/${a.id}/accept`, {
    headers: withToken(b.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The direct conversation of `from` with `to`, opened through the API: its id. */
export async function openDirect(
  request: APIRequestContext,
  from: Pick<Signed, 'token'>,
  to: Pick<Signed, 'id'>,
) {
  const opened = await request.post('/api/conversations/direct', {
    headers: withToken(from.token),
    data: { userId: to.id },
  });
  expect([200, 201], await opened.text()).toContain(opened.status());
  return ((await opened.json()) as { id: string }).id;
}

/** `from` writes `text` in the conversation, through the API. */
export async function postMessage(
  request: APIRequestContext,
  from: Pick<Signed, 'token'>,
  conversationId: string,
  text: string,
) {
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    headers: withToken(from.token),
    data: { clientId: crypto.randomUUID(), text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** `from` opens the direct conversation with `to` and writes these messages in order: its id. */
export async function writeTo(
  request: APIRequestContext,
  from: Pick<Signed, 'token'>,
  to: Pick<Signed, 'id'>,
  texts: string[],
) {
  const id = await openDirect(request, from, to);
  for (const text of texts) await postMessage(request, from, id, text);
  return id;
}

export const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
/** The open conversation's messages. */
export const thread = (page: Page) => page.getByRole('log');
/** The bubbles of the open thread holding this text (sent, waiting or failed alike). */
export const bubbles = (page: Page, text: string): Locator =>
  thread(page).getByTestId('chat-message').filter({ hasText: text });

/** Writes `text` in the composer and sends it with Enter. */
export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/**
 * Opens `url` and waits until its socket is connected: what the server pushes from then on reaches
 * the page (a message sent before would only be caught up, a call rung before never heard). A move
 * inside the app keeps the socket it has.
 */
export async function gotoLive(page: Page, url: string) {
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        // socket.io's "connected" packet.
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
  await page.goto(url);
  await connected;
}

/** The page again at this width and theme (what a member's phone and settings would give). */
export async function lookLike(page: Page, { width, theme }: Look) {
  await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.setViewportSize(windowOf(width));
  await page.reload();
}

/** Where a screenshot named `file` goes (e2e/screenshots, not committed). */
export function screenshotPath(file: string) {
  return path.join(screenshotDir, file);
}

/**
 * The photographer of a journey: `photo(page, screen, look)` takes the screen for people to look at
 * as `<journey>-<screen>-<width>-<theme>.png`, checked to fit the width (softly: every screen's
 * problems show in one run). `mouseAway` first moves the mouse off the page's controls, so that no
 * tooltip of the last button clicked covers the picture.
 */
export function photographer(journey: string, { mouseAway = false } = {}) {
  return async function photo(page: Page, screen: string, look: Look) {
    if (mouseAway) await page.mouse.move(0, 0);
    const fits = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollWidth <= window.innerWidth;
    });
    expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
    await page.screenshot({
      path: screenshotPath(`${journey}-${screen}-${look.width}-${look.theme}.png`),
      animations: 'disabled',
    });
  };
}
