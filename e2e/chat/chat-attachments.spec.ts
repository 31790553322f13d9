import { expect, test } from '@playwright/test';
import {
  bubbles,
  composer,
  fakeMediaLaunchOptions,
  type Look,
  memberInBrowser,
  photographer,
  thread,
} from '../support/chat';
import { gradientPng } from '../support/png';
import { passesAxe } from '../support/tasks';

/** Files in the chat ([10]): a picture and a document, and a voice note from Chromium's fake microphone. */

test.use({ launchOptions: fakeMediaLaunchOptions() });

const photo = photographer('chat');

test('a member sends a picture with a document, then a voice note; the other sees the picture, downloads the document and plays the note', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone: Look = { width: 375, theme: 'dark' };
  const desk: Look = { width: 1440, theme: 'light' };
  const ana = await memberInBrowser(browser, 'filesana', 'Amandine', {
    look: phone,
    permissions: ['microphone'],
  });
  const ben = await memberInBrowser(browser, 'filesben', 'Bertrand', {
    look: desk,
    permissions: ['microphone'],
  });

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
    await composer(ana.page).fill('The lake, and the plan');
    await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = bubbles(ana.page, 'The lake, and the plan');
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
    const message = bubbles(ben.page, 'The lake, and the plan');
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
