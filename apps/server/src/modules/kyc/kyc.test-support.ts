import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';

export type Member = Awaited<ReturnType<typeof signedInAccount>>;

/** A phone photo: JPEG with a camera make and a GPS position in its EXIF. */
export async function photo(color = '#2050a0'): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'BeTogetherCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
}

/** Calls of the member's identity check and the admins' review, for tests. */
export function kycFixtures(ctx: TestContext) {
  const upload = (member: Member | null, side: string, body: Buffer, type = 'image/jpeg') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/kyc/photos/${side}`,
      headers: { ...(member?.headers ?? {}), 'content-type': type },
      payload: body,
    });

  const inAYear = () => new Date(ctx.clock.now().getTime() + 365 * 86_400_000).toISOString().slice(0, 10);

  /** What an ID card of a test account says (createAccount: Test Person, born 1990-01-01). */
  const idCard = (patch: Record<string, unknown> = {}) => ({
    documentType: 'id_card',
    documentNumber: 'X4RTBPFW4',
    country: 'FR',
    expiresOn: inAYear(),
    firstName: 'Test',
    lastName: 'Person',
    birthDate: '1990-01-01',
    ...patch,
  });

  const send = (member: Member | null, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sendKyc',
      headers: member?.headers ?? {},
      payload: body as object,
    });

  async function withPhotos(member: Member, sides = ['front', 'back', 'selfie']) {
    for (const side of sides) {
      const res = await upload(member, side, await photo());
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  return {
    upload,
    idCard,
    send,
    withPhotos,
    stateOf: (member: Member | null) =>
      ctx.app.inject({ method: 'GET', url: '/api/kyc', headers: member?.headers ?? {} }),

    /** A member whose ID card waits for review; its request's id. */
    async pending(patch: Record<string, unknown> = {}): Promise<{ member: Member; id: string }> {
      const member = await signedInAccount(ctx);
      await withPhotos(member);
      const res = await send(member, idCard(patch));
      expect(res.statusCode, res.body).toBe(201);
      return { member, id: res.json().request.id };
    },

    /** Every sealed file the app stored (local storage under DATA_DIR). */
    sealedFiles(): string[] {
      const root = path.join(ctx.config.dataDir, 'storage');
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.sealed'))
        .map((entry) => path.join(entry.parentPath, entry.name));
    },
  };
}
