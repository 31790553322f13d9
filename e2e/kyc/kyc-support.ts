import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { withToken } from '../support/accounts';
import { gradientPng } from '../support/png';

type Picture = { name: string; mimeType: string; buffer: Buffer };

/**
 * A real JPEG drawn and encoded by the browser of `page` (canvas.toBlob): a card with a heading and
 * a few lines, so that a screenshot shows which way up it is. Portrait when `height` > `width`.
 */
export async function browserJpeg(
  page: Page,
  width: number,
  height: number,
  heading: string,
): Promise<Picture> {
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
export function frontPng(): Picture {
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
