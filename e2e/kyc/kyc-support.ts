import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, withToken } from '../support/accounts';
import { gradientPng } from '../support/png';

type Picture = { name: string; mimeType: string; buffer: Buffer };

/** The admins' queue of identity checks. */
export const KYC_QUEUE = '/admin_betogether/kyc/all-kyc';

/**
 * A real JPEG drawn and encoded by the browser of `page` (canvas.toBlob): a card with a heading and
 * a few lines, so that a screenshot shows which way up it is. Portrait when `height` > `width`.
 */
async function browserJpeg(page: Page, width: number, height: number, heading: string): Promise<Picture> {
  const base64 = await page.evaluate(
    async ({ width, height, heading }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2D canvas');
      const ground = g.createLinearGradient(0, 0, width, height);
      ground.addColorStop(0, '#f6e7c8');
      ground.addColorStop(1, '#c9dcf5');
      g.fillStyle = ground;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#1E4FD8';
      g.fillRect(0, 0, width, height * 0.16);
      g.fillStyle = '#ffffff';
      g.font = `bold ${Math.round(height * 0.08)}px sans-serif`;
      g.fillText(heading, width * 0.05, height * 0.11);
      g.fillStyle = '#1c1e21';
      g.font = `${Math.round(height * 0.05)}px sans-serif`;
      ['DURAND', 'Camille', '14.03.1996', 'X-TEST-0001'].forEach((line, index) => {
        g.fillText(line, width * 0.4, height * (0.32 + index * 0.1));
      });
      g.fillStyle = '#8a6d3b';
      g.beginPath();
      g.arc(width * 0.2, height * 0.45, Math.min(width, height) * 0.14, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('no JPEG from the canvas');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height, heading },
  );
  return {
    name: `${heading.toLowerCase()}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  };
}

/** The front as a real PNG (support/png.ts), landscape like an identity card. */
function frontPng(): Picture {
  return { name: 'front.png', mimeType: 'image/png', buffer: gradientPng(1200, 760) };
}

/** A document number nobody else sent (a duplicate would be flagged in the queue). */
export function uniqueDocumentNumber(): string {
  return `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/**
 * A member's identity check sent through the API (three photos, then the submission), for screens
 * that need one to exist; answers the request's id. The member is registerVerified's Durand.
 */
export async function sendKycThroughApi(
  request: APIRequestContext,
  token: string,
  person: { firstName: string },
): Promise<string> {
  for (const side of ['front', 'back', 'selfie']) {
    const answer = await request.put(`/api/kyc/photos/${side}`, {
      headers: { ...withToken(token), 'content-type': 'image/png' },
      data: gradientPng(side === 'selfie' ? 600 : 900, side === 'selfie' ? 800 : 570),
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const sent = await request.post('/api/sendKyc', {
    headers: withToken(token),
    data: {
      documentType: 'id_card',
      documentNumber: uniqueDocumentNumber(),
      country: 'FR',
      expiresOn: `${new Date().getFullYear() + 5}-06-30`,
      firstName: person.firstName,
      lastName: 'Durand',
      birthDate: '1996-03-14',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const state = (await sent.json()) as { request: { id: string } | null };
  if (!state.request) throw new Error('sendKyc answered no request');
  return state.request.id;
}

/**
 * The member fills the identity check on their screen (an identity card from France, expiring in six
 * years) with real photos, a PNG front and a JPEG back and selfie drawn by the browser, and sends it.
 * With `watchProgress`, each photo's upload is seen going (bar and percent) before it is received:
 * loopback sends a photo faster than any phone network, so each upload is held at the server's door
 * until its progress was seen on screen.
 */
export async function sendKycOnScreen(page: Page, documentNumber: string, { watchProgress = false } = {}) {
  await page.goto('/betogether/users/kyc');
  await expect(page.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('radio', { name: 'Identity card' }).check();
  await page.getByRole('textbox', { name: 'Document number' }).fill(documentNumber);
  await page.getByLabel('Expiry date').fill(`${new Date().getFullYear() + 6}-06-30`);
  await expect(page.getByRole('combobox', { name: 'Issuing country' })).toHaveValue('France');

  const pictures = {
    front: frontPng(),
    back: await browserJpeg(page, 1200, 760, 'BACK'),
    selfie: await browserJpeg(page, 900, 1200, 'SELFIE'),
  };
  let door = Promise.resolve();
  let open = () => {};
  const uploads = '**/api/kyc/photos/*';
  if (watchProgress)
    await page.route(uploads, async (route) => {
      if (route.request().method() === 'PUT') await door;
      await route.continue();
    });
  for (const [side, picture] of Object.entries(pictures)) {
    const card = page.getByTestId(`kyc-photo-${side}`);
    door = new Promise((resolve) => {
      open = resolve;
    });
    await page.getByTestId(`kyc-photo-input-${side}`).setInputFiles(picture);
    if (watchProgress) {
      await expect(card.getByRole('progressbar', { name: /^Upload: / })).toBeVisible();
      await expect(card.getByRole('status')).toHaveText(/^Uploading… \d+%$/);
    }
    open();
    await expect(card.getByText('Received')).toBeVisible();
  }
  if (watchProgress) await page.unroute(uploads);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'We are checking your documents' })).toBeVisible();
}

/** The queue's row of this member, loading further pages until it shows. */
export async function queueRowOf(page: Page, username: string): Promise<Locator> {
  const row = page.getByTestId('kyc-queue-row').filter({ hasText: `@${username}` });
  await expect(async () => {
    if ((await row.count()) === 0) {
      const more = page.getByRole('button', { name: 'Load more' });
      if (await more.isVisible()) await more.click();
    }
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/** The admin opens this member's request from the queue on show (its row found first). */
export async function openKycRequest(page: Page, person: Account) {
  await (await queueRowOf(page, person.username))
    .getByRole('link', { name: `Review the request of ${person.firstName} Durand` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Identity check of ${person.firstName} Durand` }),
  ).toBeVisible();
}

/**
 * The admin approves the request on show, after the confirmation (`check` looks at the dialog
 * before it is confirmed): the member is verified.
 */
export async function approveKyc(
  page: Page,
  person: Account,
  check: (dialog: Locator) => Promise<void> = async () => {},
) {
  await page.getByRole('radio', { name: /^Approve/ }).check();
  await page.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve the identity of ${person.firstName} Durand?` });
  await expect(dialog).toBeVisible();
  await check(dialog);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: ${person.firstName} Durand is verified.`)).toBeVisible();
  await expect(page.getByTestId('kyc-decided')).toContainText('Approved');
}
