import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { readExactly } from '../../platform/storage/storage-driver';
import { startS3Server, testS3Storage } from '../../test/s3-server';
import { cleanKycImage, KycImageRejectedError } from './kyc-images';
import { createKycVault, KycVaultError, masterKeyFrom } from './kyc-vault';

/** A 1600x1000 photo stored sideways (EXIF orientation 6) with a camera make and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2050a0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'BeTogetherCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
}

function vaultIn(dir: string, key = randomBytes(32)) {
  return createKycVault({ storage: createLocalStorage(dir), masterKey: key });
}

/** The one stored file under `dir` (the local driver's layout is its own business). */
function storedFile(dir: string): string {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile());
  expect(files).toHaveLength(1);
  const [file] = files;
  return path.join(file?.parentPath ?? '', file?.name ?? '');
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bt-kyc-'));

describe('KYC documents at rest', () => {
  it('stores other bytes than the file, with no EXIF, and gives the clean picture back', async () => {
    const dir = tempDir();
    const vault = vaultIn(dir);
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const clean = await cleanKycImage(original);
    const id = randomUUID();

    const { storedBytes } = await vault.store(id, clean.jpeg);
    const onDisk = fs.readFileSync(storedFile(dir));
    expect(onDisk.length).toBe(storedBytes);
    expect(onDisk.includes(clean.jpeg.subarray(0, 64))).toBe(false);
    expect(onDisk.includes(Buffer.from('Exif'))).toBe(false);
    expect(onDisk.includes(Buffer.from('BeTogetherCam'))).toBe(false);

    const back = await vault.read(id);
    expect(back.equals(clean.jpeg)).toBe(true);
    const metadata = await sharp(back).metadata();
    expect(metadata.exif).toBeUndefined();
    // Turned upright: the sideways 1600x1000 photo is 1000 wide.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1000, height: 1600 });
  });

  it('refuses a changed byte, another document id and another master key, each with a clear reason', async () => {
    const dir = tempDir();
    const key = randomBytes(32);
    const vault = vaultIn(dir, key);
    const id = randomUUID();
    await vault.store(id, Buffer.from('a passport scan'));
    const file = storedFile(dir);

    const stored = fs.readFileSync(file);
    const flipped = Buffer.from(stored);
    flipped[flipped.length - 3] = (flipped[flipped.length - 3] ?? 0) ^ 0x01;
    fs.writeFileSync(file, flipped);
    await expect(vault.read(id)).rejects.toMatchObject({ reason: 'tampered' });
    fs.writeFileSync(file, stored);
    expect((await vault.read(id)).toString()).toBe('a passport scan');

    // The same bytes under another record's id do not open (the id is sealed with them).
    const other = randomUUID();
    fs.copyFileSync(file, file.replace(id, other));
    await expect(vault.read(other)).rejects.toMatchObject({ reason: 'tampered' });

    await expect(vaultIn(dir).read(id)).rejects.toMatchObject({ reason: 'other-master-key' });
    await expect(vault.read(randomUUID())).rejects.toBeInstanceOf(KycVaultError);
  });

  it('keeps them sealed in an S3 bucket too', async () => {
    const server = await startS3Server();
    try {
      const storage = testS3Storage(server.port);
      const vault = createKycVault({ storage, masterKey: randomBytes(32) });
      const clean = await cleanKycImage(await phonePhoto());
      const id = randomUUID();
      const { key } = await vault.store(id, clean.jpeg);
      const object = await storage.readObject(key);
      const inBucket = await readExactly(object?.stream ?? Readable.from([]), object?.size);
      expect(inBucket.includes(clean.jpeg.subarray(0, 64))).toBe(false);
      expect((await vault.read(id)).equals(clean.jpeg)).toBe(true);
      await vault.remove(id);
      expect(await storage.readObject(key)).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('reads the master key from base64, 32 bytes and nothing else', () => {
    const key = randomBytes(32);
    expect(masterKeyFrom(key.toString('base64')).equals(key)).toBe(true);
    expect(masterKeyFrom(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => masterKeyFrom(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('refuses what is not a picture', async () => {
    await expect(cleanKycImage(Buffer.from('%PDF-1.7 not a photo'))).rejects.toBeInstanceOf(
      KycImageRejectedError,
    );
  });
});
