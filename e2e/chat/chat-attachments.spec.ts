import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughApi, newPerson, registerVerified } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { gradientPng } from '../support/png';
import { passesAxe } from '../support/tasks';

/** Files in the chat ([10]): a picture and a document, and a voice note from Chromium's fake microphone. */

test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

type Look = { width: 375 | 1440; theme: 'light' | 'dark' };

async function memberInBrowser(browser: Browser, prefix: string, firstName: string, look: Look) {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    permissions: ['microphone'],
    viewport: { width: look.width, height: look.width === 375 ? 812 : 900 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((theme) => localStorage.setItem('theme', theme), look.theme);
  const person = await registerVerified(page.request, page, { ...newPerson(prefix), firstName });
  const token = await logInThroughApi(page.request, page, person);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { page, context, person, name: `${firstName} Durand` };
}

const thread = (page: Page) => page.getByRole('log');

async function photo(page: Page, screen: string, look: Look) {
  const fits = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth <= window.innerWidth;
  });
  expect.soft(fits, `${screen} at ${look.width} px: no sideways scrolling`).toBe(true);
  await page.screenshot({
    path: path.join(screenshotDir, `chat-${screen}-${look.width}-${look.theme}.png`),
    animations: 'disabled',
  });
}

test('a member sends a picture with a document, then a voice note; the other sees the picture, downloads the document and plays the note', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone: Look = { width: 375, theme: 'dark' };
  const desk: Look = { width: 1440, theme: 'light' };
  const ana = await memberInBrowser(browser, 'filesana', 'Amandine', phone);
  const ben = await memberInBrowser(browser, 'filesben', 'Bertrand', desk);

  await test.step('Ana, on her phone, attaches a picture and a PDF: each uploads, then she sends them with a caption', async () => {
    await ana.page.goto(`/betogether/conversation/${ben.person.username}`);
    await expect(ana.page).toHaveURL(/\/inbox\?c=/);
    await ana.page.getByTestId('chat-file-input').setInputFiles([
      { name: 'lake.png', mimeType: 'image/png', buffer: gradientPng(900, 600) },
      {
        name: 'Route plan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([
          Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
          Buffer.alloc(300_000, 0x41),
        ]),
      },
    ]);
    const pending = ana.page.getByRole('list', { name: 'Files to send' }).getByTestId('pending-file');
    await expect(pending).toHaveCount(2);
    await expect(pending.and(ana.page.locator('[data-state="ready"]'))).toHaveCount(2);
    await photo(ana.page, 'files-composer', phone);
    await ana.page.getByRole('textbox', { name: 'Write a message' }).fill('The lake, and the plan');
    await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = thread(ana.page).getByTestId('chat-message').filter({ hasText: 'The lake, and the plan' });
    await expect(
      sent.getByRole('img', { name: 'Sent' }).or(sent.getByRole('img', { name: 'Delivered' })),
    ).toBeVisible();
  });

  await test.step('Ana records a voice note with the microphone and sends it', async () => {
    await ana.page.getByRole('button', { name: 'Record a voice message' }).click();
    await expect(ana.page.getByTestId('voice-recorder').getByText(/0:0[2-9]/)).toBeVisible({
      timeout: 15_000,
    });
    await ana.page.getByRole('button', { name: 'Send the voice message' }).click();
    await expect(thread(ana.page).locator('audio')).toHaveCount(1);
  });

  await test.step('Ben sees the picture drawn, downloads the document under its name, and plays the voice note', async () => {
    await ben.page.goto('/betogether/conversation/inbox');
    await ben.page.getByTestId('chat-conversation').filter({ hasText: ana.name }).click();
    const message = thread(ben.page)
      .getByTestId('chat-message')
      .filter({ hasText: 'The lake, and the plan' });
    const picture = message.getByRole('button', { name: 'Open picture 1 of 1' }).locator('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const download = ben.page.waitForEvent('download');
    await message.getByRole('link', { name: /^Download Route plan\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('Route plan.pdf');

    const note = thread(ben.page).locator('audio');
    await expect(note).toHaveAttribute('aria-label', /^Voice message, 0:0[2-9]$/);
    await note.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect
      .poll(() => note.evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0.2);
    await expect(ben.page.getByTestId('chat-conversation').filter({ hasText: ana.name })).toContainText(
      'Voice message',
    );
    await photo(ben.page, 'files-thread', desk);
    await passesAxe(ben.page);

    await message.getByRole('button', { name: 'Open picture 1 of 1' }).click();
    await expect(ben.page.getByRole('dialog', { name: 'Picture 1 of 1' })).toBeVisible();
    await ben.page.keyboard.press('Escape');
    await expect(ben.page.getByRole('dialog')).toHaveCount(0);
  });

  await ana.context.close();
  await ben.context.close();
});
