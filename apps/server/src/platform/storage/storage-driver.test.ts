import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageDriver, StoredObject } from './storage-driver';

// s3rver ships no types: load it through require and describe the little we use.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverServer;

type Harness = { driver: StorageDriver; close: () => Promise<void> };

async function contents(stored: StoredObject | null) {
  if (!stored) throw new Error('expected a stored object');
  return buffer(stored.stream);
}

async function temporaryDirectory() {
  return fs.mkdtemp(path.join(os.tmpdir(), 'betogether-storage-'));
}

const drivers: Array<{ name: string; start: () => Promise<Harness> }> = [
  {
    name: 'local',
    async start() {
      const root = await temporaryDirectory();
      return { driver: createLocalStorage(root), close: () => fs.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async start() {
      // A real S3 HTTP API in this process (s3rver), so the SDK's requests go over the wire.
      // Its ListObjectsV2 continuation tokens use DES, which Node 17+ refuses without
      // --openssl-legacy-provider: keep every listing here under one page (1000 keys).
      const directory = await temporaryDirectory();
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'test-bucket' }],
      });
      const { port } = await server.run();
      const driver = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'test-bucket',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      return {
        driver,
        async close() {
          await server.close();
          await fs.rm(directory, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(drivers)('$name storage driver', ({ start }) => {
  let harness: Harness;
  const driver = () => harness.driver;

  beforeAll(async () => {
    harness = await start();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('writes, reads, stats and deletes an object', async () => {
    const key = `images/${randomUUID()}.png`;
    const data = randomBytes(1000);
    await driver().writeObject(key, data, 'image/png');

    const stored = await driver().readObject(key);
    expect(stored).toMatchObject({ size: 1000, contentType: 'image/png' });
    expect(await contents(stored)).toEqual(data);
    expect(await driver().statObject(key)).toEqual({ size: 1000, contentType: 'image/png' });

    await driver().deleteObject(key);
    expect(await driver().statObject(key)).toBeNull();
    expect(await driver().readObject(key)).toBeNull();
  });

  it('answers null for an object that was never written', async () => {
    const key = `images/${randomUUID()}.png`;
    expect(await driver().statObject(key)).toBeNull();
    expect(await driver().readObject(key)).toBeNull();
  });

  it('reads an inclusive byte range and reports the full size', async () => {
    const key = `videos/${randomUUID()}.mp4`;
    const data = randomBytes(10_000);
    await driver().writeObject(key, data, 'video/mp4');

    const stored = await driver().readObject(key, { start: 100, end: 1099 });
    expect(stored).toMatchObject({ size: 10_000, contentType: 'video/mp4' });
    expect(await contents(stored)).toEqual(data.subarray(100, 1100));
  });

  it('joins parts written out of order in offset order', async () => {
    const uploadId = randomUUID();
    const chunks = [randomBytes(262_144), randomBytes(524_288), randomBytes(1234)];
    await driver().writePart(uploadId, 786_432, chunks[2] as Buffer);
    await driver().writePart(uploadId, 0, chunks[0] as Buffer);
    await driver().writePart(uploadId, 262_144, chunks[1] as Buffer);

    expect(await driver().readParts(uploadId)).toEqual(Buffer.concat(chunks));
  });

  it('deletes the parts of an upload', async () => {
    const uploadId = randomUUID();
    await driver().writePart(uploadId, 0, randomBytes(100));
    await driver().writePart(uploadId, 100, randomBytes(100));

    await driver().deleteParts(uploadId);
    expect(await driver().readParts(uploadId)).toEqual(Buffer.alloc(0));
  });

  it.each(['../x.png', 'a/b/c.png', 'A.png'])('refuses the unsafe key %s', async (key) => {
    await expect(driver().writeObject(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    await expect(driver().readObject(key)).rejects.toThrow(/unsafe/);
    await expect(driver().statObject(key)).rejects.toThrow(/unsafe/);
    await expect(driver().deleteObject(key)).rejects.toThrow(/unsafe/);
  });

  it('refuses an upload id that is not a UUID', async () => {
    await expect(driver().writePart('../escape', 0, Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(driver().readParts('../escape')).rejects.toThrow(/unsafe/);
    await expect(driver().deleteParts('../escape')).rejects.toThrow(/unsafe/);
  });
});
