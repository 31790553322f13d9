import { messagesPageSchema } from '@betogether/contracts/chat/chat.schemas';
import { expect, type Page, test } from '@playwright/test';
import { withToken } from '../support/accounts';
import { fakeMediaLaunchOptions, gotoLive, memberInBrowser, openDirect, photographer } from '../support/chat';
import { passesAxe } from '../support/tasks';

/** A video call ([10]) between two members, each in a browser of their own, with Chromium's fake camera. */

// Chromium's fake camera and microphone; connections between the two browsers use host candidates
// on this machine only (the server's ICE_SERVERS is empty here: no STUN server is ever asked),
// loopback included for machines with no other interface.
test.use({ launchOptions: fakeMediaLaunchOptions('--allow-loopback-in-peer-connection') });

const CALL_PAGE = '/betogether/discussionvideo/discussion';
const photo = photographer('calls', { mouseAway: true });

/** The other's video on this page is playing: it has a picture, and its time moves on. */
async function seesTheOther(page: Page) {
  const video = page.getByTestId('remote-video');
  await expect(video).toHaveCount(1);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 90_000 })
    .toBeGreaterThan(0);
  const tracks = await video.evaluate((element: HTMLVideoElement) => {
    const stream = element.srcObject as MediaStream | null;
    return { audio: stream?.getAudioTracks().length ?? 0, video: stream?.getVideoTracks().length ?? 0 };
  });
  expect(tracks).toEqual({ audio: 1, video: 1 });
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(start + 0.5);
}

test('two members in a video call see and hear each other; a mute shows on the other side; leaving ends it and leaves its record; a second call, accepted from the ring on the feed, connects too', async ({
  browser,
}) => {
  // Two browsers encoding and decoding video: CI machines run this three to four times slower.
  test.setTimeout(480_000);
  const permissions = ['camera', 'microphone'];
  const ana = await memberInBrowser(browser, 'callana', 'Anaïs', {
    look: { width: 1440, theme: 'light' },
    permissions,
  });
  const ben = await memberInBrowser(browser, 'callben', 'Benedikt', {
    look: { width: 375, theme: 'dark' },
    permissions,
  });
  const conversationId = await openDirect(ana.page.request, ana, ben);
  const callPage = `${CALL_PAGE}?c=${conversationId}&kind=video`;

  await test.step('Ana opens the call page: it rings for Ben', async () => {
    await ana.page.goto(callPage);
    await expect(ana.page.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
    await expect(ana.page.getByText(`Calling ${ben.name}…`)).toBeVisible({ timeout: 60_000 });
    await expect(ana.page.getByTestId('call-status')).toHaveText('Ringing…');
    await photo(ana.page, 'ringing', { width: 1440, theme: 'light' });
  });

  await test.step('Ben opens the same page: he joins the call going on', async () => {
    await ben.page.goto(callPage);
    await expect(ben.page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
  });

  await test.step('each sees the other’s video playing, with its sound', async () => {
    await seesTheOther(ana.page);
    await seesTheOther(ben.page);
    for (const side of [ana, ben]) {
      await expect(side.page.getByTestId('call-status')).toHaveText('Video call');
      await expect(side.page.getByTestId('call-timer')).toBeVisible();
    }
  });

  await test.step('Ben mutes his microphone: Ana sees it on his picture', async () => {
    await ben.page.getByRole('button', { name: 'Mute microphone' }).click();
    await expect(ben.page.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(ana.page.getByRole('img', { name: `${ben.name}: microphone off` })).toBeVisible();
  });

  await test.step('the call at 375 and 1440 px, light and dark', async () => {
    await passesAxe(ana.page);
    await photo(ana.page, 'live', { width: 1440, theme: 'light' });
    await photo(ben.page, 'live', { width: 375, theme: 'dark' });
    // The theme changes live from the top bar (a reload would leave the call).
    await ana.page.getByRole('button', { name: 'Dark theme' }).click();
    await photo(ana.page, 'live', { width: 1440, theme: 'dark' });
    await ana.page.getByRole('button', { name: 'Light theme' }).click();
    await ana.page.setViewportSize({ width: 375, height: 812 });
    await photo(ana.page, 'live', { width: 375, theme: 'light' });
    await ana.page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('Ben leaves: the call ends on both sides', async () => {
    await ben.page.getByRole('button', { name: 'Leave the call' }).click();
    for (const side of [ben, ana])
      await expect(side.page.getByRole('heading', { level: 2, name: 'Call ended' })).toBeVisible();
    await expect(ana.page.getByText(/^It lasted \d+:\d\d\.$/)).toBeVisible();
    await photo(ben.page, 'ended', { width: 375, theme: 'dark' });
    await photo(ana.page, 'ended', { width: 1440, theme: 'light' });
    // Both cameras are released.
    for (const side of [ana, ben]) await expect(side.page.getByTestId('own-video')).toHaveCount(0);
  });

  await test.step('the conversation keeps a record of the call: ended, with both, and how long', async () => {
    const answer = await ana.page.request.get(`/api/conversations/${conversationId}/messages`, {
      headers: withToken(ana.token),
    });
    expect(answer.status()).toBe(200);
    const calls = messagesPageSchema
      .parse(await answer.json())
      .items.filter((message) => message.kind === 'call');
    expect(calls).toHaveLength(1);
    const meta = calls[0]?.meta ?? {};
    expect(meta).toMatchObject({ kind: 'video', status: 'ended' });
    expect([...(meta.participantIds as string[])].sort()).toEqual([ana.id, ben.id].sort());
    expect(meta.durationSeconds).toBeGreaterThanOrEqual(1);
  });

  await test.step('Ana calls again while Ben reads his feed: he accepts from the ringing dialog', async () => {
    await gotoLive(ben.page, '/social/feed');
    await ana.page.goto(callPage);
    const ringing = ben.page.getByRole('dialog', { name: 'Incoming video call' });
    await expect(ringing).toBeVisible({ timeout: 60_000 });
    await expect(ringing).toContainText(`${ana.name} is calling you`);
    await expect(ben.page).toHaveURL(/\/social\/feed$/);
    await photo(ben.page, 'incoming', { width: 375, theme: 'dark' });
    await ringing.getByRole('button', { name: 'Accept' }).click();
    await expect(ringing).toBeHidden();
    await expect(ben.page).toHaveURL(new RegExp(`${CALL_PAGE}\\?c=${conversationId}&kind=video&accept=`));
  });

  await test.step('the call accepted from the dialog: each sees the other’s video playing', async () => {
    await seesTheOther(ben.page);
    await seesTheOther(ana.page);
    await ana.page.getByRole('button', { name: 'Leave the call' }).click();
    for (const side of [ana, ben])
      await expect(side.page.getByRole('heading', { level: 2, name: 'Call ended' })).toBeVisible();
  });

  await ana.context.close();
  await ben.context.close();
});
